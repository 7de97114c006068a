import "server-only";
// next-auth reads POST bodies itself, with no size cap, and answers malformed JSON with a 500.
// Its route reads the body here first: capped while streaming, parsed, checked (flat string
// fields, no NUL), then handed to next-auth as a fresh request with the same headers.
import { NextRequest } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/server/errors";

/** Sign-in, sign-out and callback forms are a few short fields; 16 KB is generous. */
export const MAX_AUTH_BODY_BYTES = 16_000;

const authFieldsSchema = z.record(z.string().max(200), z.string().max(4_000)).refine(
  (fields) => Object.entries(fields).every(([k, v]) => !k.includes("\u0000") && !v.includes("\u0000")),
  "Fields must not contain null characters.",
);

async function readTextWithin(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw ApiError.tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw ApiError.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseFields(text: string, contentType: string): Record<string, unknown> {
  const mime = contentType.split(";")[0].trim().toLowerCase();
  if (mime === "application/x-www-form-urlencoded") return Object.fromEntries(new URLSearchParams(text));
  if (mime === "application/json") {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw ApiError.badRequest("The request body is not valid JSON.");
    }
    if (!json || typeof json !== "object" || Array.isArray(json)) throw ApiError.badRequest("Send a JSON object.");
    return json as Record<string, unknown>;
  }
  throw ApiError.unsupportedMediaType("Send the form as application/x-www-form-urlencoded or JSON.");
}

/** The request next-auth may read: 413 when too large, 400 when malformed, 415 for other types. */
export async function checkedAuthRequest(req: NextRequest): Promise<NextRequest> {
  if (req.method !== "POST") return req;
  const text = await readTextWithin(req, MAX_AUTH_BODY_BYTES);
  const contentType = req.headers.get("content-type") ?? "";
  if (text.length > 0 || contentType) {
    const parsed = authFieldsSchema.safeParse(parseFields(text, contentType));
    if (!parsed.success) throw ApiError.badRequest("The sign-in form is not valid.");
  }
  const headers = new Headers(req.headers);
  headers.set("content-length", String(Buffer.byteLength(text)));
  return new NextRequest(req.url, { method: req.method, headers, body: text.length ? text : undefined });
}

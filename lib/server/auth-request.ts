import "server-only";
// next-auth reads POST bodies itself, with no size cap, and answers malformed JSON with a 500.
// Its route reads the body here first: capped while streaming, parsed, checked (flat string
// fields, no NUL), then handed to next-auth as a fresh request with the same headers.
import { NextRequest } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/server/errors";
import { readTextWithin } from "@/lib/server/read-body";
import { assertSameSite } from "@/lib/server/same-site";

/** Sign-in, sign-out and callback forms are a few short fields; 16 KB is generous. */
export const MAX_AUTH_BODY_BYTES = 16_000;

const authFieldsSchema = z.record(z.string().max(200), z.string().max(4_000)).refine(
  (fields) => Object.entries(fields).every(([k, v]) => !k.includes("\u0000") && !v.includes("\u0000")),
  "Fields must not contain null characters.",
);

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

/**
 * The request next-auth may read: 403 from another site (login CSRF: next-auth's own token
 * guards sign-out but not every form), 413 when too large, 400 when malformed, 415 for other types.
 */
export async function checkedAuthRequest(req: NextRequest): Promise<NextRequest> {
  if (req.method !== "POST") return req;
  assertSameSite(req);
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

import "server-only";
import { ApiError } from "@/lib/server/errors";

/**
 * Reads a request body as text but stops at maxBytes (413), checking a declared Content-Length
 * first: a chunked upload without one cannot fill memory either. Shared by the handler wrapper
 * and next-auth's route, which reads its own forms.
 */
export async function readTextWithin(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw ApiError.tooLarge(tooLargeMessage(maxBytes));
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
      throw ApiError.tooLarge(tooLargeMessage(maxBytes));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLargeMessage(maxBytes: number) {
  return `The request is larger than ${Math.round(maxBytes / 1000)} KB. Please split it into smaller parts.`;
}

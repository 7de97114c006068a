import "server-only";
import { ApiError } from "@/lib/server/errors";
import { contentTooLongMessage, MAX_CONTENT_CHARS } from "@/lib/schemas/documents";

/** 413 when the parsed content is longer than the stated limit (the byte guard runs earlier). */
export function assertContentWithinLimit(content: string): void {
  if (content.length > MAX_CONTENT_CHARS) throw ApiError.tooLarge(contentTooLongMessage());
}

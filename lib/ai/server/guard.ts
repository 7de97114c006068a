import "server-only";
// Shared checks of every AI route: the per-user budget and the transcript cap.
import { ApiError } from "@/lib/server/errors";
import { enforceAiRateLimit } from "@/lib/server/rate-limit";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/ai";

export function tooLongMessage(): string {
  return `The text is longer than ${MAX_TRANSCRIPT_CHARS.toLocaleString("en-GB")} characters. Please split it into smaller parts.`;
}

/** 413 when any text is over the cap; 429 when the user is over this minute's AI budget. */
export function guardAiRequest(userId: string, ...texts: string[]): void {
  for (const t of texts) if (t.length > MAX_TRANSCRIPT_CHARS) throw ApiError.tooLarge(tooLongMessage());
  enforceAiRateLimit(userId);
}

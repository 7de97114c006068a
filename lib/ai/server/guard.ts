import "server-only";
// Shared checks of every AI route: the per-user budget and the transcript cap, and the
// request's abort signal so an abandoned call stops (and gives its budget back).
import type { CallOptions } from "@/lib/ai/provider";
import { ApiError } from "@/lib/server/errors";
import { enforceAiRateLimit, refundAiToken } from "@/lib/server/rate-limit";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/ai";

export function tooLongMessage(): string {
  return `The text is longer than ${MAX_TRANSCRIPT_CHARS.toLocaleString("en-GB")} characters. Please split it into smaller parts.`;
}

/**
 * 413 when any text is over the cap; 429 when the user is over this minute's AI budget.
 * Returns the options for the AI call: the request's signal, which aborts when the client goes
 * away. The request taken from the budget is given back then: nobody received an answer.
 */
export async function guardAiRequest(userId: string, signal: AbortSignal | undefined, ...texts: string[]): Promise<CallOptions> {
  for (const t of texts) if (t.length > MAX_TRANSCRIPT_CHARS) throw ApiError.tooLarge(tooLongMessage());
  if (signal?.aborted) throw ApiError.clientClosed();
  await enforceAiRateLimit(userId);
  signal?.addEventListener("abort", () => void refundAiToken(userId).catch(() => {}), { once: true });
  return { signal };
}

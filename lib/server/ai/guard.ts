import "server-only";
// Shared checks of every AI route: the transcript cap, the per-user budget per minute and the
// per-user cap on calls running at once, and the request's abort signal so an abandoned call stops.
// A call taken from the budget is never given back, even when the client goes away: the provider
// may already have been asked (and the instance's daily budget keeps its reservation too).
import type { CallOptions } from "@/lib/ai/provider";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/errors";
import { enforceAiRateLimit, limiter } from "@/lib/server/rate-limit";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/ai";

/** When a user has AI_CONCURRENT_CALLS running, how long to wait before trying again. */
const BUSY_RETRY_SECONDS = 5;

export function tooLongMessage(): string {
  return `The text is longer than ${MAX_TRANSCRIPT_CHARS.toLocaleString("en-GB")} characters. Please split it into smaller parts.`;
}

/**
 * The user's calls running now: a slot is taken per call and given back when it ends. Slots
 * expire on their own well after any call's deadline (a process that died mid-call frees them).
 */
function runningCalls() {
  const e = env();
  return limiter("ai-running", e.AI_CONCURRENT_CALLS, Math.ceil(e.ANTHROPIC_TIMEOUT_MS / 1000) + 60);
}

/**
 * Runs one AI call for the user: 413 when any text is over the cap; 429 (with Retry-After) when
 * the user is over this minute's budget or already has AI_CONCURRENT_CALLS running. `run` gets
 * the options for the AI call: the request's signal, which aborts when the client goes away.
 */
export async function runGuardedAi<T>(
  userId: string,
  signal: AbortSignal | undefined,
  texts: string[],
  run: (call: CallOptions) => Promise<T>,
): Promise<T> {
  for (const t of texts) if (t.length > MAX_TRANSCRIPT_CHARS) throw ApiError.tooLarge(tooLongMessage());
  if (signal?.aborted) throw ApiError.clientClosed();
  await enforceAiRateLimit(userId);
  const slots = runningCalls();
  try {
    await slots.consume(userId);
  } catch (err) {
    if (err instanceof Error) throw err;
    throw ApiError.rateLimited(BUSY_RETRY_SECONDS);
  }
  try {
    return await run({ signal });
  } finally {
    // Only a slot still counted is given back (one that expired must not turn into a spare).
    const held = await slots.get(userId).catch(() => null);
    if (held && held.consumedPoints > 0) await slots.reward(userId, 1).catch(() => {});
  }
}

import "server-only";
// The AI runner used by the route handlers. Per request: Anthropic when ANTHROPIC_API_KEY is
// set, the local engine otherwise. When Anthropic fails for any reason the local engine
// answers, and the result says which engine did (`engine: "anthropic" | "local"`).
// enhancePunctuation returns the original text only if both engines fail (core-product §7).
import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/errors";
import type { Engine, WithEngine } from "@/lib/schemas/ai";
import {
  fitsRemoteDeadline,
  JOB_NAMES,
  JOB_SCHEMAS,
  type AiProvider,
  type CallOptions,
  type JobInputs,
  type JobName,
  type JobOutputs,
  type ProviderBudget,
  type BudgetReservation,
  withSpokenMarks,
} from "@/lib/ai/provider";
import { classifyError } from "@/lib/ai/errors";
import { createAnthropicProvider } from "@/lib/ai/providers/anthropic";
import { createLocalProvider } from "@/lib/ai/providers/local";
import { databaseProviderBudget } from "@/lib/server/ai-usage/provider-budget";

export type AiRunner = {
  [J in JobName]: (input: JobInputs[J], options?: CallOptions) => Promise<WithEngine<JobOutputs[J]>>;
};

type Logger = (message: string) => void;
const defaultLog: Logger = (message) => console.warn(message);

export function createAiRunner(deps: {
  remote?: AiProvider;
  remoteTimeoutMs?: number;
  local: AiProvider;
  /** The instance's daily provider budget: when it is spent, the local engine answers. */
  budget?: ProviderBudget;
  log?: Logger;
}): AiRunner {
  const log = deps.log ?? defaultLog;
  const runner = {} as Record<JobName, unknown>;
  for (const job of JOB_NAMES) {
    runner[job] = async (said: never, options?: CallOptions) => {
      const input = withSpokenMarks(job, said) as never;
      let remote = deps.remote && fitsRemoteDeadline(job, input, deps.remoteTimeoutMs ?? Infinity) ? deps.remote : undefined;
      if (deps.remote && !remote) log(`[ai] ${job}: too long for the remote deadline; the local engine answers`);
      const reservation = remote && deps.budget ? await reserveBudget(deps.budget, remote.estimateTokens?.(job, input) ?? 0, log) : undefined;
      if (remote && deps.budget && !reservation) {
        log(`[ai] ${job}: the daily provider budget is spent; the local engine answers`);
        remote = undefined;
      }
      if (remote) {
        const started = Date.now();
        let used: number | undefined;
        try {
          const call = { ...options, onUsage: (tokens: number) => void (used = tokens) };
          const result = await (remote[job] as (i: never, o?: CallOptions) => Promise<object>)(input, call);
          return { ...result, engine: "anthropic" satisfies Engine };
        } catch (err) {
          // The client went away: nobody wants the answer, so do not start the local engine either.
          if (options?.signal?.aborted) throw ApiError.clientClosed();
          const e = classifyError(err);
          log(`[ai] ${job}: anthropic failed after ${Date.now() - started} ms (${e.reason}${e.status ? ` ${e.status}` : ""}); the local engine answers`);
        } finally {
          // An answer settles its reservation; a failed or dropped call keeps all of it.
          if (used !== undefined) await reservation?.settle(used).catch(() => log("[ai] could not record the provider's token use"));
        }
      }
      if (options?.signal?.aborted) throw ApiError.clientClosed();
      try {
        const result = await (deps.local[job] as (i: never) => Promise<object>)(input);
        return { ...(JOB_SCHEMAS[job].parse(result) as object), engine: "local" satisfies Engine };
      } catch (err) {
        log(`[ai] ${job}: local engine failed (${err instanceof Error ? err.name : "error"})`);
        if (job === "enhancePunctuation") return { enhancedText: (input as JobInputs["enhancePunctuation"]).text, engine: "local" };
        throw new ApiError(503, "ai_unavailable", "We could not process this right now. Please try again.");
      }
    };
  }
  return runner as AiRunner;
}

/** A budget that cannot be read counts as spent: the provider is never called past what was allowed. */
async function reserveBudget(budget: ProviderBudget, tokens: number, log: Logger): Promise<BudgetReservation | null> {
  try {
    return await budget.reserve(tokens);
  } catch (err) {
    log(`[ai] the daily provider budget could not be read (${err instanceof Error ? err.name : "error"})`);
    return null;
  }
}

const local = createLocalProvider();
let cached: { key: string; runner: AiRunner } | undefined;

/** The runner for this request's configuration (the Anthropic client is reused while the env is unchanged). */
export function getAi(): AiRunner {
  const e = env();
  const key = e.ANTHROPIC_API_KEY ? [e.ANTHROPIC_API_KEY, e.ANTHROPIC_BASE_URL ?? "", e.ANTHROPIC_MODEL, e.ANTHROPIC_TIMEOUT_MS].join("|") : "local";
  if (cached?.key === key) return cached.runner;
  const budget = databaseProviderBudget;
  const remote = e.ANTHROPIC_API_KEY
    ? createAnthropicProvider({
        apiKey: e.ANTHROPIC_API_KEY,
        baseURL: e.ANTHROPIC_BASE_URL,
        model: e.ANTHROPIC_MODEL,
        timeoutMs: e.ANTHROPIC_TIMEOUT_MS,
      })
    : undefined;
  cached = { key, runner: createAiRunner({ remote, remoteTimeoutMs: e.ANTHROPIC_TIMEOUT_MS, local, budget }) };
  return cached.runner;
}

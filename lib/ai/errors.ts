// Why a remote engine failed, in words safe to log (no user text).
import Anthropic from "@anthropic-ai/sdk";

export type AiFailureReason =
  | "timeout"
  | "rate_limited"
  | "overloaded"
  | "server_error"
  | "connection"
  | "invalid_output"
  | "refused"
  | "request_error"
  | "unknown";

export class AiProviderError extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

/** Maps SDK errors to a reason; `deadline` marks our own timer firing. */
export function classifyError(err: unknown, deadline = false): AiProviderError {
  if (err instanceof AiProviderError) return err;
  if (deadline) return new AiProviderError("timeout", "no complete answer before the deadline");
  if (err instanceof Anthropic.APIConnectionTimeoutError) return new AiProviderError("timeout", "request timed out");
  if (err instanceof Anthropic.APIUserAbortError) return new AiProviderError("timeout", "request aborted");
  if (err instanceof Anthropic.APIConnectionError) return new AiProviderError("connection", "could not reach the API");
  if (err instanceof Anthropic.APIError) {
    const status = err.status ?? 0;
    if (status === 429) return new AiProviderError("rate_limited", "rate limited (429)", status);
    if (status === 529) return new AiProviderError("overloaded", "overloaded (529)", status);
    if (status >= 500) return new AiProviderError("server_error", `server error (${status})`, status);
    return new AiProviderError("request_error", `request rejected (${status})`, status);
  }
  if (err instanceof Anthropic.AnthropicError) return new AiProviderError("invalid_output", err.message.slice(0, 200));
  if (err instanceof SyntaxError) return new AiProviderError("invalid_output", "malformed JSON in the answer");
  return new AiProviderError("unknown", err instanceof Error ? err.name : "unknown error");
}

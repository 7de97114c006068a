import { HttpError } from "@/lib/api-client";
import { isQuotaError } from "@/lib/schemas/quotas";

/** The server's message for a request a quota refused (it says how to make room); null for any other failure. */
export function quotaMessageOf(err: unknown): string | null {
  return err instanceof HttpError && isQuotaError(err.json()) ? (err.serverMessage ?? null) : null;
}

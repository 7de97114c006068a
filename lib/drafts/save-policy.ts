// What a failed save means for the editor ("never lose a word"): network or server trouble
// keeps the draft and retries; a stale version is a conflict the user resolves; a document
// deleted meanwhile (elsewhere) keeps the words and offers to save them as a new document;
// an account at its document quota keeps the words and points to the documents to delete;
// anything else the server refused is reported and not retried.
import { HttpError } from "@/lib/api-client";
import { isQuotaError } from "@/lib/schemas/quotas";

export type SaveFailureKind = "offline" | "server" | "auth" | "gone" | "full" | "rejected";
export type SaveFailure = { kind: SaveFailureKind; message?: string };

export function classifySaveError(error: unknown, online = true): SaveFailure {
  if (error instanceof HttpError) {
    if (error.status === 401) return { kind: "auth" };
    // the document is not there any more: deleted in another tab or on another device
    if (error.status === 404) return { kind: "gone" };
    if (error.status === 409 && isQuotaError(error.json())) return { kind: "full", message: error.serverMessage };
    if (error.status === 408 || error.status === 429 || error.status >= 500) return { kind: "server" };
    return { kind: "rejected", message: error.serverMessage };
  }
  // fetch rejects with a TypeError when the network is down or the server unreachable
  return { kind: online ? "server" : "offline" };
}

/** Why a save to a deleted document failed, and that nothing is lost. */
export const DELETED_ELSEWHERE =
  "This document was deleted, perhaps in another tab or on another device. Your words are still here: save them as a new document.";

export function isRetryable(failure: SaveFailure): boolean {
  return failure.kind === "offline" || failure.kind === "server";
}

const RETRY_STEPS_MS = [5_000, 10_000, 20_000, 40_000, 60_000];

/** Back-off between automatic retries: 5 s, 10 s, 20 s, 40 s, then every minute. */
export function retryDelayMs(attempt: number): number {
  return RETRY_STEPS_MS[Math.min(Math.max(0, attempt), RETRY_STEPS_MS.length - 1)];
}

/** The words under the 'Save failed' title (core-product §8), plus what happens next. */
export function saveFailureDescription(failure: SaveFailure): string {
  const base = "Could not save document. Please try again.";
  switch (failure.kind) {
    case "offline":
      return `${base} You seem to be offline: your draft is kept on this device and is saved when the connection returns.`;
    case "server":
      return `${base} Your draft is kept on this device and we will keep trying.`;
    case "auth":
      return `${base} Your session has ended: sign in again. Your draft is kept on this device.`;
    case "gone":
      return `${base} ${DELETED_ELSEWHERE}`;
    case "full":
      return `${base} ${failure.message ?? ""} Your words are kept on this device.`.trim();
    default:
      return failure.message ? `${base} ${failure.message}` : base;
  }
}

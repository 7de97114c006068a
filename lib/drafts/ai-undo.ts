// Undo for AI changes ("a user must be able to get their words back"). An AI fix replaced
// `before` with `after`; the user may have dictated or typed more since. When the newer text
// only continues `after`, the undo keeps that continuation.

export type AiChange = { before: string; after: string; label: string };

/** The text with the AI change taken back, or null when later edits make that ambiguous. */
export function revertAiChange(change: Pick<AiChange, "before" | "after">, current: string): string | null {
  if (current === change.after) return change.before;
  if (current.startsWith(change.after)) return change.before + current.slice(change.after.length);
  return null;
}

/** A short stable fingerprint of a text (djb2), e.g. to tell whether a draft came from the same URL content. */
export function textFingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

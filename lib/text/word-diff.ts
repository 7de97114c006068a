// Word-level review of an AI change: what the AI changed, as separate changes the
// reader accepts or rejects one by one. The diff itself is the `diff` package's word diff with
// whitespace kept as tokens, so the pieces always add back up to exactly the two texts.
import { diffWordsWithSpace } from "diff";

export type ChangeKind = "insert" | "delete" | "replace";

export type WordChange = {
  /** 0, 1, 2... in reading order. */
  id: number;
  kind: ChangeKind;
  /** The original text this change takes out ("" for a pure insertion). */
  removed: string;
  /** The AI's text this change puts in ("" for a pure deletion). */
  added: string;
};

export type DiffPart = { type: "same"; text: string } | { type: "change"; change: WordChange };

const isBlank = (text: string) => text.trim() === "";

/**
 * The changes from `before` to `after`. Adjacent deletions and insertions become one
 * "replace"; two changes with only whitespace between them become one change (the reader
 * judges "their going" -> "they're going" as one edit, not three).
 */
export function groupWordDiff(before: string, after: string): DiffPart[] {
  type Raw = { type: "same"; text: string } | { type: "change"; removed: string; added: string };
  const raw: Raw[] = [];
  for (const piece of diffWordsWithSpace(before, after)) {
    const last = raw.at(-1);
    if (!piece.added && !piece.removed) {
      raw.push({ type: "same", text: piece.value });
      continue;
    }
    const change = last?.type === "change" ? last : { type: "change" as const, removed: "", added: "" };
    if (change !== last) raw.push(change);
    if (piece.removed) change.removed += piece.value;
    else change.added += piece.value;
  }
  // change, whitespace, change -> one change (the whitespace belongs to both sides)
  const merged: Raw[] = [];
  for (const part of raw) {
    const prev = merged.at(-1);
    const beforePrev = merged.at(-2);
    if (part.type === "change" && prev?.type === "same" && isBlank(prev.text) && beforePrev?.type === "change") {
      merged.pop();
      beforePrev.removed += prev.text + part.removed;
      beforePrev.added += prev.text + part.added;
    } else if (part.type === "same" && prev?.type === "same") {
      prev.text += part.text;
    } else {
      merged.push({ ...part });
    }
  }
  let id = 0;
  return merged.map((part): DiffPart => {
    if (part.type === "same") return part;
    const kind: ChangeKind = part.removed === "" ? "insert" : part.added === "" ? "delete" : "replace";
    return { type: "change", change: { id: id++, kind, removed: part.removed, added: part.added } };
  });
}

export function changesOf(parts: readonly DiffPart[]): WordChange[] {
  return parts.flatMap((p) => (p.type === "change" ? [p.change] : []));
}

/** The text with the accepted changes in and every other change left as it was. */
export function applyAcceptedChanges(parts: readonly DiffPart[], accepted: ReadonlySet<number>): string {
  return parts.map((p) => (p.type === "same" ? p.text : accepted.has(p.change.id) ? p.change.added : p.change.removed)).join("");
}

const CONTEXT_CHARS = 24;

/** A change that was applied to a text, with enough of its surroundings to find it again later. */
export type AppliedChange = WordChange & { offset: number; contextBefore: string; contextAfter: string };

/**
 * The changes as they sit in the text after applying all of them (for a later "Revert"). The
 * surroundings kept are the unchanged text up to the neighbouring changes, so taking back one
 * change never hides where another one is.
 */
export function appliedChanges(parts: readonly DiffPart[]): AppliedChange[] {
  const result: AppliedChange[] = [];
  let offset = 0;
  parts.forEach((part, i) => {
    if (part.type === "same") {
      offset += part.text.length;
      return;
    }
    const prev = parts[i - 1];
    const next = parts[i + 1];
    const { change } = part;
    result.push({
      ...change,
      offset,
      contextBefore: prev?.type === "same" ? prev.text.slice(-CONTEXT_CHARS) : "",
      contextAfter: next?.type === "same" ? next.text.slice(0, CONTEXT_CHARS) : "",
    });
    offset += change.added.length;
  });
  return result;
}

/**
 * Takes one applied change back out of `current` (which may have been edited since): only
 * where the inserted text still stands between the same surroundings. Where that appears more
 * than once, the occurrence nearest the original place is used. null when it is gone.
 */
export function revertAppliedChange(current: string, change: AppliedChange): string | null {
  const needle = change.contextBefore + change.added + change.contextAfter;
  let best = -1;
  for (let at = current.indexOf(needle); at !== -1; at = current.indexOf(needle, at + 1)) {
    const distance = Math.abs(at + change.contextBefore.length - change.offset);
    if (best === -1 || distance < Math.abs(best + change.contextBefore.length - change.offset)) best = at;
    if (needle === "") break;
  }
  if (best === -1) return null;
  const start = best + change.contextBefore.length;
  return current.slice(0, start) + change.removed + current.slice(start + change.added.length);
}

/** A few words either side of a change, for showing it in a list. */
export function changeContext(parts: readonly DiffPart[], id: number, words = 4): { before: string; after: string } {
  const index = parts.findIndex((p) => p.type === "change" && p.change.id === id);
  const sideText = (from: number, step: 1 | -1) => {
    let text = "";
    for (let i = from; i >= 0 && i < parts.length; i += step) {
      const p = parts[i];
      const piece = p.type === "same" ? p.text : p.change.removed;
      text = step === 1 ? text + piece : piece + text;
      if (text.trim().split(/\s+/).length > words) break;
    }
    const pattern = step === 1 ? new RegExp(`^(\\s*\\S+){0,${words}}`) : new RegExp(`(\\S+\\s*){0,${words}}$`);
    return text.match(pattern)?.[0] ?? "";
  };
  return { before: index < 0 ? "" : sideText(index - 1, -1), after: index < 0 ? "" : sideText(index + 1, 1) };
}

// Where each dictated phrase landed in the text, with the recogniser's confidence and other
// guesses (Proofreading mode). Kept in the editor only, never saved. Text moves as
// the user edits, so a mark is found again by its words near its last known place, and dropped
// once its words are gone.
import { changedSpan } from "@/lib/text/changed-span";

export type PhraseMark = {
  id: number;
  /** The words as they stand in the text. */
  text: string;
  start: number;
  confidence: number;
  alternatives: readonly string[];
};

/** Below this confidence the Proofread panel lists a phrase (Chrome's confident results are 0.8-0.95). */
export const LOW_CONFIDENCE = 0.75;
/** How far from its last place a phrase is looked for after an edit (characters). */
export const RELOCATE_WINDOW = 5000;
export const MAX_PHRASE_MARKS = 200;

/** The part of `after` that is new compared with `before` (trimmed), or null when nothing was added. */
export function insertedRange(before: string, after: string): { start: number; end: number } | null {
  const span = changedSpan(before, after);
  let start = span.start;
  let end = span.afterEnd;
  // whole words only: a phrase that continues a word ("world" after "hello") starts at the word
  while (start > 0 && /[\p{L}\p{N}]/u.test(after[start - 1]) && /[\p{L}\p{N}]/u.test(after[start] ?? "")) start--;
  while (start < end && /[\s\p{P}]/u.test(after[start])) start++;
  while (end > start && /[\s\p{P}]/u.test(after[end - 1])) end--;
  return end > start ? { start, end } : null;
}

function nearest(content: string, text: string, around: number): number {
  const back = content.lastIndexOf(text, around);
  const ahead = content.indexOf(text, around);
  const candidates = [back, ahead].filter((i) => i >= 0 && Math.abs(i - around) <= RELOCATE_WINDOW);
  if (candidates.length === 0) return -1;
  return candidates.reduce((a, b) => (Math.abs(a - around) <= Math.abs(b - around) ? a : b));
}

/** Each mark at its place in `content`: unchanged, found nearby, or dropped. */
export function relocateMarks(marks: readonly PhraseMark[], content: string): PhraseMark[] {
  const out: PhraseMark[] = [];
  for (const mark of marks) {
    if (content.startsWith(mark.text, mark.start)) {
      out.push(mark);
      continue;
    }
    const at = nearest(content, mark.text, mark.start);
    if (at >= 0) out.push({ ...mark, start: at });
  }
  return out;
}

/** Keeps the word case of the text it replaces: a capital at the start stays a capital. */
export function keepLeadingCapital(original: string, replacement: string): string {
  const first = original.charAt(0);
  if (first && first !== first.toLowerCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

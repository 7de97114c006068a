// Dictation's memory follows the text through every edit that dictation did not make: typing,
// an AI change, a restored revision, another tab. Small and free of the command grammar, so the
// editor can keep it in step from its first paint (dictation-memory.ts, which applies phrases,
// arrives later).
import type { TextRange } from "@/lib/text/sentences";

/** One phrase that changed the text, for "scratch that". */
export type DictationEntry = { readonly before: string; readonly after: string };

export type DictationMemory = {
  readonly history: readonly DictationEntry[];
  readonly last: TextRange | null;
  /** The words dictation left at `last` (typing inside them makes "scratch that" leave them alone). */
  readonly lastWords: string | null;
  /** Spell mode is on: where the word being spelled is, and what it replaced (document-commands.ts). */
  readonly spelling?: SpellingState | null;
};

export type SpellingState = { readonly at: TextRange; readonly word: string; readonly original: string };

export const EMPTY_MEMORY: DictationMemory = { history: [], last: null, lastWords: null };

/**
 * After an AI rewrite or a reload the history must follow the text: the newest entry now
 * ends at `content` (so "scratch that" still removes the last phrase said).
 */
export function retargetHistory(history: readonly DictationEntry[], from: string, to: string): readonly DictationEntry[] {
  const top = history[history.length - 1];
  if (!top || top.after !== from) return history;
  return [...history.slice(0, -1), { before: top.before, after: to }];
}

/**
 * Where `pos` in `before` stands in `after`, for a change that replaced before[prefix, changeEnd).
 * Text typed exactly at a range's start goes before it; exactly at its end, after it.
 */
function mapPosition(pos: number, before: string, after: string, prefix: number, suffix: number, isEnd: boolean): number {
  const changeEnd = before.length - suffix;
  if (isEnd ? pos <= prefix : pos < prefix) return pos;
  if (pos >= changeEnd) return pos + after.length - before.length;
  return isEnd ? after.length - suffix : prefix;
}

/**
 * The memory after any change of the text that dictation did not make (typing, an AI fix, a
 * restored revision): "that" moves with its words. `retarget` (AI and restored changes) also
 * moves the scratch history, so "scratch that" still removes the last phrase; after typing it
 * does not (typed text is never removed by voice).
 */
export function followEdit(memory: DictationMemory, before: string, after: string, retarget = false): DictationMemory {
  if (before === after) return memory;
  const history = retarget ? retargetHistory(memory.history, before, after) : memory.history;
  const { last } = memory;
  if (!last) return history === memory.history ? memory : { ...memory, history };
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  const start = mapPosition(last.start, before, after, prefix, suffix, false);
  const end = mapPosition(last.end, before, after, prefix, suffix, true);
  if (end <= start) return { ...memory, history, last: null, lastWords: null };
  // an AI change or a restore moves the words with it; typing inside them is noticed later
  return { ...memory, history, last: { start, end }, lastWords: retarget ? after.slice(start, end) : memory.lastWords };
}

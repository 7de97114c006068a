// What dictation remembers between phrases, and how one phrase changes the text. Pure, so the
// editor and the natural-speech replay (tests/unit/speech/natural-speech.test.ts) run the same code.
//
// - `history`: one entry per phrase that changed the text, for "scratch that".
// - `last`: where the last phrase dictation inserted stands in the text now. This is what "that"
//   means in "capitalise that" and "read that back": the words just said, even when they came in
//   the same phrase as the command, and even after the caret moved or text was typed elsewhere
//   (every edit moves it along, see followEdit). A selection the person made wins over it.
import { insertedRange } from "@/lib/text/phrase-marks";
import type { TextRange } from "@/lib/text/sentences";
import { capitaliseRange, removeRange } from "@/lib/speech/phrase-edits";
import { applyVoiceInput, retargetHistory, type DictationEntry, type VoiceInputResult } from "@/lib/speech/voice-commands";
import type { EditorAction } from "@/lib/speech/command-grammar";

export type DictationMemory = {
  readonly history: readonly DictationEntry[];
  readonly last: TextRange | null;
  /** The words dictation left at `last` (typing inside them makes "scratch that" leave them alone). */
  readonly lastWords: string | null;
};

export const EMPTY_MEMORY: DictationMemory = { history: [], last: null, lastWords: null };

/** An editor action with "that" resolved to the words it means. */
export type ResolvedAction = Exclude<EditorAction, { kind: "capitalise-that" } | { kind: "read-back" }> | { kind: "read-back"; range: TextRange | null };

export type PhraseOutcome = Omit<VoiceInputResult, "actions" | "history"> & {
  memory: DictationMemory;
  actions: ResolvedAction[];
  /** Where the words this phrase typed stand in the new text (null when it typed none). */
  inserted: TextRange | null;
};

const nonEmpty = (range: TextRange | null | undefined): range is TextRange => Boolean(range && range.end > range.start);

/**
 * Applies one recognised phrase. `selection` is the person's selection in the text area, if any:
 * "capitalise that" and "read that back" act on it rather than on the last phrase.
 */
export function applyPhrase(content: string, phrase: string, memory: DictationMemory, selection?: TextRange | null): PhraseOutcome {
  const result = applyVoiceInput(content, phrase, memory.history);
  let text = result.content;
  let history = result.history;
  let notice = result.notice;
  const inserted = text !== content && text.startsWith(content.trimEnd()) ? insertedRange(content, text) : null;
  let last = inserted ?? (history.length < memory.history.length ? topRange(history, text) : followEdit(memory, content, text).last);
  // "scratch that" after the text changed elsewhere (typing, the caret moved and typed): the
  // last phrase's words are still where dictation left them, so they are what it removes
  const { last: previous, lastWords } = memory;
  if (notice === "nothing-to-scratch" && text === content && nonEmpty(previous) && content.slice(previous.start, previous.end) === lastWords) {
    text = removeRange(content, previous);
    history = memory.history.slice(0, -1);
    last = null;
    notice = undefined;
  }
  const actions: ResolvedAction[] = [];
  for (const action of result.actions ?? []) {
    const that = nonEmpty(selection) && !inserted ? selection : last;
    if (action.kind === "capitalise-that") {
      if (nonEmpty(that)) text = capitaliseRange(text, that);
    } else if (action.kind === "read-back") {
      actions.push({ kind: "read-back", range: nonEmpty(that) ? that : null });
    } else {
      actions.push(action);
    }
  }
  // "capitalise that" is part of the same spoken change: scratch that takes it back with the words
  if (text !== result.content && notice === result.notice && result.notice !== "nothing-to-scratch") {
    const top = history[history.length - 1];
    history = top && top.after === result.content ? [...history.slice(0, -1), { before: top.before, after: text }] : [...history, { before: result.content, after: text }];
  }
  const words = last ? text.slice(last.start, last.end) : null;
  const outcome: PhraseOutcome = { content: text, stop: result.stop, words: result.words, memory: { history, last, lastWords: words }, actions, inserted };
  if (notice) outcome.notice = notice;
  return outcome;
}

/** After "scratch that": the phrase now on top of the history, if the text still ends with it. */
function topRange(history: readonly DictationEntry[], text: string): TextRange | null {
  const top = history[history.length - 1];
  return top && top.after === text ? insertedRange(top.before, top.after) : null;
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
  if (end <= start) return { history, last: null, lastWords: null };
  // an AI change or a restore moves the words with it; typing inside them is noticed later
  return { history, last: { start, end }, lastWords: retarget ? after.slice(start, end) : memory.lastWords };
}

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
import { applyVoiceInput, MAX_DICTATION_HISTORY, type VoiceInputResult } from "@/lib/speech/voice-commands";
import { applyDocumentCommand, type DocumentOutcome, type VoiceMessage } from "@/lib/speech/document-commands";
import { spokenNumbersToDigits } from "@/lib/speech/spoken-numbers";
import { followEdit, type DictationEntry, type DictationMemory } from "@/lib/speech/follow-edit";

export { EMPTY_MEMORY, followEdit, type DictationMemory } from "@/lib/speech/follow-edit";
export { isResumeCommand, voicePreview } from "@/lib/speech/voice-commands";
import type { EditorAction } from "@/lib/speech/command-grammar";

/** An editor action with "that" resolved to the words it means. */
export type ResolvedAction = Exclude<EditorAction, { kind: "capitalise-that" } | { kind: "read-back" }> | { kind: "read-back"; range: TextRange | null };

export type PhraseOutcome = Omit<VoiceInputResult, "actions" | "history"> & {
  memory: DictationMemory;
  actions: ResolvedAction[];
  /** Where the words this phrase typed stand in the new text (null when it typed none). */
  inserted: TextRange | null;
  /** What a whole-document command did, for a toast ("Changed "Tuesday" to "Friday""). */
  message?: VoiceMessage;
  /** A word just finished in spell mode, to offer to My vocabulary. */
  spelled?: string;
};

export type PhraseOptions = {
  /** Keep numbers as said ("twenty twenty six"), not digits (2026). */
  numberWords?: boolean;
};

/** A whole-document command's outcome as a phrase outcome: one step for "scratch that" and Undo. */
function documentPhrase(content: string, doc: DocumentOutcome, memory: DictationMemory): PhraseOutcome {
  const text = doc.content;
  let history = memory.history;
  if (text !== content) history = [...history, { before: content, after: text }].slice(-MAX_DICTATION_HISTORY);
  const last = doc.last !== undefined ? doc.last : followEdit(memory, content, text).last;
  const spelling = doc.spelling !== undefined ? doc.spelling : (memory.spelling ?? null);
  const outcome: PhraseOutcome = {
    content: text,
    stop: false,
    words: 0,
    memory: { history, last, lastWords: last ? text.slice(last.start, last.end) : null, spelling },
    actions: doc.actions,
    inserted: null,
  };
  if (doc.message) outcome.message = doc.message;
  if (doc.spelled) outcome.spelled = doc.spelled;
  return outcome;
}

const nonEmpty = (range: TextRange | null | undefined): range is TextRange => Boolean(range && range.end > range.start);

/**
 * Applies one recognised phrase. `selection` is the person's selection in the text area, if any:
 * "capitalise that" and "read that back" act on it rather than on the last phrase.
 */
export function applyPhrase(content: string, phrase: string, memory: DictationMemory, selection?: TextRange | null, options: PhraseOptions = {}): PhraseOutcome {
  const doc = applyDocumentCommand({ content, memory, selection }, phrase);
  if (doc && !doc.typeInstead) return documentPhrase(content, doc, memory);
  const said = doc?.typeText ?? phrase;
  const literal = doc?.typeText !== undefined;
  const typed = applyDictation(content, options.numberWords || literal ? said : spokenNumbersToDigits(said), doc ? { ...memory, spelling: null } : memory, selection, literal);
  if (doc?.message) typed.message = doc.message;
  if (doc?.spelled) typed.spelled = doc.spelled;
  return typed;
}

/** Ordinary dictation: words, formatting, and the editing commands of voice-commands.ts. */
function applyDictation(content: string, phrase: string, memory: DictationMemory, selection: TextRange | null | undefined, literal: boolean): PhraseOutcome {
  const result = applyVoiceInput(content, phrase, memory.history, { literal });
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

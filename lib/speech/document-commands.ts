// The whole document by voice: commands that are the whole phrase and act on units of
// the text ("delete the last sentence", "move that sentence before the weather"), replace and
// insert words ("change Tuesday to Friday"), move the cursor ("go to the end of the paragraph"),
// spell mode, the clipboard and the document. Pure: the editor and the natural-speech replay run
// the same code (dictation-memory.ts calls it before ordinary dictation).
//
// The rules that decide whether words are a command or text (docs/dictation.md lists the cases):
// - Every command here is the whole phrase. Said inside a sentence ("I will copy that
//   tomorrow", "the last paragraph of the book") the words are typed.
// - A command that names words in the text ("replace X with Y", "insert X before Y", "move that
//   sentence before Y") acts only when those words are there; otherwise the phrase is typed, as
//   said, and a toast says so (so "change the world to a better place" is never lost).
// - "That" is the words the person selected, else the last phrase dictated; "the last sentence"
//   is the last one in the text; next/previous count from the cursor (or the selection).
import { spokenKey as clean } from "@/lib/speech/spoken-key";
import { splitSentences, splitWords, type TextRange } from "@/lib/text/sentences";
import { capitaliseRange, findPhrase, replaceRange } from "@/lib/speech/phrase-edits";
import { readSpelledPhrase } from "@/lib/speech/spelling";
import {
  DOCUMENT_COMMANDS,
  LAST_WORDS_FORM,
  LITERAL_WORDS,
  THAT_UNIT_VERBS,
  UNITS,
  UNIT_VERBS,
  WHOLE_COMMANDS,
  type DocumentCommandKind,
  type TextUnit,
  type UnitVerb,
  type WholeCommand,
} from "@/lib/speech/command-grammar";
import type { DictationMemory, SpellingState } from "@/lib/speech/follow-edit";
import type { ResolvedAction } from "@/lib/speech/dictation-memory";

export type VoiceMessage = { title: string; description?: string };

export type DocumentOutcome = {
  content: string;
  actions: ResolvedAction[];
  /** Where "that" now is (undefined: where it was, moved with the text). */
  last?: TextRange | null;
  message?: VoiceMessage;
  /** Spell mode after this phrase (undefined: unchanged). */
  spelling?: SpellingState | null;
  /** A word finished in spell mode, to offer to My vocabulary. */
  spelled?: string;
  /** The phrase is to be typed as said (a command naming words that are not in the text). */
  typeInstead?: boolean;
  /** What to type instead of the phrase ("literal paste" types "paste"). */
  typeText?: string;
};

export type DocumentContext = {
  content: string;
  memory: DictationMemory;
  /** The selection, or the caret when start === end. */
  selection?: TextRange | null;
};

const nonEmpty = (range: TextRange | null | undefined): range is TextRange => Boolean(range && range.end > range.start);
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
/** 1-20 said as a word or digits ("to"/"too" for two and "for" for four, as recognisers write them). */
function smallNumber(word: string): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word) >= 1 && Number(word) <= 20 ? Number(word) : null;
  const aliases: Record<string, number> = { to: 2, too: 2, for: 4 };
  const n = NUMBER_WORDS.indexOf(word);
  return n >= 1 ? n : (aliases[word] ?? null);
}

const sameWords = (norm: readonly string[], at: number, words: readonly string[]) =>
  at + words.length <= norm.length && words.every((w, k) => norm[at + k] === w);

/** A unit said from `at` to the end of the phrase, or null. */
function readUnit(norm: readonly string[], at: number, verb: UnitVerb): TextUnit | null {
  const rest = norm.slice(at);
  for (const [say, unit] of UNITS) {
    if (unit.of === "that" && !THAT_UNIT_VERBS.includes(verb)) continue;
    const words = say.split(" ");
    if (words.length === rest.length && sameWords(rest, 0, words)) return unit;
  }
  // "the last three words", "last 3 words"
  const lead = rest[0] === LAST_WORDS_FORM.before[0] ? 1 : 0;
  if (rest.length === lead + 3 && rest[lead] === LAST_WORDS_FORM.before[1] && rest[lead + 2] === LAST_WORDS_FORM.after) {
    const n = smallNumber(rest[lead + 1]);
    if (n) return { of: "words", n };
  }
  return null;
}

// ---- units of text -----------------------------------------------------------------------

function paragraphs(text: string): TextRange[] {
  const out: TextRange[] = [];
  const push = (start: number, end: number) => {
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) out.push({ start, end });
  };
  let start = 0;
  for (const m of text.matchAll(/\n[ \t]*\n\s*/g)) {
    push(start, m.index);
    start = m.index + m[0].length;
  }
  push(start, text.length);
  return out;
}

const unitsOf = (text: string, of: "sentence" | "paragraph"): TextRange[] => (of === "sentence" ? splitSentences(text).map(({ start, end }) => ({ start, end })) : paragraphs(text));

/** The index of the unit at `pos`: the one holding it, else the last one before it, else the first. */
function indexAt(units: readonly TextRange[], pos: number): number {
  let found = 0;
  for (let i = 0; i < units.length; i++) {
    if (units[i].start <= pos) found = i;
    if (units[i].start <= pos && pos < units[i].end) return i;
  }
  return found;
}

/** Where "that" is: the selection, else the last phrase dictated, else the caret, else the end. */
function thatPosition({ content, memory, selection }: DocumentContext): number {
  if (selection && selection.end > selection.start) return selection.start;
  const last = memory.last;
  if (nonEmpty(last) && last.end <= content.length) return Math.max(last.start, last.end - 1);
  return selection ? selection.start : content.length;
}

/** Where the cursor is for next/previous: the caret or selection, else the last phrase dictated. */
function cursorPosition({ content, memory, selection }: DocumentContext): number {
  if (selection) return Math.min(selection.start, content.length);
  const last = memory.last;
  return nonEmpty(last) && last.end <= content.length ? Math.max(last.start, last.end - 1) : content.length;
}

const UNIT_NAME = (unit: TextUnit) => (unit.of === "sentence" || unit.of === "paragraph" ? `${unit.which} ${unit.of}` : unit.of);

/** The range a spoken unit means now, or null when there is none ("the next sentence" at the end). */
export function resolveUnit(ctx: DocumentContext, unit: TextUnit): TextRange | null {
  const { content } = ctx;
  if (unit.of === "all") return content.trim() ? { start: 0, end: content.length } : null;
  if (unit.of === "that") {
    if (nonEmpty(ctx.selection)) return ctx.selection;
    const last = ctx.memory.last;
    return nonEmpty(last) && last.end <= content.length ? last : null;
  }
  if (unit.of === "words") {
    const words = splitWords(content);
    if (words.length === 0) return null;
    const first = words[Math.max(0, words.length - unit.n)];
    return { start: first.start, end: words[words.length - 1].end };
  }
  const units = unitsOf(content, unit.of);
  if (units.length === 0) return null;
  if (unit.which === "last") return units[units.length - 1];
  if (unit.which === "first") return units[0];
  if (unit.which === "that") return units[indexAt(units, thatPosition(ctx))];
  const here = indexAt(units, cursorPosition(ctx));
  const i = unit.which === "next" ? here + 1 : here - 1;
  return units[i] ?? null;
}

// ---- editing a range ------------------------------------------------------------------------

const isSpaceTab = (c: string | undefined) => c === " " || c === "\t";

/** Removes a sentence, paragraph or words and the space they leave (no double spaces, no empty paragraph). */
export function removeBlock(text: string, { start, end }: TextRange): string {
  let e = end;
  while (e < text.length && isSpaceTab(text[e])) e++;
  // mid-line: the spaces after go with it, or (before a mark: "the last 2 words" of "We left at noon.") those before
  if (e < text.length && text[e] !== "\n") return e > end || start === 0 ? text.slice(0, start) + text.slice(e) : text.slice(0, start).trimEnd() + text.slice(e);
  let s = start;
  while (s > 0 && isSpaceTab(text[s - 1])) s--;
  if (s > 0 && text[s - 1] !== "\n") return text.slice(0, s) + text.slice(e);
  // a whole line or paragraph: its line breaks go with it
  let after = e;
  while (after < text.length && /\s/.test(text[after])) after++;
  if (after < text.length) return text.slice(0, s) + text.slice(after);
  while (s > 0 && /\s/.test(text[s - 1])) s--;
  return text.slice(0, s);
}

const endsSentence = (s: string) => /[.!?…]["'”’)\]]*$/.test(s);

/** Puts a sentence or paragraph back into the text at `at`: the start of a unit ("before") or the end of one. */
function insertBlock(text: string, piece: string, at: number, paragraph: boolean, before: boolean): { text: string; range: TextRange } {
  const sep = paragraph ? "\n\n" : " ";
  const body = paragraph || endsSentence(piece) || at >= text.trimEnd().length ? piece : `${piece}.`;
  if (at >= text.trimEnd().length) {
    const head = text.trimEnd();
    const lead = head.length === 0 ? "" : sep;
    return { text: head + lead + body, range: { start: head.length + lead.length, end: head.length + lead.length + body.length } };
  }
  if (before || at <= 0) return { text: text.slice(0, at) + body + sep + text.slice(at), range: { start: at, end: at + body.length } };
  // after a unit: the separator goes before the piece
  return { text: text.slice(0, at) + sep + body + text.slice(at), range: { start: at + sep.length, end: at + sep.length + body.length } };
}

function wrapBold(text: string, range: TextRange): { text: string; range: TextRange } {
  const inner = text.slice(range.start, range.end);
  return { text: `${text.slice(0, range.start)}**${inner}**${text.slice(range.end)}`, range: { start: range.start, end: range.end + 4 } };
}

function applyUnit(ctx: DocumentContext, verb: UnitVerb, unit: TextUnit): DocumentOutcome {
  const { content } = ctx;
  const range = resolveUnit(ctx, unit);
  if (!range) {
    return { content, actions: [], message: { title: "Nothing there", description: unit.of === "that" ? "Say or select some words first." : `There is no ${UNIT_NAME(unit)} to ${verb}.` } };
  }
  const words = content.slice(range.start, range.end);
  switch (verb) {
    case "select":
      return { content, actions: [{ kind: "selection", range }] };
    case "read":
      return { content, actions: [{ kind: "read-back", range }] };
    case "copy":
      return { content, actions: [{ kind: "copy", text: words }], message: { title: "Copied", description: 'Say "paste" to put it at the end of your text.' } };
    case "cut":
      return { content: removeBlock(content, range), actions: [{ kind: "copy", text: words }], last: null, message: { title: "Cut", description: 'Say "paste" to put it back, or "undo".' } };
    case "delete":
      return { content: removeBlock(content, range), actions: [], last: null };
    case "capitalise":
      return { content: capitaliseRange(content, range), actions: [], last: range };
    case "bold": {
      const bold = wrapBold(content, range);
      return { content: bold.text, actions: [], last: bold.range };
    }
  }
}

// ---- replace, change, insert, move ---------------------------------------------------------

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

function occurrences(text: string, phrase: string): TextRange[] {
  const out: TextRange[] = [];
  let range = findPhrase(text, phrase, 0);
  // findPhrase gives the last before a point, or the last anywhere: walk them from the end
  let before = text.length;
  while ((range = findPhrase(text, phrase, before)) && range.end <= before) {
    out.unshift(range);
    before = range.start;
  }
  return out;
}

/** The words as said, without the mark a recogniser puts at the end of a phrase ("Friday."). */
const spokenWords = (tokens: readonly string[]) => tokens.join(" ").replace(/[.?!,;:]+$/u, "");

function replaceWords(ctx: DocumentContext, tokens: readonly string[], norm: readonly string[], kind: "replace" | "change"): DocumentOutcome | null {
  const separator = kind === "replace" ? "with" : "to";
  const before = ctx.selection ? ctx.selection.end : ctx.content.length;
  for (let k = 2; k < tokens.length - 1; k++) {
    if (norm[k] !== separator) continue;
    const from = spokenWords(tokens.slice(1, k));
    const range = findPhrase(ctx.content, from, before);
    if (!range) continue;
    let to = spokenWords(tokens.slice(k + 1));
    const old = ctx.content.slice(range.start, range.end);
    if (/^\p{Lu}/u.test(old)) to = to.charAt(0).toUpperCase() + to.slice(1);
    const all = occurrences(ctx.content, from);
    const nth = all.findIndex((r) => r.start === range.start);
    const which = all.length > 1 ? `The ${ORDINALS[nth] ?? `number ${nth + 1}`} of ${all.length}: the nearest before the cursor.` : undefined;
    return {
      content: replaceRange(ctx.content, range, to),
      actions: [],
      last: { start: range.start, end: range.start + to.length },
      message: { title: `Changed "${old}" to "${to}"`, description: which },
    };
  }
  return null;
}

function insertWords(ctx: DocumentContext, tokens: readonly string[], norm: readonly string[]): DocumentOutcome | null {
  for (let k = 2; k < tokens.length - 1; k++) {
    if (norm[k] !== "before" && norm[k] !== "after") continue;
    const words = spokenWords(tokens.slice(1, k));
    const anchor = spokenWords(tokens.slice(k + 1));
    const range = findPhrase(ctx.content, anchor, ctx.selection ? ctx.selection.end : ctx.content.length);
    if (!range) continue;
    const at = norm[k] === "before" ? range.start : range.end;
    const piece = norm[k] === "before" ? `${words} ` : ` ${words}`;
    const text = ctx.content.slice(0, at) + piece + ctx.content.slice(at);
    const start = norm[k] === "before" ? at : at + 1;
    return { content: text, actions: [], last: { start, end: start + words.length }, message: { title: `Inserted "${words}"`, description: `${norm[k] === "before" ? "Before" : "After"} "${ctx.content.slice(range.start, range.end)}".` } };
  }
  return null;
}

/** "move that sentence to the end / to the start / before [words] / after [words]". */
function moveUnit(ctx: DocumentContext, norm: readonly string[], tokens: readonly string[]): DocumentOutcome | null {
  // the unit is the words after "move" up to "to" / "before" / "after"
  for (let k = 2; k < norm.length; k++) {
    const place = norm[k];
    if (place !== "to" && place !== "before" && place !== "after") continue;
    const unit = readUnit(norm.slice(0, k), 1, "select");
    if (!unit || unit.of === "that" || unit.of === "all" || unit.of === "words") continue;
    const paragraph = unit.of === "paragraph";
    const range = resolveUnit(ctx, unit);
    if (!range) return { content: ctx.content, actions: [], message: { title: "Nothing there", description: `There is no ${UNIT_NAME(unit)} to move.` } };
    const piece = ctx.content.slice(range.start, range.end);
    const rest = removeBlock(ctx.content, range);
    let at: number;
    if (place === "to") {
      const where = norm.slice(k + 1).filter((w) => w !== "the").join(" ");
      if (where === "end" || where === "bottom") at = rest.length;
      else if (where === "start" || where === "beginning" || where === "top") at = 0;
      else return null;
      const moved = insertBlock(rest, piece, at, paragraph, at === 0);
      return { content: moved.text, actions: [{ kind: "selection", range: moved.range }], last: moved.range };
    } else {
      const words = spokenWords(tokens.slice(k + 1));
      const found = words ? findPhrase(rest, words) : null;
      if (!found) return null;
      const units = unitsOf(rest, paragraph ? "paragraph" : "sentence");
      const target = units[indexAt(units, found.start)];
      at = place === "before" ? target.start : target.end;
    }
    const moved = insertBlock(rest, piece, at, paragraph, place === "before");
    return { content: moved.text, actions: [{ kind: "selection", range: moved.range }], last: moved.range };
  }
  return null;
}

// ---- the cursor -----------------------------------------------------------------------------

function moveCursor(ctx: DocumentContext, command: Extract<WholeCommand, { kind: "go" | "step" }>): DocumentOutcome {
  const { content } = ctx;
  const pos = cursorPosition(ctx);
  const caret = (at: number): DocumentOutcome => ({ content, actions: [{ kind: "caret", at }] });
  if (command.kind === "go") {
    if (command.of === "document") return caret(command.to === "start" ? 0 : content.length);
    if (command.of === "line") {
      return caret(command.to === "start" ? content.lastIndexOf("\n", pos - 1) + 1 : content.indexOf("\n", pos) < 0 ? content.length : content.indexOf("\n", pos));
    }
    const units = unitsOf(content, command.of);
    if (units.length === 0) return caret(command.to === "start" ? 0 : content.length);
    const unit = units[indexAt(units, pos)];
    return caret(command.to === "start" ? unit.start : unit.end);
  }
  const units = unitsOf(content, command.of);
  const here = indexAt(units, pos);
  // "previous" from inside a unit's words goes to that unit's start first, as Ctrl+Up does
  const target = command.dir === "next" ? units[here + 1] : units[here] && pos > units[here].start && !nonEmpty(ctx.selection) ? units[here] : units[here - 1];
  if (!target) return { content, actions: [], message: { title: "Nothing there", description: `There is no ${command.dir} ${command.of}.` } };
  return caret(target.start);
}

// ---- spell mode -------------------------------------------------------------------------------

/** The last word of the phrase "that" means (or the selection): what "spell that" replaces. */
function spellTarget(ctx: DocumentContext, target: "that" | "here"): TextRange {
  const { content } = ctx;
  if (nonEmpty(ctx.selection)) return ctx.selection;
  const last = ctx.memory.last;
  if (target === "that" && nonEmpty(last) && last.end <= content.length) {
    const words = splitWords(content.slice(last.start, last.end));
    const word = words[words.length - 1];
    if (word) return { start: last.start + word.start, end: last.start + word.end };
  }
  return { start: content.length, end: content.length };
}

function startSpelling(ctx: DocumentContext, target: "that" | "here"): DocumentOutcome {
  const at = spellTarget(ctx, target);
  const replacing = at.end > at.start ? ctx.content.slice(at.start, at.end) : null;
  return {
    content: ctx.content,
    actions: replacing ? [{ kind: "selection", range: at }] : [],
    spelling: { at, word: "", original: replacing ?? "" },
    message: {
      title: "Spell mode",
      description: `${replacing ? `Your letters replace "${replacing}". ` : ""}Say letters (or alpha, bravo...), "capital" before a capital, then "stop spelling".`,
    },
  };
}

function stopSpelling(ctx: DocumentContext, spelling: SpellingState): DocumentOutcome {
  const word = spelling.word.trim();
  return {
    content: ctx.content,
    actions: [],
    spelling: null,
    ...(word ? { spelled: word, last: spelling.at } : {}),
    message: word ? { title: `Spelled "${word}"`, description: "Add it to My vocabulary so dictation gets it right next time." } : { title: "Spell mode ended" },
  };
}

/** Letters said in spell mode, written where the spelled word is. Null when the phrase is not letters. */
function spellLetters(ctx: DocumentContext, spelling: SpellingState, phrase: string): DocumentOutcome | null {
  const heard = readSpelledPhrase(phrase);
  if (heard.kind === "not-spelling") return null;
  const { content } = ctx;
  let at = spelling.at;
  const expected = spelling.word === "" ? spelling.original : spelling.word;
  // the text changed under the word (typing, an undo): carry on at the end of the text
  if (at.end > content.length || content.slice(at.start, at.end) !== expected) at = { start: content.length, end: content.length };
  let word = spelling.word.slice(0, Math.max(0, spelling.word.length - heard.backspaces)) + heard.letters;
  const empty = at.start === at.end;
  const lead = empty && at.start > 0 && !/[\s“(]/u.test(content[at.start - 1]) && word ? " " : "";
  if (!spelling.word && !word) word = spelling.original; // only backspaces before any letter
  const start = at.start + lead.length;
  const text = content.slice(0, at.start) + lead + word + content.slice(at.end);
  const next = { start, end: start + word.length };
  return { content: text, actions: [], last: next, spelling: { at: next, word, original: spelling.original } };
}

// ---- the entry point --------------------------------------------------------------------------

function matchWhole(norm: readonly string[]): WholeCommand | null {
  for (const entry of WHOLE_COMMANDS) if (entry.words.length === norm.length && sameWords(norm, 0, entry.words)) return entry.command;
  return null;
}

/**
 * One phrase as a whole-document command, or null when it is not one (it is then dictated as
 * usual). Spell mode is read first: letters while it is on, and any other phrase ends it.
 */
export function applyDocumentCommand(ctx: DocumentContext, phrase: string): DocumentOutcome | null {
  const tokens = phrase.trim().split(/\s+/).filter(Boolean);
  const norm = tokens.map(clean);
  while (norm.length && norm[norm.length - 1] === "") {
    norm.pop();
    tokens.pop();
  }
  if (norm.length === 0) return null;
  // "literal" before a command here types the command's words
  if (LITERAL_WORDS.includes(norm[0]) && norm.length > 1 && !ctx.memory.spelling) {
    const rest = tokens.slice(1).join(" ");
    return applyDocumentCommand(ctx, rest) ? { content: ctx.content, actions: [], typeInstead: true, typeText: rest } : null;
  }
  const whole = matchWhole(norm);
  const spelling = ctx.memory.spelling ?? null;
  if (spelling) {
    if (whole?.kind === "stop-spelling") return stopSpelling(ctx, spelling);
    if (!whole) {
      const letters = spellLetters(ctx, spelling, phrase);
      if (letters) return letters;
    }
    // anything else ends spell mode; the phrase then acts as usual
    const ended = stopSpelling(ctx, spelling);
    const rest = applyDocumentCommand({ ...ctx, memory: { ...ctx.memory, spelling: null } }, phrase);
    if (rest) return { ...rest, spelled: ended.spelled, spelling: rest.spelling ?? null, message: rest.message ?? ended.message };
    return { ...ended, typeInstead: true };
  }
  if (whole) {
    switch (whole.kind) {
      case "go":
      case "step":
        return moveCursor(ctx, whole);
      case "paste":
        return { content: ctx.content, actions: [{ kind: "paste" }] };
      case "save":
        return { content: ctx.content, actions: [{ kind: "save" }] };
      case "read-all":
        return { content: ctx.content, actions: [{ kind: "read-back", range: null }] };
      case "stop-reading":
        return { content: ctx.content, actions: [{ kind: "stop-reading" }] };
      case "count-words": {
        const n = splitWords(ctx.content).length;
        return { content: ctx.content, actions: [], message: { title: `${n} ${n === 1 ? "word" : "words"}`, description: "in your text" } };
      }
      case "spell":
        return startSpelling(ctx, whole.target);
      case "stop-spelling":
        return { content: ctx.content, actions: [], message: { title: "Spell mode is not on", description: 'Say "spell mode" or "spell that" to start it.' } };
    }
  }
  for (const { words, verb } of UNIT_VERBS) {
    if (!sameWords(norm, 0, words)) continue;
    const unit = readUnit(norm, words.length, verb);
    if (unit) return applyUnit(ctx, verb, unit);
  }
  for (const { words, takes } of DOCUMENT_COMMANDS) {
    if (!sameWords(norm, 0, words) || norm.length <= words.length) continue;
    const done = documentCommand(ctx, takes, tokens, norm);
    if (done) return done;
    return {
      content: ctx.content,
      actions: [],
      typeInstead: true,
      message: { title: "Typed as words", description: `The words after "${tokens[0]}" are not in your text, so what you said was typed. Say "undo" to take it out.` },
    };
  }
  return null;
}

function documentCommand(ctx: DocumentContext, takes: DocumentCommandKind, tokens: readonly string[], norm: readonly string[]): DocumentOutcome | null {
  switch (takes) {
    case "replace":
    case "change":
      return replaceWords(ctx, tokens, norm, takes);
    case "insert":
      return insertWords(ctx, tokens, norm);
    case "move":
      return moveUnit(ctx, norm, tokens);
  }
}

// Voice commands in the editor (core-product §9). A pure function: given the current content,
// one final recognised phrase and the dictation history, return the new content and any action
// the editor must carry out (select, undo, read back...). Which words are commands, and where in
// a phrase each may be said, is the grammar table in command-grammar.ts.
//
// Choices beyond the spec, kept here so they stay in one place:
// - "scratch that" / "undo that" remove the last dictated phrase (the words said earlier in
//   the same phrase, or else the previous phrase). They only act when the text still is what
//   dictation left, so typed text is never removed by voice. "Undo" / "redo" on their own use
//   the editor's undo history (typing included), like Ctrl+Z / Ctrl+Y.
// - "bold ..." wraps the following words in **markdown bold**: a plain text area cannot show
//   real bold, and ** survives download and the brainstorm Markdown import. "Italic" is not a
//   command: italics are harder to read for people with dyslexia (British Dyslexia
//   Association style guide), so the help does not offer it.
// - "new heading ..." writes a "# " line and "bullet ..." a "- " line (the export reads both).
// - A word that starts a sentence (start of text, after . ? ! or a line break) gets a capital.
import { capitaliseRange, findPhrase, removeRange } from "@/lib/speech/phrase-edits";
import { spokenKey } from "@/lib/speech/spoken-key";
import {
  LITERAL_WORDS,
  PHRASE_COMMANDS,
  WORD_COMMANDS,
  type CommandEffect,
  type EditorAction,
  type WordCommandKind,
} from "@/lib/speech/command-grammar";

export type { EditorAction } from "@/lib/speech/command-grammar";
export { VOICE_COMMAND_HELP } from "@/lib/speech/command-grammar";

import type { DictationEntry } from "@/lib/speech/follow-edit";

export { retargetHistory, type DictationEntry } from "@/lib/speech/follow-edit";

export type VoiceInputResult = {
  content: string;
  /** "stop dictation" was said: dictation pauses until "resume dictation" (or End Dictation). */
  stop: boolean;
  /** Dictated words added (commands not counted). */
  words: number;
  history: readonly DictationEntry[];
  /** Set when "scratch that" found nothing it may remove, or "delete/capitalise ..." found no such words. */
  notice?: "nothing-to-scratch" | "phrase-not-found";
  /** Commands for the editor, in the order said (absent when none). */
  actions?: EditorAction[];
};

export const MAX_DICTATION_HISTORY = 50;

/** Lower case without surrounding punctuation: "Period." and "period" match alike. */
export const normalize = spokenKey;

export const matchesAt = (norm: readonly string[], at: number, words: readonly string[]) =>
  at + words.length <= norm.length && words.every((w, k) => norm[at + k] === w);

function matchCommand(norm: readonly string[], at: number): { effect: CommandEffect; kind: "format" | "edit" | "list"; length: number } | null {
  for (const entry of PHRASE_COMMANDS) {
    if (matchesAt(norm, at, entry.words)) return { effect: entry.effect, kind: entry.kind, length: entry.words.length };
  }
  return null;
}

/** Word commands that wrap the words said after them in marks. */
type WrapKind = "bold" | "brackets" | "quotes";
const WRAPS: Partial<Record<WordCommandKind, readonly [string, string]>> = { bold: ["**", "**"], brackets: ["(", ")"], quotes: ["\u201c", "\u201d"] };

/** For each position, whether the tokens from there to the end are nothing but commands. */
function commandTails(norm: readonly string[]): boolean[] {
  const tail = new Array<boolean>(norm.length + 1).fill(false);
  tail[norm.length] = true;
  for (let i = norm.length - 1; i >= 0; i--) {
    tail[i] = PHRASE_COMMANDS.some((entry) => tail[i + entry.words.length] && matchesAt(norm, i, entry.words));
  }
  return tail;
}

function matchWordCommand(norm: readonly string[]) {
  for (const entry of WORD_COMMANDS) {
    if (norm.length > entry.words.length && matchesAt(norm, 0, entry.words)) return { kind: entry.kind, length: entry.words.length };
  }
  return null;
}

const isLiteral = (token: string) => LITERAL_WORDS.includes(token);

/** True when the phrase is (or ends with) "resume dictation": the one phrase heard while paused. */
export function isResumeCommand(transcript: string): boolean {
  const norm = transcript.trim().split(/\s+/).map(normalize);
  const n = norm.length;
  return n >= 2 && norm[n - 2] === "resume" && norm[n - 1] === "dictation";
}

// The helpers below look only at the end of the text: documents can be long and regular
// expressions anchored with $ scan the whole string.
const isSpaceOrTab = (c: number) => c === 32 || c === 9;
const isWhitespace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 160;

function trimTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

function startsSentence(text: string): boolean {
  let end = text.length;
  while (end > 0 && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  if (end === 0) return true;
  const last = text[end - 1];
  if (last === "-" && (end === 1 || text[end - 2] === "\n")) return true; // a bullet item's first word
  return last === "." || last === "?" || last === "!" || last === "\n";
}

function capitalize(word: string): string {
  const first = word.charAt(0);
  const upper = first.toUpperCase();
  return upper === first ? word : upper + word.slice(1);
}

/** A token with no letters or digits ("?", ",") joins the previous text without a space. */
function isPunctuationOnly(token: string): boolean {
  return !/[\p{L}\p{N}]/u.test(token);
}

/** Marks the next word follows with no space: “ and ( said as "open quote", "open bracket". */
const OPENING_MARKS = "\u201c(";

/** A space before appended text (core-product §9), none after a space, a line break or an opening mark. */
function appendSpaced(text: string, piece: string): string {
  if (text.length === 0 || isWhitespace(text.charCodeAt(text.length - 1)) || OPENING_MARKS.includes(text[text.length - 1])) return text + piece;
  return text + " " + piece;
}

/** "numbered list": a line "1. " (on a line of its own). */
function startNumberedList(text: string): string {
  const t = trimTrailingSpaces(text);
  return `${t.length === 0 || t.endsWith("\n") ? t : `${t}\n`}1. `;
}

/** "next item": the next number of a numbered list, else another bullet, on a new line. */
function nextItem(text: string): string {
  const t = trimTrailingSpaces(text);
  const line = t.slice(t.lastIndexOf("\n") + 1);
  const numbered = line.match(/^[ \t]*(\d+)[.)](?:[ \t]|$)/);
  const lead = t.length === 0 || t.endsWith("\n") ? t : `${t}\n`;
  return numbered ? `${lead}${Number(numbered[1]) + 1}. ` : `${lead}- `;
}

function appendWord(text: string, word: string): string {
  return appendSpaced(text, startsSentence(text) ? capitalize(word) : word);
}

function appendPunctuation(text: string, symbol: string): string {
  return trimTrailingSpaces(text) + symbol;
}

function appendParagraph(text: string): string {
  const t = trimTrailingSpaces(text);
  if (t.length === 0 || t.endsWith("\n\n")) return t;
  return t.endsWith("\n") ? t + "\n" : t + "\n\n";
}

/** Removes the last word (and the spaces after it), keeping any line break before it. */
export function deleteLastWord(text: string): string {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end--;
  while (end > 0 && !isWhitespace(text.charCodeAt(end - 1))) end--;
  return trimTrailingSpaces(text.slice(0, end));
}

/**
 * Applies one recognised phrase to the content. Blank input changes nothing (core-product §5).
 * `history` holds one entry per phrase that changed the text, for "scratch that".
 */
export function applyVoiceInput(
  content: string,
  transcript: string,
  history: readonly DictationEntry[] = [],
  /** `literal`: every word is typed as said, no command acts ("literal paste"). */
  options: { literal?: boolean } = {},
): VoiceInputResult {
  const tokens = transcript.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { content, stop: false, words: 0, history };

  const norm = tokens.map(normalize);
  const tails = commandTails(norm);
  // "delete last word" and "capitalise that" are commands of their own, not "delete [words]"
  const wordCommand = tails[0] || options.literal ? null : matchWordCommand(norm);
  const wrap = wordCommand ? WRAPS[wordCommand.kind] : undefined;
  if (wordCommand && !wrap) return applyWordCommand(content, tokens, { kind: wordCommand.kind as Exclude<WordCommandKind, WrapKind>, length: wordCommand.length }, history);

  const stack = history.slice();
  const actions: EditorAction[] = [];
  let base = content; // what "scratch that" returns to within this phrase
  let out = content;
  let words = 0;
  let stop = false;
  let notice: VoiceInputResult["notice"];

  const addToken = (token: string) => {
    out = isPunctuationOnly(token) ? appendPunctuation(out, token) : appendWord(out, token);
    if (!isPunctuationOnly(token)) words++;
  };

  let i = 0;
  // "bold", "in brackets", "in quotes" first wrap the words up to the next command
  if (wordCommand && wrap && !matchCommand(norm, wordCommand.length)) {
    let j = wordCommand.length;
    while (j < tokens.length && !matchCommand(norm, j)) j++;
    const phrase = tokens.slice(wordCommand.length, j).join(" ");
    out = appendSpaced(out, `${wrap[0]}${startsSentence(out) ? capitalize(phrase) : phrase}${wrap[1]}`);
    words += tokens.slice(wordCommand.length, j).filter((t) => !isPunctuationOnly(t)).length;
    i = j;
  }

  for (; i < tokens.length; ) {
    // "literal" types the command after it as words
    if (isLiteral(norm[i]) && !options.literal) {
      const escaped = matchCommand(norm, i + 1);
      if (escaped) {
        for (let k = i + 1; k < i + 1 + escaped.length; k++) addToken(tokens[k].replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
        i += 1 + escaped.length;
        continue;
      }
    }
    const match = options.literal ? null : matchCommand(norm, i);
    // formatting words act anywhere; an editing command said inside a sentence is ordinary text;
    // a list command acts at the start of the phrase or at its end
    if (!match || (match.kind === "edit" && !tails[i + match.length]) || (match.kind === "list" && i !== 0 && !tails[i + match.length])) {
      addToken(tokens[i]);
      i++;
      continue;
    }
    i += match.length;
    const { effect } = match;
    if (effect.kind === "stop") {
      stop = true;
      break;
    }
    if (effect.kind === "action") actions.push(effect.action);
    else if (effect.kind === "punct") out = appendPunctuation(out, effect.symbol);
    else if (effect.kind === "open") out = appendSpaced(out, effect.symbol);
    else if (effect.kind === "numbered-list") out = startNumberedList(out);
    else if (effect.kind === "next-item") out = nextItem(out);
    else if (effect.kind === "newline") out = trimTrailingSpaces(out) + "\n";
    else if (effect.kind === "paragraph") out = appendParagraph(out);
    else if (effect.kind === "delete-word") out = deleteLastWord(out);
    else if (out !== base) {
      out = base; // scratch the words said earlier in this phrase
    } else {
      const top = stack[stack.length - 1];
      if (top && top.after === out) {
        stack.pop();
        base = top.before;
        out = base;
      } else {
        notice = "nothing-to-scratch";
      }
    }
  }

  const result: VoiceInputResult = { content: out, stop, words, history: pushHistory(stack, base, out) };
  if (notice) result.notice = notice;
  if (actions.length) result.actions = actions;
  return result;
}

function pushHistory(stack: DictationEntry[], before: string, after: string): DictationEntry[] {
  if (after !== before) {
    stack.push({ before, after });
    if (stack.length > MAX_DICTATION_HISTORY) stack.splice(0, stack.length - MAX_DICTATION_HISTORY);
  }
  return stack;
}

/** "select ...", "delete ...", "capitalise ...", "new heading ...", "bullet ...", "correct ...". */
function applyWordCommand(
  content: string,
  tokens: readonly string[],
  command: { kind: Exclude<WordCommandKind, WrapKind>; length: number },
  history: readonly DictationEntry[],
): VoiceInputResult {
  const phrase = tokens.slice(command.length).join(" ");
  const done = (out: string, extra: Partial<VoiceInputResult> = {}, words = 0): VoiceInputResult => ({
    content: out,
    stop: false,
    words,
    history: pushHistory(history.slice(), content, out),
    ...extra,
  });
  switch (command.kind) {
    case "select":
      return done(content, { actions: [{ kind: "select", phrase }] });
    case "correct":
      return done(content, { actions: [{ kind: "correct", phrase }] });
    case "heading":
    case "heading2":
    case "heading3":
    case "bullet": {
      const heading = command.kind !== "bullet";
      const prefix = heading ? `${"#".repeat(command.kind === "heading3" ? 3 : command.kind === "heading2" ? 2 : 1)} ` : "- ";
      const cleaned = trimTrailingSpaces(content);
      const lead = heading ? appendParagraph(cleaned) : cleaned && !cleaned.endsWith("\n") ? `${cleaned}\n` : cleaned;
      const wordCount = tokens.slice(command.length).filter((t) => !isPunctuationOnly(t)).length;
      return done(`${lead}${prefix}${capitalize(phrase)}${heading ? "\n" : ""}`, {}, wordCount);
    }
    case "delete":
    case "capitalise": {
      const range = findPhrase(content, phrase);
      if (!range) return { content, stop: false, words: 0, history, notice: "phrase-not-found" };
      return done(command.kind === "delete" ? removeRange(content, range) : capitaliseRange(content, range));
    }
  }
}

/** "Voice captured" preview (core-product §9): the first 50 characters, then "...". */
export function voicePreview(transcript: string, max = 50): string {
  const text = transcript.trim();
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

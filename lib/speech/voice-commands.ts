// Voice commands in the editor (core-product §9, issue 12). A pure function: given the current
// content, one final recognised phrase and the dictation history, return the new content and
// any action the editor must carry out (select, undo, read back...).
//
// Where a command is recognised (issue 12: "I need a new paragraph break in my life" must
// stay text):
// - Spoken punctuation ("period", "comma", "question mark"...) becomes its symbol anywhere in a
//   phrase, as in Google Docs voice typing: "hello comma world period" -> "Hello, world."
// - Every other command ("new paragraph", "scratch that", "undo", "go to end"...) acts only when
//   it stands alone as a phrase or at the phrase's end (followed by nothing but other commands).
//   Said inside a sentence, its words are written as ordinary text.
// - Commands that take words ("select ...", "delete ...", "capitalise ...", "new heading ...",
//   "bullet ...", "correct ...") must be the whole phrase. "Bold ..." keeps its older rule:
//   first word of a phrase, wrapping the words up to the next command.
//
// Choices beyond the spec, kept here so they stay in one place:
// - "scratch that" / "undo that" remove the last dictated phrase (the words said earlier in
//   the same phrase, or else the previous phrase). They only act when the text still is what
//   dictation left, so typed text is never removed by voice. "Undo" / "redo" on their own use
//   the editor's undo history (typing included), like Ctrl+Z / Ctrl+Y.
// - "bold ..." wraps the following words in **markdown bold**: a plain text area cannot show
//   real bold, and ** survives download and the brainstorm Markdown import. "Italic" is not a
//   command: italics are harder to read for people with dyslexia (British Dyslexia
//   Association style guide), so the cheat sheet does not offer it.
// - "new heading ..." writes a "# " line and "bullet ..." a "- " line (the export reads both).
// - A word that starts a sentence (start of text, after . ? ! or a line break) gets a capital.
import { capitaliseRange, findPhrase, removeRange } from "@/lib/speech/phrase-edits";

export type DictationEntry = { readonly before: string; readonly after: string };

/** What the editor does for a command that is more than a change of text. */
export type EditorAction =
  | { kind: "undo" }
  | { kind: "redo" }
  | { kind: "select"; phrase: string }
  | { kind: "correct"; phrase: string }
  | { kind: "capitalise-that" }
  | { kind: "go-to"; where: "start" | "end" }
  | { kind: "read-back" }
  | { kind: "resume" };

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

type Command =
  | { kind: "punct"; symbol: string }
  | { kind: "newline" }
  | { kind: "paragraph" }
  | { kind: "delete-word" }
  | { kind: "scratch" }
  | { kind: "stop" }
  | { kind: "action"; action: EditorAction };

const COMMANDS: ReadonlyArray<{ words: readonly string[]; command: Command }> = [
  { words: ["delete", "last", "word"], command: { kind: "delete-word" } },
  { words: ["new", "paragraph"], command: { kind: "paragraph" } },
  { words: ["new", "line"], command: { kind: "newline" } },
  { words: ["question", "mark"], command: { kind: "punct", symbol: "?" } },
  { words: ["exclamation", "mark"], command: { kind: "punct", symbol: "!" } },
  { words: ["exclamation", "point"], command: { kind: "punct", symbol: "!" } },
  { words: ["full", "stop"], command: { kind: "punct", symbol: "." } },
  { words: ["semi", "colon"], command: { kind: "punct", symbol: ";" } },
  { words: ["stop", "dictation"], command: { kind: "stop" } },
  { words: ["scratch", "that"], command: { kind: "scratch" } },
  { words: ["undo", "that"], command: { kind: "scratch" } },
  { words: ["resume", "dictation"], command: { kind: "action", action: { kind: "resume" } } },
  { words: ["go", "to", "the", "end"], command: { kind: "action", action: { kind: "go-to", where: "end" } } },
  { words: ["go", "to", "end"], command: { kind: "action", action: { kind: "go-to", where: "end" } } },
  { words: ["go", "to", "the", "start"], command: { kind: "action", action: { kind: "go-to", where: "start" } } },
  { words: ["go", "to", "start"], command: { kind: "action", action: { kind: "go-to", where: "start" } } },
  { words: ["read", "that", "back"], command: { kind: "action", action: { kind: "read-back" } } },
  { words: ["read", "it", "back"], command: { kind: "action", action: { kind: "read-back" } } },
  { words: ["capitalise", "that"], command: { kind: "action", action: { kind: "capitalise-that" } } },
  { words: ["capitalize", "that"], command: { kind: "action", action: { kind: "capitalise-that" } } },
  { words: ["undo"], command: { kind: "action", action: { kind: "undo" } } },
  { words: ["redo"], command: { kind: "action", action: { kind: "redo" } } },
  { words: ["period"], command: { kind: "punct", symbol: "." } },
  { words: ["comma"], command: { kind: "punct", symbol: "," } },
  { words: ["colon"], command: { kind: "punct", symbol: ":" } },
  { words: ["semicolon"], command: { kind: "punct", symbol: ";" } },
];

/** Commands that take the rest of the phrase as their words (the whole phrase only). */
const WORD_COMMANDS: ReadonlyArray<{ words: readonly string[]; kind: "select" | "delete" | "capitalise" | "heading" | "bullet" | "correct" }> = [
  { words: ["new", "heading"], kind: "heading" },
  { words: ["select"], kind: "select" },
  { words: ["delete"], kind: "delete" },
  { words: ["capitalise"], kind: "capitalise" },
  { words: ["capitalize"], kind: "capitalise" },
  { words: ["bullet"], kind: "bullet" },
  { words: ["correct"], kind: "correct" },
];

/**
 * What the Voice Control panel lists (one source for the cheat sheet and the parser). `keys`
 * is the way to do the same without speaking, where there is one.
 */
export const VOICE_COMMAND_HELP: ReadonlyArray<{ say: string; does: string; keys?: string }> = [
  { say: "New paragraph", does: "Starts a new paragraph", keys: "Enter twice" },
  { say: "New line", does: "Starts a new line", keys: "Enter" },
  { say: "Period, Comma, Question mark", does: "Adds . , ?" },
  { say: "Exclamation mark, Colon, Semicolon", does: "Adds ! : ;" },
  { say: "Delete last word", does: "Removes the last word", keys: "Ctrl+Backspace" },
  { say: "Scratch that", does: "Removes what you just said" },
  { say: "Undo / Redo", does: "Takes back or redoes the last change", keys: "Ctrl+Z / Ctrl+Y" },
  { say: "Select [words]", does: "Selects those words in your text", keys: "Shift+arrow keys" },
  { say: "Delete [words]", does: "Removes those words from your text" },
  { say: "Capitalise [words] / Capitalise that", does: "Gives the words (or what you just said) capital letters" },
  { say: "Correct [words]", does: "Shows other words you may have meant", keys: "Proofread panel" },
  { say: "Go to end / Go to start", does: "Moves the cursor", keys: "Ctrl+End / Ctrl+Home" },
  { say: "New heading [text]", does: "Adds a heading line" },
  { say: "Bullet [text]", does: "Adds a bullet point" },
  { say: "Bold [text]", does: "Marks the words as **bold**" },
  { say: "Read that back", does: "Reads aloud what you just said", keys: "Read it back button" },
  { say: "Stop dictation", does: "Pauses: your words are not typed", keys: "End Dictation button" },
  { say: "Resume dictation", does: "Types your words again after a pause" },
];

/** Lower case without surrounding punctuation: "Period." and "period" match alike. */
function normalize(token: string): string {
  return token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

function matchCommand(norm: readonly string[], at: number): { command: Command; length: number } | null {
  for (const entry of COMMANDS) {
    const n = entry.words.length;
    if (at + n > norm.length) continue;
    let ok = true;
    for (let k = 0; k < n; k++) {
      if (norm[at + k] !== entry.words[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return { command: entry.command, length: n };
  }
  return null;
}

/** For each position, whether the tokens from there to the end are nothing but commands. */
function commandTails(norm: readonly string[]): boolean[] {
  const tail = new Array<boolean>(norm.length + 1).fill(false);
  tail[norm.length] = true;
  for (let i = norm.length - 1; i >= 0; i--) {
    for (const entry of COMMANDS) {
      const n = entry.words.length;
      if (i + n <= norm.length && tail[i + n] && entry.words.every((w, k) => norm[i + k] === w)) {
        tail[i] = true;
        break;
      }
    }
  }
  return tail;
}

function matchWordCommand(norm: readonly string[]) {
  for (const entry of WORD_COMMANDS) {
    const n = entry.words.length;
    if (norm.length > n && entry.words.every((w, k) => norm[k] === w)) return { kind: entry.kind, length: n };
  }
  return null;
}

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

/** A space before appended text (core-product §9), none after a space or line break. */
function appendSpaced(text: string, piece: string): string {
  if (text.length === 0 || isWhitespace(text.charCodeAt(text.length - 1))) return text + piece;
  return text + " " + piece;
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
): VoiceInputResult {
  const tokens = transcript.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { content, stop: false, words: 0, history };

  const norm = tokens.map(normalize);
  const tails = commandTails(norm);
  // "delete last word" and "capitalise that" are commands of their own, not "delete [words]"
  const wordCommand = tails[0] ? null : matchWordCommand(norm);
  if (wordCommand) return applyWordCommand(content, tokens, wordCommand, history);

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
  // "bold" as the first word wraps the words up to the next command.
  if (norm[0] === "bold" && tokens.length > 1 && !matchCommand(norm, 1)) {
    let j = 1;
    while (j < tokens.length && !matchCommand(norm, j)) j++;
    const phrase = tokens.slice(1, j).join(" ");
    out = appendSpaced(out, `**${startsSentence(out) ? capitalize(phrase) : phrase}**`);
    words += tokens.slice(1, j).filter((t) => !isPunctuationOnly(t)).length;
    i = j;
  }

  for (; i < tokens.length; ) {
    const match = matchCommand(norm, i);
    // a command said inside a sentence is ordinary text; spoken punctuation works anywhere
    if (!match || (match.command.kind !== "punct" && !tails[i + match.length])) {
      addToken(tokens[i]);
      i++;
      continue;
    }
    i += match.length;
    const { command } = match;
    if (command.kind === "stop") {
      stop = true;
      break;
    }
    if (command.kind === "action") actions.push(command.action);
    else if (command.kind === "punct") out = appendPunctuation(out, command.symbol);
    else if (command.kind === "newline") out = trimTrailingSpaces(out) + "\n";
    else if (command.kind === "paragraph") out = appendParagraph(out);
    else if (command.kind === "delete-word") out = deleteLastWord(out);
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
  command: { kind: (typeof WORD_COMMANDS)[number]["kind"]; length: number },
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
    case "bullet": {
      const prefix = command.kind === "heading" ? "# " : "- ";
      const cleaned = trimTrailingSpaces(content);
      const lead = command.kind === "heading" ? appendParagraph(cleaned) : cleaned && !cleaned.endsWith("\n") ? `${cleaned}\n` : cleaned;
      const wordCount = tokens.slice(command.length).filter((t) => !isPunctuationOnly(t)).length;
      return done(`${lead}${prefix}${capitalize(phrase)}${command.kind === "heading" ? "\n" : ""}`, {}, wordCount);
    }
    case "delete":
    case "capitalise": {
      const range = findPhrase(content, phrase);
      if (!range) return { content, stop: false, words: 0, history, notice: "phrase-not-found" };
      return done(command.kind === "delete" ? removeRange(content, range) : capitaliseRange(content, range));
    }
  }
}

/**
 * After an AI rewrite or a reload the history must follow the text: the newest entry now
 * ends at `content` (so "scratch that" still removes the last phrase said).
 */
export function retargetHistory(history: readonly DictationEntry[], from: string, to: string): readonly DictationEntry[] {
  const top = history[history.length - 1];
  if (!top || top.after !== from) return history;
  return [...history.slice(0, -1), { before: top.before, after: to }];
}

/** "Voice captured" preview (core-product §9): the first 50 characters, then "...". */
export function voicePreview(transcript: string, max = 50): string {
  const text = transcript.trim();
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

// Voice commands in the editor (core-product §9). A pure function: given the current content,
// one final recognised phrase and the dictation history, return the new content.
//
// Commands are matched as whole words anywhere in the phrase, so "hello comma world period"
// becomes "Hello, world." The words around a command are always kept.
//
// Choices beyond the spec, kept here so they stay in one place:
// - "scratch that" / "undo that" remove the last dictated phrase (the words said earlier in
//   the same phrase, or else the previous phrase). They only act when the text still is what
//   dictation left, so typed text is never removed by voice.
// - "bold ..." (first word of a phrase) wraps the following words in **markdown bold**: a
//   plain text area cannot show real bold, and ** survives download and the brainstorm
//   Markdown import. "Italic" is not a command: italics are harder to read for people with
//   dyslexia (British Dyslexia Association style guide), so the cheat sheet does not offer it.
// - A word that starts a sentence (start of text, after . ? ! or a line break) gets a capital.

export type DictationEntry = { readonly before: string; readonly after: string };

export type VoiceInputResult = {
  content: string;
  /** "stop dictation" was said: dictation should end. */
  stop: boolean;
  /** Dictated words added (commands not counted). */
  words: number;
  history: readonly DictationEntry[];
  /** Set when "scratch that" found nothing it may remove. */
  notice?: "nothing-to-scratch";
};

export const MAX_DICTATION_HISTORY = 50;

type Command =
  | { kind: "punct"; symbol: string }
  | { kind: "newline" }
  | { kind: "paragraph" }
  | { kind: "delete-word" }
  | { kind: "scratch" }
  | { kind: "stop" };

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
  { words: ["period"], command: { kind: "punct", symbol: "." } },
  { words: ["comma"], command: { kind: "punct", symbol: "," } },
  { words: ["colon"], command: { kind: "punct", symbol: ":" } },
  { words: ["semicolon"], command: { kind: "punct", symbol: ";" } },
];

/** What the Voice Control panel lists (one source for the cheat sheet and the parser). */
export const VOICE_COMMAND_HELP: ReadonlyArray<{ say: string; does: string }> = [
  { say: "New paragraph", does: "Starts a new paragraph" },
  { say: "New line", does: "Starts a new line" },
  { say: "Period, Comma, Question mark", does: "Adds . , ?" },
  { say: "Exclamation mark, Colon, Semicolon", does: "Adds ! : ;" },
  { say: "Delete last word", does: "Removes the last word" },
  { say: "Scratch that", does: "Removes what you just said" },
  { say: "Bold [text]", does: "Marks the words as **bold**" },
  { say: "Stop dictation", does: "Turns the microphone off" },
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
  const stack = history.slice();
  let base = content; // what "scratch that" returns to within this phrase
  let out = content;
  let words = 0;
  let stop = false;
  let notice: VoiceInputResult["notice"];

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
    if (!match) {
      const token = tokens[i];
      out = isPunctuationOnly(token) ? appendPunctuation(out, token) : appendWord(out, token);
      if (!isPunctuationOnly(token)) words++;
      i++;
      continue;
    }
    i += match.length;
    const { command } = match;
    if (command.kind === "stop") {
      stop = true;
      break;
    }
    if (command.kind === "punct") out = appendPunctuation(out, command.symbol);
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

  if (out !== base) {
    stack.push({ before: base, after: out });
    if (stack.length > MAX_DICTATION_HISTORY) stack.splice(0, stack.length - MAX_DICTATION_HISTORY);
  }
  const result: VoiceInputResult = { content: out, stop, words, history: stack };
  if (notice) result.notice = notice;
  return result;
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

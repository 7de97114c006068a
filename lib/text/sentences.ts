// Sentence and word segmentation with character offsets into the original text, shared by
// readability analysis (long-sentence highlights) and read-aloud (chunks, highlights).

export type TextRange = { start: number; end: number };
export type Segment = TextRange & { text: string };

// Words that end with a full stop without ending the sentence ("Dr. Smith", "e.g. this").
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "etc", "e.g", "i.e", "eg", "ie",
  "no", "fig", "approx", "dept", "inc", "ltd", "co", "jan", "feb", "mar", "apr", "jun", "jul", "aug",
  "sep", "sept", "oct", "nov", "dec", "a.m", "p.m", "u.s", "u.k",
]);

const WORD_RE = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Words (letters/digits, with inner apostrophes, hyphens and dots) and where they are. */
export function splitWords(text: string): Segment[] {
  const words: Segment[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return words;
}

/**
 * Sentences, trimmed, with offsets. A sentence ends at . ! ? or … (plus closing quotes or
 * brackets) followed by whitespace or the end, except after a known abbreviation, an initial
 * ("J. Smith") or inside a number ("3.5"); a blank line (paragraph break) or a line break
 * after text with no end punctuation (a heading or list item) also ends one.
 */
export function splitSentences(text: string): Segment[] {
  const sentences: Segment[] = [];
  let start = 0;
  const push = (end: number) => {
    const range = trimRange(text, start, end);
    if (range && /[\p{L}\p{N}]/u.test(text.slice(range.start, range.end))) {
      sentences.push({ ...range, text: text.slice(range.start, range.end) });
    }
    start = end;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") {
      const lineHasText = /\S/.test(text.slice(start, i));
      const blankLineFollows = /^\n[ \t]*\n/.test(text.slice(i, i + 64)) || /^\n[ \t]*$/.test(text.slice(i));
      if (lineHasText && (blankLineFollows || isBareLine(text, start, i))) push(i);
      continue;
    }
    if (!".!?…".includes(ch)) continue;
    let end = i + 1;
    while (end < text.length && ".!?…".includes(text[end])) end++;
    while (end < text.length && "\"'”’)]".includes(text[end])) end++;
    if (end < text.length && !/\s/.test(text[end])) {
      i = end - 1;
      continue;
    }
    if (ch === "." && end === i + 1 && isAbbreviation(text, i)) continue;
    push(end);
    i = end - 1;
  }
  push(text.length);
  return sentences;
}

/** The line (from the last line start) has no sentence punctuation at its end: a heading or list item. */
function isBareLine(text: string, sentenceStart: number, newline: number): boolean {
  const lineStart = Math.max(sentenceStart, text.lastIndexOf("\n", newline - 1) + 1);
  const line = text.slice(lineStart, newline).trim();
  if (!line) return false;
  const nextLine = text.slice(newline + 1).match(/^[ \t]*(\S)/);
  // Dictated text often wraps mid-sentence; only a following capital, digit or bullet starts anew.
  return !/[.!?…,;:]$/.test(line) && (!nextLine || /[\p{Lu}\p{N}\-•*]/u.test(nextLine[1]));
}

function isAbbreviation(text: string, dot: number): boolean {
  const before = text.slice(Math.max(0, dot - 12), dot).match(/([\p{L}.]+)$/u);
  if (!before) return false;
  const word = before[1].toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // A single capital letter: an initial.
  return /^\p{Lu}$/u.test(before[1]);
}

/** The range with surrounding whitespace removed; null when nothing is left. */
export function trimRange(text: string, start: number, end: number): TextRange | null {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return end > start ? { start, end } : null;
}

/** The segment containing `index`, or the next one after it (for an index in the gap between). */
export function segmentAt<T extends TextRange>(segments: readonly T[], index: number): T | null {
  return segments.find((s) => index < s.end) ?? null;
}

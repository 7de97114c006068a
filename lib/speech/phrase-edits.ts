// Finding and editing a spoken phrase in the document ("select ...", "delete ...",
// "capitalise ...", "correct ..."): case-insensitive, on whole words (Unicode), the last
// occurrence before `before` (the caret, or the end), else the last one anywhere.
import type { TextRange } from "@/lib/text/sentences";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Spoken words to a pattern: punctuation the recogniser adds around them is ignored. */
function phrasePattern(phrase: string): RegExp | null {
  const words = phrase.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu);
  if (!words) return null;
  const body = words.map(escapeRegExp).join("[^\\p{L}\\p{N}]+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

export function findPhrase(text: string, phrase: string, before = text.length): TextRange | null {
  const pattern = phrasePattern(phrase);
  if (!pattern) return null;
  let last: TextRange | null = null;
  let lastBefore: TextRange | null = null;
  for (const m of text.matchAll(pattern)) {
    const range = { start: m.index, end: m.index + m[0].length };
    last = range;
    if (range.end <= before) lastBefore = range;
  }
  return lastBefore ?? last;
}

/** Removes `range` and the space on one side of it, so no double space is left. */
export function removeRange(text: string, range: TextRange): string {
  let { start, end } = range;
  if (text[end] === " " && (start === 0 || /\s/.test(text[start - 1]))) end++;
  else if (start > 0 && text[start - 1] === " ") start--;
  return text.slice(0, start) + text.slice(end);
}

/** Capitalises the first letter of every word in `range`. */
export function capitaliseRange(text: string, range: TextRange): string {
  const part = text.slice(range.start, range.end).replace(/(^|[^\p{L}\p{N}'’])(\p{Ll})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
  return text.slice(0, range.start) + part + text.slice(range.end);
}

/** Replaces `range` with `replacement`. */
export function replaceRange(text: string, range: TextRange, replacement: string): string {
  return text.slice(0, range.start) + replacement + text.slice(range.end);
}

/** The one span where `after` differs from `before`: same text before `start` and after `beforeEnd`/`afterEnd`. */
export function changedSpan(before: string, after: string): { start: number; beforeEnd: number; afterEnd: number } {
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  return { start: prefix, beforeEnd: before.length - suffix, afterEnd: after.length - suffix };
}

export type ChangedSpan = ReturnType<typeof changedSpan>;
type Range = { start: number; end: number };

// a letter, digit or apostrophe joined to a word makes another word ("enuff" typed on to "enuffs")
const WORD_CHARACTER = /[\p{L}\p{N}_'\u2019]/u;

/**
 * Where a range of the text before a change is in the text after it (`span` = changedSpan(before,
 * after)): as it was before the change, moved by the change's length after it. Null when the change
 * is inside the range, overlaps it, or joins it to a word at either edge: it is no longer that word.
 */
export function rangeAfterChange<R extends Range>(range: R, span: ChangedSpan, after: string): R | null {
  const shift = span.afterEnd - span.beforeEnd;
  let moved: R;
  if (range.end <= span.start) moved = range;
  else if (range.start >= span.beforeEnd) moved = { ...range, start: range.start + shift, end: range.end + shift };
  else return null;
  const joinedAtEnd = range.end === span.start && WORD_CHARACTER.test(after[moved.end] ?? "");
  const joinedAtStart = range.start === span.beforeEnd && WORD_CHARACTER.test(after[moved.start - 1] ?? "");
  return joinedAtEnd || joinedAtStart ? null : moved;
}

/** The one span where `after` differs from `before`: same text before `start` and after `beforeEnd`/`afterEnd`. */
export function changedSpan(before: string, after: string): { start: number; beforeEnd: number; afterEnd: number } {
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  return { start: prefix, beforeEnd: before.length - suffix, afterEnd: after.length - suffix };
}

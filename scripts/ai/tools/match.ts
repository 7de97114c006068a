// Matching helpers for the voice tools' evaluation: words compared by a crude stem, so "budgets"
// matches "budget" and "organised" matches "organise"; function words are ignored.
const FUNCTION_WORDS = new Set(
  "a an the of to in on at by for with and or but is are was were be it its this that these those their our your my his her them they we you i me us from as into than then so".split(" "),
);

export function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu) ?? [];
}

export function stemOf(word: string): string {
  const w = word.replace(/'s$/, "");
  if (w.length <= 3) return w;
  return w
    .replace(/(?:ies|y)$/, "i")
    .replace(/(ss|x|ch|sh)es$/, "$1")
    .replace(/([^s])s$/, "$1")
    .replace(/(?:ing|ed|e)$/, "")
    .replace(/is(?:ation|)$|iz(?:ation|)$/, "is");
}

export function contentStems(text: string): string[] {
  return wordsOf(text).filter((w) => !FUNCTION_WORDS.has(w)).map(stemOf);
}

/** Every content word of `needle` (in any form) is in `haystack`. */
export function containsAll(haystack: string, needle: string): boolean {
  const have = new Set(contentStems(haystack));
  const want = contentStems(needle);
  return want.length > 0 && want.every((w) => have.has(w));
}

/** `phrase` occurs in `text` as consecutive words (in any form). */
export function containsPhrase(text: string, phrase: string): boolean {
  const t = wordsOf(text).map(stemOf);
  const p = wordsOf(phrase).map(stemOf);
  if (p.length === 0) return false;
  for (let i = 0; i + p.length <= t.length; i++) if (p.every((w, k) => t[i + k] === w)) return true;
  return false;
}

/** Whitespace- and case-insensitive substring test ("Clause 4.2" contains "clause 4.2"). */
export function containsText(text: string, part: string): boolean {
  const n = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
  return n(text).includes(n(part));
}

/** a / b, or NaN when there is nothing to measure (printed as "-", never checked by a floor). */
export const ratio = (a: number, b: number) => (b === 0 ? Number.NaN : a / b);

/** F1 of a precision and a recall; a precision of nothing produced counts as 0. */
export function f1(p: number, r: number): number {
  const [x, y] = [Number.isNaN(p) ? 0 : p, Number.isNaN(r) ? 0 : r];
  return x + y === 0 ? 0 : (2 * x * y) / (x + y);
}

/** A named figure of one split, for the eval table and the floors (`count`: value is a count out of n, not a share). */
export type Figure = { metric: string; value: number; n: number; count?: boolean };

/** A figure as a table cell: "0.123 (n=45)", "3 of 45" for a count, "- (n=0)" when there is nothing to measure. */
export const figureCell = (f?: Figure) => (!f || Number.isNaN(f.value) ? `- (n=${f?.n ?? 0})` : f.count ? `${f.value} of ${f.n}` : `${f.value.toFixed(3)} (n=${f.n})`);

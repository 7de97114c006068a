// Editor footer counts (core-product §5): words split on whitespace, paragraphs on blank lines.

export type TextCounts = { characters: number; words: number; paragraphs: number };

/** Characters as a person counts them: an emoji is one character, not two UTF-16 units. */
export function countCharacters(text: string): number {
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g);
  return text.length - (pairs ? pairs.length : 0);
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Paragraphs are separated by a blank line (a line holding only whitespace counts as blank). */
export function countParagraphs(text: string): number {
  return text.split(/\r?\n[^\S\r\n]*\r?\n/).filter((p) => p.trim().length > 0).length;
}

export function countText(text: string): TextCounts {
  return { characters: countCharacters(text), words: countWords(text), paragraphs: countParagraphs(text) };
}

// A template's guidance: each section of a template is a heading followed by a line of
// [guidance in brackets] that the writer replaces by speaking (lib/server/templates/template-library.ts).
// Pure: dictation uses it to fill the line the writer is at, Proofread to leave it unchecked.

export type TextRange = { start: number; end: number };

/** A whole line in square brackets (spaces around allowed), not the line break after it. */
const GUIDANCE_LINE = /^[ \t]*\[[^\[\]\n]*\][ \t]*$/gm;

/** The guidance lines still in the text, in order. */
export function guidanceLines(content: string): TextRange[] {
  return [...content.matchAll(GUIDANCE_LINE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The text with its guidance blanked out (same length, so every offset still points at the same word). */
export function withoutGuidance(content: string): string {
  let out = "";
  let last = 0;
  for (const { start, end } of guidanceLines(content)) {
    out += content.slice(last, start) + " ".repeat(end - start);
    last = end;
  }
  return last === 0 ? content : out + content.slice(last);
}

/**
 * Where a dictated phrase goes in a text that still has guidance (null: at the end, as always):
 * - the caret is on a guidance line: that line is replaced;
 * - the caret is where the last dictated phrase ended: the phrase continues there;
 * - otherwise the first guidance line is replaced.
 * `caret`: the text area's caret (null when text is selected or unknown); `lastEnd`: where the
 * last dictated phrase ends in the text.
 */
export function dictationTarget(content: string, caret: number | null, lastEnd: number | null): TextRange | null {
  const lines = guidanceLines(content);
  if (lines.length === 0) return null;
  if (caret !== null) {
    const here = lines.find((l) => caret >= l.start && caret <= l.end);
    if (here) return here;
    if (caret === lastEnd) return { start: caret, end: caret };
  }
  return lines[0];
}

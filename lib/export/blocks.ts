// The light markdown our documents use, read for export: "# " starts a heading, "- " (or "* ")
// a bullet, **x** is bold and *x* or _x_ italic; every other line is a paragraph. Pure, so the Word and
// PDF builders share one reading of the text.

export type TextRun = { text: string; bold: boolean; italic: boolean };
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; runs: TextRun[] }
  | { kind: "bullet"; runs: TextRun[] }
  | { kind: "paragraph"; runs: TextRun[] }
  | { kind: "blank" };

// **bold**, *italic* or _italic_, ***both***. The marks hug their words ("* 3 *" stays as typed),
// and _ only counts outside a word (snake_case stays as typed).
const EMPHASIS = /\*\*\*(?=\S)(.+?)(?<=\S)\*\*\*|\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])((?:\*\*(?=\S).+?(?<=\S)\*\*|[^*])+?)(?<=\S)\*|(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu;

/** "**a** b *c*" -> bold a, plain " b ", italic c; bold may hold italic and the other way round. An unmatched mark stays as written. */
export function parseInline(line: string, outer: { bold: boolean; italic: boolean } = { bold: false, italic: false }): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const m of line.matchAll(EMPHASIS)) {
    if (m.index > last) runs.push({ text: line.slice(last, m.index), ...outer });
    const [, both, bold, star, underscore] = m;
    if (both !== undefined) runs.push(...parseInline(both, { bold: true, italic: true }));
    else if (bold !== undefined) runs.push(...parseInline(bold, { ...outer, bold: true }));
    else runs.push(...parseInline(star ?? underscore, { ...outer, italic: true }));
    last = m.index + m[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), ...outer });
  return runs;
}

export function parseBlocks(content: string): Block[] {
  return content.replace(/\r\n?/g, "\n").split("\n").map((line): Block => {
    const heading = /^(#{1,3}) +(.*)$/.exec(line);
    if (heading) return { kind: "heading", level: heading[1].length as 1 | 2 | 3, runs: parseInline(heading[2].trim()) };
    const bullet = /^\s*[-*] +(.*)$/.exec(line);
    if (bullet) return { kind: "bullet", runs: parseInline(bullet[1]) };
    if (!line.trim()) return { kind: "blank" };
    return { kind: "paragraph", runs: parseInline(line) };
  });
}

/** Whether any run of the text is in italics (the PDF then needs its italic fonts). */
export const hasItalic = (blocks: readonly Block[]) => blocks.some((b) => b.kind !== "blank" && b.runs.some((r) => r.italic));

/** The visible text of a block (no markers). */
export const blockText = (block: Block) => (block.kind === "blank" ? "" : block.runs.map((r) => r.text).join(""));

/**
 * What a Word or PDF download shows: the document's title as its first heading, then the text.
 * A text that already opens with that heading (brainstorm's "# Topic") does not get it twice.
 */
export function exportBlocks(title: string, content: string): Block[] {
  const blocks = parseBlocks(content);
  const heading = title.trim();
  if (!heading) return blocks;
  const first = blocks.find((b) => b.kind !== "blank");
  if (first?.kind === "heading" && blockText(first).trim().toLowerCase() === heading.toLowerCase()) return blocks;
  return [{ kind: "heading", level: 1, runs: [{ text: heading, bold: false, italic: false }] }, ...blocks];
}

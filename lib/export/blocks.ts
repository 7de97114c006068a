// The light markdown our documents use, read for export (issue 12): "# " starts a heading,
// "- " (or "* ") a bullet, **x** is bold; every other line is a paragraph. Pure, so the Word and
// PDF builders share one reading of the text.

export type TextRun = { text: string; bold: boolean };
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; runs: TextRun[] }
  | { kind: "bullet"; runs: TextRun[] }
  | { kind: "paragraph"; runs: TextRun[] }
  | { kind: "blank" };

/** "**a** b **c**" -> bold a, plain " b ", bold c. An unmatched "**" stays as written. */
export function parseInline(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
    if (m.index > last) runs.push({ text: line.slice(last, m.index), bold: false });
    runs.push({ text: m[1], bold: true });
    last = m.index + m[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
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

/** The visible text of a block (no markers). */
export const blockText = (block: Block) => (block.kind === "blank" ? "" : block.runs.map((r) => r.text).join(""));

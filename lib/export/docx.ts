// Word export, built with the `docx` package: headings, bullets, bold and italics from the
// document's light markdown; the reading style's font, size and spacing. Loaded on demand.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { exportBlocks, type TextRun as Run } from "@/lib/export/blocks";
import { PLAIN_EXPORT_STYLE, type ExportStyle } from "@/lib/export/style";

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
const hex = (color: string) => color.replace(/^#/, "").toUpperCase();

export async function buildDocx(title: string, content: string, style: ExportStyle = PLAIN_EXPORT_STYLE): Promise<Uint8Array> {
  const halfPoints = Math.round(style.fontSize * 2);
  // twentieths of a point between letters
  const characterSpacing = Math.round(style.letterSpacing * style.fontSize * 20);
  const runs = (items: Run[], scale = 1) =>
    items.map(
      (r) => new TextRun({ text: r.text, bold: r.bold || undefined, italics: r.italic || undefined, characterSpacing, size: Math.round(halfPoints * scale) }),
    );
  const children = exportBlocks(title, content).map((block) => {
    switch (block.kind) {
      case "heading":
        return new Paragraph({ heading: HEADINGS[block.level], children: runs(block.runs, [0, 1.6, 1.35, 1.15][block.level]) });
      case "bullet":
        return new Paragraph({ bullet: { level: 0 }, children: runs(block.runs) });
      case "blank":
        return new Paragraph({ children: [] });
      default:
        return new Paragraph({ children: runs(block.runs) });
    }
  });
  const color = hex(style.textColor);
  const doc = new Document({
    title: title.trim() || "Document",
    creator: "SayWrite",
    background: style.background.toLowerCase() === "#ffffff" ? undefined : { color: hex(style.background) },
    styles: {
      default: {
        document: {
          run: { font: style.wordFont, size: halfPoints, color },
          paragraph: { spacing: { line: Math.round(240 * style.lineHeight), after: 120 }, alignment: AlignmentType.LEFT },
        },
        heading1: { run: { font: style.wordFont, bold: true, color } },
        heading2: { run: { font: style.wordFont, bold: true, color } },
        heading3: { run: { font: style.wordFont, bold: true, color } },
      },
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

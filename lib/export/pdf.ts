// PDF export, built with pdf-lib and embedded TrueType fonts (@pdf-lib/fontkit), so every
// reader shows the same letters (OpenDyslexic included) and the text can be searched and
// read aloud. Headings, bullets, bold and italics come from the document's light markdown; the
// reading style sets the size, line and letter spacing and the page colour. Loaded on demand.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, setCharacterSpacing, type PDFFont, type PDFPage } from "pdf-lib";
import { exportBlocks, type Block, type TextRun } from "@/lib/export/blocks";
import { woffToSfnt } from "@/lib/export/woff";
import { PLAIN_EXPORT_STYLE, type ExportStyle } from "@/lib/export/style";

/** Font files (WOFF or TrueType); the italic ones are needed only for text in italics. */
export type PdfFonts = { regular: Uint8Array; bold: Uint8Array; italic?: Uint8Array; boldItalic?: Uint8Array };

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const HEADING_SCALE = { 1: 1.6, 2: 1.35, 3: 1.15 } as const;
const BULLET_INDENT = 18;

type Piece = { text: string; font: PDFFont };

function color(hex: string) {
  const n = parseInt(hex.replace(/^#/, ""), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export async function buildPdf(title: string, content: string, fonts: PdfFonts, style: ExportStyle = PLAIN_EXPORT_STYLE): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title.trim() || "Document");
  pdf.setCreator("SayWrite");
  pdf.setProducer("SayWrite");
  // The whole font, unpacked from WOFF: PDF has no WOFF font type.
  const embed = async (file: Uint8Array | undefined) => (file ? pdf.embedFont(await woffToSfnt(file), { subset: false }) : undefined);
  const [regular, bold, italic, boldItalic] = await Promise.all([fonts.regular, fonts.bold, fonts.italic, fonts.boldItalic].map(embed));
  if (!regular || !bold) throw new Error("the regular and bold fonts are required");
  // A run's font; without the italic files, italics are set upright.
  const fontOf = (run: TextRun, heading: boolean): PDFFont => {
    const isBold = run.bold || heading;
    if (run.italic) return (isBold ? boldItalic : italic) ?? (isBold ? bold : regular);
    return isBold ? bold : regular;
  };
  const ink = color(style.textColor);
  const paper = style.background.toLowerCase() === "#ffffff" ? null : color(style.background);

  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    if (paper) page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: paper });
    y = PAGE.height - MARGIN;
  };
  newPage();

  const layoutBlock = (block: Block) => {
    const size = block.kind === "heading" ? style.fontSize * HEADING_SCALE[block.level] : style.fontSize;
    const lineGap = size * style.lineHeight;
    if (block.kind === "blank") {
      y -= lineGap * 0.6;
      return;
    }
    const spacing = style.letterSpacing * size;
    const width = (p: Piece) => p.font.widthOfTextAtSize(p.text, size) + spacing * p.text.length;
    const indent = block.kind === "bullet" ? BULLET_INDENT : 0;
    const maxWidth = PAGE.width - 2 * MARGIN - indent;
    // words with their font (a heading is bold throughout), wrapped into lines
    const words: Piece[] = block.runs.flatMap((run) =>
      run.text.split(/(?<=\s)/).filter(Boolean).map((text) => ({ text, font: fontOf(run, block.kind === "heading") })),
    );
    const lines: Piece[][] = [[]];
    let lineWidth = 0;
    for (const word of words) {
      const w = width({ ...word, text: word.text.trimEnd() });
      if (lineWidth + w > maxWidth && lines.at(-1)!.length > 0) {
        lines.push([]);
        lineWidth = 0;
      }
      lines.at(-1)!.push(word);
      lineWidth += width(word);
    }
    if (block.kind === "heading") y -= size * 0.4;
    lines.forEach((line, i) => {
      if (y - lineGap < MARGIN) newPage();
      y -= lineGap;
      page.pushOperators(setCharacterSpacing(spacing));
      if (block.kind === "bullet" && i === 0) page.drawText("•", { x: MARGIN + 4, y, size, font: regular, color: ink });
      let x = MARGIN + indent;
      // consecutive words in one font are drawn as one run of text
      const runs: Piece[] = [];
      for (const word of line) {
        const last = runs.at(-1);
        if (last && last.font === word.font) last.text += word.text;
        else runs.push({ ...word });
      }
      for (const run of runs) {
        const text = run.text.replace(/\t/g, "    ");
        page.drawText(text, { x, y, size, font: run.font, color: ink });
        x += width({ ...run, text });
      }
    });
    y -= size * 0.35;
  };

  for (const block of exportBlocks(title, content)) layoutBlock(block);
  return pdf.save();
}

export const PDF_MIME = "application/pdf";

// Builds a download in the chosen format. The Word and PDF builders and their fonts
// are loaded only when the reader asks for them, so the editor's first load stays small.
import { documentFileName, exportFileName } from "@/lib/text/file-names";
import { PLAIN_EXPORT_STYLE, type ExportFont, type ExportStyle } from "@/lib/export/style";
import { hasItalic, parseBlocks } from "@/lib/export/blocks";

export const EXPORT_FORMATS = ["txt", "docx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  txt: "Plain text (.txt)",
  docx: "Word (.docx)",
  pdf: "PDF (.pdf)",
};

// Copies of the @fontsource WOFF files the app uses (a unit test keeps them equal); the PDF
// builder unpacks them to the TrueType fonts inside.
const FONT_FILES: Record<ExportFont, { regular: string; bold: string; italic: string; boldItalic: string }> = {
  inter: {
    regular: "inter-latin-400-normal.woff",
    bold: "inter-latin-700-normal.woff",
    italic: "inter-latin-400-italic.woff",
    boldItalic: "inter-latin-700-italic.woff",
  },
  opendyslexic: {
    regular: "opendyslexic-latin-400-normal.woff",
    bold: "opendyslexic-latin-700-normal.woff",
    italic: "opendyslexic-latin-400-italic.woff",
    boldItalic: "opendyslexic-latin-700-italic.woff",
  },
};

async function fetchFont(name: string): Promise<Uint8Array> {
  const res = await fetch(`/fonts/export/${name}`);
  if (!res.ok) throw new Error(`font ${name}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

export async function buildExport(
  format: ExportFormat,
  title: string,
  content: string,
  style: ExportStyle = PLAIN_EXPORT_STYLE,
): Promise<{ blob: Blob; fileName: string }> {
  if (format === "txt") {
    return { blob: new Blob([content], { type: "text/plain;charset=utf-8" }), fileName: documentFileName(title) };
  }
  if (format === "docx") {
    const { buildDocx, DOCX_MIME } = await import("@/lib/export/docx");
    const bytes = await buildDocx(title, content, style);
    return { blob: new Blob([bytes as BlobPart], { type: DOCX_MIME }), fileName: exportFileName(title, "docx") };
  }
  const files = FONT_FILES[style.font];
  // the italic fonts only for a text with italics in it
  const italics = hasItalic(parseBlocks(content));
  const [{ buildPdf, PDF_MIME }, regular, bold, italic, boldItalic] = await Promise.all([
    import("@/lib/export/pdf"),
    fetchFont(files.regular),
    fetchFont(files.bold),
    italics ? fetchFont(files.italic) : undefined,
    italics ? fetchFont(files.boldItalic) : undefined,
  ]);
  const bytes = await buildPdf(title, content, { regular, bold, italic, boldItalic }, style);
  return { blob: new Blob([bytes as BlobPart], { type: PDF_MIME }), fileName: exportFileName(title, "pdf") };
}

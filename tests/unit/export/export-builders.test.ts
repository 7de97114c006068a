import { readFileSync } from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { parseBlocks, parseInline } from "@/lib/export/blocks";
import { buildDocx } from "@/lib/export/docx";
import { buildPdf } from "@/lib/export/pdf";
import { CREAM, PLAIN_EXPORT_STYLE, styleFromProfile } from "@/lib/export/style";
import { DEFAULT_PROFILE } from "@/lib/accessibility/profile";
import { exportFileName } from "@/lib/text/file-names";
import { pdfSource, readPdfText } from "@/tests/support/pdf-text";
import { maySkipWithoutPdfViewers, pdfFonts, pdfViewersMissing, renderWithMupdf, renderWithPoppler } from "@/tests/support/pdf-viewers";
import { isWoff, woffToSfnt } from "@/lib/export/woff";
import fontkit from "@pdf-lib/fontkit";

const SAMPLE = "# Shopping plan\n\nBuy **fresh** bread today.\n- eggs\n- **oat** milk\n\nThat is all.";
const font = (name: string) => new Uint8Array(readFileSync(path.join(process.cwd(), "public/fonts/export", name)));
const INTER = { regular: font("inter-latin-400-normal.woff"), bold: font("inter-latin-700-normal.woff") };
const INTER_ALL = { ...INTER, italic: font("inter-latin-400-italic.woff"), boldItalic: font("inter-latin-700-italic.woff") };
const DYSLEXIC = { regular: font("opendyslexic-latin-400-normal.woff"), bold: font("opendyslexic-latin-700-normal.woff") };

describe("parseBlocks", () => {
  it("reads headings, bullets, bold and blank lines", () => {
    expect(parseBlocks(SAMPLE).map((b) => b.kind)).toEqual(["heading", "blank", "paragraph", "bullet", "bullet", "blank", "paragraph"]);
    expect(parseInline("Buy **fresh** bread")).toEqual([
      { text: "Buy ", bold: false, italic: false },
      { text: "fresh", bold: true, italic: false },
      { text: " bread", bold: false, italic: false },
    ]);
    expect(parseInline("a ** b")).toEqual([{ text: "a ** b", bold: false, italic: false }]);
    expect(parseBlocks("#not a heading\n-not a bullet").map((b) => b.kind)).toEqual(["paragraph", "paragraph"]);
  });
});

describe("parseInline: italics", () => {
  const styled = (line: string) => parseInline(line).map((r) => `${r.bold ? "B" : ""}${r.italic ? "I" : ""}[${r.text}]`).join("");
  it("reads *x* and _x_ as italics, ***x*** as both, and italics inside bold", () => {
    expect(styled("a *quiet* word")).toBe("[a ]I[quiet][ word]");
    expect(styled("a _quiet_ word")).toBe("[a ]I[quiet][ word]");
    expect(styled("***now*** please")).toBe("BI[now][ please]");
    expect(styled("**very *much* so**")).toBe("B[very ]BI[much]B[ so]");
    expect(styled("*very **much** so*")).toBe("I[very ]BI[much]I[ so]");
  });
  it("leaves marks that do not hug a word as typed", () => {
    expect(styled("5 * 3 * 2")).toBe("[5 * 3 * 2]");
    expect(styled("snake_case_name")).toBe("[snake_case_name]");
    expect(styled("a *b")).toBe("[a *b]");
    expect(styled("** b **")).toBe("[** b **]");
  });
});

describe("woffToSfnt", () => {
  it("unpacks each WOFF to the TrueType font inside: same glyphs, no WOFF signature", async () => {
    for (const name of ["inter-latin-400-normal.woff", "opendyslexic-latin-700-italic.woff"]) {
      const woff = font(name);
      const ttf = await woffToSfnt(woff);
      expect(isWoff(woff)).toBe(true);
      expect(["00010000", "4f54544f"]).toContain(Buffer.from(ttf.subarray(0, 4)).toString("hex")); // TrueType or CFF ("OTTO") outlines
      const [fromWoff, fromTtf] = [fontkit.create(Buffer.from(woff)), fontkit.create(Buffer.from(ttf))];
      expect(fromTtf.numGlyphs).toBe(fromWoff.numGlyphs);
      expect(fromTtf.postscriptName).toBe(fromWoff.postscriptName);
      expect(fromTtf.glyphForCodePoint(0x61).advanceWidth).toBe(fromWoff.glyphForCodePoint(0x61).advanceWidth);
    }
    const ttf = await woffToSfnt(font("inter-latin-400-normal.woff"));
    expect(await woffToSfnt(ttf)).toBe(ttf); // already a font: kept as it is
  });
});

describe("the export fonts", () => {
  it("are the same files the app's fonts come from", () => {
    for (const [pkg, name] of [
      ["inter", "inter-latin-400-normal.woff"],
      ["inter", "inter-latin-700-normal.woff"],
      ["inter", "inter-latin-400-italic.woff"],
      ["inter", "inter-latin-700-italic.woff"],
      ["opendyslexic", "opendyslexic-latin-400-normal.woff"],
      ["opendyslexic", "opendyslexic-latin-700-normal.woff"],
      ["opendyslexic", "opendyslexic-latin-400-italic.woff"],
      ["opendyslexic", "opendyslexic-latin-700-italic.woff"],
    ]) {
      const original = readFileSync(path.join(process.cwd(), "node_modules/@fontsource", pkg, "files", name));
      expect(Buffer.compare(original, Buffer.from(font(name)))).toBe(0);
    }
  });
});

describe("buildDocx", () => {
  async function documentXml(bytes: Uint8Array) {
    const zip = await JSZip.loadAsync(bytes);
    return zip.file("word/document.xml")!.async("string");
  }

  it("writes a heading, bullets and bold runs", async () => {
    const xml = await documentXml(await buildDocx("Plan", SAMPLE));
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*?Shopping plan/);
    expect((xml.match(/<w:numPr>/g) ?? []).length).toBe(2); // two bullet paragraphs
    expect(xml).toMatch(/<w:b\/>[\s\S]{0,200}?<w:t[^>]*>fresh<\/w:t>/);
    expect(xml).toMatch(/<w:b\/>[\s\S]{0,200}?<w:t[^>]*>oat<\/w:t>/);
    expect(xml).not.toContain("**");
    expect(xml).not.toMatch(/<w:t[^>]*># /);
  });

  it("writes *italics* as italic runs, without the asterisks", async () => {
    const xml = await documentXml(await buildDocx("Plan", "Buy *fresh* bread and **_really_ good** jam."));
    expect(xml).toMatch(/<w:rPr>(?:(?!<\/w:rPr>).)*<w:i\/>(?:(?!<\/w:rPr>).)*<\/w:rPr><w:t[^>]*>fresh<\/w:t>/);
    expect(xml).toMatch(/<w:b\/>(?:(?!<\/w:rPr>).)*<w:i\/>(?:(?!<\/w:rPr>).)*<\/w:rPr><w:t[^>]*>really<\/w:t>/);
    expect(xml).not.toMatch(/<w:i\/>(?:(?!<\/w:rPr>).)*<\/w:rPr><w:t[^>]*>Buy /);
    expect(xml).not.toContain("*");
    expect(xml).not.toMatch(/<w:t[^>]*>[^<]*_/);
  });

  it("uses the reading font, size and spacing when asked", async () => {
    const style = styleFromProfile({ ...DEFAULT_PROFILE, preferredFont: "opendyslexic", fontSize: 20, letterSpacing: 0.1, lineHeight: 2 });
    const zip = await JSZip.loadAsync(await buildDocx("Plan", SAMPLE, style));
    const styles = await zip.file("word/styles.xml")!.async("string");
    expect(styles).toContain('w:ascii="OpenDyslexic"');
    expect(styles).toContain('<w:sz w:val="30"/>'); // 20 px = 15 pt = 30 half-points
    expect(styles).toMatch(/<w:spacing[^>]*w:line="480"/);
    const xml = await zip.file("word/document.xml")!.async("string");
    expect(xml).toContain('<w:spacing w:val="30"/>'); // 0.1 em of 15 pt, in twentieths
    expect(xml).toContain("FDF6E3"); // cream page
  });
});

describe("buildPdf", () => {
  it("embeds the font and keeps every word readable as text", async () => {
    const bytes = await buildPdf("Plan", SAMPLE, INTER);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Plan");
    const { pages, text } = readPdfText(bytes);
    expect(pages).toBe(1);
    for (const phrase of ["Shopping plan", "Buy fresh bread today.", "eggs", "oat milk", "That is all.", "•"]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain("**");
    expect(text).not.toContain("# ");
  });

  it("flows a long document onto more pages and keeps the reading style (OpenDyslexic, cream page)", async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Line number ${i + 1} of a long letter.`).join("\n");
    const style = styleFromProfile({ ...DEFAULT_PROFILE, preferredFont: "opendyslexic", fontSize: 18, lineHeight: 1.8, letterSpacing: 0.05 });
    expect(style).toMatchObject({ font: "opendyslexic", fontSize: 13.5, background: CREAM });
    const bytes = await buildPdf("Long", long, DYSLEXIC, style);
    const { pages, text } = readPdfText(bytes);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain("Line number 1 of a long letter.");
    expect(text).toContain("Line number 120 of a long letter.");
    const raw = pdfSource(bytes);
    expect(raw).toMatch(/BaseFont \/OpenDyslexic/);
    expect(raw).toMatch(/0\.99\d* 0\.96\d* 0\.89\d* rg/); // the cream page (#fdf6e3)
    expect(raw).toContain(" Tc"); // letter spacing
  });

  it("plain style has a white page and no extra letter spacing", async () => {
    const raw = pdfSource(await buildPdf("x", "hello", INTER, PLAIN_EXPORT_STYLE));
    expect(raw).toMatch(/BaseFont \/Inter/);
    expect(raw).toContain("0 Tc");
    expect(raw).not.toMatch(/0\.99\d* 0\.96\d* 0\.89\d* rg/);
  });
});

describe("the PDF in real viewers (Poppler and MuPDF)", () => {
  const missing = pdfViewersMissing();
  const run = missing && maySkipWithoutPdfViewers() ? it.skip : it;
  if (missing && maySkipWithoutPdfViewers()) console.warn(`PDF viewer tests skipped: ${missing}`);

  run("embeds TrueType or CFF fonts that Poppler and MuPDF both draw: the page has the text on it", async () => {
    expect(missing).toBeNull();
    for (const [fonts, style] of [
      [INTER_ALL, PLAIN_EXPORT_STYLE],
      [DYSLEXIC, styleFromProfile({ ...DEFAULT_PROFILE, preferredFont: "opendyslexic", fontSize: 18 })],
    ] as const) {
      const bytes = await buildPdf("Plan", `${SAMPLE}
A *quiet* word.`, fonts, style);
      const { fonts: embedded, errors } = pdfFonts(bytes);
      expect(errors).toBe("");
      expect(embedded.length).toBeGreaterThanOrEqual(2);
      // TrueType (Inter) or OpenType CFF (OpenDyslexic) font programs, never a WOFF file
      for (const f of embedded) expect(f.embedded && ["CID TrueType", "CID Type 0C (OT)"].includes(f.type)).toBe(true);
      for (const rendering of [renderWithPoppler(bytes), renderWithMupdf(bytes)]) {
        expect(rendering.errors).toBe("");
        expect(rendering.ink).toBeGreaterThan(0.002); // a blank page is 0
      }
    }
  });
});

describe("buildPdf: italics", () => {
  it("sets *italics* in the italic font, without the asterisks", async () => {
    const bytes = await buildPdf("Plan", "Buy *fresh* bread and ***now***.", INTER_ALL);
    const raw = pdfSource(bytes);
    expect(raw).toMatch(/BaseFont \/Inter-Italic/);
    expect(raw).toMatch(/BaseFont \/Inter-BoldItalic/);
    const { text } = readPdfText(bytes);
    expect(text).toContain("Buy fresh bread and now.");
    expect(text).not.toContain("*");
  });
  it("sets italics upright when the italic fonts were not loaded", async () => {
    const raw = pdfSource(await buildPdf("Plan", "Buy *fresh* bread.", INTER));
    expect(raw).not.toMatch(/BaseFont \/Inter-Italic/);
    expect(readPdfText(await buildPdf("Plan", "Buy *fresh* bread.", INTER)).text).toContain("Buy fresh bread.");
  });
});

describe("exportFileName", () => {
  it("makes the title's non-alphanumerics underscores", () => {
    expect(exportFileName("Q1 plan: draft!", "docx")).toBe("Q1_plan_draft.docx");
    expect(exportFileName("Café résumé – Zoë", "pdf")).toBe("Café_résumé_Zoë.pdf");
    expect(exportFileName("  ", "pdf")).toBe("document.pdf");
    expect(exportFileName("../../etc/passwd", "docx")).toBe("etc_passwd.docx");
    expect(exportFileName("CON", "pdf")).toBe("CON_.pdf");
  });
});

describe("the document's title in Word and PDF downloads", () => {
  const BODY = "We met on Monday.\n- Sam books the room";

  it("opens the Word file with the title as its first heading", async () => {
    const zip = await JSZip.loadAsync(await buildDocx("Team meeting notes", BODY));
    const xml = await zip.file("word/document.xml")!.async("string");
    expect(xml).toMatch(/<w:body><w:p><w:pPr><w:pStyle w:val="Heading1"\/>[\s\S]*?<w:t[^>]*>Team meeting notes<\/w:t>/);
    expect(xml.indexOf("Team meeting notes")).toBeLessThan(xml.indexOf("We met on Monday."));
  });

  it("prints the title above the text in the PDF", async () => {
    const { text } = readPdfText(await buildPdf("Team meeting notes", BODY, INTER));
    expect(text).toContain("Team meeting notes");
    expect(text.indexOf("Team meeting notes")).toBeLessThan(text.indexOf("We met on Monday."));
  });

  it("does not repeat a title the text already opens with, and adds none for an untitled document", async () => {
    const once = readPdfText(await buildPdf("Shopping plan", SAMPLE, INTER)).text;
    expect(once.split("Shopping plan").length - 1).toBe(1);
    const xml = await (await JSZip.loadAsync(await buildDocx("  ", BODY))).file("word/document.xml")!.async("string");
    expect(xml).not.toContain("Heading1");
  });
});

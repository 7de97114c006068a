import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Two real PDF renderers, as the people who open our exports use them: Poppler (pdftoppm,
// pdffonts: Evince, Okular, most Linux viewers and print pipelines) and MuPDF (mutool).
// Debian packages poppler-utils and mupdf-tools; `npm test` installs them (scripts/test.ts).

const TOOLS = ["pdftoppm", "pdffonts", "mutool"] as const;

/** Why the renderers cannot run here, or null when they can. */
export function pdfViewersMissing(): string | null {
  const missing = TOOLS.filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (!missing.length) return null;
  return `${missing.join(", ")} not installed (Debian: apt-get install poppler-utils mupdf-tools; npm test installs them)`;
}

/**
 * Whether a test without the renderers may skip: only off CI, where nothing installed them. On
 * CI (and under `npm test`, which installs them) a missing renderer is a failure.
 */
export const maySkipWithoutPdfViewers = () => !process.env.CI && !process.env.SAYWRITE_PDF_VIEWERS_REQUIRED;

export type Rendering = {
  /** Share of the page's pixels that are ink (darker than mid grey), 0-1. */
  ink: number;
  /** What the renderer complained about (Poppler prints "Syntax Error: Embedded font file may be invalid"). */
  errors: string;
};

function inTempDir<T>(pdf: Uint8Array, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "saywrite-pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Binary PGM (P5, 8-bit): the share of pixels darker than 128. */
function inkShare(pgm: Buffer): number {
  const header = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 200).toString("latin1"));
  if (!header) throw new Error("not a binary PGM image");
  const [, width, height] = header.map(Number);
  const pixels = pgm.subarray(header[0].length, header[0].length + width * height);
  let dark = 0;
  for (const p of pixels) if (p < 128) dark++;
  return dark / (width * height);
}

const errorLines = (stderr: string) =>
  stderr
    .split("\n")
    .filter((line) => /error|invalid|couldn't|cannot/i.test(line))
    .join("\n");

/** Page 1 as Poppler draws it. */
export function renderWithPoppler(pdf: Uint8Array): Rendering {
  return inTempDir(pdf, (file, dir) => {
    const run = spawnSync("pdftoppm", ["-gray", "-r", "40", "-f", "1", "-l", "1", file, path.join(dir, "page")], { encoding: "utf8" });
    if (run.status !== 0) return { ink: 0, errors: run.stderr || `pdftoppm exited ${run.status}` };
    return { ink: inkShare(readFileSync(path.join(dir, "page-1.pgm"))), errors: errorLines(run.stderr) };
  });
}

/** Page 1 as MuPDF draws it. */
export function renderWithMupdf(pdf: Uint8Array): Rendering {
  return inTempDir(pdf, (file, dir) => {
    const out = path.join(dir, "page.pgm");
    const run = spawnSync("mutool", ["draw", "-q", "-r", "40", "-c", "gray", "-o", out, file, "1"], { encoding: "utf8" });
    if (run.status !== 0) return { ink: 0, errors: run.stderr || `mutool exited ${run.status}` };
    // MuPDF built without colour management says so on every run: not a problem with the file.
    const errors = errorLines(run.stderr.replace(/warning: ICC support is not available\n?/g, ""));
    return { ink: inkShare(readFileSync(out)), errors };
  });
}

export type PdfFont = { name: string; type: string; embedded: boolean };

/** The fonts Poppler finds in the PDF, and what it complained about. */
export function pdfFonts(pdf: Uint8Array): { fonts: PdfFont[]; errors: string } {
  return inTempDir(pdf, (file) => {
    const run = spawnSync("pdffonts", [file], { encoding: "utf8" });
    const rows = run.stdout.split("\n").slice(2).filter(Boolean);
    // columns: name, type (may hold spaces), encoding, emb, sub, uni, object, ID
    const fonts = rows.map((row) => {
      const m = /^(\S+)\s+(.+?)\s{2,}(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)/.exec(row);
      return m ? { name: m[1], type: m[2].trim(), embedded: m[4] === "yes" } : { name: row, type: "?", embedded: false };
    });
    return { fonts, errors: run.status === 0 ? errorLines(run.stderr) : run.stderr || `pdffonts exited ${run.status}` };
  });
}

import { execFileSync } from "node:child_process";
import path from "node:path";
import { inflateSync } from "node:zlib";

/** The text of a PDF as PDF.js reads it (pages joined by a line break). */
export function readPdfText(bytes: Uint8Array): { pages: number; text: string } {
  const script = path.join(process.cwd(), "tests/support/pdf-text-cli.mjs");
  return JSON.parse(execFileSync(process.execPath, [script], { input: bytes, maxBuffer: 50_000_000 }).toString("utf8"));
}

/** The PDF's objects and content streams as text (streams inflated), to look for fonts and drawing operators. */
export function pdfSource(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      return "";
    }
  });
  return raw + streams.join("\n");
}

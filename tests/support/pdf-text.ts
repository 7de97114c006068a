import { execFileSync } from "node:child_process";
import path from "node:path";

/** The text of a PDF as PDF.js reads it (pages joined by a line break). */
export function readPdfText(bytes: Uint8Array): { pages: number; text: string } {
  const script = path.join(process.cwd(), "tests/support/pdf-text-cli.mjs");
  return JSON.parse(execFileSync(process.execPath, [script], { input: bytes, maxBuffer: 50_000_000 }).toString("utf8"));
}

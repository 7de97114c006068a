// Reads a PDF from standard input and prints {"pages":n,"text":"..."} with PDF.js (the way a
// reader's PDF viewer extracts text). A separate process because PDF.js ships as ES modules.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= pdf.numPages; i++) {
  const content = await (await pdf.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join("\n") }));

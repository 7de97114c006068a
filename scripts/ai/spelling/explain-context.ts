// Prints, for the development real-word sets, each sentence's score for the intended word (how much better it fits
// than the word written, natural log; the meaning's share; the margin to beat), found or not:
// `npx tsx scripts/ai/spelling/explain-context.ts [set ...]` (default: the five development sets). Never the test halves or the public list.
import { loadSpellingChecker } from "@/lib/spelling/checker";
import { weighWords } from "@/lib/spelling/checker/context";
import { loadRealWord, type RealWordSet } from "./sets";

async function main() {
  const checker = await loadSpellingChecker();
  const model = checker.model!;
  const sets = (process.argv.slice(2).length ? process.argv.slice(2) : ["dev", "alike-dev", "slot-dev", "meaning-dev", "clause-dev"]) as RealWordSet[];
  if (sets.some((s) => s === "public" || s.endsWith("test"))) throw new Error("development sets only");
  for (const set of sets)
    for (const it of loadRealWord(set)) {
      const w = weighWords(model, it.written).find((x) => x.start === it.start);
      const r = w?.rivals.find((x) => x.word === it.intended.toLowerCase());
      const c = weighWords(model, it.correct).find((x) => x.start === it.start);
      const worst = c?.rivals.reduce((a, b) => (b.score - b.margin > a.score - a.margin ? b : a), c.rivals[0]);
      const cell = (x?: { score: number; meaning: number; margin: number }) => (x ? `${x.score.toFixed(1)} (meaning ${x.meaning.toFixed(1)}) / ${x.margin}` : "-");
      console.log(`${set}\t${r && r.score > r.margin ? "found" : "MISS "}\t${cell(r)}\tcorrected: ${worst ? `${worst.word} ${cell(worst)}` : "-"}\t${it.written}`);
    }
}
void main();

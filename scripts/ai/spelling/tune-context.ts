// Sets the real-word margins and the weight of the neighbours' word classes (context.ts):
// `npx tsx scripts/ai/spelling/tune-context.ts`. For each setting, how many development sentences are found (the confusion sets' development half
// and the sound-alike development set) against flags on the Brown tune split (correct text).
// Never reads the test half, the public list or the mixed paragraph set.
import { loadSpellingChecker } from "@/lib/spelling/checker";
import { contextFlags, contextModel, type ContextModel } from "@/lib/spelling/checker/context";
import { correctText, loadRealWord, type RealWordSet } from "./sets";

export function realWordFound(model: ContextModel, which: RealWordSet) {
  const items = loadRealWord(which);
  const found = items.filter((it) => contextFlags(model, it.written).some((f) => f.start === it.start && f.suggestions[0].toLowerCase() === it.intended.toLowerCase()));
  const falseFlagged = items.filter((it) => contextFlags(model, it.correct).length > 0);
  return { items, found, falseFlagged };
}

async function main() {
  const checker = await loadSpellingChecker();
  const tune = correctText("tune");
  const words = tune.reduce((n, t) => n + (t.match(/\p{L}{2,}/gu) ?? []).length, 0);
  console.log(`| class weight | set margin | alike and edit margin | dev found | alike-dev found | flags in ${words} Brown tune words |`);
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const classWeight of [0, 0.5, 1, 1.5])
    for (const margin of [3, 4, 5])
      for (const alikeMargin of [8, 9, 10]) {
        const model = contextModel(checker.model!, { words: checker.lexicon, margin, alikeMargin, editMargin: alikeMargin, classWeight });
        const dev = realWordFound(model, "dev");
        const alike = realWordFound(model, "alike-dev");
        const flags = tune.reduce((n, t) => n + contextFlags(model, t).length, 0);
        console.log(`| ${classWeight} | ${margin} | ${alikeMargin} | ${dev.found.length}/${dev.items.length} | ${alike.found.length}/${alike.items.length} | ${flags} |`);
      }
}

if (process.argv[1]?.endsWith("tune-context.ts")) void main();

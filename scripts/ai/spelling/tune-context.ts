// Sets the real-word margins and the weights of the neighbours' word classes and of the slot between them (context.ts):
// `npx tsx scripts/ai/spelling/tune-context.ts` (GRID="class weights/slot weights/two-away weights/set margins/alike margins/meaning weights/meaning leans/rare ratios/direct weights/clause weights/clause max counts", each a comma list, for another grid; MEANING_FILE for another meaning table). For each setting, how many development sentences are found (the confusion sets' development half,
// the sound-alike, the slot, the meaning and the clause development sets) against flags on the Brown tune split (correct text).
// Never reads the test half, the public list or the mixed paragraph set.
import { loadSpellingChecker } from "@/lib/spelling/checker";
import { CLAUSE_MAX_COUNT, CLAUSE_WEIGHT, contextFlags, contextModel, DIRECT_WEIGHT, RARE_RATIO, type ContextModel } from "@/lib/spelling/checker/context";
import { Meaning, type MeaningFile } from "@/lib/spelling/checker/meaning";
import { readFileSync } from "node:fs";
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
  // MEANING_FILE: another meaning table (build-meaning.ts with MEANING_OUT) instead of the committed one
  const meaning = process.env.MEANING_FILE ? new Meaning(JSON.parse(readFileSync(process.env.MEANING_FILE, "utf8")) as MeaningFile) : checker.model!.meaning;
  const words = tune.reduce((n, t) => n + (t.match(/\p{L}{2,}/gu) ?? []).length, 0);
  console.log(`| class weight | slot weight | two-away weight | set margin | alike and edit margin | meaning weight | meaning lean | rare ratio | direct weight | clause weight | clause max count | dev found | alike-dev found | slot-dev found | meaning-dev found | clause-dev found | dev sentences flagged once corrected | flags in ${words} Brown tune words |`);
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  // the grid searched when the last weights were set (each list: class weights / slot weights / two-away weights / set margins / alike margins / meaning weights / meaning leans / rare ratios / direct weights / clause weights / clause max counts)
  const grid = (process.env.GRID ?? "0.5/1.5/0.5/6/9/2/-Infinity/5/12/0,1.25,2,2.5,3/500,1000,1500").split("/").map((list) => list.split(",").map(Number));
  for (const classWeight of grid[0])
    for (const slotWeight of grid[1])
      for (const wideWeight of grid[2])
        for (const margin of grid[3])
          for (const alikeMargin of grid[4])
            for (const meaningWeight of grid[5] ?? [0])
              for (const meaningLean of grid[6] ?? [-Infinity])
                for (const rareRatio of grid[7] ?? [RARE_RATIO])
                  for (const directWeight of grid[8] ?? [DIRECT_WEIGHT])
                    for (const clauseWeight of grid[9] ?? [CLAUSE_WEIGHT])
                      for (const clauseMaxCount of grid[10] ?? [CLAUSE_MAX_COUNT]) {
              const model = contextModel(checker.model!, { words: checker.lexicon, margin, alikeMargin, editMargin: alikeMargin, classWeight, slotWeight, wideWeight, meaning, meaningWeight, meaningLean, rareRatio, directWeight, clauseWeight, clauseMaxCount });
              const sets = (["dev", "alike-dev", "slot-dev", "meaning-dev", "clause-dev"] as const).map((s) => realWordFound(model, s));
              const flags = tune.reduce((n, t) => n + contextFlags(model, t).length, 0);
              const wrong = sets.reduce((n, s) => n + s.falseFlagged.length, 0);
              console.log(`| ${classWeight} | ${slotWeight} | ${wideWeight} | ${margin} | ${alikeMargin} | ${meaningWeight} | ${meaningLean} | ${rareRatio} | ${directWeight} | ${clauseWeight} | ${clauseMaxCount} | ${sets.map((s) => `${s.found.length}/${s.items.length}`).join(" | ")} | ${wrong} | ${flags} |`);
            }
}

if (process.argv[1]?.endsWith("tune-context.ts")) void main();

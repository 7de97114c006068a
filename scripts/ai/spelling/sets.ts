// The spelling evaluation sets (tests/fixtures/ai/spelling, written once by build-eval-sets.ts
// and split into development and test halves before any tuning) and the correct text the
// false-flag rate is measured on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brownSplit, loadBrown, type RefDoc } from "../corpora";

export type SpellingItem = { misspelling: string; intended: string; pattern: string; source: string };
export type SetName = "phonetic-dev" | "phonetic-test" | "typing-dev" | "typing-test";

export const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "ai", "spelling");

export function loadSet(name: SetName): SpellingItem[] {
  return readFileSync(path.join(FIXTURES, `${name}.tsv`), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [misspelling, intended, pattern, source] = line.split("\t");
      return { misspelling, intended, pattern, source };
    });
}

/** Brown samples as running text with the sentence marks put back ("word word, word."). */
function brownText(doc: RefDoc): string {
  return doc.tokens.map((t) => t.word + (t.mark === "period" ? "." : t.mark === "question" ? "?" : t.mark === "comma" ? "," : "")).join(" ");
}

/**
 * Correct edited English for the false-flag rate: the Brown Corpus test split (samples whose
 * number ends in 0, about 100,000 words), never used for tuning or for the word frequencies;
 * the tuning split (ending in 5) is where the flagging thresholds were set.
 */
export function correctText(split: "test" | "tune"): string[] {
  return loadBrown()
    .filter((d) => brownSplit(d.id) === split)
    .map(brownText);
}

export type RealWordItem = { written: string; correct: string; start: number; intended: string };

/** "Turn [of|off] the light." -> the sentence as written, as meant, and where the word is. */
export function loadRealWord(which: "dev" | "test"): RealWordItem[] {
  return readFileSync(path.join(FIXTURES, `realword-${which}.txt`), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const m = /\[([^|\]]+)\|([^\]]+)\]/.exec(line)!;
      return { written: line.replace(m[0], m[1]), correct: line.replace(m[0], m[2]), start: m.index, intended: m[2] };
    });
}

// Where does a phrase between two clauses belong? For every sentence end the engine puts after a
// trailing phrase (a preposition and its noun phrase, an adverb, "next year") before a new subject
// and verb, counts whether the reference ends the sentence before that phrase (it opens the next
// sentence), after it (the engine's reading) or elsewhere, by the phrase's first word.
// Usage: npx tsx scripts/ai/experiments/opening-phrases.ts <fresh|dev|brown> (readable sets only;
// brown = the first N of Brown's tuning samples, N=20 by default; SHOW=1 prints each case).
import { punctuate, tagForRules } from "@/lib/ai/local/punctuation";
import { makeWord } from "@/lib/ai/local/punctuation/tokens";
import { carriesClause, clauseStartsAt, pos } from "@/lib/ai/local/punctuation/features";
import { brownSplit, loadBrown, textTokens } from "../corpora";
import { dictationDevelopment, dictationFresh, type EvalItem } from "../datasets";
import { alignWords } from "../prepare";

const NOUN_PHRASE = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM"]);
const isStop = (m: string) => m === "period" || m === "question";

function items(which: string): EvalItem[] {
  if (which === "fresh") return dictationFresh("dev");
  if (which === "dev") return dictationDevelopment();
  return loadBrown()
    .filter((d) => brownSplit(d.id) === "tune")
    .slice(0, Number(process.env.N ?? 20))
    .map((d) => ({ id: d.id, ref: d.tokens, input: d.tokens.map((t) => (/^np/.test(t.tag) || t.word === "I" ? t.word : t.word.toLowerCase())).join(" ") }));
}

/** The first word of the phrase that ends the sentence at word j (opened at s), or -1. */
function trailingPhrase(words: ReturnType<typeof makeWord>[], s: number, j: number): number {
  if (pos(words[j]) === "ADV") return j;
  let k = j;
  while (k > s && NOUN_PHRASE.has(pos(words[k]))) k--;
  if (k < j && pos(words[k]) === "ADP" && j - k <= 5) return k;
  return k === j - 1 && ["next", "last", "this"].includes(words[j - 1].lower) ? j - 1 : -1;
}

function main() {
  const counts: Record<string, [number, number, number]> = {};
  for (const item of items(process.argv[2] ?? "fresh")) {
    const hyp = textTokens(punctuate(item.input));
    const words = hyp.map((t) => makeWord(t.word.toLowerCase()));
    tagForRules(words, new Set());
    const refAt = new Map<number, number>();
    for (const [i, j] of alignWords(item.ref.map((t) => t.word.toLowerCase()), hyp.map((t) => t.word.toLowerCase()))) refAt.set(j, i);
    let s = 0;
    for (let j = 0; j < hyp.length - 1; j++) {
      if (!isStop(hyp[j].mark)) continue;
      const start = s;
      s = j + 1;
      const p = trailingPhrase(words, start, j);
      if (p <= start + 1 || !clauseStartsAt(words, j + 1, new Set())) continue;
      if (!words.slice(start, p).some((_, m) => carriesClause(words, start + m))) continue;
      const before = refAt.get(p - 1);
      const after = refAt.get(j);
      if (before === undefined || after === undefined) continue;
      const verdict = isStop(item.ref[before].mark) ? 0 : isStop(item.ref[after].mark) ? 1 : 2;
      const key = words[p].lower;
      counts[key] ??= [0, 0, 0];
      counts[key][verdict]++;
      if (process.env.SHOW) console.log(["opens ", "closes", "other "][verdict], hyp.slice(Math.max(start, p - 6), j + 5).map((t) => t.word).join(" "));
    }
  }
  const total = [0, 0, 0];
  for (const [word, row] of Object.entries(counts).sort((a, b) => b[1][0] + b[1][1] - a[1][0] - a[1][1])) {
    console.log(word.padEnd(16), row.join(" "));
    row.forEach((x, i) => (total[i] += x));
  }
  console.log(`phrase opens the next sentence ${total[0]}, closes its own ${total[1]}, neither ${total[2]}`);
}

main();

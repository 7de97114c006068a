// `npx tsx scripts/ai/punctuation-misses.ts [set]`: the punctuation engine's wrong and missed marks on one
// readable set, word by word, to find their causes. Sets: fresh-dev (default; everyday dictation written
// apart from the rules), dev (our development dictation). Held-out sets are not offered.
// PUNCT_TEXTS=1 also prints each text's reference beside the engine's output.
import { punctuate } from "@/lib/ai/local/punctuation";
import type { Mark } from "@/lib/ai/local/punctuation/model";
import { textTokens } from "./corpora";
import { dictationDevelopment, dictationFresh, type EvalItem } from "./datasets";
import { alignWords } from "./prepare";

const SETS: Record<string, () => EvalItem[]> = { "fresh-dev": () => dictationFresh("dev"), dev: dictationDevelopment };

const SIGN: Record<Mark, string> = { none: "", comma: ",", period: ".", question: "?" };
const kind = (m: Mark) => (m === "period" || m === "question" ? "stop" : m);

function main() {
  const name = process.argv[2] ?? "fresh-dev";
  const load = SETS[name];
  if (!load) throw new Error(`unknown set ${name}: one of ${Object.keys(SETS).join(", ")}`);
  const counts: Record<string, number> = {};
  for (const item of load()) {
    const output = punctuate(item.input);
    const hyp = textTokens(output);
    const norm = (w: string) => w.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    const lines: string[] = [];
    for (const [i, j] of alignWords(item.ref.map((t) => norm(t.word)), hyp.map((t) => norm(t.word)))) {
      if (i === item.ref.length - 1) continue;
      const gold = item.ref[i].mark;
      const got = hyp[j].mark;
      if (gold === got) continue;
      const label = got === "none" ? `missed ${kind(gold)}` : gold === "none" ? `wrong ${kind(got)}` : kind(gold) === kind(got) ? `${gold} for ${got}` : `${got} for ${gold}`;
      counts[label] = (counts[label] ?? 0) + 1;
      const before = hyp.slice(Math.max(0, j - 6), j + 1).map((t) => t.word + SIGN[t.mark]).join(" ");
      const after = hyp.slice(j + 1, j + 6).map((t) => t.word + SIGN[t.mark]).join(" ");
      lines.push(`  ${label.padEnd(18)} ${before} | ${after}   (reference "${item.ref[i].word}${SIGN[gold]}")`);
    }
    if (!lines.length && !process.env.PUNCT_TEXTS) continue;
    console.log(`${item.id}`);
    if (process.env.PUNCT_TEXTS) console.log(`  reference: ${item.ref.map((t) => t.word + SIGN[t.mark]).join(" ")}\n  engine:    ${output}`);
    for (const l of lines) console.log(l);
  }
  console.log("\ntotals:", Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", "));
}

main();

// How much of a punctuated text lies in sentence-length stretches (runs of words closed by a mark
// or a line end, of at most SENTENCE_STRETCH words): the evidence `punctuatedByWriter` reads to
// tell a writer's punctuation from a "period" said once into dictation. Prints the share for the
// four development inaugural addresses, Brown's tuning samples written with their full stops,
// commas and question marks, and the pasted letters of the readable legal sets.
//   npx tsx scripts/ai/tools/stretch-stats.ts
import { parseText } from "@/lib/ai/local/punctuation/tokens";
import { punctuatedByWriter, sentenceShare } from "@/lib/ai/local/punctuation";
import { fresh4Legal } from "@/tests/fixtures/ai/fresh4/legal";
import { freshLegal } from "@/tests/fixtures/ai/fresh/legal";
import { legalHarmDev } from "@/tests/fixtures/ai/sets/harm-dev";
import { punctuatedSpeeches } from "../datasets";
import { brownSplit, loadBrown } from "../corpora";

function share(text: string): { share: number; writer: boolean } {
  const lines = parseText(text).flatMap((b) => b.map((l) => l.words));
  return { share: sentenceShare(lines), writer: punctuatedByWriter(lines) };
}

function summary(name: string, texts: string[]) {
  const s = texts.map(share);
  const min = Math.min(...s.map((x) => x.share));
  console.log(`${name}: ${texts.length} texts, lowest share ${min.toFixed(2)}, judged not the writer's punctuation ${s.filter((x) => !x.writer).length}`);
}

summary("inaugural addresses (development)", punctuatedSpeeches().map((i) => i.text));
const mark = { period: ".", comma: ",", question: "?" } as Record<string, string>;
summary("Brown tuning samples", loadBrown().filter((d) => brownSplit(d.id) === "tune").map((d) => d.tokens.map((t) => t.word + (mark[t.mark] ?? "")).join(" ")));
summary("pasted legal letters (harm-dev, fresh, fresh4)", [...legalHarmDev, ...freshLegal, ...fresh4Legal].filter((i) => i.input === i.reference).map((i) => i.input));

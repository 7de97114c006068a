// `npm run eval:ai`: measures the local AI engine on external and our own labelled text and
// prints precision/recall/F1 per job (the figures in the README and docs/ai.md; the floors in
// tests/unit/ai/quality.test.ts and tools-quality.test.ts sit a little below them), plus the
// punctuation speed; the voice tools on their development and test splits (scripts/ai/tools), and
// their harm and job on the fresh sets (tuned on) and the fresh2 set (held out, totals only).
import { availableParallelism, loadavg } from "node:os";
import { punctuate } from "@/lib/ai/local/punctuation";
import { tagWords } from "@/lib/ai/local/nlp";
import { amiTestSet, brownTestSet, dictationDevelopment, dictationFresh, dictationHeldOut, nlpCorpusSet, punctuatedSpeeches, punctuatedSpeechesHeldOut, quickSubset, speechesAsDictation, type EvalItem } from "./datasets";
import { fragmentFigures, keptMarkFigures } from "./kept-marks";
import { scoreTexts, type PRF } from "./prepare";
import { printToolFigures } from "./tools/eval-tools";
import { printHarmFigures } from "./tools/eval-harm";
import { evaluateSpelling } from "./spelling/eval-spelling";

const pct = (x: number) => x.toFixed(3);
const row = (cells: string[]) => console.log(`| ${cells.join(" | ")} |`);

function prfCells(p: PRF): string[] {
  return [pct(p.precision), pct(p.recall), pct(p.f1)];
}

export function punctuationFigures(items: EvalItem[]) {
  return scoreTexts(items.map((it) => ({ ref: it.ref, output: punctuate(it.input) })));
}

type Timing = { passages: number; wallP50: number; wallP95: number; cpuP50: number; cpuP95: number };

/**
 * Wall and CPU time of punctuating 1,000-word passages (CPU time barely moves on a busy machine).
 * `run` replaces punctuation, for the baseline measured on the same passages.
 */
export function speed(words: string[], run: (passage: string) => unknown = punctuate): Timing {
  const passages: string[] = [];
  for (let i = 0; i + 1000 <= words.length && passages.length < 60; i += 500) passages.push(words.slice(i, i + 1000).join(" "));
  for (const p of passages.slice(0, 5)) run(p); // warm-up (model and tagger load once)
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const p of passages) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run(p);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  return { passages: passages.length, wallP50: at(wall, 0.5), wallP95: at(wall, 0.95), cpuP50: at(cpu, 0.5), cpuP95: at(cpu, 0.95) };
}

/**
 * Do no harm: text that is already punctuated comes back with its own marks (precision of the
 * engine's sentence ends and commas against the text's, and words given a mark they did not
 * have: target >= 0.98, >= 0.98, <= 1%); on unpunctuated input, the share of the sentences the
 * engine ends that have no finite verb (by compromise, not the tagger the engine reads; target
 * under 1%), beside the same share in the sets' own punctuation.
 */
function printPunctuationHarmFigures(sets: Array<[string, EvalItem[]]>) {
  console.log("\n## Punctuation on text that is already punctuated (respect what is there)\n");
  row(["set", "texts", "words", "sentence-end precision", "comma precision", "words given a new mark", "texts unchanged"]);
  row(["---", "---", "---", "---", "---", "---", "---"]);
  for (const [name, items] of [
    ["four US inaugural addresses (1989-2021; public domain; never trained on; the kept-marks rule was written on them)", punctuatedSpeeches()],
    ["six more inaugural addresses (1961-2017; same source; held out: nothing written or tuned on them)", punctuatedSpeechesHeldOut()],
  ] as const) {
    const k = keptMarkFigures(items);
    row([name, String(k.texts), String(k.words), pct(k.stop.precision), pct(k.comma.precision),
      `${k.newMarks} (${((100 * k.newMarks) / k.words).toFixed(2)}%)`, `${k.unchanged} of ${k.texts}`]);
  }
  console.log("\n## Verbless sentences (no fragments; finite verb by compromise)\n");
  row(["set", "sentences the engine ended", "fragments (no finite verb, not a minor sentence)", "share", "share in the set's own punctuation", "minor sentences (replies alone: \"Yeah.\")", "share", "share in the set's own punctuation"]);
  row(["---", "---", "---", "---", "---", "---", "---", "---"]);
  for (const [name, items] of sets) {
    if (name.includes("every third")) continue;
    const f = fragmentFigures(items.map((it) => punctuate(it.input)));
    const ref = fragmentFigures(items.map((it) => it.ref.map((t) => t.word + (t.mark === "period" ? "." : t.mark === "question" ? "?" : t.mark === "comma" ? "," : "")).join(" ")));
    const share = (n: number, of: number) => `${((100 * n) / of).toFixed(2)}%`;
    row([name, String(f.sentences), String(f.fragments), share(f.fragments, f.sentences), share(ref.fragments, ref.sentences), String(f.minor), share(f.minor, f.sentences), share(ref.minor, ref.sentences)]);
  }
}

function main() {
  // EVAL_ONLY=spelling: the spelling checker's figures alone (docs/spelling.md), a few minutes
  if (process.env.EVAL_ONLY === "spelling") {
    void evaluateSpelling(row).then(() => console.log(`\n(load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(", ")} on ${availableParallelism()} cores)\n`));
    return;
  }
  console.log("## Punctuation (dictated input: lower case, no punctuation; names and I keep capitals)\n");
  row(["set", "texts", "words", "mark", "precision", "recall", "F1"]);
  row(["---", "---", "---", "---", "---", "---", "---"]);
  const brown = brownTestSet();
  const nlp = nlpCorpusSet();
  const ami = amiTestSet();
  const sets: Array<[string, EvalItem[]]> = [
    ["Brown Corpus test split (external, held out)", brown],
    ["nlp-corpus sentences (external, held out)", nlp],
    ["Brown test split, every third sample (the unit test's subset)", quickSubset(brown)],
    ["nlp-corpus, every third passage (the unit test's subset)", quickSubset(nlp)],
    ["four US inaugural addresses read as dictation (public domain speech; never trained or tuned on)", speechesAsDictation()],
    ["AMI meetings, test partition, read as dictation (transcribed speech, CC BY 4.0; never trained or tuned on)", ami],
    ["AMI test meetings, every third text (the unit test's subset)", quickSubset(ami)],
    ["dictation, held out (ours)", dictationHeldOut()],
    ["dictation, development (ours, tuned on)", dictationDevelopment()],
    ["everyday dictation written apart from the rules, development", dictationFresh("dev")],
    ["everyday dictation written apart from the rules, held out", dictationFresh("heldout")],
  ];
  for (const [name, items] of sets) {
    const s = punctuationFigures(items);
    const words = items.reduce((n, it) => n + it.ref.length, 0);
    for (const [mark, p] of [["sentence end", s.stop], ["comma", s.comma], ["question mark", s.question], ["capital letter", s.capital]] as const)
      row([name, String(items.length), String(words), mark, ...prfCells(p)]);
    row([name, String(items.length), String(words), "sentence-start capital (accuracy in the F1 column)", "-", "-", pct(s.sentenceStartCapital)]);
  }
  printPunctuationHarmFigures(sets);
  console.log("\n## Speed: punctuation of 1,000 dictated words (target p95 <= 100 ms)\n");
  // The tagger alone on the same passages in the same minutes: a slow or busy machine slows
  // both, so the ratio compares runs on different machines.
  row(["text", "passages", "wall p50", "wall p95", "CPU p50", "CPU p95", "CPU p50 / tagger"]);
  row(["---", "---", "---", "---", "---", "---", "---"]);
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  for (const [name, words] of [
    ["dictation set", [...dictationHeldOut(), ...dictationDevelopment()].flatMap((d) => d.input.split(" "))],
    ["Brown test split", brownTestSet().flatMap((d) => d.input.split(" "))],
  ] as const) {
    const base = speed([...words], (p) => tagWords(p.toLowerCase().split(" ")));
    const t = speed([...words]);
    row([`${name}: tagger only (baseline)`, String(base.passages), ms(base.wallP50), ms(base.wallP95), ms(base.cpuP50), ms(base.cpuP95), "1.0x"]);
    row([name, String(t.passages), ms(t.wallP50), ms(t.wallP95), ms(t.cpuP50), ms(t.cpuP95), `${(t.cpuP50 / base.cpuP50).toFixed(1)}x`]);
  }
  console.log(`\n(load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(", ")} on ${availableParallelism()} cores)\n`);
  // EVAL_ONLY=punctuation stops here (the voice tools and spelling take many more minutes).
  if (process.env.EVAL_ONLY === "punctuation") return;
  // the spelling checker against hunspell, after the tools (scripts/ai/spelling; docs/spelling.md)
  void printToolFigures(row)
    .then(() => printHarmFigures(row))
    .then(() => evaluateSpelling(row));
}

main();

// Local AI engine benchmark (run by `npm run bench`, not by the tests).
//
// For each local job: milliseconds per 1,000 words on a fixed corpus (dictated development
// fixtures and the economics lecture), as wall-clock p50/p95 and CPU time p50 (the CPU time
// is what our code costs even when other processes share the machine). For punctuation, also
// the ratio to the bare tokenizer + tagger pass (wink-nlp) on the same text.
// Targets: punctuation of 1,000 words <= 100 ms p95; a 9,000-word lecture to notes <= 2 s.
import { performance } from "node:perf_hooks";
import type { BenchResults } from "./support/results";
import { punctuate } from "@/lib/ai/local/punctuation";
import { tagWords } from "@/lib/ai/local/nlp";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { processLecture } from "@/lib/ai/local/lecture";
import { processMeeting } from "@/lib/ai/local/meeting";
import { formatLegal } from "@/lib/ai/local/legal";
import { analyzeBrainstorm, brainstormStarters } from "@/lib/ai/local/brainstorm";
import { phraseBreaks } from "@/lib/ai/local/brainstorm-pauses";
import { analyzePronunciation } from "@/lib/ai/local/pronunciation/analyze";
import { generateExercises } from "@/lib/ai/local/pronunciation/exercises";
import { loadCmu } from "@/lib/ai/local/pronunciation/cmu";
import { generateTemplate } from "@/lib/ai/local/templates";
import { devCases } from "../fixtures/ai/punctuation-dev";
import { devReferences } from "../fixtures/ai/punctuation-dev2";
import { dev3References } from "../fixtures/ai/punctuation-dev3";
import { toDictation } from "../fixtures/ai/sentence-f1";
import { lectureFixture } from "../fixtures/ai/lecture";
import { meetingFixture } from "../fixtures/ai/meeting";
import { legalFixture } from "../fixtures/ai/legal";
import { brainstormFixture } from "../fixtures/ai/brainstorm";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

function firstWords(text: string, n: number): string {
  const words: string[] = [];
  while (words.length < n) words.push(...text.split(/\s+/).filter(Boolean));
  return words.slice(0, n).join(" ");
}

const dictated = [...devCases.map((c) => c.dictated), ...devReferences.map(toDictation), ...dev3References.map(toDictation)].join(" ");
const CORPUS = {
  dictation1000: firstWords(dictated, 1000),
  lecture1000: firstWords(lectureFixture.transcript, 1000),
  lecture9000: firstWords(lectureFixture.transcript, 9000),
  meeting1000: firstWords(meetingFixture.transcript, 1000),
  legal1000: firstWords(legalFixture.transcript, 1000),
  brainstorm1000: firstWords(brainstormFixture.transcript, 1000),
};

type Stats = { p50: number; p95: number; cpu50: number };

async function measure(fn: () => unknown | Promise<unknown>, runs = RUNS): Promise<Stats> {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(); // warm up (JIT, lazy loads)
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  return { p50: q(wall, 0.5), p95: q(wall, 0.95), cpu50: q(cpu, 0.5) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function runAiBench(results: BenchResults): Promise<void> {
  await loadCmu();
  const add = (job: string, unit: string, s: Stats, target?: { text: string; met: boolean }) =>
    results.add({
      section: "local AI",
      figure: `${job} (${unit})`,
      value: `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, cpu p50 ${ms(s.cpu50)}`,
      target: target?.text ?? "",
      met: target ? target.met : null,
      data: { ...s, runs: RUNS },
    });

  const tagOnly = await measure(() => tagWords(CORPUS.dictation1000.split(" ")));
  const punct = await measure(() => punctuate(CORPUS.dictation1000));
  add("tokenizer + tagger only (wink-nlp)", "per 1,000 words", tagOnly);
  add("punctuation (dictation)", `per 1,000 words, ${(punct.p50 / tagOnly.p50).toFixed(1)}x the tagger`, punct, { text: "p95 <= 100 ms", met: punct.p95 <= 100 });
  add("punctuation (lecture)", "per 1,000 words", await measure(() => punctuate(CORPUS.lecture1000)));
  add("enhance document", "per 1,000 words", await measure(() => enhanceDocument(CORPUS.dictation1000)));
  add("meeting minutes", "per 1,000 words", await measure(() => processMeeting({ ...meetingFixture, transcript: CORPUS.meeting1000 })));
  add("legal format (memo)", "per 1,000 words", await measure(() => formatLegal({ ...legalFixture, transcript: CORPUS.legal1000 })));
  add("brainstorm analysis", "per 1,000 words", await measure(() => analyzeBrainstorm(CORPUS.brainstorm1000, brainstormFixture.prompt)));
  add("lecture notes", "per 1,000 words", await measure(() => processLecture({ ...lectureFixture, transcript: CORPUS.lecture1000 })));
  const lecture9k = await measure(() => processLecture({ ...lectureFixture, transcript: CORPUS.lecture9000 }), Math.max(5, Math.floor(RUNS / 4)));
  add("lecture notes, 9,000 words", "per lecture", lecture9k, { text: "p95 <= 2 s", met: lecture9k.p95 <= 2000 });
  add("pronunciation analysis", "per 1,000 words", await measure(() => analyzePronunciation(CORPUS.lecture1000.replace(/demand/g, "the man"), CORPUS.lecture1000, "en-US")));
  add("pronunciation exercise", "per request", await measure(() => generateExercises("en-GB", "advanced", "sentences", 1)));
  // (a long brainstorm whose 40 phrases the user typed over: each is looked for only a little past the one before)
  const nearly = `${"we could ".repeat(1_000)}bake`;
  const overtyped = await measure(() => phraseBreaks("we could ".repeat(10_000).trim(), Array.from({ length: 40 }, () => nearly)), Math.max(5, Math.floor(RUNS / 4)));
  add("brainstorm pauses, 40 phrases not found", "per 10,000 words", overtyped, { text: "p95 <= 2.5 s", met: overtyped.p95 <= 2500 });
  add("brainstorm starters", "per request", await measure(() => brainstormStarters("climate change")));
  add("template", "per request", await measure(() => generateTemplate("report", ["quarterly sales for the board", "formal", "include a chart"])));
}

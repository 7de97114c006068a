// Trains the lecture notes' confidence model (lib/ai/local/lecture-confidence.ts) and chooses its threshold.
// Rows: every key term the engine lists, with the confidence gate off, on every development lecture set of
// eval-harm.ts (never the held-out fresh2, fresh3, fresh14); label from the harm scorer: wrong = an example's
// noun, a definition not the lecture's, or an unlabelled term a person judged chatter; right = a labelled term
// scored right, or an unlabelled one judged fine. Unlabelled terms nobody judged are left out of training and
// counted (LECTURE_PESSIMISTIC=1 counts them wrong instead). The review questions are not gated (they ask about the
// lecture's terms as before): they count in the precision of what is kept, always kept.
// Calibration: leave one set out (train on the others, score it), pooled; the threshold is the lowest score at
// which the pooled out-of-set precision of what is kept (terms and every question) is >= 0.99.
// Deterministic (fixed order, full-batch gradient descent, fixed steps).
// Run: `npx tsx scripts/ai/experiments/lecture-confidence.ts` (LECTURE_WRITE=1 writes the weights file;
// LECTURE_ROWS=/tmp/rows.json caches the rows between runs).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { lecturePaths } from "@/lib/ai/local/lecture";
import { CONFIDENCE_GATE, encode, FEATURE_NAMES, type TermFeatures } from "@/lib/ai/local/lecture-confidence";
import { DEVELOPMENT_JUDGEMENTS, SETS, HELD_OUT, type HarmSplit } from "../tools/eval-harm";
import { freshLectureFigures, type LectureVerdict } from "../tools/eval-fresh";
import { indexJudgements } from "../tools/unlabelled";

type Row = { set: string; id: string; term: string; features: TermFeatures; label: "right" | "wrong" | "unjudged"; path: string };
type QuestionRow = { set: string; id: string; wrong: boolean; terms: number[] };

const TARGET = 0.99;
const LAMBDA = Number(process.env.LECTURE_LAMBDA ?? 0.003);
const STEPS = Number(process.env.LECTURE_STEPS ?? 4000);
const RATE = 0.5;

async function collect(): Promise<{ rows: Row[]; questions: QuestionRow[] }> {
  const cache = process.env.LECTURE_ROWS;
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8"));
  CONFIDENCE_GATE.on = false;
  const judgements = indexJudgements(DEVELOPMENT_JUDGEMENTS);
  const sets = (Object.keys(SETS) as HarmSplit[]).filter((s) => !HELD_OUT.includes(s) && SETS[s].lecture.length > 0);
  const rows: Row[] = [];
  const questions: QuestionRow[] = [];
  for (const set of sets) {
    const verdicts: LectureVerdict[] = [];
    await freshLectureFigures(SETS[set].lecture, undefined, (v) => verdicts.push(v), (id, text) => judgements(set, id, "lecture", text)?.verdict);
    for (const v of verdicts) {
      const paths = lecturePaths(v.notes);
      const base = rows.length;
      v.notes.keyTerms.forEach((t, i) => {
        const features = paths?.features?.[i];
        if (!features) throw new Error(`no features for ${set} ${v.item.id} ${t.term}`);
        const j = v.termJudgement[i];
        const label = v.termWrong[i] ? "wrong" : v.termUnlabelled[i] ? (j === "chatter" ? "wrong" : j === "fine" ? "right" : "unjudged") : "right";
        rows.push({ set, id: v.item.id, term: t.term, features, label, path: paths?.terms[i] ?? "?" });
      });
      v.notes.questions.forEach((q, i) => {
        const asks = v.notes.keyTerms.flatMap((t, k) => (q.toLowerCase().includes(t.term.toLowerCase()) ? [base + k] : []));
        questions.push({ set, id: v.item.id, wrong: v.questionWrong[i], terms: asks });
      });
    }
  }
  CONFIDENCE_GATE.on = true;
  if (cache) writeFileSync(cache, JSON.stringify({ rows, questions }));
  return { rows, questions };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Logistic regression, L2 on every weight but the bias, full-batch gradient descent from zero. */
function train(xs: number[][], ys: number[]): number[] {
  const n = xs.length;
  const d = xs[0].length;
  const w = new Array<number>(d).fill(0);
  for (let step = 0; step < STEPS; step++) {
    const g = new Array<number>(d).fill(0);
    for (let i = 0; i < n; i++) {
      const p = sigmoid(xs[i].reduce((s, v, k) => s + v * w[k], 0));
      for (let k = 0; k < d; k++) g[k] += (p - ys[i]) * xs[i][k];
    }
    for (let k = 0; k < d; k++) w[k] -= RATE * (g[k] / n + (k === 0 ? 0 : 2 * LAMBDA * w[k]));
  }
  return w;
}

const scoreOf = (w: readonly number[], x: readonly number[]) => sigmoid(x.reduce((s, v, k) => s + v * w[k], 0));

type Point = { threshold: number; keptRight: number; keptWrong: number; precision: number; recall: number; kept: number };

/** Precision and recall of what is kept at each threshold: terms with their score; questions are always kept (the gate leaves them as they were). */
function curve(rows: Row[], scores: number[], questions: QuestionRow[]): Point[] {
  const items = [
    ...rows.map((r, i) => ({ s: scores[i], right: r.label === "right", wrong: r.label === "wrong", term: true })),
    ...questions.map((q) => ({ s: 1, right: !q.wrong, wrong: q.wrong, term: false })),
  ];
  const totalRightTerms = items.filter((x) => x.term && x.right).length;
  const thresholds = [...new Set(items.map((x) => x.s))].sort((a, b) => b - a);
  return thresholds.map((t) => {
    const kept = items.filter((x) => x.s >= t);
    const keptRight = kept.filter((x) => x.right).length;
    const keptWrong = kept.filter((x) => x.wrong).length;
    return { threshold: t, keptRight, keptWrong, precision: keptRight / Math.max(1, keptRight + keptWrong), recall: kept.filter((x) => x.term && x.right).length / totalRightTerms, kept: kept.length };
  });
}

/** The lowest threshold whose kept precision reaches the target (most kept), or the highest threshold. */
function choose(points: Point[]): Point {
  const ok = points.filter((p) => p.precision >= TARGET);
  return ok.length ? ok[ok.length - 1] : points[0];
}

function printCurve(name: string, points: Point[]) {
  console.log(`\n${name}: kept precision and right-term recall by threshold`);
  console.log("| threshold | kept | kept wrong | precision | right terms kept |");
  console.log("| --- | --- | --- | --- | --- |");
  const marks = [0, 0.5, 0.7, 0.8, 0.85, 0.9, 0.92, 0.94, 0.95, 0.96, 0.97, 0.98, 0.99];
  for (const m of marks) {
    const p = points.filter((x) => x.threshold >= m).pop();
    if (p) console.log(`| ${m.toFixed(2)} | ${p.kept} | ${p.keptWrong} | ${p.precision.toFixed(3)} | ${p.recall.toFixed(3)} |`);
  }
}

async function main() {
  const { rows: all, questions } = await collect();
  const pessimistic = !!process.env.LECTURE_PESSIMISTIC;
  const rows = all.map((r) => (pessimistic && r.label === "unjudged" ? { ...r, label: "wrong" as const } : r));
  const labelled = rows.map((r, i) => ({ r, i })).filter((x) => x.r.label !== "unjudged");
  const count = (l: string) => rows.filter((r) => r.label === l).length;
  console.log(`rows: ${rows.length} key terms (${count("right")} right, ${count("wrong")} wrong, ${count("unjudged")} unjudged ${pessimistic ? "counted wrong" : "left out"}); ${questions.length} questions (${questions.filter((q) => q.wrong).length} wrong)`);
  // LECTURE_DROP="position,verb means": zero the features whose names start so (an ablation; the committed model uses every feature)
  const drop = (process.env.LECTURE_DROP ?? "").split(",").filter(Boolean).map((n) => FEATURE_NAMES.findIndex((f) => f.startsWith(n)));
  const xs = rows.map((r) => encode(r.features).map((v, k) => (drop.includes(k) ? 0 : v)));
  const ys = rows.map((r) => (r.label === "right" ? 1 : 0));
  // in sample
  const w = train(labelled.map((x) => xs[x.i]), labelled.map((x) => ys[x.i]));
  const inSample = curve(rows, xs.map((x) => scoreOf(w, x)), questions);
  printCurve("In sample (trained on every development set)", inSample);
  // leave one set out
  const sets = [...new Set(rows.map((r) => r.set))];
  const out = new Array<number>(rows.length).fill(0);
  for (const s of sets) {
    const train_ = labelled.filter((x) => x.r.set !== s);
    const ws = train(train_.map((x) => xs[x.i]), train_.map((x) => ys[x.i]));
    rows.forEach((r, i) => {
      if (r.set === s) out[i] = scoreOf(ws, xs[i]);
    });
  }
  const loso = curve(rows, out, questions);
  printCurve("Leave one set out, pooled", loso);
  const chosen = choose(loso);
  console.log(`\nthreshold ${chosen.threshold.toFixed(4)}: pooled out-of-set kept ${chosen.kept}, wrong ${chosen.keptWrong}, precision ${chosen.precision.toFixed(3)}, right terms kept ${chosen.recall.toFixed(3)}`);
  const termsKept = rows.filter((_, i) => out[i] >= chosen.threshold);
  const termsWrong = termsKept.filter((r) => r.label === "wrong").length;
  console.log(`of which key terms: ${termsKept.length} kept, ${termsWrong} wrong (precision ${(1 - termsWrong / Math.max(1, termsKept.length)).toFixed(3)}); questions ${questions.length}, ${questions.filter((q) => q.wrong).length} wrong, all kept`);
  const before = curve(rows, rows.map(() => 1), questions)[0];
  console.log(`no gate: kept ${before.kept}, wrong ${before.keptWrong}, precision ${before.precision.toFixed(3)}`);
  // per set, out of set, at the chosen threshold
  console.log("\n| set | terms | wrong | kept | kept wrong | right kept |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const s of sets) {
    const idx = rows.map((r, i) => ({ r, i })).filter((x) => x.r.set === s);
    const kept = idx.filter((x) => out[x.i] >= chosen.threshold);
    console.log(`| ${s} | ${idx.length} | ${idx.filter((x) => x.r.label === "wrong").length} | ${kept.length} | ${kept.filter((x) => x.r.label === "wrong").length} | ${kept.filter((x) => x.r.label === "right").length} of ${idx.filter((x) => x.r.label === "right").length} |`);
  }
  if (process.env.LECTURE_SETNESS) {
    // how much of each feature's spread is which set a lecture came from (eta squared) against how much it tells
    // right from wrong (absolute correlation with the label): a feature high on the first and low on the second
    // carries the set's identity more than the term's
    console.log("\n| feature | set share of variance | correlation with right |");
    console.log("| --- | --- | --- |");
    const lab = labelled.map((x) => ({ x: xs[x.i], y: ys[x.i], set: x.r.set }));
    FEATURE_NAMES.forEach((n, k) => {
      if (k === 0) return;
      const v = lab.map((r) => r.x[k]);
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      const total = v.reduce((a, b) => a + (b - mean) ** 2, 0);
      const between = sets.reduce((a, s) => {
        const vs = lab.filter((r) => r.set === s).map((r) => r.x[k]);
        const m = vs.reduce((p, q) => p + q, 0) / Math.max(1, vs.length);
        return a + vs.length * (m - mean) ** 2;
      }, 0);
      const my = lab.reduce((a, r) => a + r.y, 0) / lab.length;
      const cov = lab.reduce((a, r) => a + (r.x[k] - mean) * (r.y - my), 0);
      const vy = lab.reduce((a, r) => a + (r.y - my) ** 2, 0);
      console.log(`| ${n} | ${(between / Math.max(1e-9, total)).toFixed(3)} | ${Math.abs(cov / Math.sqrt(Math.max(1e-9, total * vy))).toFixed(3)} |`);
    });
  }
  if (process.env.LECTURE_PROBE) {
    // the full model's confidence for each term of one lecture (text in the variable), as the notes would list it
    const { processLecture } = await import("@/lib/ai/local/lecture");
    CONFIDENCE_GATE.on = false;
    const notes = processLecture({ transcript: process.env.LECTURE_PROBE, courseTitle: "Probe", lecturerName: "Probe" });
    lecturePaths(notes)?.features?.forEach((f, i) => console.log(`probe: ${notes.keyTerms[i].term} ${scoreOf(w, encode(f)).toFixed(3)} ${JSON.stringify(f)}`));
    CONFIDENCE_GATE.on = true;
  }
  console.log("\nweights (full model):");
  FEATURE_NAMES.forEach((n, k) => console.log(`  ${w[k] >= 0 ? " " : ""}${w[k].toFixed(3)}  ${n}`));
  if (process.env.LECTURE_LIST) {
    for (const [i, r] of rows.entries()) if (r.label !== "right" || out[i] < chosen.threshold) console.log(`${r.label.padEnd(8)} ${out[i] >= chosen.threshold ? "kept    " : "withheld"} ${out[i].toFixed(3)} ${r.set} ${r.id} [${r.path}] ${r.term}`);
  }
  if (process.env.LECTURE_WRITE) {
    const file = [
      "// Generated by scripts/ai/experiments/lecture-confidence.ts (LECTURE_WRITE=1): do not edit by hand.",
      `// Trained on ${labelled.length} key terms of the development lecture sets (${sets.join(", ")}); one weight per`,
      "// FEATURE_NAMES entry of lecture-confidence.ts. The threshold is where the pooled leave-one-set-out precision of",
      `// what is kept reaches ${TARGET} (out of set: ${chosen.keptWrong} wrong of ${chosen.kept} kept, ${chosen.recall.toFixed(3)} of right terms kept).`,
      "export const LECTURE_CONFIDENCE_WEIGHTS = {",
      `  weights: [${w.map((v) => Number(v.toFixed(6))).join(", ")}],`,
      `  threshold: ${Number(chosen.threshold.toFixed(6))},`,
      "};",
      "",
    ].join("\n");
    writeFileSync("lib/ai/local/lecture-confidence-weights.ts", file);
    console.log("\nwrote lib/ai/local/lecture-confidence-weights.ts");
  }
}

void main();

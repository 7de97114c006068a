// Learns how sure the engine may be of each meeting action item, its owner and its due day
// (lib/ai/local/meeting-confidence.ts), from every readable development meeting set of meeting-paths.ts (never the
// held-out fresh2, fresh3 or fresh14), and chooses the thresholds under which the engine holds them back.
// Rows: every action item the rules give (nothing held back while they are read), labelled by the harm scorer
// (scripts/ai/tools/eval-fresh.ts freshMeetingFigures): the item is wrong when it is a status update or decision or
// judged chatter, right when it matches a labelled action or was judged fine; an unlabelled item nobody judged is left
// out of training and of the main figures, and counted wrong in the pessimistic ones printed beside them. Its owner (or
// day) is wrong when the matched label's is another.
// Calibration: leave one set out. Each set is scored by models trained on the other sets; these out-of-set scores are
// pooled, and the thresholds are the ones keeping the most found actions (and found actions with owner and day) where
// the pooled out-of-set precision of what is kept is at least 0.99. That pooled figure is the first-contact estimate.
// Run: `npx tsx scripts/ai/experiments/meeting-confidence.ts` (prints the curves; `--write` writes the weights and
// thresholds to lib/ai/local/meeting-confidence-weights.ts; MEETING_CONFIDENCE_PESSIMISTIC=1 trains and chooses with
// unjudged items counted wrong).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { actionConfidence } from "@/lib/ai/local/meeting-actions";
import { meetingConfidence, scoreWith, type ConfidenceFeatures, type ConfidenceModel, type ConfidenceModels } from "@/lib/ai/local/meeting-confidence";
import { DEVELOPMENT_JUDGEMENTS, HELD_OUT } from "../tools/eval-harm";
import { freshMeetingFigures, type MeetingVerdict } from "../tools/eval-fresh";
import { indexJudgements } from "../tools/unlabelled";
import { READABLE } from "./meeting-paths";

export type Row = {
  set: string;
  id: string;
  task: string;
  features: ConfidenceFeatures;
  /** undefined: unlabelled and unjudged. */
  itemWrong?: boolean;
  ownerWrong?: boolean;
  dueWrong?: boolean;
  assignee?: string;
  dueDate?: string;
  label?: { owner?: string; due?: string };
};

/** A logistic regression with an L2 penalty, fitted by plain gradient descent from zero: the same rows give the same weights. */
export function trainLogistic(rows: Array<{ x: string[]; right: boolean }>, lambda = LAMBDA, steps = 1500, rate = 0.5): ConfidenceModel {
  const vocabulary = [...new Set(rows.flatMap((r) => r.x))].sort();
  const index = new Map(vocabulary.map((v, i) => [v, i]));
  const xs = rows.map((r) => [...new Set(r.x)].map((v) => index.get(v)!));
  const w = new Float64Array(vocabulary.length);
  let bias = 0;
  const n = Math.max(rows.length, 1);
  for (let step = 0; step < steps; step++) {
    const grad = new Float64Array(vocabulary.length);
    let gBias = 0;
    for (const [k, r] of rows.entries()) {
      let z = bias;
      for (const i of xs[k]) z += w[i];
      const err = 1 / (1 + Math.exp(-z)) - (r.right ? 1 : 0);
      gBias += err;
      for (const i of xs[k]) grad[i] += err;
    }
    bias -= (rate * gBias) / n;
    for (let i = 0; i < w.length; i++) w[i] -= (rate * (grad[i] + lambda * w[i])) / n;
  }
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  const weights: Record<string, number> = {};
  for (const [i, v] of vocabulary.entries()) if (round(w[i]) !== 0) weights[v] = round(w[i]);
  return { bias: round(bias), weights };
}

/** The L2 penalty (MEETING_CONFIDENCE_LAMBDA to try others). */
const LAMBDA = Number(process.env.MEETING_CONFIDENCE_LAMBDA ?? 1);
/** Feature prefixes left out (MEETING_CONFIDENCE_DROP=labels=,people= to try without them). */
const DROP = (process.env.MEETING_CONFIDENCE_DROP ?? "").split(",").filter(Boolean);
const kept = (x: string[]) => x.filter((f) => !DROP.some((d) => f.startsWith(d)));
const MIN_KEPT = 100;
/**
 * Naive Bayes with add-one smoothing, as a check on the model family (MEETING_CONFIDENCE_BAYES=1 scores with it): the
 * same features, each counted apart for right and wrong rows, read as log-odds like the regression's weights.
 */
export function trainBayes(rows: Array<{ x: string[]; right: boolean }>): ConfidenceModel {
  const right = rows.filter((r) => r.right);
  const wrong = rows.filter((r) => !r.right);
  const count = (list: typeof rows) => {
    const m = new Map<string, number>();
    for (const r of list) for (const f of new Set(r.x)) m.set(f, (m.get(f) ?? 0) + 1);
    return m;
  };
  const [cr, cw] = [count(right), count(wrong)];
  const weights: Record<string, number> = {};
  for (const f of [...new Set([...cr.keys(), ...cw.keys()])].sort()) {
    // present against absent, each class smoothed
    const pr = ((cr.get(f) ?? 0) + 1) / (right.length + 2);
    const pw = ((cw.get(f) ?? 0) + 1) / (wrong.length + 2);
    weights[f] = Math.log(pr / pw) - Math.log((1 - pr) / (1 - pw));
  }
  // (the absent features' terms folded into the bias)
  let bias = Math.log((right.length + 1) / (wrong.length + 1));
  for (const f of Object.keys(weights)) {
    const pr = ((cr.get(f) ?? 0) + 1) / (right.length + 2);
    const pw = ((cw.get(f) ?? 0) + 1) / (wrong.length + 2);
    bias += Math.log((1 - pr) / (1 - pw));
  }
  return { bias, weights };
}
const BAYES = Boolean(process.env.MEETING_CONFIDENCE_BAYES);
const pessimistic = Boolean(process.env.MEETING_CONFIDENCE_PESSIMISTIC);
/** The item's own label for training: unjudged rows out (or wrong, pessimistic). */
const itemRight = (r: Row, pess = pessimistic): boolean | undefined => (r.itemWrong === undefined ? (pess ? false : undefined) : !r.itemWrong);

export function trainModels(rows: Row[], thresholds = { item: 0, owner: 0, due: 0 }): ConfidenceModels {
  const item = rows.flatMap((r) => (itemRight(r) === undefined ? [] : [{ x: kept(r.features.item), right: itemRight(r)! }]));
  const owner = rows.flatMap((r) => (r.ownerWrong === undefined ? [] : [{ x: kept(r.features.owner), right: !r.ownerWrong }]));
  const due = rows.flatMap((r) => (r.dueWrong === undefined ? [] : [{ x: kept(r.features.due), right: !r.dueWrong }]));
  const train = BAYES ? trainBayes : (r: typeof item) => trainLogistic(r);
  return { item: train(item), owner: train(owner), due: train(due), thresholds };
}

export async function readRows(sets: string[]): Promise<Row[]> {
  const judgements = indexJudgements(DEVELOPMENT_JUDGEMENTS);
  const rows: Row[] = [];
  const was = meetingConfidence.apply;
  meetingConfidence.apply = false;
  try {
    for (const set of sets) {
      if ((HELD_OUT as string[]).includes(set)) throw new Error(`${set} is held out`);
      const verdicts: MeetingVerdict[] = [];
      await freshMeetingFigures(READABLE[set], undefined, (v) => verdicts.push(v), (id, text) => judgements(set, id, "meeting", text)?.verdict);
      for (const v of verdicts) {
        const c = actionConfidence(v.output);
        if (!c) throw new Error(`no features for ${set} ${v.item.id}: ${v.output.task}`);
        const o = v.output;
        const a = v.label;
        rows.push({
          set,
          id: v.item.id,
          task: o.task,
          features: c.features,
          itemWrong: v.status || v.judgement === "chatter" ? true : a || v.judgement === "fine" ? false : undefined,
          ownerWrong: o.assignee && a ? o.assignee !== (a.owner ?? "") : undefined,
          dueWrong: o.dueDate && a ? o.dueDate !== (a.due ?? "") : undefined,
          assignee: o.assignee,
          dueDate: o.dueDate,
          label: a ? { owner: a.owner, due: a.due } : undefined,
        });
      }
    }
  } finally {
    meetingConfidence.apply = was;
  }
  return rows;
}

type Scored = { row: Row; item: number; owner: number; due: number };
type Thresholds = { item: number; owner: number; due: number };
type Outcome = { kept: number; counted: number; wrong: number; unjudged: number; found: number; complete: number; labelled: number; precision: number; pessimisticPrecision: number };

/** What a reader would get of `scored` at these thresholds: kept items, wrong ones among those judged, found labels, found with owner and day right. */
export function outcome(scored: Scored[], th: Thresholds): Outcome {
  let [kept, counted, wrong, unjudged, found, complete, labelled] = [0, 0, 0, 0, 0, 0, 0];
  for (const s of scored) {
    const r = s.row;
    if (r.label) labelled++;
    if (s.item < th.item) continue;
    kept++;
    const owner = r.assignee && s.owner >= th.owner ? r.assignee : "";
    const due = r.dueDate && s.due >= th.due ? r.dueDate : "";
    if (r.itemWrong === undefined) {
      unjudged++;
      continue;
    }
    counted++;
    const harmful = r.itemWrong || (Boolean(owner) && r.ownerWrong === true) || (Boolean(due) && r.dueWrong === true);
    if (harmful) wrong++;
    if (r.label) {
      found++;
      if (owner === (r.label.owner ?? "") && due === (r.label.due ?? "")) complete++;
    }
  }
  return { kept, counted, wrong, unjudged, found, complete, labelled, precision: counted ? 1 - wrong / counted : 1, pessimisticPrecision: kept ? 1 - (wrong + unjudged) / kept : 1 };
}

const score = (models: ConfidenceModels, r: Row): Omit<Scored, "row"> => ({ item: scoreWith(models.item, kept(r.features.item)), owner: scoreWith(models.owner, kept(r.features.owner)), due: scoreWith(models.due, kept(r.features.due)) });

/** The chance a right one scores above a wrong one (ties half). */
function auc(pairs: Array<[number, boolean]>): number {
  const right = pairs.filter((p) => p[1]).map((p) => p[0]);
  const wrong = pairs.filter((p) => !p[1]).map((p) => p[0]);
  if (!right.length || !wrong.length) return Number.NaN;
  let sum = 0;
  for (const r of right) for (const w of wrong) sum += r > w ? 1 : r === w ? 0.5 : 0;
  return sum / (right.length * wrong.length);
}

/** Candidate thresholds: 0 (keep all) and the scores' quantiles. */
function candidates(values: number[], steps = 40): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const qs = new Set<number>([0]);
  for (let i = 1; i < steps; i++) qs.add(Math.round(sorted[Math.floor((i / steps) * sorted.length)] * 10_000) / 10_000);
  return [...qs].sort((a, b) => a - b);
}

/** The thresholds that keep the most found actions (then with owner and day) at pooled precision >= `target`. */
export function chooseThresholds(scored: Scored[], target = 0.99): { th: Thresholds; out: Outcome } | undefined {
  let best: { th: Thresholds; out: Outcome } | undefined;
  const forOwner = scored.filter((s) => s.row.assignee).map((s) => s.owner);
  const forDue = scored.filter((s) => s.row.dueDate).map((s) => s.due);
  for (const item of candidates(scored.map((s) => s.item)))
    for (const owner of candidates(forOwner))
      for (const due of candidates(forDue)) {
        const out = outcome(scored, { item, owner, due });
        const p = pessimistic ? out.pessimisticPrecision : out.precision;
        // (and at least MIN_KEPT items judged: a precision read off a handful of items at the top says nothing)
        if (p < target || out.counted < MIN_KEPT) continue;
        const value = out.found + out.complete;
        if (!best || value > best.out.found + best.out.complete) best = { th: { item, owner, due }, out };
      }
  return best;
}

const f3 = (v: number) => v.toFixed(3);
/** The Wilson 95% lower bound of a precision read off `n` items: how low it may truly be. */
function wilsonLow(p: number, n: number): number {
  if (!n) return 0;
  const z = 1.96;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
}
function describe(name: string, o: Outcome): string {
  return `| ${name} | ${o.kept} | ${o.counted} | ${o.wrong} | ${f3(o.precision)} (${f3(wilsonLow(o.precision, o.counted))}) | ${o.unjudged} | ${f3(o.pessimisticPrecision)} | ${o.found} of ${o.labelled} (${f3(o.found / Math.max(o.labelled, 1))}) | ${o.complete} (${f3(o.complete / Math.max(o.labelled, 1))}) |`;
}
const HEAD = "| | kept | judged | wrong | precision (95% lower bound) | unjudged kept | precision, unjudged wrong | labels found | found with owner and day |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |";

function writeWeights(models: ConfidenceModels): void {
  const sorted = (m: ConfidenceModel) => ({ bias: m.bias, weights: Object.fromEntries(Object.entries(m.weights).sort(([a], [b]) => a.localeCompare(b))) });
  const body = JSON.stringify({ item: sorted(models.item), owner: sorted(models.owner), due: sorted(models.due), thresholds: models.thresholds }, null, 2);
  writeFileSync(
    "lib/ai/local/meeting-confidence-weights.ts",
    `// Written by scripts/ai/experiments/meeting-confidence.ts: do not edit by hand.\nimport type { ConfidenceModels } from "@/lib/ai/local/meeting-confidence";\n\nexport const MEETING_CONFIDENCE: ConfidenceModels = ${body};\n`,
  );
}

async function main() {
  const sets = Object.keys(READABLE);
  // (MEETING_CONFIDENCE_ROWS=<file>: the rows read once and kept there, to try penalties and features without the engine)
  const cache = process.env.MEETING_CONFIDENCE_ROWS;
  const rows: Row[] = cache && existsSync(cache) ? JSON.parse(readFileSync(cache, "utf8")) : await readRows(sets);
  if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify(rows));
  // (a rows file may hold other sets: rows of sets as an older engine first met them, docs/ai.md)
  sets.splice(0, sets.length, ...sets.filter((set) => rows.some((r) => r.set === set)));
  const unjudged = rows.filter((r) => r.itemWrong === undefined).length;
  console.log(`\n${rows.length} items from ${sets.join(", ")}; ${rows.filter((r) => r.itemWrong).length} wrong, ${rows.filter((r) => r.itemWrong === false).length} right, ${unjudged} unlabelled and unjudged (${pessimistic ? "counted wrong" : "left out of training"}); owners ${rows.filter((r) => r.ownerWrong !== undefined).length} scored (${rows.filter((r) => r.ownerWrong).length} wrong), days ${rows.filter((r) => r.dueWrong !== undefined).length} (${rows.filter((r) => r.dueWrong).length} wrong)\n`);
  // leave one set out: each set scored by models that never saw it
  const loso: Scored[] = [];
  for (const set of sets) {
    const models = trainModels(rows.filter((r) => r.set !== set));
    for (const r of rows.filter((x) => x.set === set)) loso.push({ row: r, ...score(models, r) });
  }
  const all = trainModels(rows);
  const judgedRows = loso.filter((s) => s.row.itemWrong !== undefined);
  console.log(`Out of set, how well each model tells right from wrong (AUC; 0.5 is chance): item ${f3(auc(judgedRows.map((s) => [s.item, !s.row.itemWrong])))}, owner ${f3(auc(loso.filter((s) => s.row.ownerWrong !== undefined).map((s) => [s.owner, !s.row.ownerWrong])))}, day ${f3(auc(loso.filter((s) => s.row.dueWrong !== undefined).map((s) => [s.due, !s.row.dueWrong])))}; in sample: item ${f3(auc(rows.filter((r) => r.itemWrong !== undefined).map((r) => [scoreWith(all.item, kept(r.features.item)), !r.itemWrong])))}\n`);
  const inSample: Scored[] = rows.map((r) => ({ row: r, ...score(all, r) }));
  console.log("Out of set (leave one set out), pooled: the item threshold alone (owner and day all given)\n");
  console.log(HEAD);
  for (const t of candidates(loso.map((s) => s.item), 20)) console.log(describe(`item >= ${t.toFixed(4)}`, outcome(loso, { item: t, owner: 0, due: 0 })));
  console.log("\nOut of set, pooled: the owner threshold alone\n");
  console.log(HEAD);
  for (const t of candidates(loso.filter((s) => s.row.assignee).map((s) => s.owner), 10)) console.log(describe(`owner >= ${t.toFixed(4)}`, outcome(loso, { item: 0, owner: t, due: 0 })));
  console.log("\nOut of set, pooled: the day threshold alone\n");
  console.log(HEAD);
  for (const t of candidates(loso.filter((s) => s.row.dueDate).map((s) => s.due), 10)) console.log(describe(`day >= ${t.toFixed(4)}`, outcome(loso, { item: 0, owner: 0, due: t })));
  const target = Number(process.env.MEETING_CONFIDENCE_TARGET ?? 0.99);
  const chosen = chooseThresholds(loso, target);
  const th = chosen?.th ?? { item: 1, owner: 1, due: 1 };
  console.log(`\nChosen (pooled out-of-set precision >= ${target}${pessimistic ? ", unjudged counted wrong" : ""}): item ${th.item}, owner ${th.owner}, day ${th.due}${chosen ? "" : " (none reaches it: everything held back)"}\n`);
  console.log(HEAD);
  console.log(describe("out of set, nothing held back", outcome(loso, { item: 0, owner: 0, due: 0 })));
  console.log(describe("out of set, chosen", outcome(loso, th)));
  console.log(describe("in sample, nothing held back", outcome(inSample, { item: 0, owner: 0, due: 0 })));
  console.log(describe("in sample, chosen", outcome(inSample, th)));
  console.log("\nPer set, out of set at the chosen thresholds (before -> after)\n");
  console.log(HEAD);
  for (const set of sets) {
    const mine = loso.filter((s) => s.row.set === set);
    console.log(describe(`${set} before`, outcome(mine, { item: 0, owner: 0, due: 0 })));
    console.log(describe(`${set} after`, outcome(mine, th)));
  }
  if (process.env.MEETING_CONFIDENCE_LIST) {
    for (const s of loso) {
      const r = s.row;
      const held = [s.item < th.item ? "ITEM" : "", r.assignee && s.owner < th.owner ? "owner" : "", r.dueDate && s.due < th.due ? "day" : ""].filter(Boolean).join("+");
      if (held || r.itemWrong || r.ownerWrong || r.dueWrong)
        console.log(`  ${r.set} ${r.id} ${f3(s.item)}/${f3(s.owner)}/${f3(s.due)} held ${held || "-"} ${r.itemWrong === undefined ? "unjudged" : r.itemWrong ? "WRONG" : "right"}${r.ownerWrong ? " owner-wrong" : ""}${r.dueWrong ? " day-wrong" : ""}: ${r.assignee ?? "-"}: ${r.task} (${r.dueDate ?? "-"})`);
    }
  }
  console.log("\nWeights (all sets), largest first:");
  for (const k of ["item", "owner", "due"] as const) console.log(`  ${k}: bias ${all[k].bias}; ${Object.entries(all[k].weights).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, 12).map(([f, w]) => `${f} ${w}`).join(", ")}`);
  if (process.argv.includes("--write")) {
    writeWeights({ ...all, thresholds: th });
    console.log("\nwritten: lib/ai/local/meeting-confidence-weights.ts");
  }
}

if (process.argv[1]?.endsWith("meeting-confidence.ts")) void main();

// `npm run train:punctuation`: builds word classes from the training text, trains the
// punctuation model (lib/ai/local/punctuation/model.ts) on the Brown Corpus training split and
// nlp-corpus files 5-99, tunes the class offsets on the Brown tuning split and our development
// dictation, and writes lib/ai/local/punctuation/word-classes.json and model-weights.json.
// Brown's test split and nlp-corpus files 0-4 (the measuring sets) are never read here.
// Deterministic: fixed sample order and a seeded shuffle, so the same weights come out each run.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { brownSplit, loadBrown, loadNlpCorpus, NLP_TEST_FILES, NLP_TRAIN_FILES, nlpCorpusSentences, textTokens, type RefDoc } from "./corpora";
import { buildWordClasses } from "./word-classes";
import { devCases } from "@/tests/fixtures/ai/punctuation-dev";
import { devReferences } from "@/tests/fixtures/ai/punctuation-dev2";
import { dev3References } from "@/tests/fixtures/ai/punctuation-dev3";
import { dev4References } from "@/tests/fixtures/ai/punctuation-dev4";
import { prepareDoc, markScores, type PreparedDoc } from "./prepare";
import {
  decodeMarks,
  encodeBase64,
  gapFeatures,
  hashFeature,
  MARK_INDEX,
  MARKS,
  nextHistory,
  setWordClasses,
  START_HISTORY,
  type Weights,
} from "@/lib/ai/local/punctuation/model";

const BITS = Number(process.env.PUNCT_BITS ?? 19);
const EPOCHS = Number(process.env.PUNCT_EPOCHS ?? 6);
const MASK = (1 << BITS) - 1;
const DICTATION_REPEATS = Number(process.env.PUNCT_DICTATION_REPEATS ?? 0);

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Averaged perceptron. The first epoch reads the reference marks as history; later epochs read
 * the model's own earlier decisions, as decoding will, so it learns to recover from its mistakes.
 */
function train(docs: PreparedDoc[]): Float32Array {
  const size = (MASK + 1) * 4;
  const w = new Float32Array(size);
  const u = new Float64Array(size);
  let count = 1;
  const random = seeded(13);
  const order = docs.map((_, i) => i);
  const s = new Float64Array(4);
  const ids = new Int32Array(128);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let errors = 0;
    let total = 0;
    for (const d of order) {
      const doc = docs[d];
      let h = START_HISTORY;
      for (let i = 0; i < doc.words.length - 1; i++) {
        const feats = gapFeatures(doc.words, i, h);
        const n = feats.length;
        for (let f = 0; f < n; f++) ids[f] = hashFeature(feats[f], MASK);
        const gold = MARK_INDEX[doc.marks[i]];
        s.fill(0);
        for (let f = 0; f < n; f++) for (let c = 0; c < 4; c++) s[c] += w[ids[f] * 4 + c];
        let pred = 0;
        for (let c = 1; c < 4; c++) if (s[c] > s[pred]) pred = c;
        if (pred !== gold) {
          errors++;
          for (let f = 0; f < n; f++) {
            const id = ids[f];
            w[id * 4 + gold] += 1;
            w[id * 4 + pred] -= 1;
            u[id * 4 + gold] += count;
            u[id * 4 + pred] -= count;
          }
        }
        count++;
        total++;
        h = nextHistory(h, doc.words[i], epoch === 0 ? doc.marks[i] : MARKS[pred]);
      }
    }
    console.log(`epoch ${epoch + 1}: ${(100 * errors / total).toFixed(2)}% training gaps wrong`);
  }
  const avg = new Float32Array(size);
  for (let i = 0; i < size; i++) avg[i] = w[i] - u[i] / count;
  return avg;
}

function quantise(avg: Float32Array): { table: Int8Array; scale: number } {
  let max = 0;
  for (const x of avg) max = Math.max(max, Math.abs(x));
  const scale = max / 127;
  const table = new Int8Array(avg.length);
  for (let i = 0; i < avg.length; i++) table[i] = Math.round(avg[i] / scale);
  return { table, scale };
}

function evaluate(docs: PreparedDoc[], weights: Weights) {
  const pairs = docs.map((d) => ({ gold: d.marks, got: decodeMarks(d.words, weights) }));
  return markScores(pairs);
}

function main() {
  const started = Date.now();
  const brown = loadBrown();
  const brownTrain = brown.filter((d) => brownSplit(d.id) === "train");
  const measured = new Set(NLP_TEST_FILES.flatMap((f) => nlpCorpusSentences(f).map((x) => x.trim())));
  // Word classes from the training text only: Brown's training split and nlp-corpus files 5-99.
  const seqs = brownTrain.map((d) => d.tokens.map((t) => t.word.toLowerCase()));
  for (const f of NLP_TRAIN_FILES) for (const sentence of nlpCorpusSentences(f)) {
    if (measured.has(sentence.trim())) continue;
    seqs.push(sentence.toLowerCase().split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "")).filter(Boolean));
  }
  const classes = buildWordClasses(seqs);
  setWordClasses(classes);
  const classesOut = process.env.PUNCT_CLASSES_OUT ?? path.join(process.cwd(), "lib", "ai", "local", "punctuation", "word-classes.json");
  writeFileSync(classesOut, JSON.stringify({ classes: [...classes].map(([w, c]) => `${w} ${c}`).join("\n") }) + "\n");
  console.log(`word classes: ${classes.size} words (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // Brown input keeps capitals on proper nouns (tag np...) and "I", as a recogniser would.
  const prepBrown = (docs: RefDoc[]) => docs.map((d) => prepareDoc(d, d.tokens.map((t) => t.word === "I" || /^np/.test(t.tag))));
  const prep = (docs: RefDoc[]) => docs.map((d) => prepareDoc(d));
  // Brown's training split plus our development dictation (short spoken sentences), repeated so
  // it weighs about as much as 60,000 words. The held-out dictation and speech sets stay out.
  const dictation = [...devCases.map((c) => c.reference), ...devReferences, ...dev3References, ...dev4References].map((r, i) => ({ id: `dev-${i}`, tokens: textTokens(r) }));
  const dictationDocs = prep(dictation);
  const nlpDocs = prep(loadNlpCorpus(NLP_TRAIN_FILES, measured));
  const trainDocs = [...prepBrown(brownTrain), ...nlpDocs, ...Array.from({ length: DICTATION_REPEATS }, () => dictationDocs).flat()];
  const tuneDocs = [...prepBrown(brown.filter((d) => brownSplit(d.id) === "tune").slice(0, 20)), ...dictationDocs];
  console.log(`train: ${trainDocs.length} samples, ${trainDocs.reduce((s, d) => s + d.words.length, 0)} words; tune: ${tuneDocs.length} samples (tagged in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const { table, scale } = quantise(train(trainDocs));
  const weights: Weights = { bits: BITS, table, scale, bias: [0, 0, 0, 0] };
  // Tune the comma and full-stop offsets on the tuning split (the average of the two F1s).
  let best = { score: -1, bias: [0, 0, 0, 0] };
  for (const comma of [-1, -0.5, 0, 0.5, 1]) for (const stop of [-1, -0.5, 0, 0.5, 1]) {
    weights.bias = [0, comma * scale * 20, stop * scale * 20, stop * scale * 20];
    const m = evaluate(tuneDocs, weights);
    const score = (m.stop.f1 + m.comma.f1) / 2;
    if (process.env.PUNCT_VERBOSE) console.log(comma, stop, m.stop.f1.toFixed(3), m.comma.f1.toFixed(3));
    if (score > best.score) best = { score, bias: weights.bias.slice() };
  }
  weights.bias = best.bias;
  const m = evaluate(tuneDocs, weights);
  console.log(`tuning split: stop F1 ${m.stop.f1.toFixed(3)} (P ${m.stop.precision.toFixed(3)} R ${m.stop.recall.toFixed(3)}), comma F1 ${m.comma.f1.toFixed(3)}, question F1 ${m.question.f1.toFixed(3)}`);
  const file = { bits: BITS, scale, bias: weights.bias.map((b) => Number(b.toFixed(6))), marks: MARKS, table: encodeBase64(table) };
  const out = process.env.PUNCT_OUT ?? path.join(process.cwd(), "lib", "ai", "local", "punctuation", "model-weights.json");
  writeFileSync(out, JSON.stringify(file) + "\n");
  console.log(`wrote ${out} (${(JSON.stringify(file).length / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();

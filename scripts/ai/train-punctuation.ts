// `npm run train:punctuation`: builds word classes from the training text, trains the
// punctuation model (lib/ai/local/punctuation/model.ts), the window network (window-net.ts) and
// the sequence network over its word vectors (sequence-net.ts; with PUNCT_SEQ_GLOVE=1 also over
// pretrained GloVe vectors: scripts/ai/vectors.ts fetches them, python3 with numpy trains it) on the Brown Corpus training
// split and nlp-corpus files 5-99, tunes the class offsets and the networks' weights on the
// Brown tuning split and our development dictation, and writes lib/ai/local/punctuation/
// word-classes.json, model-weights.json, window-net.json and sequence-net.json.
// Brown's test split and nlp-corpus files 0-4 (the measuring sets) are never read here.
// Deterministic: fixed sample order and a seeded shuffle, so the same weights come out each run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildTable, gloveTableFile } from "./vectors";
import { seeded, shuffle } from "./random";
import { markScores, type PreparedDoc } from "./prepare";
import { trainingData } from "./training-data";
import {
  decodeBase64,
  decodeMarks,
  encodeBase64,
  gapFeatures,
  hashFeature,
  MARK_INDEX,
  MARKS,
  nextHistory,
  START_HISTORY,
  type Weights,
} from "@/lib/ai/local/punctuation/model";
import { loadNet, netIndex, saveNet, scoreText, type NetFile } from "@/lib/ai/local/punctuation/window-net";
import { loadSequenceNet, saveSequenceNet, scoreSequence, type SeqFile } from "@/lib/ai/local/punctuation/sequence-net";
import { setGloveTable, type GloveFile } from "@/lib/ai/local/punctuation/glove-vectors";
import { trainWindowNet } from "./train-window-net";
import { trainSequenceNet } from "./train-sequence-net";

const BITS = Number(process.env.PUNCT_BITS ?? 19);
const EPOCHS = Number(process.env.PUNCT_EPOCHS ?? 6);
const MASK = (1 << BITS) - 1;
const NET_HIDDEN = Number(process.env.PUNCT_NET_HIDDEN ?? 64);
const NET_EPOCHS = Number(process.env.PUNCT_NET_EPOCHS ?? 6);
const SEQ_HIDDEN = Number(process.env.PUNCT_SEQ_HIDDEN ?? 32);
const SEQ_EPOCHS = Number(process.env.PUNCT_SEQ_EPOCHS ?? 6);
/** The GloVe recurrent network's design and training (run.py options), as measured in docs/ai.md. */
const GLOVE_ARGS = "glove=1 win=1 frozen=words,tagvecs nocap=1 Es=0 H=32 O=32 epochs=2";
/**
 * The (window, sequence) network weights tried, in units. The window network's stops at half a
 * unit: it learned from edited prose only, and above that it starts to overrule the rules on
 * short dictated sentences ("The design is finished. Zainab will send it tomorrow." runs
 * together at one unit) while the tuning F1s move by 0.003.
 */
const NETWORK_WEIGHTS: Array<[number, number]> = [
  [0, 0],
  [0.25, 0],
  [0.5, 0],
  [0, 1],
  [0, 1.5],
  [0, 2],
  [0.25, 1],
  [0.25, 1.5],
];
/** The comma and full-stop offsets tried, in units (the networks' log-probabilities lower both). */
const OFFSETS = [-0.5, 0, 0.5, 1, 1.5, 2, 2.5];

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
    shuffle(order, random);
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

function evaluate(docs: PreparedDoc[], weights: Weights, nets?: Float64Array[], seqs?: Float64Array[]) {
  const pairs = docs.map((d, k) => ({ gold: d.marks, got: decodeMarks(d.words, weights, { netScores: nets?.[k], seqScores: seqs?.[k] }) }));
  return markScores(pairs);
}

function readPerceptron(file: string): { table: Int8Array; scale: number } {
  const f = JSON.parse(readFileSync(file, "utf8")) as { table: string; scale: number };
  return { table: decodeBase64(f.table), scale: f.scale };
}

/**
 * The recurrent network over the window network's vectors and the pretrained GloVe vectors
 * (glove-vectors.json, written first by scripts/ai/vectors.ts, which fetches the vectors), trained
 * by the batched numpy trainer (scripts/ai/experiments/run.py; python3 with numpy): about 3 CPU
 * minutes a pass, where the TypeScript trainer would take several times that. Seeded, single-threaded.
 */
function trainGloveSequenceNet(netOut: string, seqOut: string): void {
  if (!existsSync(gloveTableFile()) || process.env.PUNCT_VECTORS_REBUILD) buildTable();
  const dir = mkdtempSync(path.join(os.tmpdir(), "punct-"));
  execFileSync("npx", ["tsx", "scripts/ai/experiments/export-prepared.ts", dir], { stdio: "inherit", env: { ...process.env } });
  const opts = (process.env.PUNCT_GLOVE_ARGS ?? GLOVE_ARGS).split(" ");
  execFileSync("python3", ["scripts/ai/experiments/run.py", `dir=${dir}`, `window=${netOut}`, `glove_file=${gloveTableFile()}`, ...opts, `engine_out=${seqOut}`], {
    stdio: "inherit",
    env: { ...process.env, OPENBLAS_NUM_THREADS: "1", OMP_NUM_THREADS: "1" },
  });
}

function main() {
  const started = Date.now();
  const { trainDocs, tuneDocs } = trainingData();
  const out = process.env.PUNCT_OUT ?? path.join(process.cwd(), "lib", "ai", "local", "punctuation", "model-weights.json");
  // PUNCT_PERCEPTRON_REUSE=1 reads the perceptron's table back (to retune after a network changed).
  const { table, scale } = process.env.PUNCT_PERCEPTRON_REUSE ? readPerceptron(path.join(process.cwd(), "lib", "ai", "local", "punctuation", "model-weights.json")) : quantise(train(trainDocs));
  const weights: Weights = { bits: BITS, table, scale, bias: [0, 0, 0, 0], netWeight: 0, seqWeight: 0 };
  // The window network, trained on the same text (or read back with PUNCT_NET_REUSE=1), then
  // read through its stored int8 form so tuning sees what the engine will.
  const netOut = process.env.PUNCT_NET_OUT ?? path.join(process.cwd(), "lib", "ai", "local", "punctuation", "window-net.json");
  if (!process.env.PUNCT_NET_REUSE) {
    const trained = trainWindowNet(trainDocs, { hidden: NET_HIDDEN, epochs: NET_EPOCHS });
    writeFileSync(netOut, JSON.stringify(saveNet(trained)) + "\n");
    console.log(`wrote ${netOut} (${(statSync(netOut).size / 1e6).toFixed(2)} MB)`);
  }
  const net = loadNet(JSON.parse(readFileSync(netOut, "utf8")) as NetFile);
  // The sequence network reads the window network's word vectors, so it trains after it (or is
  // read back with PUNCT_SEQ_REUSE=1), and is also tuned through its stored int8 form.
  const seqOut = process.env.PUNCT_SEQ_OUT ?? path.join(process.cwd(), "lib", "ai", "local", "punctuation", "sequence-net.json");
  if (!process.env.PUNCT_SEQ_REUSE) {
    if (process.env.PUNCT_SEQ_GLOVE) {
      // PUNCT_SEQ_GLOVE=1: the network with pretrained vectors (measured in docs/ai.md; it did not
      // beat the committed one, so it is not the default).
      trainGloveSequenceNet(netOut, seqOut);
    } else {
      const trained = trainSequenceNet(trainDocs, net, { hidden: SEQ_HIDDEN, epochs: SEQ_EPOCHS });
      writeFileSync(seqOut, JSON.stringify(saveSequenceNet(trained)) + "\n");
    }
    console.log(`wrote ${seqOut} (${(statSync(seqOut).size / 1e6).toFixed(2)} MB)`);
  }
  const seqFile = JSON.parse(readFileSync(seqOut, "utf8")) as SeqFile;
  if (seqFile.gloveDim) setGloveTable(JSON.parse(readFileSync(gloveTableFile(), "utf8")) as GloveFile);
  const seq = loadSequenceNet(seqFile);
  const win = { net, index: netIndex(net.shape) };
  const nets = tuneDocs.map((d) => scoreText(net, d.words, win.index));
  const seqs = tuneDocs.map((d) => scoreSequence(seq, win, d.words));
  // Tune the comma and full-stop offsets and the networks' weights on the tuning split (the
  // average of the sentence-end and comma F1s). A unit is 20 steps of the perceptron's table.
  const unit = scale * 20;
  let best = { score: -1, bias: [0, 0, 0, 0], netWeight: 0, seqWeight: 0 };
  // PUNCT_GRID=near: only the sequence network's weight and offsets near the committed ones
  // (a quick retune after the network changed: 80 settings, not 392).
  const near = process.env.PUNCT_GRID === "near";
  // PUNCT_OFFSETS="3,3.5,4" and PUNCT_SEQ_WEIGHTS="2,3" replace the grid's offsets and sequence-network weights.
  const list = (v: string | undefined) => v?.split(",").map(Number);
  const seqWeights = list(process.env.PUNCT_SEQ_WEIGHTS);
  const netWeights: Array<[number, number]> = seqWeights ? seqWeights.map((b) => [0, b]) : near ? [1, 1.5, 2, 2.5, 3].map((b) => [0, b]) : NETWORK_WEIGHTS;
  const offsets = list(process.env.PUNCT_OFFSETS) ?? (near ? [1.5, 2, 2.5, 3] : OFFSETS);
  for (const [alpha, beta] of netWeights) for (const comma of offsets) for (const stop of offsets) {
    weights.bias = [0, comma * unit, stop * unit, stop * unit];
    weights.netWeight = alpha * unit;
    weights.seqWeight = beta * unit;
    const m = evaluate(tuneDocs, weights, nets, seqs);
    const score = (m.stop.f1 + m.comma.f1) / 2;
    if (process.env.PUNCT_VERBOSE) console.log(alpha, beta, comma, stop, m.stop.f1.toFixed(3), m.comma.f1.toFixed(3));
    if (score > best.score) best = { score, bias: weights.bias.slice(), netWeight: weights.netWeight, seqWeight: weights.seqWeight };
  }
  weights.bias = best.bias;
  weights.netWeight = best.netWeight;
  weights.seqWeight = best.seqWeight;
  const m = evaluate(tuneDocs, weights, nets, seqs);
  console.log(`tuning split: stop F1 ${m.stop.f1.toFixed(3)} (P ${m.stop.precision.toFixed(3)} R ${m.stop.recall.toFixed(3)}), comma F1 ${m.comma.f1.toFixed(3)}, question F1 ${m.question.f1.toFixed(3)}; window network ${(weights.netWeight / unit).toFixed(2)} units, sequence network ${(weights.seqWeight / unit).toFixed(2)} units`);
  const file = {
    bits: BITS,
    scale,
    bias: weights.bias.map((b) => Number(b.toFixed(6))),
    netWeight: Number(weights.netWeight.toFixed(6)),
    seqWeight: Number(weights.seqWeight.toFixed(6)),
    marks: MARKS,
    table: encodeBase64(table),
  };
  writeFileSync(out, JSON.stringify(file) + "\n");
  console.log(`wrote ${out} (${(JSON.stringify(file).length / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();

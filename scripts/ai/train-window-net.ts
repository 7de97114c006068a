// Trains the punctuation engine's window network (lib/ai/local/punctuation/window-net.ts) on the
// same prepared training text as the perceptron: plain stochastic gradient descent on the
// cross-entropy of the mark after each word, a seeded initialisation and a seeded document
// order, so the same weights come out each run.
import type { PreparedDoc } from "./prepare";
import { seeded, shuffle } from "./random";
import { MARK_INDEX } from "@/lib/ai/local/punctuation/model";
import {
  encode,
  forward,
  gapInput,
  INPUTS,
  netIndex,
  SLOT,
  SUFFIX_BUCKETS,
  TAG_DIM,
  WINDOW,
  WINDOW_BEFORE,
  WORD_DIM,
  type NetParams,
} from "@/lib/ai/local/punctuation/window-net";

export type NetOptions = { hidden?: number; epochs?: number; rate?: number; minCount?: number; log?: (s: string) => void };

export function trainWindowNet(docs: PreparedDoc[], options: NetOptions = {}): NetParams {
  const { hidden = 64, epochs = 6, rate = 0.02, minCount = 3, log = console.log } = options;
  const random = seeded(29);
  const uniform = (n: number, r: number) => {
    const a = new Float32Array(n);
    for (let i = 0; i < n; i++) a[i] = (random() * 2 - 1) * r;
    return a;
  };
  const wordCount = new Map<string, number>();
  const tagCount = new Map<string, number>();
  for (const d of docs) for (const w of d.words) {
    wordCount.set(w.lower, (wordCount.get(w.lower) ?? 0) + 1);
    tagCount.set(w.tag, (tagCount.get(w.tag) ?? 0) + 1);
  }
  const byCount = (m: Map<string, number>, min: number) =>
    [...m.entries()].filter(([k, n]) => n >= min && !k.includes(" ")).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k]) => k);
  const vocab = byCount(wordCount, minCount).slice(0, 30000);
  const tags = byCount(tagCount, 20);
  const p: NetParams = {
    shape: { vocab, tags, hidden },
    words: uniform((1 + vocab.length + SUFFIX_BUCKETS) * WORD_DIM, 0.1),
    tags: uniform((2 + tags.length) * TAG_DIM, 0.1),
    w1: uniform(hidden * INPUTS, Math.sqrt(6 / (INPUTS + hidden))),
    b1: new Float32Array(hidden).fill(0.01),
    w2: uniform(4 * hidden, Math.sqrt(6 / (hidden + 4))),
    b2: new Float32Array(4),
  };
  const index = netIndex(p.shape);
  const encoded = docs.map((d) => encode(index, d.words));
  const gold = docs.map((d) => Int8Array.from(d.marks.map((m) => MARK_INDEX[m])));
  const x = new Float32Array(INPUTS);
  const dx = new Float32Array(INPUTS);
  const h = new Float32Array(hidden);
  const dh = new Float32Array(hidden);
  const out = new Float64Array(4);
  const dOut = new Float64Array(4);
  const order = docs.map((_, i) => i);
  const totalGaps = docs.reduce((n, d) => n + d.words.length - 1, 0) * epochs;
  let seen = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, random);
    let loss = 0;
    let gaps = 0;
    const t0 = Date.now();
    for (const di of order) {
      const e = encoded[di];
      const g = gold[di];
      for (let i = 0; i + 1 < e.words.length; i++) {
        // Learning rate falls linearly to a tenth over the run.
        const lr = rate * (1 - (0.9 * seen++) / totalGaps);
        gapInput(p, e, i, x);
        forward(p, x, h, out);
        loss -= out[g[i]];
        gaps++;
        for (let c = 0; c < 4; c++) dOut[c] = Math.exp(out[c]) - (c === g[i] ? 1 : 0);
        for (let j = 0; j < hidden; j++) {
          if (h[j] <= 0) {
            dh[j] = 0;
            continue;
          }
          let s = 0;
          for (let c = 0; c < 4; c++) s += p.w2[c * hidden + j] * dOut[c];
          dh[j] = s;
        }
        for (let c = 0; c < 4; c++) {
          const d = dOut[c] * lr;
          p.b2[c] -= d;
          for (let j = 0; j < hidden; j++) p.w2[c * hidden + j] -= d * h[j];
        }
        dx.fill(0);
        for (let j = 0; j < hidden; j++) {
          const d = dh[j];
          if (d === 0) continue;
          const row = j * INPUTS;
          const step = d * lr;
          p.b1[j] -= step;
          for (let k = 0; k < INPUTS; k++) {
            dx[k] += p.w1[row + k] * d;
            p.w1[row + k] -= step * x[k];
          }
        }
        // Back into the word and tag vectors of the window.
        const n = e.words.length;
        for (let k = 0; k < WINDOW; k++) {
          const j = i - WINDOW_BEFORE + k;
          const inside = j >= 0 && j < n;
          const base = k * SLOT;
          const wb = (inside ? e.words[j] : 0) * WORD_DIM;
          for (let d = 0; d < WORD_DIM; d++) p.words[wb + d] -= lr * dx[base + d];
          const tb = (inside ? e.tags[j] : 0) * TAG_DIM;
          for (let d = 0; d < TAG_DIM; d++) p.tags[tb + d] -= lr * dx[base + WORD_DIM + d];
        }
      }
    }
    log(`window net epoch ${epoch + 1}: loss ${(loss / gaps).toFixed(4)} per gap (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  return p;
}

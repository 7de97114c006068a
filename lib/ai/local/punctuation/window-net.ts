// The second learned part of the punctuation engine: a small neural network that reads a window
// of ten words around each gap (four before the gap's word, five after it) and gives the
// probability of each mark there. Each word is a learned vector for its spelling (words the
// training text had at least three times; other words share vectors by their last three
// letters), a vector for its part-of-speech tag, and two flags (a capital the engine gives the
// word anywhere, a known name). Capitals as typed are left out: after a first pass they
// include the sentence starts it made, and a second pass must decide the same. One hidden layer of rectified units, then a softmax over the four marks.
// It looks at no earlier decision, so a whole text is scored in one pass; the perceptron
// (model.ts) can add these log-probabilities, weighted, to its own scores. Since the recurrent
// network (sequence-net.ts) joined, the tuning gives this layer no weight and the engine skips
// it, but its learned word and tag vectors are the recurrent network's inputs. Trained by `npm run train:punctuation`
// (scripts/ai/train-window-net.ts); int8 weights in window-net.json. Plain TypeScript.
import netFile from "@/lib/ai/local/punctuation/window-net.json";
import { decodeBase64, encodeBase64, hashFeature, type ModelWord } from "@/lib/ai/local/punctuation/model";
// Read once, not per call: under Jest every global (`Math`) a hot loop names is looked up
// through the test sandbox's global object, about 50 times slower than a local binding.
const { exp, log, max: mathMax } = Math;


export const WINDOW_BEFORE = 4;
export const WINDOW_AFTER = 5;
export const WINDOW = WINDOW_BEFORE + 1 + WINDOW_AFTER;
export const WORD_DIM = 32;
export const TAG_DIM = 8;
export const FLAGS = 2;
export const SLOT = WORD_DIM + TAG_DIM + FLAGS;
/** Inputs: the window's slots plus the rules' sentence-end flag for the gap. */
export const INPUTS = WINDOW * SLOT + 1;
/** A power of two: a hash is folded into it with a mask. */
export const SUFFIX_BUCKETS = 512;

export type NetShape = { vocab: string[]; tags: string[]; hidden: number };

/**
 * Float parameters, laid out as training and inference share them. Word ids: 0 = padding
 * (outside the text), 1..vocab = known words, then SUFFIX_BUCKETS ids for other words.
 * Tag ids: 0 = padding, 1 = other, then the known tags.
 */
export type NetParams = {
  shape: NetShape;
  words: Float32Array; // (1 + vocab + SUFFIX_BUCKETS) x WORD_DIM
  tags: Float32Array; // (2 + tags) x TAG_DIM
  w1: Float32Array; // hidden x INPUTS
  b1: Float32Array; // hidden
  w2: Float32Array; // 4 x hidden
  b2: Float32Array; // 4
};

export type NetIndex = { word: Map<string, number>; tag: Map<string, number> };

export function netIndex(shape: NetShape): NetIndex {
  return { word: new Map(shape.vocab.map((w, i) => [w, i + 1])), tag: new Map(shape.tags.map((t, i) => [t, i + 2])) };
}

export function suffixBucket(w: string): number {
  return hashFeature(w.length > 3 ? w.slice(-3) : w, SUFFIX_BUCKETS - 1);
}

export function wordId(index: NetIndex, lower: string): number {
  return index.word.get(lower) ?? 1 + index.word.size + suffixBucket(lower);
}

export function tagId(index: NetIndex, tag: string): number {
  return index.tag.get(tag) ?? 1;
}

/** Ids and flags of a text's words, read once per text. */
export type Encoded = { words: Int32Array; tags: Int32Array; flags: Float32Array; ruleStop: Float32Array };

export function encode(index: NetIndex, words: ModelWord[]): Encoded {
  const n = words.length;
  const out: Encoded = { words: new Int32Array(n), tags: new Int32Array(n), flags: new Float32Array(n * FLAGS), ruleStop: new Float32Array(n) };
  words.forEach((w, i) => {
    out.words[i] = wordId(index, w.lower);
    out.tags[i] = tagId(index, w.tag);
    out.flags[i * FLAGS] = w.lexCap ? 1 : 0;
    out.flags[i * FLAGS + 1] = w.name ? 1 : 0;
    out.ruleStop[i] = w.ruleStop ? 1 : 0;
  });
  return out;
}

/** Word j's slot (spelling vector, tag vector, flags; the padding's outside the text) into `x` at `at`. */
export function slotInput(p: NetParams, e: Encoded, j: number, x: Float32Array, at = 0): void {
  const inside = j >= 0 && j < e.words.length;
  const wb = (inside ? e.words[j] : 0) * WORD_DIM;
  for (let d = 0; d < WORD_DIM; d++) x[at + d] = p.words[wb + d];
  const tb = (inside ? e.tags[j] : 0) * TAG_DIM;
  for (let d = 0; d < TAG_DIM; d++) x[at + WORD_DIM + d] = p.tags[tb + d];
  for (let f = 0; f < FLAGS; f++) x[at + WORD_DIM + TAG_DIM + f] = inside ? e.flags[j * FLAGS + f] : 0;
}

/** The first word with the same spelling, tag and flags as each word (its slot is the same). */
export function firstOfKind(e: Encoded): Int32Array {
  const n = e.words.length;
  const first = new Int32Array(n);
  const seen = new Map<number, number>();
  for (let t = 0; t < n; t++) {
    const key = (e.words[t] * 4096 + e.tags[t]) * 4 + e.flags[t * FLAGS] * 2 + e.flags[t * FLAGS + 1];
    const f = seen.get(key);
    if (f === undefined) seen.set(key, t);
    first[t] = f ?? t;
  }
  return first;
}

/** The input vector of the gap after word `i` (into `x`, length INPUTS). */
export function gapInput(p: NetParams, e: Encoded, i: number, x: Float32Array): void {
  for (let k = 0; k < WINDOW; k++) slotInput(p, e, i - WINDOW_BEFORE + k, x, k * SLOT);
  x[WINDOW * SLOT] = e.ruleStop[i];
}

/** Hidden layer and log-probabilities for one input (h: hidden, out: 4). */
export function forward(p: NetParams, x: Float32Array, h: Float32Array, out: Float64Array): void {
  const H = p.shape.hidden;
  for (let j = 0; j < H; j++) {
    let s = p.b1[j];
    const row = j * INPUTS;
    for (let d = 0; d < INPUTS; d++) s += p.w1[row + d] * x[d];
    h[j] = s > 0 ? s : 0;
  }
  for (let c = 0; c < 4; c++) {
    let s = p.b2[c];
    for (let j = 0; j < H; j++) s += p.w2[c * H + j] * h[j];
    out[c] = s;
  }
  logSoftmax(out, 0);
}

/** Turns the four scores at `at` into log-probabilities, in place. */
function logSoftmax(out: Float64Array, at: number): void {
  let max = -Infinity;
  for (let c = 0; c < 4; c++) max = mathMax(max, out[at + c]);
  let z = 0;
  for (let c = 0; c < 4; c++) z += exp(out[at + c] - max);
  const lz = max + log(z);
  for (let c = 0; c < 4; c++) out[at + c] -= lz;
}

const transposes = new WeakMap<NetParams, Float32Array>();

/** The first layer's weights input-major (input x hidden), for the projections below. */
function transposed(p: NetParams): Float32Array {
  let t = transposes.get(p);
  if (!t) {
    const H = p.shape.hidden;
    t = new Float32Array(INPUTS * H);
    for (let h = 0; h < H; h++) for (let d = 0; d < INPUTS; d++) t[d * H + h] = p.w1[h * INPUTS + d];
    transposes.set(p, t);
  }
  return t;
}

/**
 * The first layer is a sum over the window's slots, so each distinct word (spelling, tag and
 * flags) is projected once per text for all ten positions, and a gap adds ten of those rows:
 * about twice as fast as the layer itself on a page of text, where most words repeat.
 */
function projections(p: NetParams, e: Encoded): { rows: Float32Array; slotOf: Int32Array; pad: number } {
  const H = p.shape.hidden;
  const n = e.words.length;
  const first = firstOfKind(e);
  const slotOf = new Int32Array(n);
  const uniq: number[] = [];
  for (let i = 0; i < n; i++) {
    if (first[i] === i) uniq.push(i);
    slotOf[i] = first[i] === i ? uniq.length - 1 : slotOf[first[i]];
  }
  const pad = uniq.length;
  const w1t = transposed(p);
  const rows = new Float32Array((uniq.length + 1) * WINDOW * H);
  const slot = new Float32Array(SLOT);
  for (let u = 0; u <= uniq.length; u++) {
    slotInput(p, e, u < uniq.length ? uniq[u] : -1, slot);
    for (let k = 0; k < WINDOW; k++) {
      const out = (u * WINDOW + k) * H;
      for (let d = 0; d < SLOT; d++) {
        const v = slot[d];
        if (v === 0) continue;
        const col = (k * SLOT + d) * H;
        for (let h = 0; h < H; h++) rows[out + h] += v * w1t[col + h];
      }
    }
  }
  return { rows, slotOf, pad };
}

/** Log-probabilities of the four marks after each word (n x 4; the last word's are 0). */
export function scoreText(p: NetParams, words: ModelWord[], index: NetIndex = netIndex(p.shape)): Float64Array {
  const e = encode(index, words);
  const n = words.length;
  const H = p.shape.hidden;
  const scores = new Float64Array(n * 4);
  if (H === 0) return scores;
  const { rows, slotOf, pad } = projections(p, e);
  const h = new Float32Array(H);
  const last = WINDOW * SLOT;
  for (let i = 0; i + 1 < n; i++) {
    for (let j = 0; j < H; j++) h[j] = p.b1[j] + e.ruleStop[i] * p.w1[j * INPUTS + last];
    for (let k = 0; k < WINDOW; k++) {
      const at = i - WINDOW_BEFORE + k;
      const u = at >= 0 && at < n ? slotOf[at] : pad;
      const base = (u * WINDOW + k) * H;
      for (let j = 0; j < H; j++) h[j] += rows[base + j];
    }
    for (let c = 0; c < 4; c++) {
      let s = p.b2[c];
      for (let j = 0; j < H; j++) if (h[j] > 0) s += p.w2[c * H + j] * h[j];
      scores[i * 4 + c] = s;
    }
    logSoftmax(scores, i * 4);
  }
  return scores;
}

/** Stored form: int8 tables with one scale each, base64. */
export type NetFile = {
  vocab: string;
  tags: string[];
  hidden: number;
  tables: Record<"words" | "tags" | "w1" | "b1" | "w2" | "b2", { scale: number; data: string }>;
};

const TABLES = ["words", "tags", "w1", "b1", "w2", "b2"] as const;

export function saveNet(p: NetParams): NetFile {
  const tables = {} as NetFile["tables"];
  for (const name of TABLES) {
    const a = p[name];
    let max = 0;
    for (const v of a) max = mathMax(max, Math.abs(v));
    const scale = max / 127 || 1;
    const q = new Int8Array(a.length);
    for (let i = 0; i < a.length; i++) q[i] = Math.round(a[i] / scale);
    tables[name] = { scale, data: encodeBase64(q) };
  }
  return { vocab: p.shape.vocab.join(" "), tags: p.shape.tags, hidden: p.shape.hidden, tables };
}

export function loadNet(file: NetFile): NetParams {
  const shape: NetShape = { vocab: file.vocab.split(" "), tags: file.tags, hidden: file.hidden };
  const table = (name: (typeof TABLES)[number]) => {
    const { scale, data } = file.tables[name];
    return Float32Array.from(decodeBase64(data), (q) => q * scale);
  };
  return { shape, words: table("words"), tags: table("tags"), w1: table("w1"), b1: table("b1"), w2: table("w2"), b2: table("b2") };
}

let cached: { net: NetParams; index: NetIndex } | undefined;

/** The committed network, decoded on first use. */
export function defaultNet(): { net: NetParams; index: NetIndex } {
  if (!cached) {
    const net = loadNet(netFile as NetFile);
    cached = { net, index: netIndex(net.shape) };
  }
  return cached;
}

/** Replaces the network (training tunes the combination before writing the file). */
export function setDefaultNet(net: NetParams): void {
  cached = { net, index: netIndex(net.shape) };
}

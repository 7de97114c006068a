// The third learned part of the punctuation engine: a bidirectional recurrent network (two GRUs,
// one reading the text forwards, one backwards) over the window network's word vectors. The
// window network sees ten words around a gap; this one carries what it read since the text's
// start and what comes up to its end, so a gap can weigh a whole sentence on either side
// ("the results which we collected over three years | show"). For the gap after word i it reads
// the forward state after word i and the backward state at word i + 1, then one hidden layer of
// rectified units and a softmax over none / comma / full stop / question mark. Its inputs per
// word are the window network's learned vectors (spelling and tag), its two flags and, when the
// file says so (gloveDim), the word's pretrained GloVe vector (glove-vectors.ts; a learned vector
// by its last three letters for a word outside that table); the rules' sentence-end flag joins
// at the output. Trained by `npm run train:punctuation` after the window network (with GloVe:
// scripts/ai/experiments/run.py; without: scripts/ai/train-sequence-net.ts); int8 weights in
// sequence-net.json. Plain TypeScript.
import netFile from "@/lib/ai/local/punctuation/sequence-net.json";
import { decodeBase64, encodeBase64, type ModelWord } from "@/lib/ai/local/punctuation/model";
import { gloveRow, gloveTable, gloveVector, type GloveTable } from "@/lib/ai/local/punctuation/glove-vectors";
import { encode, firstOfKind, slotInput, SLOT, suffixBucket, SUFFIX_BUCKETS, type Encoded, type NetIndex, type NetParams } from "@/lib/ai/local/punctuation/window-net";
// Read once, not per call: under Jest every global (`Math`) a hot loop names is looked up
// through the test sandbox's global object, about 50 times slower than a local binding.
const { exp, tanh, log, max: mathMax } = Math;


/** A word's input: the window network's slot for it (spelling vector, tag vector, flags). */
export const STEP_INPUTS = SLOT;
// A module-local copy: an imported binding can compile to a getter call, which hot loops pay for.
const D_ = STEP_INPUTS;

/**
 * One direction's GRU, PyTorch's formulation: gates z (update), r (reset), n (candidate), each
 * H rows; w: 3H x STEP_INPUTS, u: 3H x H, bx and bh: 3H.
 */
export type Gru = { w: Float32Array; u: Float32Array; bx: Float32Array; bh: Float32Array };

export type SeqParams = {
  hidden: number; // H, per direction
  outHidden: number; // O
  /** Numbers of the pretrained vector read after the slot (0: none); w is then 3H x (STEP_INPUTS + glove). */
  glove: number;
  /** The pretrained vectors' multiplier in training. */
  gloveScale: number;
  /** Learned vectors (SUFFIX_BUCKETS x glove) for words the pretrained table lacks, by their last three letters. */
  unknown: Float32Array;
  fwd: Gru;
  bwd: Gru;
  w1: Float32Array; // O x (2H + 1)
  b1: Float32Array; // O
  w2: Float32Array; // 4 x O
  b2: Float32Array; // 4
};

export function outInputs(p: SeqParams): number {
  return 2 * p.hidden + 1;
}

export const sigmoid = (v: number) => 1 / (1 + exp(-v));

/**
 * One GRU step. `a` holds the input side (w x + bx, 3H) for this word; `prev` the state before
 * it. Writes the new state into `h`, and (when given) the gates for training: z, r, n and
 * hn = un prev + bhn (the candidate's recurrent part, before the reset gate).
 */
export function gruStep(
  g: Gru,
  H: number,
  a: Float32Array,
  aAt: number,
  prev: Float32Array,
  prevAt: number,
  h: Float32Array,
  hAt: number,
  keep?: { z: Float32Array; r: Float32Array; n: Float32Array; hn: Float32Array; at: number },
): void {
  const u = g.u;
  const bh = g.bh;
  for (let j = 0; j < H; j++) {
    let sz = bh[j];
    let sr = bh[H + j];
    let sn = bh[2 * H + j];
    const rz = j * H;
    const rr = (H + j) * H;
    const rn = (2 * H + j) * H;
    for (let k = 0; k < H; k++) {
      const v = prev[prevAt + k];
      sz += u[rz + k] * v;
      sr += u[rr + k] * v;
      sn += u[rn + k] * v;
    }
    const z = sigmoid(a[aAt + j] + sz);
    const r = sigmoid(a[aAt + H + j] + sr);
    const n = tanh(a[aAt + 2 * H + j] + r * sn);
    h[hAt + j] = (1 - z) * n + z * prev[prevAt + j];
    if (keep) {
      keep.z[keep.at + j] = z;
      keep.r[keep.at + j] = r;
      keep.n[keep.at + j] = n;
      keep.hn[keep.at + j] = sn;
    }
  }
}

/** Each word's pretrained row (>= 0) or, for a word outside the table, -1 - its suffix bucket. */
export type GloveInput = { table: GloveTable; rows: Int32Array };

export function gloveInput(words: ModelWord[]): GloveInput {
  const table = gloveTable();
  return { table, rows: Int32Array.from(words, (w) => { const r = gloveRow(table, w.lower); return r >= 0 ? r : -1 - suffixBucket(w.lower); }) };
}

/** The input side of every word (n x 3H) for one direction, each distinct word projected once. */
export function inputSides(g: Gru, H: number, win: NetParams, e: Encoded, first: Int32Array, p?: SeqParams, gi?: GloveInput): Float32Array {
  const n = e.words.length;
  const out = new Float32Array(n * 3 * H);
  const G = p && gi ? p.glove : 0;
  const D = D_ + G;
  const x = new Float32Array(D);
  const w = g.w;
  const bx = g.bx;
  for (let t = 0; t < n; t++) {
    const f = first[t];
    if (f !== t) {
      out.copyWithin(t * 3 * H, f * 3 * H, (f + 1) * 3 * H);
      continue;
    }
    slotInput(win, e, t, x);
    const side = G ? gloveSide(g, H, p!, gi!.table, gi!.rows[t], D) : undefined;
    for (let j = 0; j < 3 * H; j++) {
      let s = side ? side[j] : bx[j];
      const row = j * D;
      for (let d = 0; d < D_; d++) s += w[row + d] * x[d];
      out[t * 3 * H + j] = s;
    }
  }
  return out;
}

/**
 * The pretrained vector's part of a word's input side (3H, with the bias), kept per network and
 * word: the table's 100 numbers cost more than the slot's 42, and a speaker's words repeat from
 * phrase to phrase. At most one entry per table row and suffix bucket (about 40 MB if every
 * word were met).
 */
const sideCache = new WeakMap<Gru, Map<number, Float32Array>>();

function gloveSide(g: Gru, H: number, p: SeqParams, table: GloveTable, r: number, D: number): Float32Array {
  let cache = sideCache.get(g);
  if (!cache) sideCache.set(g, (cache = new Map()));
  let side = cache.get(r);
  if (side) return side;
  const G = p.glove;
  const v = new Float32Array(G);
  if (r >= 0) gloveVector(table, r, p.gloveScale, v, 0);
  else v.set(p.unknown.subarray((-1 - r) * G, (-r) * G));
  side = new Float32Array(3 * H);
  for (let j = 0; j < 3 * H; j++) {
    let s = g.bx[j];
    const row = j * D + D_;
    for (let d = 0; d < G; d++) s += g.w[row + d] * v[d];
    side[j] = s;
  }
  cache.set(r, side);
  return side;
}

/** Forward states (n x H, after each word) and backward states (n x H, at each word). */
export function states(p: SeqParams, win: NetParams, e: Encoded, gi?: GloveInput): { f: Float32Array; b: Float32Array } {
  const H = p.hidden;
  const n = e.words.length;
  const f = new Float32Array(n * H);
  const b = new Float32Array(n * H);
  const zero = new Float32Array(H);
  const first = gi ? firstOfKindGlove(e, gi) : firstOfKind(e);
  const af = inputSides(p.fwd, H, win, e, first, p, gi);
  for (let t = 0; t < n; t++) gruStep(p.fwd, H, af, t * 3 * H, t > 0 ? f : zero, t > 0 ? (t - 1) * H : 0, f, t * H);
  const ab = inputSides(p.bwd, H, win, e, first, p, gi);
  for (let t = n - 1; t >= 0; t--) gruStep(p.bwd, H, ab, t * 3 * H, t < n - 1 ? b : zero, t < n - 1 ? (t + 1) * H : 0, b, t * H);
  return { f, b };
}

/** The first word with the same slot and the same pretrained row as each word. */
function firstOfKindGlove(e: Encoded, gi: GloveInput): Int32Array {
  const slot = firstOfKind(e);
  const first = new Int32Array(slot.length);
  const seen = new Map<string, number>();
  for (let t = 0; t < slot.length; t++) {
    const key = `${slot[t]} ${gi.rows[t]}`;
    const f = seen.get(key);
    if (f === undefined) seen.set(key, t);
    first[t] = f ?? t;
  }
  return first;
}

/** The output layer's input for the gap after word i: [f_i, b_(i+1), rules' stop flag]. */
export function gapVector(p: SeqParams, s: { f: Float32Array; b: Float32Array }, e: Encoded, i: number, g: Float32Array): void {
  const H = p.hidden;
  for (let k = 0; k < H; k++) g[k] = s.f[i * H + k];
  for (let k = 0; k < H; k++) g[H + k] = s.b[(i + 1) * H + k];
  g[2 * H] = e.ruleStop[i];
}

/** Hidden layer (o, O) and log-probabilities (out at `at`) for one gap vector. */
export function outLayer(p: SeqParams, g: Float32Array, o: Float32Array, out: Float64Array, at: number): void {
  const I = outInputs(p);
  const O = p.outHidden;
  const w1 = p.w1;
  const w2 = p.w2;
  for (let j = 0; j < O; j++) {
    let s = p.b1[j];
    const row = j * I;
    for (let d = 0; d < I; d++) s += w1[row + d] * g[d];
    o[j] = s > 0 ? s : 0;
  }
  let max = -Infinity;
  for (let c = 0; c < 4; c++) {
    let s = p.b2[c];
    for (let j = 0; j < O; j++) s += w2[c * O + j] * o[j];
    out[at + c] = s;
    max = mathMax(max, s);
  }
  let z = 0;
  for (let c = 0; c < 4; c++) z += exp(out[at + c] - max);
  const lz = max + log(z);
  for (let c = 0; c < 4; c++) out[at + c] -= lz;
}

/** Log-probabilities of the four marks after each word (n x 4; the last word's are 0). */
export function scoreSequence(p: SeqParams, win: { net: NetParams; index: NetIndex }, words: ModelWord[]): Float64Array {
  const n = words.length;
  const scores = new Float64Array(n * 4);
  if (n < 2 || p.hidden === 0) return scores;
  const e = encode(win.index, words);
  const s = states(p, win.net, e, p.glove ? gloveInput(words) : undefined);
  const g = new Float32Array(outInputs(p));
  const o = new Float32Array(p.outHidden);
  for (let i = 0; i + 1 < n; i++) {
    gapVector(p, s, e, i, g);
    outLayer(p, g, o, scores, i * 4);
  }
  return scores;
}

/** Stored form: int8 tables with one scale each, base64. */
export type SeqFile = { hidden: number; outHidden: number; gloveDim?: number; gloveScale?: number; tables: Record<string, { scale: number; data: string }> };

type Table = { name: string; get: (p: SeqParams) => Float32Array };

const TABLES: Table[] = [
  ...(["fwd", "bwd"] as const).flatMap((dir) =>
    (["w", "u", "bx", "bh"] as const).map((k) => ({ name: `${dir}.${k}`, get: (p: SeqParams) => p[dir][k] })),
  ),
  ...(["w1", "b1", "w2", "b2"] as const).map((k) => ({ name: k, get: (p: SeqParams) => p[k] })),
];
const UNKNOWN: Table = { name: "unknown", get: (p) => p.unknown };
const tablesOf = (p: SeqParams) => (p.glove ? [...TABLES, UNKNOWN] : TABLES);

export function saveSequenceNet(p: SeqParams): SeqFile {
  const tables: SeqFile["tables"] = {};
  for (const t of tablesOf(p)) {
    const a = t.get(p);
    let max = 0;
    for (const v of a) max = mathMax(max, Math.abs(v));
    const scale = max / 127 || 1;
    tables[t.name] = { scale, data: encodeBase64(Int8Array.from(a, (v) => Math.round(v / scale))) };
  }
  return { hidden: p.hidden, outHidden: p.outHidden, ...(p.glove ? { gloveDim: p.glove, gloveScale: p.gloveScale } : {}), tables };
}

/** An all-zero network of the given size (training fills it in). */
export function emptySequenceNet(hidden: number, outHidden: number, glove = 0, gloveScale = 1): SeqParams {
  const gru = (): Gru => ({
    w: new Float32Array(3 * hidden * (STEP_INPUTS + glove)),
    u: new Float32Array(3 * hidden * hidden),
    bx: new Float32Array(3 * hidden),
    bh: new Float32Array(3 * hidden),
  });
  return {
    hidden,
    outHidden,
    glove,
    gloveScale,
    unknown: new Float32Array(SUFFIX_BUCKETS * glove),
    fwd: gru(),
    bwd: gru(),
    w1: new Float32Array(outHidden * (2 * hidden + 1)),
    b1: new Float32Array(outHidden),
    w2: new Float32Array(4 * outHidden),
    b2: new Float32Array(4),
  };
}

export function loadSequenceNet(file: SeqFile): SeqParams {
  const p = emptySequenceNet(file.hidden, file.outHidden, file.gloveDim ?? 0, file.gloveScale ?? 1);
  for (const t of tablesOf(p)) {
    const { scale, data } = file.tables[t.name];
    const q = decodeBase64(data);
    const into = t.get(p);
    for (let i = 0; i < into.length; i++) into[i] = q[i] * scale;
  }
  return p;
}

let cached: SeqParams | undefined;

/** The committed network, decoded on first use. */
export function defaultSequenceNet(): SeqParams {
  cached ??= loadSequenceNet(netFile as SeqFile);
  return cached;
}

/** Replaces the network (training tunes the combination before writing the file). */
export function setDefaultSequenceNet(p: SeqParams): void {
  cached = p;
}

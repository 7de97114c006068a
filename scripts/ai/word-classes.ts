// Word classes for the punctuation model: words that occur in similar contexts share a class
// (k-means over each word's left and right neighbours, at two granularities). Built by
// `npm run train:punctuation` from the training text only; deterministic (fixed word order,
// centroids seeded from fixed ranks, a fixed number of rounds).

/** Lower-case word sequences -> "word coarse.fine" lines for words seen at least `minCount` times. */
export function buildWordClasses(seqs: string[][], options: { minCount?: number; coarse?: number; fine?: number; rounds?: number } = {}): Map<string, string> {
  const { minCount = 5, coarse = 64, fine = 256, rounds = 12 } = options;
  const freq = new Map<string, number>();
  for (const s of seqs) for (const w of s) freq.set(w, (freq.get(w) ?? 0) + 1);
  const vocab = [...freq.entries()].filter(([, n]) => n >= minCount).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  // Context dimensions: the 600 most frequent words on the left, the same on the right, plus
  // "other word" and "text edge" on each side.
  const CTX = 600;
  const ctx = new Map(vocab.slice(0, CTX).map((w, i) => [w, i]));
  const index = new Map(vocab.map((w, i) => [w, i]));
  const D = 2 * (CTX + 2);
  const rows: Array<Map<number, number>> = vocab.map(() => new Map());
  const add = (r: Map<number, number>, k: number) => r.set(k, (r.get(k) ?? 0) + 1);
  for (const s of seqs) for (let i = 0; i < s.length; i++) {
    const id = index.get(s[i]);
    if (id === undefined) continue;
    add(rows[id], i === 0 ? CTX + 1 : ctx.get(s[i - 1]) ?? CTX);
    add(rows[id], CTX + 2 + (i === s.length - 1 ? CTX + 1 : ctx.get(s[i + 1]) ?? CTX));
  }
  // Square-root counts, unit length: similar contexts give a large dot product.
  const vecs = rows.map((r) => {
    const ks = [...r.keys()].sort((a, b) => a - b);
    const vs = ks.map((k) => Math.sqrt(r.get(k) ?? 0));
    const n = Math.hypot(...vs) || 1;
    return { ks: Int32Array.from(ks), vs: Float64Array.from(vs.map((v) => v / n)) };
  });
  const kmeans = (K: number): Int32Array => {
    const C = Array.from({ length: K }, (_, k) => {
      const c = new Float64Array(D);
      const v = vecs[Math.floor((k * vocab.length) / K / 4)];
      v.ks.forEach((x, j) => (c[x] = v.vs[j]));
      return c;
    });
    const assign = new Int32Array(vocab.length);
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < vecs.length; i++) {
        const v = vecs[i];
        let best = 0;
        let bestScore = -1;
        for (let k = 0; k < K; k++) {
          const c = C[k];
          let s = 0;
          for (let j = 0; j < v.ks.length; j++) s += c[v.ks[j]] * v.vs[j];
          if (s > bestScore) {
            bestScore = s;
            best = k;
          }
        }
        assign[i] = best;
      }
      for (const c of C) c.fill(0);
      for (let i = 0; i < vecs.length; i++) {
        const c = C[assign[i]];
        const v = vecs[i];
        for (let j = 0; j < v.ks.length; j++) c[v.ks[j]] += v.vs[j];
      }
      for (const c of C) {
        let n = 0;
        for (const x of c) n += x * x;
        n = Math.sqrt(n) || 1;
        for (let j = 0; j < D; j++) c[j] /= n;
      }
    }
    return assign;
  };
  const a = kmeans(coarse);
  const b = kmeans(fine);
  return new Map(vocab.map((w, i) => [w, `${a[i]}.${b[i]}`]));
}

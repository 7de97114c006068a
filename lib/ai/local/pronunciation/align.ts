// Local pronunciation engine: weighted Levenshtein alignment with a backtrace (words, phonemes, letters).

export type Step<T> =
  | { op: "match"; a: T; b: T; ai: number; bi: number; cost: 0 }
  | { op: "sub"; a: T; b: T; ai: number; bi: number; cost: number }
  | { op: "del"; a: T; ai: number; cost: number }
  | { op: "ins"; b: T; bi: number; cost: number };

export type Costs<T> = {
  /** Cost of putting b where a was expected; 0 means the two are the same. */
  sub: (a: T, b: T) => number;
  /** Cost of leaving out a (default 1). */
  del?: (a: T) => number;
  /** Cost of adding b (default 1). */
  ins?: (b: T) => number;
};

const one = () => 1;

/**
 * Aligns `a` (expected) with `b` (heard). Deterministic: on ties it prefers a match or substitution,
 * then a deletion, then an insertion, so equal inputs always give the same steps.
 */
export function align<T>(a: readonly T[], b: readonly T[], costs: Costs<T>): { distance: number; steps: Step<T>[] } {
  const del = costs.del ?? one;
  const ins = costs.ins ?? one;
  const width = b.length + 1;
  const d = new Float64Array((a.length + 1) * width);
  const subCache = new Float64Array(a.length * b.length);
  for (let j = 1; j <= b.length; j++) d[j] = d[j - 1] + ins(b[j - 1]);
  for (let i = 1; i <= a.length; i++) {
    d[i * width] = d[(i - 1) * width] + del(a[i - 1]);
    for (let j = 1; j <= b.length; j++) {
      const s = costs.sub(a[i - 1], b[j - 1]);
      subCache[(i - 1) * b.length + (j - 1)] = s;
      d[i * width + j] = Math.min(
        d[(i - 1) * width + j - 1] + s,
        d[(i - 1) * width + j] + del(a[i - 1]),
        d[i * width + j - 1] + ins(b[j - 1]),
      );
    }
  }
  const steps: Step<T>[] = [];
  let i = a.length;
  let j = b.length;
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  while (i > 0 || j > 0) {
    const here = d[i * width + j];
    if (i > 0 && j > 0) {
      const s = subCache[(i - 1) * b.length + (j - 1)];
      if (near(here, d[(i - 1) * width + j - 1] + s)) {
        steps.push(
          s === 0
            ? { op: "match", a: a[i - 1], b: b[j - 1], ai: i - 1, bi: j - 1, cost: 0 }
            : { op: "sub", a: a[i - 1], b: b[j - 1], ai: i - 1, bi: j - 1, cost: s },
        );
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && near(here, d[(i - 1) * width + j] + del(a[i - 1]))) {
      steps.push({ op: "del", a: a[i - 1], ai: i - 1, cost: del(a[i - 1]) });
      i--;
      continue;
    }
    steps.push({ op: "ins", b: b[j - 1], bi: j - 1, cost: ins(b[j - 1]) });
    j--;
  }
  steps.reverse();
  return { distance: d[a.length * width + b.length], steps };
}

/** Plain edit distance (no backtrace) for short sequences such as the letters of two words. */
export function editDistance<T>(a: readonly T[], b: readonly T[], sub: (x: T, y: T) => number = (x, y) => (x === y ? 0 : 1)): number {
  let prev = new Float64Array(b.length + 1);
  let cur = new Float64Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j - 1] + sub(a[i - 1], b[j - 1]), prev[j] + 1, cur[j - 1] + 1);
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

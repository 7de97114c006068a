// Letter edit distance in the way typing goes wrong: a key next to the right one, two letters
// swapped or a letter doubled or undoubled costs less than any other change (Damerau, optimal
// string alignment, with weights).

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const NEAR_KEYS = new Set<string>();
for (let r = 0; r < KEY_ROWS.length; r++)
  for (let c = 0; c < KEY_ROWS[r].length; c++)
    for (const [dr, dc] of [[0, 1], [1, 0], [1, -1]]) {
      const other = KEY_ROWS[r + dr]?.[c + dc];
      if (other) NEAR_KEYS.add(KEY_ROWS[r][c] + other).add(other + KEY_ROWS[r][c]);
    }

const NEIGHBOUR_KEY = 0.6;
const SWAP = 0.6;
const DOUBLING = 0.5;

// Read once, not per call: under Jest every global (`Math`) a hot loop names is looked up
// through the test sandbox's global object, about 50 times slower than a local binding.
const { min, abs } = Math;

// neighbouring keys as a table by character code (letters only; anything else is never near)
const NEAR_TABLE = new Uint8Array(128 * 128);
for (const pair of NEAR_KEYS) NEAR_TABLE[pair.charCodeAt(0) * 128 + pair.charCodeAt(1)] = 1;
const MAX = 64;
let twoBack = new Float64Array(MAX + 1);
let prevRow = new Float64Array(MAX + 1);
let curRow = new Float64Array(MAX + 1);
const A = new Uint16Array(MAX + 1);
const B = new Uint16Array(MAX + 1);

export function letterDistance(a: string, b: string, limit = Infinity): number {
  const n = min(a.length, MAX);
  const m = min(b.length, MAX);
  if (abs(n - m) > limit) return abs(n - m);
  for (let i = 0; i < n; i++) A[i + 1] = a.charCodeAt(i);
  for (let j = 0; j < m; j++) B[j + 1] = b.charCodeAt(j);
  A[0] = B[0] = 0;
  for (let j = 0; j <= m; j++) prevRow[j] = j;
  for (let i = 1; i <= n; i++) {
    curRow[0] = i;
    let best = i;
    const ca = A[i];
    for (let j = 1; j <= m; j++) {
      const cb = B[j];
      const sub = ca === cb ? 0 : ca < 128 && cb < 128 && NEAR_TABLE[ca * 128 + cb] ? NEIGHBOUR_KEY : 1;
      // a letter of `a` not in `b` (cheap when it doubles its neighbour) and the reverse
      const del = ca === A[i - 1] || ca === cb ? DOUBLING : 1;
      const ins = cb === B[j - 1] || cb === ca ? DOUBLING : 1;
      let v = prevRow[j - 1] + sub;
      if (prevRow[j] + del < v) v = prevRow[j] + del;
      if (curRow[j - 1] + ins < v) v = curRow[j - 1] + ins;
      if (i > 1 && j > 1 && ca === B[j - 1] && A[i - 1] === cb && twoBack[j - 2] + SWAP < v) v = twoBack[j - 2] + SWAP;
      curRow[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return best;
    const t = twoBack;
    twoBack = prevRow;
    prevRow = curRow;
    curRow = t;
  }
  return prevRow[m];
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz'";

/** Every string one letter edit away (left out, swapped, changed, added), Norvig's edits1. */
export function oneEditAway(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (right) out.push(left + right.slice(1));
    if (right.length > 1) out.push(left + right[1] + right[0] + right.slice(2));
    for (const c of ALPHABET) {
      if (right) out.push(left + c + right.slice(1));
      out.push(left + c + right);
    }
  }
  return out;
}

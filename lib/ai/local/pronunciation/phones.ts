// English sounds (ARPAbet, as in the CMU dictionary) and how alike two of them are, so an
// alignment of what was said against the text pairs "th" with "s" or "f" (tongue a little
// further back or forward) rather than with a vowel. Costs: 0 same sound, about 0.25 for a
// near neighbour (voicing or a step in place: "p"/"b", "th"/"s", "l"/"r"), up to 1 for unrelated
// sounds, 1.6 for a vowel against a consonant; leaving a sound out or adding one costs 1.

type Consonant = { place: number; manner: "stop" | "fricative" | "affricate" | "nasal" | "liquid" | "glide"; voiced: boolean };

// Place: 0 lips, 1 lip-teeth, 2 teeth, 3 ridge, 4 behind the ridge, 5 palate, 6 soft palate, 7 throat.
const CONSONANTS: Record<string, Consonant> = {
  P: { place: 0, manner: "stop", voiced: false }, B: { place: 0, manner: "stop", voiced: true }, M: { place: 0, manner: "nasal", voiced: true },
  F: { place: 1, manner: "fricative", voiced: false }, V: { place: 1, manner: "fricative", voiced: true },
  TH: { place: 2, manner: "fricative", voiced: false }, DH: { place: 2, manner: "fricative", voiced: true },
  T: { place: 3, manner: "stop", voiced: false }, D: { place: 3, manner: "stop", voiced: true }, N: { place: 3, manner: "nasal", voiced: true },
  S: { place: 3, manner: "fricative", voiced: false }, Z: { place: 3, manner: "fricative", voiced: true }, L: { place: 3, manner: "liquid", voiced: true },
  R: { place: 4, manner: "liquid", voiced: true }, SH: { place: 4, manner: "fricative", voiced: false }, ZH: { place: 4, manner: "fricative", voiced: true },
  CH: { place: 4, manner: "affricate", voiced: false }, JH: { place: 4, manner: "affricate", voiced: true },
  Y: { place: 5, manner: "glide", voiced: true }, W: { place: 0, manner: "glide", voiced: true },
  K: { place: 6, manner: "stop", voiced: false }, G: { place: 6, manner: "stop", voiced: true }, NG: { place: 6, manner: "nasal", voiced: true },
  HH: { place: 7, manner: "fricative", voiced: false },
};

// Vowels by where the tongue starts: height (0 high .. 2 low) and backness (0 front .. 2 back).
const VOWELS: Record<string, [number, number]> = {
  IY: [0, 0], IH: [0.5, 0.2], EY: [0.8, 0.2], EH: [1, 0.2], AE: [1.8, 0.3], AH: [1.2, 1.2], AA: [2, 1.8], AO: [1.5, 2],
  OW: [1, 2], UH: [0.5, 1.8], UW: [0, 2], ER: [1, 1], AY: [1.8, 1], AW: [1.8, 1.5], OY: [1.2, 2],
};

const NEAR_MANNERS = new Set(["liquid glide", "glide liquid", "affricate fricative", "fricative affricate", "affricate stop", "stop affricate"]);


/** How different saying `b` is from `a` (0 the same). */
export function phoneCost(a: string, b: string): number {
  if (a === b) return 0;
  const [va, vb] = [VOWELS[a], VOWELS[b]];
  if (va && vb) return Math.min(0.9, Math.max(0.3, 0.2 + 0.2 * Math.hypot(va[0] - vb[0], va[1] - vb[1])));
  const [ca, cb] = [CONSONANTS[a], CONSONANTS[b]];
  if (ca && cb) {
    const manner = ca.manner === cb.manner ? 0 : NEAR_MANNERS.has(`${ca.manner} ${cb.manner}`) ? 0.2 : 0.35;
    const cost = (ca.voiced === cb.voiced ? 0 : 0.25) + 0.15 * Math.min(3, Math.abs(ca.place - cb.place)) + manner;
    return Math.min(0.95, Math.max(0.25, cost));
  }
  return a.length === 1 && b.length === 1 && !va && !vb && !ca && !cb ? 1 : 1.6; // letters of an unknown word; or vowel against consonant
}

// Sounds as small numbers and their costs in one table, so aligning long readings stays fast.
const ids = new Map<string, number>();
let table = new Float64Array(0);
let size = 0;

/** The number of a sound (or of a letter of an unknown word). */
export function phoneId(p: string): number {
  let id = ids.get(p);
  if (id === undefined) {
    id = ids.size;
    ids.set(p, id);
  }
  return id;
}

function costTable(): Float64Array {
  if (size === ids.size) return table;
  const names = [...ids.keys()];
  size = names.length;
  table = new Float64Array(size * size);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) table[i * size + j] = phoneCost(names[i], names[j]);
  return table;
}

let rowA = new Float64Array(64);
let rowB = new Float64Array(64);

/** The cost of the cheapest alignment of two sound-number lists (no alignment kept: for choosing). */
export function alignCost(target: readonly number[], heard: readonly number[]): number {
  const costs = costTable();
  const m = heard.length;
  if (rowA.length <= m) [rowA, rowB] = [new Float64Array(m * 2 + 1), new Float64Array(m * 2 + 1)];
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= target.length; i++) {
    cur[0] = i;
    const row = target[i - 1] * size;
    for (let j = 1; j <= m; j++) {
      const sub = prev[j - 1] + costs[row + heard[j - 1]];
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      cur[j] = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
}

export type PhoneOp = { t?: number; h?: number };

/** The cheapest way to say `heard` for `target`: pairs (a sound said, maybe another), sounds left out (no h) and added (no t). */
export function alignPhones(target: readonly string[], heard: readonly string[]): { cost: number; ops: PhoneOp[] } {
  const n = target.length;
  const m = heard.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => i + j));
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      cost[i][j] = Math.min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + phoneCost(target[i - 1], heard[j - 1]));
  const ops: PhoneOp[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && Math.abs(cost[i][j] - (cost[i - 1][j - 1] + phoneCost(target[i - 1], heard[j - 1]))) < 1e-9) ops.push({ t: --i, h: --j });
    else if (i > 0 && Math.abs(cost[i][j] - (cost[i - 1][j] + 1)) < 1e-9) ops.push({ t: --i });
    else ops.push({ h: --j });
  }
  return { cost: cost[n][m], ops: ops.reverse() };
}

/** Every pronunciation the dictionary gives a word ("live": L IH V and L AY V), stress kept. */
export function variantsOf(dict: Record<string, string>, word: string): string[][] | undefined {
  const key = word.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^a-z'.-]/g, "");
  const base = dict[key] ? key : dict[key.replace(/'s$/, "")] ? key.replace(/'s$/, "") : undefined;
  if (!base) return undefined;
  const out: string[][] = [];
  for (let k = 1; k <= 4; k++) {
    const entry = dict[k === 1 ? base : `${base}(${k})`];
    if (!entry) break;
    out.push(entry.replace(/#.*$/, "").trim().split(/\s+/));
  }
  return out;
}

// ARPAbet phonemes as one character each, so a pronunciation is a short string and two
// pronunciations compare with an ordinary edit distance. Stress marks are dropped: people who
// spell by sound get the sounds, not the stress, and "definitely" must meet "definatly".

/** ARPAbet symbol (no stress digit) -> one character. Vowels are upper case, consonants lower. */
export const PHONEME_CHAR: Readonly<Record<string, string>> = {
  AA: "A", AE: "Q", AH: "U", AO: "O", AW: "W", AY: "Y", EH: "E", ER: "R", EY: "J", IH: "I", IY: "V",
  OW: "X", OY: "K", UH: "H", UW: "Z",
  B: "b", CH: "c", D: "d", DH: "ð", F: "f", G: "g", HH: "h", JH: "j", K: "k", L: "l", M: "m", N: "n", NG: "ŋ",
  P: "p", R: "r", S: "s", SH: "ʃ", T: "t", TH: "θ", V: "v", W: "w", Y: "y", Z: "z", ZH: "ʒ",
};

/** "D EH1 F AH0 N AH0 T L IY0" -> "dEfUnUtlV" (unknown symbols are dropped). */
export function encodeArpabet(arpabet: string): string {
  let out = "";
  for (const p of arpabet.split(" ")) out += PHONEME_CHAR[p.replace(/\d$/, "")] ?? "";
  return out;
}

const isVowel = (c: string) => c >= "A" && c <= "Z";
// the reduced vowels an unstressed syllable drifts to: "uh", "ih", "er"
const WEAK = new Set(["U", "I", "R"]);
// sounds that differ only in voicing, or that spellers often swap
const NEAR_PAIRS = ["sz", "fv", "td", "kg", "pb", "ʃʒ", "cj", "θð", "ʃc", "ʒj", "sʃ", "nŋ", "θf", "ðd", "θt"];
const NEAR = new Set(NEAR_PAIRS.flatMap((p) => [p, p[1] + p[0]]));
// consonants that come and go in spellings by sound ("wawter", "dorter", "ower")
const LIGHT = new Set(["h", "r", "w", "y"]);
// Read once, not per call: under Jest every global (`Math`) a hot loop names is looked up
// through the test sandbox's global object, about 50 times slower than a local binding.
const { min } = Math;

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  const va = isVowel(a);
  if (va !== isVowel(b)) return a + b === "Rr" || a + b === "rR" ? 0.3 : 1.2;
  if (va) return WEAK.has(a) || WEAK.has(b) ? 0.3 : 0.45;
  return NEAR.has(a + b) ? 0.45 : 1;
}

function indel(c: string): number {
  if (isVowel(c)) return WEAK.has(c) ? 0.35 : 0.6;
  return LIGHT.has(c) ? 0.5 : 0.9;
}

// The costs as tables indexed by character code, so the distance loop does no string work.
const SYMBOLS = Object.values(PHONEME_CHAR);
const INDEX = new Int8Array(0x400).fill(-1); // every symbol is below U+0400 ("θ" is U+03B8)
SYMBOLS.forEach((c, i) => (INDEX[c.charCodeAt(0)] = i));
const K = SYMBOLS.length;
const SUB = new Float64Array(K * K);
const INDEL = new Float64Array(K);
SYMBOLS.forEach((a, i) => {
  INDEL[i] = indel(a);
  SYMBOLS.forEach((b, j) => (SUB[i * K + j] = substitution(a, b)));
});
let rowA = new Float64Array(64);
let rowB = new Float64Array(64);
const codesA = new Int8Array(64);
const codesB = new Int8Array(64);

function toCodes(s: string, into: Int8Array): number {
  const n = min(s.length, 63);
  for (let i = 0; i < n; i++) into[i] = INDEX[s.charCodeAt(i)] ?? 0;
  return n;
}

/** Weighted edit distance between two encoded pronunciations (vowel for vowel is cheap). */
export function phonemeDistance(a: string, b: string, limit = Infinity): number {
  const n = toCodes(a, codesA);
  const m = toCodes(b, codesB);
  let prev = rowA;
  let cur = rowB;
  prev[0] = 0;
  for (let j = 1; j <= m; j++) prev[j] = prev[j - 1] + INDEL[codesB[j - 1]];
  for (let i = 1; i <= n; i++) {
    const ca = codesA[i - 1];
    const del = INDEL[ca];
    cur[0] = prev[0] + del;
    let best = cur[0];
    const base = ca * K;
    for (let j = 1; j <= m; j++) {
      const cb = codesB[j - 1];
      let v = prev[j - 1] + SUB[base + cb];
      const d = prev[j] + del;
      if (d < v) v = d;
      const ins = cur[j - 1] + INDEL[cb];
      if (ins < v) v = ins;
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return best;
    const t = prev;
    prev = cur;
    cur = t;
  }
  rowA = prev;
  rowB = cur;
  return prev[m];
}

// sounds a speller writes with the same letters share a skeleton letter
const SKELETON_MERGE: Readonly<Record<string, string>> = { z: "s", ð: "θ", ʒ: "ʃ", ŋ: "n" };

/** The consonants of a pronunciation, the part spellers keep best: "dEfUnUtlV" -> "dfntl". */
export function consonantSkeleton(encoded: string): string {
  let out = "";
  for (const c of encoded) if (!isVowel(c) && !LIGHT.has(c)) out += SKELETON_MERGE[c] ?? c;
  return out;
}

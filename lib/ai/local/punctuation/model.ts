// The learned part of the punctuation engine: an averaged perceptron that decides, after each
// word, which mark follows it (none, comma, full stop, question mark). Features are the words,
// their word classes (word-classes.json: clusters of words that occur in similar contexts,
// computed from the training text), part-of-speech tags around the gap, name flags and capitals
// (a capital the speaker's recogniser gave inside a sentence marks a name), and what was decided
// before in the sentence (words since the last full stop, whether a verb has been seen).
// Features are hashed into a fixed table; the weights are trained by
// `npm run train:punctuation` (scripts/ai/train-punctuation.ts) and shipped as int8 numbers
// in model-weights.json. Plain TypeScript with no Node APIs, so it also runs in a browser.
// Decisions look only at lower-case words, tags and earlier decisions, never at case or at
// marks added before, so a second pass over the output repeats the same decisions.
import weightsFile from "@/lib/ai/local/punctuation/model-weights.json";
import wordClassesFile from "@/lib/ai/local/punctuation/word-classes.json";
// Read once, not per call: under Jest every global (`Math`) a hot loop names is looked up
// through the test sandbox's global object, about 50 times slower than a local binding.
const { imul } = Math;


export const MARKS = ["none", "comma", "period", "question"] as const;
export type Mark = (typeof MARKS)[number];
export const MARK_INDEX: Record<Mark, number> = { none: 0, comma: 1, period: 2, question: 3 };

/**
 * What the model sees of each word: its lower-case form, its tag(s), whether it is a known name,
 * its word class, and two capital flags: `cap` (written with a capital, or one the engine would
 * give it anywhere in a sentence) is read inside a sentence, `lexCap` (a capital the engine would
 * give it anywhere) at a sentence start, where every word gets a capital on output. So a second
 * pass over the engine's own output reads the same flags.
 */
export type ModelWord = { lower: string; tag: string; name: boolean; ruleStop: boolean; cls: string; cap: boolean; lexCap: boolean };

/**
 * Decisions so far in the sentence: the part of the state the features read. Only sentence ends
 * count (not commas), so commas added later by rules never change what the model decides.
 */
export type History = { sinceStop: number; verb: boolean; prevStop: boolean };

export const START_HISTORY: History = { sinceStop: 0, verb: false, prevStop: true };

export type Weights = {
  bits: number;
  /** Weight table, int8, classes interleaved (bucket * 4 + class). */
  table: Int8Array;
  scale: number;
  /** Per-class offsets tuned on the tuning split (added after scaling). */
  bias: number[];
  /** Weight of the window network's log-probabilities (window-net.ts), tuned with the offsets. */
  netWeight: number;
  /** Weight of the sequence network's log-probabilities (sequence-net.ts), tuned with the offsets. */
  seqWeight: number;
};

const VERB_TAGS = new Set(["VERB", "AUX"]);

function bucket(n: number): number {
  if (n <= 4) return n;
  if (n <= 6) return 5;
  if (n <= 9) return 6;
  if (n <= 14) return 7;
  if (n <= 20) return 8;
  if (n <= 30) return 9;
  return 10;
}

function suffix(w: string): string {
  return w.length > 4 ? w.slice(-3) : w;
}

/** FNV-1a over a feature string, folded into the table. */
export function hashFeature(s: string, mask: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return (h >>> 0) & mask;
}

/** Feature strings for the gap after word `i` (word i+1 exists). */
export function gapFeatures(words: ModelWord[], i: number, h: History): string[] {
  const w = (k: number) => words[i + k]?.lower ?? (i + k < 0 ? "<s>" : "</s>");
  const p = (k: number) => words[i + k]?.tag ?? (i + k < 0 ? "<s>" : "</s>");
  const w0 = w(0), w1 = w(1), wm1 = w(-1), w2 = w(2), wm2 = w(-2);
  const p0 = p(0), p1 = p(1), pm1 = p(-1), p2 = p(2), pm2 = p(-2), p3 = p(3);
  const d = bucket(h.sinceStop);
  const v = h.verb ? "v" : "-";
  const n0 = words[i].name ? "N" : "-";
  const n1 = words[i + 1]?.name ? "N" : "-";
  const r = words[i].ruleStop ? "R" : "-";
  const cl = (k: number) => words[i + k]?.cls ?? "_";
  const cm1 = cl(-1), c0 = cl(0), c1 = cl(1), c2 = cl(2);
  // Capitals: word i opens a sentence when the last decision was a stop, word i-1 one before.
  const capOf = (k: number, opens: boolean) => {
    const x = words[i + k];
    if (!x) return "_";
    return (opens ? x.lexCap : x.cap) ? "C" : "-";
  };
  const capm1 = i > 0 ? capOf(-1, h.sinceStop === 1) : "_";
  const cap0 = capOf(0, h.sinceStop === 0);
  const cap1 = capOf(1, false);
  return [
    "b",
    `w0=${w0}`, `w1=${w1}`, `wm1=${wm1}`, `w2=${w2}`, `wm2=${wm2}`,
    `p0=${p0}`, `p1=${p1}`, `pm1=${pm1}`, `p2=${p2}`, `pm2=${pm2}`,
    `w0w1=${w0}|${w1}`, `wm1w0=${wm1}|${w0}`, `w1w2=${w1}|${w2}`,
    `p0p1=${p0}|${p1}`, `pm1p0p1=${pm1}|${p0}|${p1}`, `p0p1p2=${p0}|${p1}|${p2}`, `pm2pm1p0=${pm2}|${pm1}|${p0}`,
    `p1p2p3=${p1}|${p2}|${p3}`,
    `w0p1=${w0}|${p1}`, `p0w1=${p0}|${w1}`, `w1p2=${w1}|${p2}`, `pm1w0=${pm1}|${w0}`,
    `s0=${suffix(w0)}`, `s1=${suffix(w1)}`, `n=${n0}${n1}|${p0}|${p1}`,
    `d=${d}`, `dp1=${d}|${p1}`, `dw1=${d}|${w1}`, `dw0=${d}|${w0}`, `dp0p1=${d}|${p0}|${p1}`,
    `v=${v}|${p1}`, `vw1=${v}|${w1}`, `vd=${v}|${d}`, `vp0p1=${v}|${p0}|${p1}`,
    `pm=${h.prevStop}|${p1}`, `pmw0=${h.prevStop}|${w0}`,
    `r=${r}`, `rp=${r}|${p0}|${p1}`, `rd=${r}|${d}`, `rw1=${r}|${w1}`, `rw0=${r}|${w0}`,
    `c0=${c0}`, `c1=${c1}`, `cm1=${cm1}`, `c2=${c2}`, `c0c1=${c0}|${c1}`, `cm1c0c1=${cm1}|${c0}|${c1}`, `c0c1c2=${c0}|${c1}|${c2}`,
    `c0w1=${c0}|${w1}`, `w0c1=${w0}|${c1}`, `dc1=${d}|${c1}`,
    `cap=${capm1}${cap0}${cap1}`, `cap1p=${cap1}|${p1}`, `cap0p=${cap0}|${p0}|${cap1}`,
  ];
}

export function nextHistory(h: History, word: ModelWord, mark: Mark): History {
  const stop = mark === "period" || mark === "question";
  const verb = h.verb || VERB_TAGS.has(word.tag.split("+")[0]) || word.tag.includes("VERB") || word.tag.includes("AUX");
  return { sinceStop: stop ? 0 : h.sinceStop + 1, verb: stop ? false : verb, prevStop: stop };
}

/** Class scores for one gap. */
export function scoreGap(weights: Weights, features: string[], out: Float64Array): void {
  const mask = (1 << weights.bits) - 1;
  out.fill(0);
  for (const f of features) {
    const b = hashFeature(f, mask) * 4;
    for (let c = 0; c < 4; c++) out[c] += weights.table[b + c];
  }
  for (let c = 0; c < 4; c++) out[c] = out[c] * weights.scale + weights.bias[c];
}

export type DecodeOptions = {
  /** Marks the writer already typed (index -> mark): kept, and the model reads them as decisions. */
  fixed?: (i: number) => Mark | undefined;
  /** Added to the full-stop and question scores: above 0 gives shorter sentences. */
  stopBias?: number;
  /** Added to the comma score: below 0 gives fewer commas. */
  commaBias?: number;
  /** Evidence from elsewhere (the rules, a pause heard) for a sentence end after word i, added to the stop scores. */
  stopPrior?: (i: number) => number;
  /** The window network's log-probabilities (n x 4, window-net.ts), added times the weights' `netWeight`. */
  netScores?: Float64Array;
  /** The sequence network's log-probabilities (n x 4, sequence-net.ts), added times the weights' `seqWeight`. */
  seqScores?: Float64Array;
  /**
   * Word i names the person a question is put to ("lucy | what about the content"): as the first
   * word of a sentence, or after only a word said to them ("sorry sue | can we ..."), it is no
   * sentence on its own, so a comma follows it instead of a stop.
   */
  vocative?: (i: number, start: number) => boolean;
  /**
   * May the model end a sentence after word i, the sentence having opened at word `start`?
   * When not, the better of no mark and a comma is taken (the caller keeps fragments out).
   */
  stopAllowed?: (start: number, i: number) => boolean;
  /**
   * When a stop after word i is refused, may the model's previous stop move here? Only when the sentence
   * so far lacks a clause; not when it has one that is unfinished ("If you're late | ..."): then a comma.
   */
  stopMayMove?: (start: number, i: number) => boolean;
  /**
   * Would a comma after word i join two whole clauses with no conjunction (a comma splice)? `from` is
   * where the words since the last mark decided open. Where the model chose a comma there but scored
   * a sentence end above no mark, the sentence ends instead. `start` is where the sentence opens.
   */
  spliceAt?: (start: number, from: number, i: number) => boolean;
};

/**
 * The mark after each word, left to right (the last word gets none: the caller ends the text).
 */
export function decodeMarks(words: ModelWord[], weights: Weights = defaultWeights(), options: DecodeOptions = {}): Mark[] {
  const marks: Mark[] = new Array(words.length).fill("none");
  const scores = new Float64Array(4);
  let h = START_HISTORY;
  let start = 0;
  // The model's last sentence end (not the writer's), which a surer one may replace.
  let last: { at: number; start: number; instead: Mark } | undefined;
  // where the words since the last comma or sentence end open
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    let mark: Mark | undefined = options.fixed?.(i);
    if (mark === undefined && i < words.length - 1) {
      scoreGap(weights, gapFeatures(words, i, h), scores);
      const stop = (options.stopBias ?? 0) + (options.stopPrior?.(i) ?? 0);
      scores[2] += stop;
      scores[3] += stop;
      scores[1] += options.commaBias ?? 0;
      if (options.netScores) for (let c = 0; c < 4; c++) scores[c] += weights.netWeight * options.netScores[i * 4 + c];
      if (options.seqScores) for (let c = 0; c < 4; c++) scores[c] += weights.seqWeight * options.seqScores[i * 4 + c];
      let best = 0;
      for (let c = 1; c < 4; c++) if (scores[c] > scores[best]) best = c;
      if (best >= 2 && options.vocative?.(i, start)) best = 1;
      const rest: Mark = scores[1] > scores[0] ? "comma" : "none";
      if (best >= 2 && options.stopAllowed && !options.stopAllowed(start, i)) {
        // The sentence so far has no clause of its own ("said here. | yesterday"): the model's
        // stop before it moves here ("said here yesterday.") if the longer sentence may end.
        if (last && (options.stopMayMove?.(start, i) ?? true) && options.stopAllowed(last.start, i)) {
          marks[last.at] = last.instead;
          start = last.start;
        } else best = MARK_INDEX[rest];
      }
      // "We painted the shed on Sunday | the paint we bought has run out": two sentences, not one with a comma
      const end = scores[3] > scores[2] ? 3 : 2;
      if (best === 1 && scores[end] > scores[0] && options.spliceAt?.(start, from, i) && (options.stopAllowed?.(start, i) ?? true)) best = end;
      if (best >= 2) last = { at: i, start, instead: rest };
      mark = MARKS[best];
    } else if (mark === "period" || mark === "question") last = undefined;
    marks[i] = mark ?? "none";
    if (marks[i] === "period" || marks[i] === "question") start = i + 1;
    if (marks[i] !== "none") from = i + 1;
    h = nextHistory(h, words[i], marks[i]);
  }
  return marks;
}

export type WeightsFile = { bits: number; scale: number; bias: number[]; netWeight?: number; seqWeight?: number; table: string };

export function decodeBase64(s: string): Int8Array {
  const bin = atob(s);
  const out = new Int8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = (bin.charCodeAt(i) << 24) >> 24;
  return out;
}

export function encodeBase64(table: Int8Array): string {
  let bin = "";
  const bytes = new Uint8Array(table.buffer, table.byteOffset, table.byteLength);
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function loadWeights(file: WeightsFile): Weights {
  return { bits: file.bits, scale: file.scale, bias: file.bias.slice(), netWeight: file.netWeight ?? 0, seqWeight: file.seqWeight ?? 0, table: decodeBase64(file.table) };
}

let cached: Weights | undefined;

/** The committed weights, decoded on first use. */
export function defaultWeights(): Weights {
  cached ??= loadWeights(weightsFile as WeightsFile);
  return cached;
}

/**
 * The model's view of tagged words (tags joined, so contractions keep both; "mr." and "mr" are
 * one word). `ruleStarts`: where the rules would start sentences (read as a feature).
 */
export function toModelWords(
  words: ReadonlyArray<{ lower: string; tags: string[] }>,
  names: Set<string>,
  ruleStarts: Set<number>,
  caps: { cap: boolean[]; lexCap: boolean[] },
): ModelWord[] {
  return words.map((w, i) => {
    const lower = w.lower.replace(/\.+$/, "");
    return { lower, tag: w.tags.join("+"), name: names.has(w.lower), ruleStop: ruleStarts.has(i + 1), cls: wordClass(lower), cap: caps.cap[i], lexCap: caps.lexCap[i] };
  });
}

let classes: Map<string, string> | undefined;

/** The word's class ("coarse.fine"), or "?" for a word the training text did not have often enough. */
export function wordClass(lower: string): string {
  if (!classes) {
    classes = new Map();
    const file = wordClassesFile as { classes: string };
    for (const line of file.classes.split("\n")) {
      const [word, cls] = line.split(" ");
      if (word) classes.set(word, cls);
    }
  }
  return classes.get(lower) ?? "?";
}

/** Replaces the word classes (training builds them before the model). */
export function setWordClasses(map: Map<string, string>): void {
  classes = map;
}

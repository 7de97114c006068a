// Suggestions for a misspelling, by sound and by spelling together: candidates are the words one
// letter edit away and the words with the same consonant sounds (or one consonant more, less or
// other), the misspelling read by letter-to-sound rules; each is scored on how far it sounds from the
// misspelling read aloud (letter-to-sound rules), how far it is in letters (typing-slip aware),
// and how common it is. The weights were set on the development halves of the evaluation sets
// (scripts/ai/spelling/tune.ts), never on the test halves.
import { letterDistance, oneEditAway } from "./edit-distance";
import type { Lexicon } from "./lexicon";
import { soundOutReadings } from "./letter-to-sound";
import { consonantSkeleton, phonemeDistance } from "./phonemes";

// Read once, not per call: under Jest every global (`Math`) a hot loop names is looked up
// through the test sandbox's global object, about 50 times slower than a local binding.
const { log, min, abs, max } = Math;

export type Weights = { sound: number; letters: number; frequency: number; firstLetter: number; exactSound: number };

export const WEIGHTS: Weights = { sound: 1, letters: 0.5, frequency: 0.15, firstLetter: 0.3, exactSound: 0.6 };

/** What the score is made of, for one candidate. */
export type Features = { bySound: number; byLetters: number; rarity: number; otherFirstLetter: number };
export type Candidate = { word: string; features: Features };
export type Scored = { word: string; score: number };

/** Ids of the lexicon's words worth scoring for `word`: one letter edit away, or alike in consonant sounds. */
function candidateIds(lexicon: Lexicon, word: string, readings: string[]): Map<number, number> {
  // id -> the least sound distance its consonants allow (0 when the consonants match)
  const ids = new Map<number, number>();
  const floor = [0, CONSONANT_FLOOR, CONSONANT_FLOOR];
  const visit = (id: number, tier: 0 | 1 | 2) => {
    const before = ids.get(id);
    if (before === undefined || floor[tier] < before) ids.set(id, floor[tier]);
  };
  for (const e of oneEditAway(word)) {
    const id = lexicon.ids.get(e);
    if (id !== undefined) visit(id, 2);
  }
  for (const r of readings) lexicon.bySound(consonantSkeleton(r), visit);
  ids.delete(lexicon.ids.get(word) ?? -1);
  return ids;
}

// A different consonant skeleton means at least one consonant changed, left out or added: the
// cheapest such change is a near pair ("t" for "d") at 0.45.
const CONSONANT_FLOOR = 0.45;

function featuresOf(word: string, readings: string[], candidate: string, sound: string, count: number, logTotal: number): Features {
  let bySound = Infinity;
  for (const r of readings) bySound = min(bySound, phonemeDistance(r, sound, 6));
  return {
    bySound,
    byLetters: letterDistance(word, candidate, 6),
    // how many times less common than all words together, on a log scale
    rarity: logTotal - log(count + 1),
    otherFirstLetter: candidate[0] === word[0] ? 0 : 1,
  };
}

/** Every candidate for a lower-case word the lexicon does not know, with its features (for tuning). */
export function candidates(lexicon: Lexicon, word: string, extra: readonly string[] = []): Candidate[] {
  const readings = soundOutReadings(word);
  const logTotal = log(lexicon.total + 1);
  const out: Candidate[] = [];
  for (const id of candidateIds(lexicon, word, readings).keys())
    out.push({ word: lexicon.words[id], features: featuresOf(word, readings, lexicon.words[id], lexicon.sounds[id], lexicon.counts[id], logTotal) });
  // the person's own words (vocabulary, names in their documents) count as common words
  for (const w of extra) if (w.toLowerCase() !== word) out.push({ word: w, features: featuresOf(word, readings, w, soundOutReadings(w)[0], lexicon.total / 1000, logTotal) });
  return out;
}

export function scoreOf(f: Features, w: Weights): number {
  return w.sound * f.bySound + w.letters * f.byLetters + w.frequency * f.rarity + w.firstLetter * f.otherFirstLetter - (f.bySound < 0.01 ? w.exactSound : 0);
}

export function rank(list: Candidate[], limit: number, weights: Weights = WEIGHTS): Scored[] {
  return list
    .map((c) => ({ word: c.word, score: scoreOf(c.features, weights) }))
    .sort((a, b) => a.score - b.score || (a.word < b.word ? -1 : 1))
    .slice(0, limit);
}

/**
 * The best `limit` suggestions for a lower-case word the lexicon does not know. Same ranking as
 * `rank(candidates(...))`, faster: the words whose consonant sounds match are scored first, and
 * any other is skipped when a bound the costly distances can only add to (frequency, first
 * letter, length difference) cannot beat the last suggestion kept.
 */
export function suggest(lexicon: Lexicon, word: string, limit = 5, weights: Weights = WEIGHTS, extra: readonly string[] = []): Scored[] {
  const readings = soundOutReadings(word);
  const logTotal = log(lexicon.total + 1);
  const kept: Scored[] = [];
  const consider = (w: string, sound: string, count: number, soundFloor: number) => {
    const full = kept.length >= limit;
    const worst = full ? kept[kept.length - 1].score : Infinity;
    const rest = weights.frequency * (logTotal - log(count + 1)) + (w[0] === word[0] ? 0 : weights.firstLetter) - (soundFloor > 0 ? 0 : weights.exactSound);
    let soundGap = Infinity;
    for (const r of readings) soundGap = min(soundGap, abs(r.length - sound.length));
    if (full && rest + weights.letters * 0.5 * abs(word.length - w.length) + weights.sound * max(0.35 * soundGap, soundFloor) > worst) return;
    // letters first; the sound distance only as far as could still beat the last one kept
    const byLetters = letterDistance(word, w, 6);
    const partial = weights.letters * byLetters + rest;
    if (full && partial > worst) return;
    const soundLimit = full ? min(6, (worst - partial + weights.exactSound) / weights.sound) : 6;
    let bySound = Infinity;
    for (const r of readings) bySound = min(bySound, phonemeDistance(r, sound, soundLimit));
    const score = scoreOf({ bySound, byLetters, rarity: logTotal - log(count + 1), otherFirstLetter: w[0] === word[0] ? 0 : 1 }, weights);
    if (full && score > worst) return;
    kept.push({ word: w, score });
    kept.sort((a, b) => a.score - b.score || (a.word < b.word ? -1 : 1));
    if (kept.length > limit) kept.pop();
  };
  const ids = candidateIds(lexicon, word, readings);
  for (const w of extra) if (w.toLowerCase() !== word) consider(w, soundOutReadings(w)[0], lexicon.total / 1000, 0);
  for (const [id, floor] of ids) if (floor === 0) consider(lexicon.words[id], lexicon.sounds[id], lexicon.counts[id], 0);
  for (const [id, floor] of ids) if (floor > 0) consider(lexicon.words[id], lexicon.sounds[id], lexicon.counts[id], floor);
  return kept;
}

// A rare known word (seen at most SOUNDS_LIKE_MAX_COUNT times) is flagged when a word at least
// SOUNDS_LIKE_RATIO times more common sounds exactly the same and is spelled nearly alike: the
// rare one is then far more likely a slip ("wen" for "when"). Set on the phonetic development
// half and the Brown tune split (looser settings flagged "hum", "knit" and "heave").
export const SOUNDS_LIKE_MAX_COUNT = 20;
export const SOUNDS_LIKE_RATIO = 200;

/** The common word a rare known word is likely a slip for, by the rule above: "wen" -> "when". */
export function soundAlike(lexicon: Lexicon, word: string, weights: Weights = WEIGHTS): string | undefined {
  const own = lexicon.ids.get(word);
  if (own === undefined || lexicon.counts[own] > SOUNDS_LIKE_MAX_COUNT) return undefined;
  const minCount = SOUNDS_LIKE_RATIO * (lexicon.counts[own] + 1);
  const maxSound = 0;
  const readings = soundOutReadings(word);
  readings.push(lexicon.sounds[own]);
  const logTotal = log(lexicon.total + 1);
  const seen = new Set<number>();
  let best: Scored | undefined;
  const visit = (id: number) => {
    if (id === own || seen.has(id) || lexicon.counts[id] < minCount) return;
    seen.add(id);
    const f = featuresOf(word, readings, lexicon.words[id], lexicon.sounds[id], lexicon.counts[id], logTotal);
    if (f.bySound > maxSound || f.byLetters > 2) return;
    const score = scoreOf(f, weights);
    if (!best || score < best.score) best = { word: lexicon.words[id], score };
  };
  for (const r of readings) lexicon.bySound(consonantSkeleton(r), (id, tier) => tier < 2 && visit(id));
  return best?.word;
}

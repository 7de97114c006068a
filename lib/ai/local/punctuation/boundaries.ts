// Sentence boundaries in unpunctuated dictation. Each gap between two words gets a score
// (scores.ts). A gap becomes a boundary when the score reaches THRESHOLD and the sentence so
// far has a verb. Runs that stay very long are split at their best gap. Decisions only look
// at words and tags, never at case or at punctuation we added, and the passes repeat until
// nothing changes, so running the engine twice gives the same text.
import {
  FRONTED_SUBORDINATORS,
  GREETINGS,
  IMPERATIVE_VERBS,
  INTRO_COMMA_PHRASES,
  QUESTION_AUXILIARIES,
  STRONG_SUBJECTS,
  TIME_NOUNS,
  WH_WORDS,
} from "@/lib/ai/local/lexicon";
import { clauseStartsAt, isContraction, isVerbish, pos } from "@/lib/ai/local/punctuation/features";
import { endScore, lengthBonus, mainClauseAfter, startScore, type BoundaryContext } from "@/lib/ai/local/punctuation/scores";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

export type { BoundaryContext } from "@/lib/ai/local/punctuation/scores";
export { mainClauseAfter } from "@/lib/ai/local/punctuation/scores";

export const THRESHOLD = 2.5;
/** Sentences longer than this (in words) are split at their best gap, if one is good enough. */
export const LONG_SENTENCE = 30;
const FORCED_MIN_SCORE = 2;

const MID_SUBORDINATORS = new Set(["if", "when", "whenever", "although", "though", "unless", "once", "while"]);
const COMPLEMENT_OPENERS = new Set(["says", "said", "think", "thinks", "means", "shows", "and", "but", "so", "because"]);
const LEADING_LINKS = new Set(["so", "and", "but", "then", "now", "also", "okay", "ok", "well", "anyway"]);
const SEQUENCE_WORDS = new Set(["first", "second", "third", "fourth", "fifth", "next", "last", "final", "end", "beginning", "past", "future", "meantime", "middle"]);
const PHRASE_PREPOSITIONS = new Set(["after", "during", "without", "despite"]);

/** The gap where the main clause follows a fronted clause ("If it rains | we can go"), or -1. */
export function frontedMainClause(words: Word[], s: number, names: Set<string>): number {
  let k = s;
  while (k < words.length - 1 && LEADING_LINKS.has(words[k].lower)) k++;
  const sub = words[k]?.lower ?? "";
  // An opening phrase ("In order to finish it | we need ...", "After lunch | I met ...") waits for its clause.
  const opening = openingPhraseAt(words, k);
  if (opening > 0 && k + opening < words.length && clauseStartsAt(words, k + opening, names)) return k + opening;
  if (!FRONTED_SUBORDINATORS.has(sub)) return -1;
  // "after lunch" is a phrase, "after we ate" a clause: only clauses wait for a main clause.
  if (["after", "before", "since", "until", "till", "as"].includes(sub) && !clauseStartsAt(words, k + 1, names)) return -1;
  return mainClauseAfter(words, k, names);
}

const openingCache = new WeakMap<Word[], Int8Array>();

/** Length of an opening phrase starting at `j` ("at first", "in the second half", "after a quick shower"), or 0. */
function openingPhraseAt(words: Word[], j: number): number {
  let cache = openingCache.get(words);
  if (!cache) {
    cache = new Int8Array(words.length).fill(-1);
    openingCache.set(words, cache);
  }
  if (cache[j] < 0) cache[j] = computeOpeningPhrase(words, j);
  return cache[j];
}

const INTRO_PHRASES_BY_FIRST = new Map<string, string[][]>();
for (const phrase of INTRO_COMMA_PHRASES) {
  const list = INTRO_PHRASES_BY_FIRST.get(phrase[0]) ?? [];
  list.push(phrase);
  INTRO_PHRASES_BY_FIRST.set(phrase[0], list);
}

function computeOpeningPhrase(words: Word[], j: number): number {
  const a = words[j]?.lower ?? "";
  const b = words[j + 1]?.lower ?? "";
  const c = words[j + 2]?.lower ?? "";
  for (const phrase of INTRO_PHRASES_BY_FIRST.get(a) ?? []) if (phrase.every((p, n) => words[j + n]?.lower === p)) return phrase.length;
  if (a === "at" && (b === "first" || b === "last")) return 2;
  // "in order to finish it | we need more time"
  if (a === "in" && b === "order" && c === "to") {
    let k = j + 3;
    while (k < words.length && k <= j + 7 && !STRONG_SUBJECTS.has(words[k].lower)) k++;
    return k < words.length && STRONG_SUBJECTS.has(words[k].lower) ? k - j : 0;
  }
  if (["until", "since", "by"].includes(a) && (b === "then" || b === "now")) return 2;
  if (a === "next" && TIME_NOUNS.has(b) && b !== "time") return 2; // "next month I am ..." (but "last year" closes a clause)
  if (a === "at" && ["school", "work", "university", "college"].includes(b)) return 2;
  // "at the top of a mountain", "at the end of the day", "in the middle of the night"
  if (["at", "in", "on"].includes(a) && b === "the" && ["top", "bottom", "end", "start", "beginning", "front", "back", "side", "middle", "edge"].includes(c) && words[j + 3]?.lower === "of") {
    let k = j + 4;
    while (k < words.length && k <= j + 7 && ["DET", "ADJ", "NUM"].includes(pos(words[k]))) k++;
    if (k < words.length && pos(words[k]) === "NOUN") return k - j + 1;
  }
  if (a === "at" && b === "the" && ["start", "beginning", "end", "moment", "weekend"].includes(c)) return 3;
  if (a === "in" && (b === "the" || b === "my") && (SEQUENCE_WORDS.has(c) || c === "opinion" || c === "view")) {
    const d = words[j + 3];
    return d && pos(d) === "NOUN" && !STRONG_SUBJECTS.has(d.lower) ? 4 : 3;
  }
  // "one night in October | Maya saw ..." ("every day" usually closes the clause before it)
  if (a === "one" && TIME_NOUNS.has(b)) return 2 + placeTail(words, j + 2);
  if (PHRASE_PREPOSITIONS.has(a)) {
    // a short noun phrase: "after lunch", "after a quick shower", "without enough sleep"
    let k = j + 1;
    while (k < words.length && k <= j + 4 && (["DET", "ADJ", "NUM"].includes(pos(words[k])) || POSSESSIVE_LIKE.has(words[k].lower))) k++;
    const head = words[k];
    if (head && k <= j + 4 && (pos(head) === "NOUN" || (pos(head) === "VERB" && k > j + 1))) return k - j + 1;
    if (b === "that" || b === "this") return 2;
  }
  return 0;
}
const POSSESSIVE_LIKE = new Set(["my", "your", "our", "their", "his", "her", "enough"]);

/** "in October", "at the weekend" after a time phrase: "one night in October". */
function placeTail(words: Word[], k: number): number {
  const prep = words[k]?.lower ?? "";
  if (!["in", "on", "at"].includes(prep)) return 0;
  if (["PROPN", "NOUN"].includes(pos(words[k + 1])) && !STRONG_SUBJECTS.has(words[k + 1].lower)) return 2;
  if (words[k + 1]?.lower === "the" && pos(words[k + 2]) === "NOUN") return 3;
  return 0;
}

/** An opening phrase ending right before `i` whose start is the better sentence break, or -1. */
function openingPhraseBefore(words: Word[], i: number, s: number, names: Set<string>): number {
  for (let j = i - 2; j >= Math.max(s + 3, i - 6); j--) {
    const length = openingPhraseAt(words, j);
    if (length === 0 || j + length !== i) continue;
    // "the third one after the church | it has", "exercise every day | a short walk": loose phrases
    // only move before I/we/they/he/she or a name.
    const loose = PHRASE_PREPOSITIONS.has(words[j].lower) || ["every", "one", "next"].includes(words[j].lower);
    if (loose && !STRONG_SUBJECTS.has(words[i].lower) && !names.has(words[i].lower)) continue;
    // "should not be disclosed | without review": after a verb the phrase belongs to it.
    if (loose && pos(words[j - 1]) === "VERB") continue;
    let clean = true;
    const infinitive = words[j].lower === "in" && words[j + 1]?.lower === "order";
    for (let k = j; k < i; k++) if ((!infinitive && isVerbish(words[k])) || words[k].hard || words[k].soft) clean = false;
    if (clean && endScore(words, j) >= 0.5 && sentenceHasVerb(words, s, j)) return j;
  }
  return -1;
}

/**
 * A question whose auxiliary still waits for its main verb ("what time does the exam | start"):
 * no sentence break until that verb has come.
 */
function awaitsMainVerb(words: Word[], s: number, i: number): boolean {
  let k = s;
  while (k < i && (WH_WORDS.has(words[k].lower) || ["so", "and", "but", "okay", "also"].includes(words[k].lower) || pos(words[k]) === "NOUN" && k > s)) {
    if (QUESTION_AUXILIARIES.has(words[k].lower)) break;
    k++;
  }
  if (k >= i || !["do", "does", "did", "can", "could", "will", "would", "should", "shall", "may", "might"].includes(words[k].lower)) return false;
  if (k > s + 3) return false;
  for (let m = k + 1; m < i; m++) if (pos(words[m]) === "VERB" || IMPERATIVE_VERBS.has(words[m].lower) && m > k + 1) return false;
  return true;
}

/** "because in winter | it gets dark": a subordinator a few words back is still waiting for its clause. */
function insideOpenClause(words: Word[], s: number, i: number): boolean {
  for (let k = i - 1; k >= Math.max(s, i - 4); k--) {
    if (isVerbish(words[k])) return false;
    if (["because", "since", "although", "though", "unless", "whereas"].includes(words[k].lower)) return k < i - 1;
  }
  return false;
}

/** A verbless opening line such as "Quick update on the website project". */
function isTitleOpening(words: Word[], s: number, i: number): boolean {
  return s === 0 && i >= 3 && (pos(words[0]) === "ADJ" || pos(words[0]) === "NOUN") &&
    !FRONTED_SUBORDINATORS.has(words[0].lower) && !GREETINGS.has(words[1]?.lower ?? "") && words[0].lower !== "dear" &&
    STRONG_SUBJECTS.has(words[i].lower);
}

/** "Thanks", "Thank you, everyone": short sentences that need no verb. */
export function isInterjectionSentence(words: Word[], s: number, e: number, names: Set<string>): boolean {
  const first = words[s].lower;
  if (first === "thanks" || (first === "thank" && words[s + 1]?.lower === "you")) return e - s <= 4;
  // "(Lucy,) what about the content?" / "How about Friday?"
  const k = names.has(first) ? s + 1 : s;
  return k + 1 < e && (words[k].lower === "what" || words[k].lower === "how") && words[k + 1].lower === "about" && e - s <= 9;
}

function sentenceHasVerb(words: Word[], s: number, e: number): boolean {
  if (s < e && IMPERATIVE_VERBS.has(words[s].lower)) return true; // "Mix the flour ...": tagged as a noun at times
  for (let k = s; k < e; k++) if (isVerbish(words[k]) || (STRONG_SUBJECTS.has(words[k].lower) && isContraction(words[k]))) return true;
  return false;
}

/** The score of a break before `i`; an opening phrase before `i` moves the break to its start. */
function bestBreak(words: Word[], i: number, s: number, ctx: BoundaryContext): { at: number; score: number } {
  const opening = openingPhraseBefore(words, i, s, ctx.names);
  if (opening > 0) {
    const end = endScore(words, opening, true);
    const start = startScore(words, i, s, ctx);
    return { at: opening, score: end + start + lengthBonus(opening - s) };
  }
  const end = endScore(words, i);
  if (end === -Infinity) return { at: i, score: -Infinity };
  return { at: i, score: end + startScore(words, i, s, ctx) + lengthBonus(i - s) };
}

function regularPass(words: Word[], starts: Set<number>, blocked: Set<number>, ctx: BoundaryContext): boolean {
  let changed = false;
  let s = 0;
  let main = frontedMainClause(words, 0, ctx.names);
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1];
    if (prev.hard || starts.has(i)) {
      s = i;
      main = frontedMainClause(words, s, ctx.names);
      continue;
    }
    // "... says that when the price rises | the quantity falls": a clause opened inside the
    // sentence also waits for its main clause.
    if (MID_SUBORDINATORS.has(prev.lower) && i - 1 > s && (words[i - 2].lower === "that" || COMPLEMENT_OPENERS.has(words[i - 2].lower))) {
      const inner = mainClauseAfter(words, i - 1, ctx.names);
      if (inner > 0) {
        main = inner;
        blocked.add(inner);
      }
    }
    if (i === main) blocked.add(i);
    if (prev.soft || i === main || insideOpenClause(words, s, i)) continue;
    const { at, score } = bestBreak(words, i, s, ctx);
    if (score < (ctx.threshold ?? THRESHOLD) || awaitsMainVerb(words, s, at)) continue;
    if (!sentenceHasVerb(words, s, at) && !isInterjectionSentence(words, s, at, ctx.names) && !isTitleOpening(words, s, at)) continue;
    starts.add(at);
    changed = true;
    s = at;
    main = frontedMainClause(words, s, ctx.names);
  }
  return changed;
}

function scoreGapAt(words: Word[], i: number, s: number, ctx: BoundaryContext): number {
  const end = endScore(words, i);
  return end === -Infinity ? -Infinity : end + startScore(words, i, s, ctx) + lengthBonus(i - s);
}

function forcedPass(words: Word[], starts: Set<number>, blocked: Set<number>, ctx: BoundaryContext): boolean {
  let changed = false;
  // verbsBefore[k] = verbs among words[0..k): "has a verb" for any span in O(1).
  const verbsBefore = new Int32Array(words.length + 1);
  for (let k = 0; k < words.length; k++) verbsBefore[k + 1] = verbsBefore[k] + (isVerbish(words[k]) ? 1 : 0);
  const spanHasVerb = (a: number, b: number) => verbsBefore[b] - verbsBefore[a] > 0 || sentenceHasVerb(words, a, Math.min(b, a + 1));
  const bounds = [0];
  for (let i = 1; i < words.length; i++) if (words[i - 1].hard || starts.has(i)) bounds.push(i);
  bounds.push(words.length);
  for (let b = 0; b + 1 < bounds.length; b++) {
    const s = bounds[b];
    const e = bounds[b + 1];
    if (e - s <= (ctx.longSentence ?? LONG_SENTENCE)) continue;
    const main = frontedMainClause(words, s, ctx.names);
    let best = -1;
    let bestScore = Math.min(FORCED_MIN_SCORE, (ctx.threshold ?? THRESHOLD) - 0.5);
    for (let i = s + 4; i <= e - 4; i++) {
      if (words[i - 1].soft || i === main || blocked.has(i) || awaitsMainVerb(words, s, i)) continue;
      if (startScore(words, i, s, ctx) < 1.5) continue; // only real sentence openings
      const score = scoreGapAt(words, i, s, ctx) - Math.abs(i - (s + e) / 2) / (e - s); // prefer the middle
      if (score > bestScore && spanHasVerb(s, i) && spanHasVerb(i, e)) {
        best = i;
        bestScore = score;
      }
    }
    if (best > 0) {
      starts.add(best);
      changed = true;
    }
  }
  return changed;
}

/**
 * Indices of words that start a sentence (besides word 0 and words after existing . ? !).
 * Runs the regular and forced passes until nothing changes, so the result is a fixpoint.
 */
export function findSentenceStarts(words: Word[], ctx: BoundaryContext): Set<number> {
  const starts = new Set<number>();
  for (let round = 0; round < 8; round++) {
    const blocked = new Set<number>();
    const a = regularPass(words, starts, blocked, ctx);
    const b = forcedPass(words, starts, blocked, ctx);
    if (!a && !b) break;
  }
  return starts;
}

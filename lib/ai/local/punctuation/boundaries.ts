// Sentence boundaries in unpunctuated dictation. Each gap between two words gets a score:
// how well the word before can close a sentence plus how strongly the word after opens one
// (a subject and its verb, a question opening, a discourse word). A gap becomes a boundary
// when the score reaches THRESHOLD and the sentence so far has a verb. Runs that stay very
// long are split at their best gap. Decisions only look at words and tags, never at case or
// at punctuation we added, so running the engine twice changes nothing.
import {
  CAN_END_ANYWAY,
  CLAUSE_END_ADVERBS,
  COMPLEMENT_VERBS,
  DISCOURSE_STARTERS,
  FRONTED_SUBORDINATORS,
  NO_END,
  OBJECT_PRONOUNS,
  PARTICLES,
  STRONG_SUBJECTS,
  WEAK_SUBJECTS,
  WH_WORDS,
  AUXILIARIES,
} from "@/lib/ai/local/lexicon";
import {
  clauseStartsAt,
  isAuxQuestionAt,
  isContraction,
  isFiniteVerb,
  isVerbish,
  isWhQuestionAt,
  nounPhraseClauseAt,
  pos,
} from "@/lib/ai/local/punctuation/features";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

export const THRESHOLD = 2.5;
/** Sentences longer than this (in words) are split at their best gap, if one is good enough. */
export const LONG_SENTENCE = 30;
const FORCED_MIN_SCORE = 1;

export type BoundaryContext = { names: Set<string> };

function endScore(words: Word[], i: number): number {
  const p = words[i - 1];
  const pp = words[i - 2];
  const l = p.lower;
  const tag = pos(p);
  if (NO_END.has(l) && !CAN_END_ANYWAY.has(l)) return -Infinity;
  if (STRONG_SUBJECTS.has(l)) return -Infinity;
  if (tag === "DET" || tag === "CCONJ" || tag === "SCONJ") return CAN_END_ANYWAY.has(l) ? 0 : -Infinity;
  if (tag === "ADP") {
    if (PARTICLES.has(l) && (isVerbish(pp) || pos(pp) === "PRON" || pos(pp) === "ADV")) return 0.5;
    return CAN_END_ANYWAY.has(l) ? 0 : -Infinity;
  }
  if (COMPLEMENT_VERBS.has(l)) return -2.5;
  if (AUXILIARIES.has(l) || (tag === "AUX" && p.tags.length === 1)) return -2.5;
  if (CLAUSE_END_ADVERBS.has(l)) return 1.5;
  if (tag === "NOUN" || tag === "PROPN" || tag === "NUM") return 1;
  if (tag === "PRON") return OBJECT_PRONOUNS.has(l) ? 1 : 0.5;
  if (tag === "INTJ") return 1.5;
  if (tag === "ADV" || tag === "ADJ") return 0.5;
  return 0;
}

function hasWhNearby(words: Word[], i: number, s: number): boolean {
  for (let k = Math.max(s, i - 3); k < i; k++) if (WH_WORDS.has(words[k].lower)) return true;
  return false;
}

/** Finds the main clause after a fronted subordinate clause ("if it rains | we can go"). */
export function mainClauseAfter(words: Word[], i: number, names: Set<string>, limit = 14): number {
  let sawVerb = false;
  for (let j = i + 1; j < words.length && j <= i + limit; j++) {
    if (words[j - 1].hard) return -1;
    if (j > i + 2 && sawVerb && !NO_END.has(words[j - 1].lower) && !COMPLEMENT_VERBS.has(words[j - 1].lower) &&
      pos(words[j - 1]) !== "ADP" && pos(words[j - 1]) !== "DET" && !AUXILIARIES.has(words[j - 1].lower) &&
      clauseStartsAt(words, j, names)) {
      return j;
    }
    if (j > i + 1 && isVerbish(words[j])) sawVerb = true;
    else if (j === i + 1 && isVerbish(words[j]) && !STRONG_SUBJECTS.has(words[j].lower)) sawVerb = true;
  }
  return -1;
}

function startScore(words: Word[], i: number, s: number, ctx: BoundaryContext): number {
  const w = words[i];
  const n = words[i + 1];
  const p = words[i - 1];
  const l = w.lower;
  const prevIsVerb = pos(p) === "VERB" || pos(p) === "ADP";

  if (STRONG_SUBJECTS.has(l)) {
    if (isContraction(w)) return 3;
    return n && (isVerbish(n) || pos(n) === "ADV" || pos(n) === "PART" || pos(n) === "AUX") ? 3 : 1;
  }
  if (l === "let" && n && (n.lower === "me" || n.lower === "us")) return 2.5;
  if (isAuxQuestionAt(words, i)) return hasWhNearby(words, i, s) || pos(p) === "PRON" ? 0 : 3;
  if (isWhQuestionAt(words, i)) return 3;
  if (WEAK_SUBJECTS.has(l)) {
    if (l === "there") return n && (AUXILIARIES.has(n.lower) || pos(n) === "AUX") && !prevIsVerb ? 2.5 : 0;
    if (isContraction(w)) return prevIsVerb ? 0 : 2.5;
    if (!isFiniteVerb(n)) return 0;
    if (prevIsVerb) return -Infinity;
    if (l === "this" || l === "that" || l === "these" || l === "those") return 1.5;
    return 2;
  }
  if (ctx.names.has(l)) {
    if (n && (isAuxQuestionAt(words, i + 1) || isWhQuestionAt(words, i + 1))) return 3; // vocative
    if (isFiniteVerb(n) && !n.lower.endsWith("ing") && !prevIsVerb) return 2.5;
  }
  if (FRONTED_SUBORDINATORS.has(l)) {
    const weight = ["if", "when", "whenever", "once", "although", "though", "while", "unless"].includes(l)
      ? 1.5
      : l === "after" || l === "before"
        ? 1
        : 0;
    if (weight > 0 && mainClauseAfter(words, i, ctx.names) > 0) return weight;
    return 0;
  }
  if (pos(w) === "DET" || ["my", "our", "your", "their", "his", "her"].includes(l)) {
    if (prevIsVerb || pos(p) === "AUX") return 0;
    return nounPhraseClauseAt(words, i) ? 2 : 0;
  }
  const discourse = DISCOURSE_STARTERS[l];
  if (discourse !== undefined) {
    if (!n) return l === "thanks" ? discourse : 0;
    if (l === "so" && (["that", "much", "many", "far", "long", "good", "bad"].includes(n.lower) || pos(n) === "ADJ" || pos(n) === "ADV")) return 0;
    if ((l === "first" || l === "next" || l === "right" || l === "no" || l === "most" || l === "well") &&
      (pos(n) === "NOUN" || pos(n) === "ADJ" || n.lower === "one" || n.lower === "now")) return 0;
    return discourse;
  }
  if (l === "thank" && n?.lower === "you") return 2.5;
  return 0;
}

/** Score of a sentence break before word `i`, when the current sentence started at `s`. */
export function scoreGap(words: Word[], i: number, s: number, ctx: BoundaryContext): number {
  const end = endScore(words, i);
  if (end === -Infinity) return -Infinity;
  const start = startScore(words, i, s, ctx);
  if (start === -Infinity) return -Infinity;
  const length = i - s;
  let lengthBonus = 0;
  if (length < 3) lengthBonus = -1;
  else if (length >= 28) lengthBonus = 1;
  else if (length >= 18) lengthBonus = 0.5;
  return end + start + lengthBonus;
}

/** "Thanks", "Thank you, everyone": short sentences that need no verb. */
function isInterjectionSentence(words: Word[], s: number, e: number): boolean {
  const first = words[s].lower;
  const len = e - s;
  if (first === "thanks" || (first === "thank" && words[s + 1]?.lower === "you")) return len <= 4;
  return false;
}

function sentenceHasVerb(words: Word[], s: number, e: number): boolean {
  for (let k = s; k < e; k++) if (isVerbish(words[k]) || STRONG_SUBJECTS.has(words[k].lower) && isContraction(words[k])) return true;
  return false;
}

function regularPass(words: Word[], starts: Set<number>, ctx: BoundaryContext): boolean {
  let changed = false;
  let s = 0;
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1];
    if (prev.hard || starts.has(i)) {
      s = i;
      continue;
    }
    if (prev.soft) continue;
    if (scoreGap(words, i, s, ctx) < THRESHOLD) continue;
    if (!sentenceHasVerb(words, s, i) && !isInterjectionSentence(words, s, i)) continue;
    starts.add(i);
    changed = true;
    s = i;
  }
  return changed;
}

function forcedPass(words: Word[], starts: Set<number>, ctx: BoundaryContext): boolean {
  let changed = false;
  const bounds = [0];
  for (let i = 1; i < words.length; i++) if (words[i - 1].hard || starts.has(i)) bounds.push(i);
  bounds.push(words.length);
  for (let b = 0; b + 1 < bounds.length; b++) {
    const s = bounds[b];
    const e = bounds[b + 1];
    if (e - s <= LONG_SENTENCE) continue;
    let best = -1;
    let bestScore = FORCED_MIN_SCORE;
    for (let i = s + 4; i <= e - 4; i++) {
      if (words[i - 1].soft) continue;
      const score = scoreGap(words, i, s, ctx) - Math.abs(i - (s + e) / 2) / (e - s); // prefer the middle
      if (score > bestScore && sentenceHasVerb(words, s, i) && sentenceHasVerb(words, i, e)) {
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
    const a = regularPass(words, starts, ctx);
    const b = forcedPass(words, starts, ctx);
    if (!a && !b) break;
  }
  return starts;
}

export { isAuxQuestionAt, isWhQuestionAt };

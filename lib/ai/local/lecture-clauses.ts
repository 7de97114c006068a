// Units of a spoken lecture small enough to summarise and to define from. The punctuation model
// finds sentences in speech that had none, but lectures run on ("... the extended family includes
// grandparents and it was more common before ..."): long sentences are cut again where a new
// clause plainly starts (after a comma before "and", "so", "but", or at "so", "now", "okay"
// between two clauses; "so that ..." is a purpose, no new clause), and spoken lead-ins ("okay so", "right", "today") are dropped.
import { capitaliseFirst, countWords, splitSentences, stem, withFullStop, wordTokens } from "@/lib/ai/local/text";

export type Clause = {
  text: string;
  index: number;
  words: number;
  lower: string;
  stems: string[];
  /** Said after a word that moves the talk on ("okay", "now", "right"): a new thought, not the end of the clause before. */
  movesOn?: boolean;
};

/** Words that open a new thought ("okay now when the pivot ...", "right, the next one"). */
const MOVES_ON = /^(?:(?:and|so|but|then)\s+)?(?:okay|ok|now|right|alright|anyway|well|yeah|um|uh|er)\b/i;

const LEAD_IN = /^(?:(?:so|okay|ok|right|well|now|and|but|also|then|um|uh|er|basically|actually|anyway|alright|today|yeah|yes)\b[,]?\s+)+/i;
const CUT_BEFORE = /,\s+(?=(?:and|so|but|then|because|whereas|although|while)\s)|\s+(?=(?:so(?!\s+that\s)|now|okay|right|and then|and so)\s+(?:the|a|an|it|they|we|you|this|that|there|if|when|in|at|on)\b)/gi;

/** "okay so today we look at X" -> "We look at X"; "and the X is Y" -> "The X is Y". */
export function cleanClause(text: string): string {
  let t = text.trim().replace(LEAD_IN, "");
  t = t.replace(/^(?:and|so|but|because|whereas|although|while|then)\s+/i, "");
  return withFullStop(capitaliseFirst(t.replace(/[,;:]+$/, "")));
}

/** Sentences of the punctuated lecture, long ones cut into clauses of at least six words. */
export function lectureClauses(notes: string, maxWords = 28): Clause[] {
  const out: Clause[] = [];
  for (const sentence of splitSentences(notes)) {
    const parts = countWords(sentence) > maxWords ? sentence.split(CUT_BEFORE) : [sentence];
    // Glue pieces too short to stand alone back onto the one before.
    const merged: string[] = [];
    for (const p of parts) {
      if (merged.length && countWords(p) < 6) merged[merged.length - 1] += ` ${p}`;
      else merged.push(p);
    }
    for (const m of merged) {
      const text = cleanClause(m);
      if (countWords(text) >= 3) out.push({ text, index: out.length, words: countWords(text), lower: text.toLowerCase(), stems: wordTokens(text).map(stem), ...(MOVES_ON.test(m.trim()) ? { movesOn: true } : {}) });
    }
  }
  return out;
}

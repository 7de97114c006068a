// Small predicates over tagged words, shared by the boundary, comma and question rules.
import { AUXILIARIES, QUESTION_AUXILIARIES, QUESTION_SUBJECTS, STRONG_SUBJECTS, WEAK_SUBJECTS, WH_WORDS } from "@/lib/ai/local/lexicon";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

export const has = (w: Word | undefined, tag: string) => Boolean(w && w.tags.includes(tag));
export const pos = (w: Word | undefined) => (w ? w.tags[0] : "");

export function isVerbish(w: Word | undefined): boolean {
  return Boolean(w && (w.tags.includes("VERB") || w.tags.includes("AUX")));
}

/** A verb that can carry a clause: an auxiliary, or a verb that is not an -ing form. */
export function isFiniteVerb(w: Word | undefined): boolean {
  if (!w) return false;
  if (AUXILIARIES.has(w.lower) || w.tags[0] === "AUX") return true;
  return w.tags.includes("VERB") && !w.lower.endsWith("ing");
}

export function isContraction(w: Word): boolean {
  return /'(?:s|re|ve|ll|d|m)$/.test(w.lower) || /n't$/.test(w.lower);
}

export function isSubjectPronoun(w: Word | undefined): boolean {
  return Boolean(w && (STRONG_SUBJECTS.has(w.lower) || WEAK_SUBJECTS.has(w.lower)));
}

/** "do you", "is there", "can we": an auxiliary-first question opening at `i`. */
export function isAuxQuestionAt(words: Word[], i: number): boolean {
  const w = words[i];
  const n = words[i + 1];
  return Boolean(w && n && QUESTION_AUXILIARIES.has(w.lower) && QUESTION_SUBJECTS.has(n.lower));
}

/** "what do", "how is", "who wants", "what about", "what time does": a wh-question opening at `i`. */
export function isWhQuestionAt(words: Word[], i: number): boolean {
  const w = words[i];
  const n = words[i + 1];
  if (!w || !n || !WH_WORDS.has(w.lower)) return false;
  if (AUXILIARIES.has(n.lower) || pos(n) === "AUX" || /^(?:what|who|where|how|when|why)'s$/.test(w.lower)) return true;
  if ((w.lower === "what" || w.lower === "how") && n.lower === "about") return true;
  if ((w.lower === "who" || w.lower === "what") && isFiniteVerb(n) && !isSubjectPronoun(n)) return true;
  // "what time does", "which one is", "how many people are", "how long will"
  const n2 = words[i + 2];
  const n3 = words[i + 3];
  if (["NOUN", "ADJ", "ADV", "NUM", "PRON"].includes(pos(n)) && !isSubjectPronoun(n)) {
    if (n2 && (AUXILIARIES.has(n2.lower) || pos(n2) === "AUX")) return true;
    if (n3 && ["NOUN", "ADJ"].includes(pos(n2)) && AUXILIARIES.has(n3.lower)) return true;
  }
  return false;
}

/** A noun phrase starting at `i` ("the marketing team", "my grandmother") followed by a finite verb. */
export function nounPhraseClauseAt(words: Word[], i: number, maxLength = 4): boolean {
  let j = i + 1;
  let sawNoun = false;
  while (j < words.length && j <= i + maxLength) {
    const p = pos(words[j]);
    if (p === "NOUN" || p === "PROPN" || (p === "PRON" && words[j].lower === "one")) sawNoun = true;
    else if (p !== "ADJ" && p !== "NUM" && !(p === "ADV" && words[j].lower === "very")) break;
    j++;
  }
  return sawNoun && j < words.length && isFiniteVerb(words[j]) && !words[j].lower.endsWith("ing");
}

/** A clause starts at `i`: a subject (pronoun, name or noun phrase) followed by a verb. */
export function clauseStartsAt(words: Word[], i: number, names: Set<string>): boolean {
  const w = words[i];
  if (!w) return false;
  const n = words[i + 1];
  if (STRONG_SUBJECTS.has(w.lower)) return isContraction(w) || isVerbish(n) || pos(n) === "ADV" || pos(n) === "PART";
  if (WEAK_SUBJECTS.has(w.lower)) return isContraction(w) || isFiniteVerb(n);
  if (names.has(w.lower)) return isFiniteVerb(n);
  if (pos(w) === "DET") return nounPhraseClauseAt(words, i);
  return false;
}

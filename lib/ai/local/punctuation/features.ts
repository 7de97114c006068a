// Small predicates over tagged words, shared by the boundary, comma and question rules.
import { AUXILIARIES, FAMILY_NAMES, OBJECT_PRONOUNS, QUESTION_AUXILIARIES, QUESTION_SUBJECTS, STRONG_SUBJECTS, TITLES, WEAK_SUBJECTS, WH_WORDS } from "@/lib/ai/local/lexicon";
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

/**
 * A word that may be a verb's particle ("gave up", "turn it off") used as a preposition, right after a
 * noun or a subject pronoun: "nobody in the village", "the man on the phone". It keeps its object.
 */
export function particleAfterNoun(words: ReadonlyArray<Word>, i: number): boolean {
  const before = words[i - 1];
  return before !== undefined && (["NOUN", "PROPN"].includes(pos(before)) || (pos(before) === "PRON" && !OBJECT_PRONOUNS.has(before.lower)));
}

/** A noun in the possessive ("Aoife's", "the council's"): the tagger reads its "'s" as a particle. */
export function possessiveNoun(w: Word | undefined): boolean {
  return Boolean(w && w.tags.includes("PART") && ["NOUN", "PROPN"].includes(pos(w)) && /'s$/.test(w.lower));
}

const NON_FINITE_AUX = new Set(["be", "been", "being"]);

/**
 * Word k carries a clause of its own, by its tags and neighbours: an auxiliary or a contraction
 * with one ("it's"), or a verb that is not an -ing form, not an infinitive after "to" and not a
 * participle describing a noun ("despite repeated requests"). What keeps "In the first week."
 * or "Despite repeated requests." from being a sentence.
 */
export function carriesClause(words: ReadonlyArray<Word>, k: number): boolean {
  const w = words[k];
  const before = words[k - 1];
  if (before?.lower === "to") return false;
  if (w.tags.includes("AUX")) return !NON_FINITE_AUX.has(w.lower);
  const after = words[k + 1];
  if (!w.tags.includes("VERB")) {
    // The tagger reads a present-tense verb after its subject as a plural noun ("the club
    // launches its races", "Fiedler lives in a quiet area"): a noun in -s between a noun and a
    // word that cannot follow a noun directly (a pronoun, a determiner, a preposition).
    return pos(w) === "NOUN" && /[^s]s$/.test(w.lower) && before !== undefined && ["NOUN", "PROPN"].includes(pos(before)) &&
      after !== undefined && ["DET", "PRON", "ADP"].includes(pos(after)) && after.lower !== "of";
  }
  if (w.lower.endsWith("ing")) return false;
  // A participle describing the noun after it ("despite repeated requests", "from marked rows").
  const modifier = before !== undefined && ["DET", "ADJ", "ADP", "NUM"].includes(pos(before)) && /(?:ed|en)$/.test(w.lower) &&
    after !== undefined && ["NOUN", "PROPN", "ADJ"].includes(pos(after));
  return !modifier && !participleAfterObject(words, k);
}

const NOUN_PHRASE = new Set(["NOUN", "PROPN", "ADJ"]);

/**
 * A past form after a noun that is a preposition's object has no subject of its own, so it is a
 * participle describing that noun, not a finite verb: "half of the sum claimed", "for the work
 * done", "in the box marked". A finite one needs its subject (or an auxiliary) before it: "the sum
 * was claimed", "the client claimed", and a phrase with its own determiner before the preposition
 * may be that subject ("the manager of the shop refused", "the man in the car waited"), as may a
 * bare plural or a name; a bare amount ("half of", "part of") is not: the noun after "of" is
 * what it is about. An object after the verb makes it finite ("most of the staff wanted a raise"). Only the noun
 * phrases right before the verb are read, so "in 2019 the tenant covenanted" keeps its verb.
 */
function participleAfterObject(words: ReadonlyArray<Word>, k: number): boolean {
  if (!/(?:ed|en)$/.test(words[k].lower) || k === 0 || !["NOUN", "PROPN"].includes(pos(words[k - 1]))) return false;
  // an object after it makes it a finite verb ("most of the staff wanted a raise")
  const after = words[k + 1];
  if (after && !words[k].hard && ["DET", "PRON", "NOUN", "PROPN", "NUM"].includes(pos(after))) return false;
  const lead = nounPhraseStart(words, k - 1) - 1;
  if (lead < 0 || pos(words[lead]) !== "ADP" || words[lead].hard || words[lead].soft) return false;
  const head = nounPhraseStart(words, lead - 1);
  const opener = head < lead ? words[head] : undefined;
  if (opener && (pos(opener) === "DET" || pos(opener) === "PRON" || POSSESSIVE_DETERMINERS.has(opener.lower))) return false;
  // a bare plural or a name is a whole noun phrase too ("members of the club voted", "Smith of Leeds replied")
  const noun = head < lead ? words[lead - 1] : undefined;
  return !(noun && (pos(noun) === "PROPN" || (pos(noun) === "NOUN" && /[^s]s$/.test(noun.lower))));
}

/** The first word of the noun phrase ending at word `end` (its nouns and adjectives, then its determiner), or `end + 1` if there is none. */
function nounPhraseStart(words: ReadonlyArray<Word>, end: number): number {
  const open = (j: number) => j >= 0 && !words[j].hard && !words[j].soft;
  let j = end + 1;
  while (open(j - 1) && NOUN_PHRASE.has(pos(words[j - 1]))) j--;
  if (j <= end && open(j - 1) && (pos(words[j - 1]) === "DET" || POSSESSIVE_DETERMINERS.has(words[j - 1].lower))) j--;
  return j;
}

const POSSESSIVE_DETERMINERS = new Set(["my", "your", "our", "their", "his", "her", "its"]);

export function isContraction(w: Word): boolean {
  return /'(?:s|re|ve|ll|d|m)$/.test(w.lower) || /n't$/.test(w.lower);
}

export function isSubjectPronoun(w: Word | undefined): boolean {
  return Boolean(w && (STRONG_SUBJECTS.has(w.lower) || WEAK_SUBJECTS.has(w.lower)));
}

/** "do you", "is there", "can we": an auxiliary-first question opening at `i`. */
const INTENSIFIERS = new Set(["very", "really", "most", "more", "quite", "so", "only"]);
const RELATION_NOUNS = new Set([
  "friend", "brother", "sister", "mum", "mom", "dad", "captain", "teacher", "boss", "manager", "colleague", "neighbour",
  "neighbor", "cousin", "son", "daughter", "wife", "husband", "partner", "aunt", "uncle", "grandma", "grandad", "doctor",
  "coach", "dog", "cat", "tutor", "client", "owner", "lawyer", "nurse",
]);
const TITLE_LIKE = new Set(["mr", "mrs", "ms", "dr", "miss", "professor", "prof"]);

/** End (exclusive) of "of (the) (adj) noun" starting at `j`, or -1. */
function ofPhraseEnd(words: Word[], j: number): number {
  let k = j + 1;
  if (words[k] && (pos(words[k]) === "DET" || ["my", "your", "our", "their", "his", "her", "its"].includes(words[k].lower))) k++;
  while (words[k] && pos(words[k]) === "ADJ" && k < j + 4) k++;
  if (!words[k] || (pos(words[k]) !== "NOUN" && pos(words[k]) !== "PROPN")) return -1;
  k++;
  if (words[k] && pos(words[k]) === "NOUN" && !AUXILIARIES.has(words[k].lower)) k++;
  return k;
}

const PLURAL_VERBS = new Set(["do", "are", "were", "have", "don't", "dont", "aren't", "weren't", "haven't"]);
const SINGULAR_VERBS = new Set(["is", "was", "has", "does", "doesn't", "isn't", "wasn't", "hasn't"]);
const BE_FORMS = new Set(["is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't"]);
const VERDICT_WORDS = new Set(["ok", "okay", "right", "true", "fine", "alright", "correct", "possible", "enough", "all"]);
const WHOSE_OR_WHICH = new Set(["my", "your", "his", "her", "our", "their", "mine", "yours", "hers", "ours", "theirs", "the", "a", "an"]);

/**
 * The person a sentence opens by addressing, before a question put to them: "Sarah", "Mrs Jones",
 * "Mum", "Miss" (a title alone, or a title and the word after it). The index after them, or `k`.
 */
export function addresseeEnd(words: ReadonlyArray<Word>, k: number, e: number, names: Set<string>): number {
  const w = words[k];
  if (!w || k >= e - 2) return k;
  let end = k;
  if (TITLES[w.lower] !== undefined) end = k + 1 < e - 2 && /^\p{L}[\p{L}'-]*$/u.test(words[k + 1].lower) && !QUESTION_AUXILIARIES.has(words[k + 1].lower) && !WH_WORDS.has(words[k + 1].lower) ? k + 2 : k + 1;
  else if (names.has(w.lower) || FAMILY_NAMES.has(w.lower)) end = k + 1;
  return end > k && (isAuxQuestionAt(words as Word[], end) || isWhQuestionAt(words as Word[], end)) ? end : k;
}

export function isAuxQuestionAt(words: Word[], i: number): boolean {
  const w = words[i];
  const n = words[i + 1];
  if (!w || !n || !QUESTION_AUXILIARIES.has(w.lower)) return false;
  if (QUESTION_SUBJECTS.has(n.lower)) return true;
  if (n.lower === "that" || n.lower === "this") {
    const n2 = words[i + 2];
    // "is this yours", "is that your coat", "was that the bell": whose, or which, it is
    if (BE_FORMS.has(w.lower)) return Boolean(n2 && (pos(n2) === "ADJ" || VERDICT_WORDS.has(n2.lower) || WHOSE_OR_WHICH.has(n2.lower)));
    return Boolean(n2 && ["VERB", "NOUN", "ADV", "ADJ"].includes(pos(n2)));
  }
  return false;
}

/** "what do", "how is", "who wants", "what about", "what time does": a wh-question opening at `i`. */
export function isWhQuestionAt(words: Word[], i: number): boolean {
  const w = words[i];
  const n = words[i + 1];
  if (!w || !n) return false;
  // "what's the capital of France", "where's my phone", "how's your mum"; not "what's more, ..." or a
  // statement about it ("what's happening is that ...", "what's important was the timing")
  if (/^(?:what|who|where|how|when|why)'s$/.test(w.lower)) {
    if (n.lower === "more") return false;
    const described = words.slice(i + 2, i + 6).some((x) => x.lower === "is" || x.lower === "was");
    return !described;
  }
  if (!WH_WORDS.has(w.lower)) return false;
  if (AUXILIARIES.has(n.lower) || pos(n) === "AUX") return true;
  if ((w.lower === "what" || w.lower === "how") && n.lower === "about") return true;
  if ((w.lower === "who" || w.lower === "what") && isFiniteVerb(n) && !isSubjectPronoun(n)) return true;
  // "what time does", "which one is", "how many people are", "how long will" (not "when my son was")
  const n2 = words[i + 2];
  const n3 = words[i + 3];
  if (["what", "which", "whose", "how"].includes(w.lower) && ["NOUN", "ADJ", "ADV", "NUM", "PRON"].includes(pos(n)) &&
    !isSubjectPronoun(n) && !["my", "your", "his", "her", "our", "their", "its"].includes(n.lower)) {
    if (n2 && (AUXILIARIES.has(n2.lower) || pos(n2) === "AUX")) return true;
    if (n3 && ["NOUN", "ADJ"].includes(pos(n2)) && AUXILIARIES.has(n3.lower)) return true;
  }
  return false;
}

/**
 * A noun phrase starting at `i` ("the marketing team", "my grandmother") followed by a finite
 * verb: returns the verb's index, or -1. `from` lets a bare noun phrase start at `i` itself.
 */
export function nounPhraseClauseAt(words: Word[], i: number, maxLength = 4, from = i + 1): number {
  let j = from;
  let sawNoun = false;
  let nouns = 0;
  let sawOf = false;
  while (j < words.length && j <= i + maxLength + (sawOf ? 4 : 0)) {
    const p = pos(words[j]);
    if (p === "NOUN" || p === "PROPN" || (p === "PRON" && words[j].lower === "one")) {
      // "some extra time | Sarah will": a name does not continue a common noun phrase,
      // except in apposition after a relation word ("our captain Sophie", "my friend Emma").
      if (nouns > 0 && p === "PROPN" && pos(words[j - 1]) !== "PROPN" && !RELATION_NOUNS.has(words[j - 1].lower)) break;
      sawNoun = true;
      if (++nouns > 2) return -1; // "the blue bin food waste goes": two phrases, not one
    } else if (nouns > 0 && TITLE_LIKE.has(words[j].lower) && pos(words[j + 1]) === "PROPN") {
      // "the owner, Mr Lewis, taught me": a title and name in apposition
      j += 2;
      while (j < words.length && pos(words[j]) === "PROPN") j++;
      continue;
    } else if (nouns > 0 && words[j].lower === "of" && !sawOf && ofPhraseEnd(words, j) > 0) {
      // "the law of demand says", "the price of a cup of coffee doubles"
      sawOf = true;
      j = ofPhraseEnd(words, j);
      continue;
    } else if (nouns > 0 || (p !== "ADJ" && p !== "NUM" && !(p === "ADV" && INTENSIFIERS.has(words[j].lower)))) break;
    j++;
  }
  // Agreement: "a waterproof jacket | do not forget" and "that buyers want" are no noun phrases.
  const verb = words[j];
  const det = words[i]?.lower ?? "";
  const head = words[j - 1];
  if (head && nouns > 0 && (det === "this" || det === "that") && /[^s]s$/.test(head.lower) && from === i + 1) return -1;
  if (verb && ["a", "an", "this", "that", "every", "each", "another"].includes(det) && PLURAL_VERBS.has(verb.lower)) return -1;
  if (verb && nouns > 0 && /[^s]s$/.test(words[j - 1].lower) && SINGULAR_VERBS.has(verb.lower)) return -1;
  // "the light is": the tagger may call the head noun an adjective; an auxiliary right after settles it.
  if (!sawNoun && j > from && pos(words[j - 1]) === "ADJ" && j < words.length && AUXILIARIES.has(words[j].lower)) sawNoun = true;
  return sawNoun && j < words.length && isFiniteVerb(words[j]) && !words[j].lower.endsWith("ing") ? j : -1;
}

/** A clause starts at `i`: a subject (pronoun, name or noun phrase) followed by a verb. */
export function clauseStartsAt(words: Word[], i: number, names: Set<string>): boolean {
  const w = words[i];
  if (!w) return false;
  const n = words[i + 1];
  if (STRONG_SUBJECTS.has(w.lower)) return isContraction(w) || isVerbish(n) || pos(n) === "ADV" || pos(n) === "PART";
  if (WEAK_SUBJECTS.has(w.lower)) return isContraction(w) || isFiniteVerb(n);
  if (names.has(w.lower)) return isFiniteVerb(n);
  if (pos(w) === "DET") return nounPhraseClauseAt(words, i) > 0;
  return false;
}

// Commas inside one sentence: after greetings and introductory words, after a fronted
// clause, before a conjunction that joins two clauses, around a name used to address someone.
import {
  CLAUSE_CONJUNCTIONS,
  GREETINGS,
  INTRO_COMMA_PHRASES,
  INTRO_COMMA_WORDS,
  STOPWORDS,
  STRONG_SUBJECTS,
  TITLES,
} from "@/lib/ai/local/lexicon";
import { SURNAMES } from "@/lib/ai/local/proper-nouns";
import { frontedMainClause } from "@/lib/ai/local/punctuation/boundaries";
import {
  addresseeEnd,
  clauseStartsAt,
  isAuxQuestionAt,
  isVerbish,
  isWhQuestionAt,
  pos,
} from "@/lib/ai/local/punctuation/features";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

const LEADING_LINKS = new Set(["so", "and", "but", "then", "now", "also"]);
const ADDRESS_WORDS = new Set(["madam", "colleagues", "friends", "everyone", "everybody", "all", "team", "guys", "folks", "there", "sir", "sirs", "madam", "again"]);

/** Adds a comma after word `i` unless it already has punctuation. */
export function commaAfter(words: Word[], i: number): void {
  const w = words[i];
  if (!w || i >= words.length - 1 || w.trail || w.hard || w.soft) return;
  w.trail = ",";
  w.soft = true;
}

function nameRunEnd(words: Word[], i: number, e: number, names: Set<string>): number {
  let j = i;
  const isAddress = (w: Word) => names.has(w.lower) || TITLES[w.lower] !== undefined || ADDRESS_WORDS.has(w.lower) || SURNAMES.has(w.lower);
  while (j < e) {
    const w = words[j];
    if (isAddress(w) || ((w.lower === "or" || w.lower === "and") && words[j + 1] && isAddress(words[j + 1]))) j++;
    // "Dear Mr Patel": the word after a title is a name, whatever it is.
    else if (j > i && TITLES[words[j - 1].lower] !== undefined && !STOPWORDS.has(w.lower)) j++;
    else break;
  }
  return j;
}

/**
 * A letter's greeting at words[s] ("dear mr costa", "dear sirs", "dear jenny"): the index after
 * its last word, or -1. The word after "dear" is a name whatever it is (as after a title), unless
 * it is a common word ("dear all" is an address word; "dear we" is no greeting). Letters are laid
 * out by it (the greeting on its own line), so it is decided here, never by the model's marks.
 */
export function greetingEnd(words: Word[], s: number, names: Set<string>): number {
  if (words[s]?.lower !== "dear" || !words[s + 1]) return -1;
  const after = words[s + 1];
  const known = names.has(after.lower) || TITLES[after.lower] !== undefined || ADDRESS_WORDS.has(after.lower) || SURNAMES.has(after.lower);
  if (!known && (STOPWORDS.has(after.lower) || isVerbish(after) || !/^\p{L}[\p{L}'-]*$/u.test(after.core))) return -1;
  const end = nameRunEnd(words, known ? s + 1 : s + 2, words.length, names);
  return end < words.length ? end : -1;
}

/** Adds the commas of the sentence words[s..e). */
export function addCommas(words: Word[], s: number, e: number, names: Set<string>): void {
  if (e - s < 3) return;
  let k = s;

  // Greetings: "Hi Sarah, ...", "Dear Aunt Linda, ...", "Good morning everyone, ..."
  const first = words[s].lower;
  if (GREETINGS.has(first) || (first === "good" && GREETINGS.has(words[s + 1]?.lower ?? ""))) {
    const afterGreeting = first === "good" ? s + 2 : s + 1;
    const greeting = first === "dear" ? greetingEnd(words, s, names) : -1;
    const end = greeting > 0 && greeting <= e ? greeting : nameRunEnd(words, afterGreeting, e, names);
    if (end < e && (end > afterGreeting || first !== "dear")) commaAfter(words, end - 1);
    k = end;
  }

  // "Thanks Sarah" / "Thank you everyone": comma before whoever is thanked.
  if (first === "thanks" || (first === "thank" && words[s + 1]?.lower === "you")) {
    const at = first === "thanks" ? s + 1 : s + 2;
    if (at < e && (names.has(words[at].lower) || ADDRESS_WORDS.has(words[at].lower))) commaAfter(words, at - 1);
  }

  while (k < e - 1 && LEADING_LINKS.has(words[k].lower)) k++;

  // Vocative: "Sarah, can you ..." / "Mrs Jones, is this ..." / "Mum, where are ..."
  const addressee = addresseeEnd(words, k, e, names);
  if (addressee > k) {
    commaAfter(words, addressee - 1);
    k = addressee;
  }

  // Introductory words and phrases: "However, ...", "For example, ..."
  for (const phrase of INTRO_COMMA_PHRASES) {
    if (k + phrase.length < e && phrase.every((p, n) => words[k + n].lower === p)) {
      commaAfter(words, k + phrase.length - 1);
      k += phrase.length;
      break;
    }
  }
  const intro = words[k];
  const next = words[k + 1];
  if (intro && next && k < e - 2 && (INTRO_COMMA_WORDS.has(intro.lower) || (intro.lower === "right" && k === s))) {
    const nextOpensClause =
      clauseStartsAt(words, k + 1, names) || isAuxQuestionAt(words, k + 1) || isWhQuestionAt(words, k + 1) ||
      LEADING_LINKS.has(next.lower) || pos(next) === "VERB" || STRONG_SUBJECTS.has(next.lower) ||
      (pos(next) === "PRON" && next.lower !== "one") || pos(next) === "DET" || ["many", "most", "some", "all"].includes(next.lower);
    const blocked = ["first", "second", "third", "no"].includes(intro.lower) && (pos(next) === "NOUN" || next.lower === "one");
    if (nextOpensClause && !blocked) commaAfter(words, k);
  }

  // Fronted clause: "If it rains, we can go to the museum."
  const main = frontedMainClause(words, s, names);
  if (main > k && main < e) commaAfter(words, main - 1);

  // Opening phrase of three words or more: "One night in October, Maya saw ..."
  if (k < e && ["one", "every", "after", "during", "last", "early", "later"].includes(words[k].lower)) {
    for (let j = k + 3; j < Math.min(e, k + 6); j++) {
      if (isVerbish(words[j - 1]) || words[j - 1].soft) break;
      if (clauseStartsAt(words, j, names) && (STRONG_SUBJECTS.has(words[j].lower) || names.has(words[j].lower))) {
        commaAfter(words, j - 1);
        break;
      }
    }
  }

  // Before a conjunction that joins two clauses: "..., but I keep waking up"
  for (let j = Math.max(k, s + 3); j < e - 2; j++) {
    const c = words[j].lower;
    if (!CLAUSE_CONJUNCTIONS.has(c) || words[j - 1].soft || words[j - 1].hard) continue;
    let left = false;
    for (let m = s; m < j; m++) if (isVerbish(words[m])) left = true;
    if (!left) continue;
    let at = j + 1;
    if (pos(words[at]) === "ADV" && words[at + 1] && STRONG_SUBJECTS.has(words[at + 1].lower)) at++; // "but now I ..."
    if (c === "so" && ["that", "much", "many", "far", "long"].includes(words[at]?.lower ?? "")) continue;
    const strong = STRONG_SUBJECTS.has(words[at]?.lower ?? "") && isVerbish(words[at + 1]);
    const clause = strong || clauseStartsAt(words, at, names);
    if (c === "and" || c === "or") {
      const nounClause = pos(words[at]) === "DET" && clause;
      if ((strong || nounClause) && j - s >= 5 && e - at >= 3) commaAfter(words, j - 1);
    } else if (clause) {
      commaAfter(words, j - 1);
    }
  }
}

const NOT_CORRECTION_BEFORE = new Set(["i'm", "im", "am", "so", "very", "really", "was", "were", "is", "are", "be", "been", "feel", "felt", "say", "said", "too", "not", "i", "we", "you", "they", "he", "she", "it's", "you're", "we're", "they're", "terribly", "truly"]);
const NUMBER_WORDS = new Set("one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand first second third fourth fifth".split(" "));

/**
 * Self-corrections said aloud are set off with commas: "on Tuesday, sorry, Wednesday",
 * "forty, no, fifty", "at ten, or rather, eleven". Pure word rules (stable on a second pass).
 */
export function addCorrectionCommas(words: Word[], s: number, e: number): void {
  for (let i = s + 1; i < e - 1; i++) {
    const w = words[i].lower;
    const prev = words[i - 1].lower;
    const next = words[i + 1].lower;
    let length = 0;
    if (w === "sorry" && !NOT_CORRECTION_BEFORE.has(prev) && !["to", "for", "about", "that", "but"].includes(next)) length = 1;
    else if (w === "or" && next === "rather") length = 2;
    else if (w === "no" && (next === "actually" || next === "wait" || next === "sorry")) length = 2;
    else if (w === "no" && /^\d+$|^\p{L}+$/u.test(prev) && (NUMBER_WORDS.has(prev) || /^\d+$/.test(prev)) && (NUMBER_WORDS.has(next) || /^\d+$/.test(next))) length = 1;
    if (length === 0 || i + length >= e) continue;
    commaAfter(words, i - 1);
    commaAfter(words, i + length - 1);
    i += length;
  }
}

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
import { POSSESSIVES } from "@/lib/ai/local/punctuation/tag-fixes";
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

/**
 * A sentence words[s..e) that opens with a greeting ("hi", "good morning", "dear") and whom it
 * greets ("everyone", "Sarah", "Mr Chairman"): the index after them, or -1.
 */
export function openingGreetingEnd(words: Word[], s: number, e: number, names: Set<string>): number {
  const first = words[s].lower;
  if (!GREETINGS.has(first) && !(first === "good" && GREETINGS.has(words[s + 1]?.lower ?? ""))) return -1;
  const greeting = first === "dear" ? greetingEnd(words, s, names) : -1;
  return greeting > 0 && greeting <= e ? greeting : nameRunEnd(words, first === "good" ? s + 2 : s + 1, e, names);
}

/** Adds the commas of the sentence words[s..e). */
export function addCommas(words: Word[], s: number, e: number, names: Set<string>): void {
  if (e - s < 3) return;
  let k = s;

  // Greetings: "Hi Sarah, ...", "Dear Aunt Linda, ...", "Good morning everyone, ..."
  const first = words[s].lower;
  const end = openingGreetingEnd(words, s, e, names);
  if (end > 0) {
    if (end < e && (end > s + 1 || first !== "dear")) commaAfter(words, end - 1);
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

/** Tags a noun phrase is made of ("a packed lunch", "two cups of flour": "of" joins two). */
export const PHRASE_TAGS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM"]);
/** Words that open a new item after a noun: an indefinite determiner or a number ("a towel | a costume", "flour | one egg"). */
const ITEM_OPENERS = new Set(["a", "an", "some", "another"]);
/** A definite or possessive determiner: a first noun phrase that opens with one straight after a verb may be whom it is for ("give the children a snack"). */
const DEFINITE = new Set(["the", "my", "your", "his", "her", "our", "their", "its", "this", "that", "these", "those"]);
/** Measures that follow a noun without being a list item ("three times a day", "ten pounds a week"). */
const RATE_WORDS = new Set(["times", "once", "twice", "per"]);

const inPhrase = (words: Word[], k: number) =>
  PHRASE_TAGS.has(pos(words[k])) || POSSESSIVES.has(words[k].lower) || (words[k].lower === "of" && k > 0 && pos(words[k - 1]) === "NOUN");

/**
 * A list of three or more noun phrases closed by "and" or "or" takes a comma between each two, said
 * or not: "bring a towel, a swimming costume, a packed lunch and some money". Only where a noun is
 * followed by a word that opens a new noun phrase, inside a run of noun phrases with no verb: an
 * indefinite determiner or a number ("a towel | a costume", "flour | one egg"), the kind of
 * determiner the item after "and" opens with ("your passport | your boarding pass and your phone");
 * not before a rate
 * ("twice a day", "ten pounds a week") and not after a first phrase that may be whom a thing is
 * given to ("give the children a snack and a drink").
 */
export function addListCommas(words: Word[], s: number, e: number): void {
  for (let c = s + 2; c < e - 1; c++) {
    const opensPhrase = PHRASE_TAGS.has(pos(words[c + 1])) || POSSESSIVES.has(words[c + 1].lower);
    if (!LIST_JOINS.has(words[c].lower) || !opensPhrase || words[c - 1].hard || (pos(words[c - 1]) !== "NOUN" && !words[c - 1].soft)) continue;
    // "a story of decency and dignity": two bare nouns after "of" are one item
    if (words[c - 2].lower === "of" && pos(words[c + 1]) === "NOUN") continue;
    let from = c - 1;
    while (from > s && !words[from - 1].hard && inPhrase(words, from - 1)) from--;
    const lastOpens = DEFINITE.has(words[c + 1].lower) || POSSESSIVES.has(words[c + 1].lower);
    const boundaries: number[] = [];
    let items = 2;
    for (let j = from; j < c - 1; j++) {
      if (words[j].soft) items++;
      else if (pos(words[j]) === "NOUN" && !RATE_WORDS.has(words[j].lower) && opensItem(words, j + 1, lastOpens) && !rateAfter(words, j + 1)) {
        items++;
        boundaries.push(j);
      }
    }
    if (items < 3) continue;
    // "give the children | a snack, a drink and a toy": a definite first phrase after the verb, then an indefinite one
    const forSomeone = from > s && isVerbish(words[from - 1]) && (DEFINITE.has(words[from].lower) || POSSESSIVES.has(words[from].lower) || pos(words[from]) === "PRON");
    boundaries.forEach((j, n) => {
      if (n === 0 && forSomeone && !words.slice(from, j).some((w) => w.soft) && !DEFINITE.has(words[j + 1].lower) && !POSSESSIVES.has(words[j + 1].lower)) return;
      commaAfter(words, j);
    });
  }
}

/**
 * A list said with no "and" at all: three or more noun phrases in a row, each opening with an
 * indefinite determiner or a number ("we need a tent | a stove | some matches"), take a comma between
 * each two. Not before a rate ("a cup of tea a day"); two phrases may be whom and what ("give the
 * children a snack"), so three are needed.
 */
export function addBareListCommas(words: Word[], s: number, e: number): void {
  let from = s;
  while (from < e) {
    let to = from;
    // (a comma already there parts two items: "a kite, a ball | a picnic rug")
    const joined = (k: number) => !words[k - 1].hard && (!words[k - 1].soft || (/,$/.test(words[k - 1].trail) && opensItem(words, k, false)));
    while (to < e && inPhrase(words, to) && (to === from || joined(to))) to++;
    // the run words[from..to): a list only when it opens an item and is not continued by "and"/"or" (addListCommas' lists)
    const boundaries: number[] = [];
    if (to - from >= 4 && opensItem(words, from, false) && !LIST_JOINS.has(words[to]?.lower ?? "")) {
      for (let j = from; j < to - 1; j++) if ((words[j].soft || pos(words[j]) === "NOUN") && !RATE_WORDS.has(words[j].lower) && opensItem(words, j + 1, false) && !rateAfter(words, j + 1) && !rateAfter(words, j + 1, true)) boundaries.push(j);
    }
    if (boundaries.length >= 2) for (const j of boundaries) commaAfter(words, j);
    from = Math.max(to, from + 1);
  }
}

/** Does words[k], after a noun, open another item of the list? */
function opensItem(words: Word[], k: number, lastOpensDefinite: boolean): boolean {
  const w = words[k];
  if (ITEM_OPENERS.has(w.lower) || pos(w) === "NUM") return true;
  return (DEFINITE.has(w.lower) || POSSESSIVES.has(w.lower)) && lastOpensDefinite;
}

const LIST_JOINS = new Set(["and", "or"]);

/** "a day", "an hour", "three times": a determiner or number before a time unit or "times" is a rate, not a new item. */
function rateAfter(words: Word[], k: number, plural = false): boolean {
  // (`plural`: "two years ago", "ten minutes a day" are no list items either)
  const unit = (words[k + 1]?.lower ?? "").replace(plural ? /s$/ : /$^/, "");
  return RATE_WORDS.has(unit) || ["day", "week", "month", "year", "hour", "minute", "night", "time", "head", "piece", "kilo", "go"].includes(unit);
}

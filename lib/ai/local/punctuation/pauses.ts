// The pauses a recogniser heard between the phrases it sent (a voice tool's transcript): evidence for or against a
// sentence end there, only where the words agree (pauseSays). They are found by the words they come before, so a text
// that the tools changed in between (a misspelling fixed into two words) still has them in the right place.
import { addresseeEnd, clauseStartsAt, isAuxQuestionAt, isVerbish, isWhQuestionAt, pos } from "@/lib/ai/local/punctuation/features";
import { COMPLEMENT_VERBS } from "@/lib/ai/local/lexicon";
import { POSSESSIVES } from "@/lib/ai/local/punctuation/tag-fixes";
import type { Block, Word } from "@/lib/ai/local/punctuation/tokens";

/** A run of text that parseText makes a word of: it holds a letter or a digit. */
const WORD_TOKEN = /\S*[\p{L}\p{N}]\S*/gu;

/**
 * Which words of `text` open a phrase said after a pause (their order among its word tokens), given the character
 * offsets of those phrases in `text`: a pause belongs to the word token at its offset, or the first one after it.
 */
export function pausedWordOrder(text: string, offsets: readonly number[]): Set<number> {
  const ends = [...text.matchAll(WORD_TOKEN)].map((m) => (m.index ?? 0) + m[0].length);
  const out = new Set<number>();
  for (const at of offsets) {
    // (an offset inside a token, "(raj" found at "raj", is the token's own)
    const k = ends.findIndex((end) => end > at);
    if (k > 0) out.add(k);
  }
  return out;
}

/**
 * The parsed words that open a phrase after a pause. None when the parse made something other than a word of a token
 * with letters (a list marker, "a)"): then the order no longer says which word is which, and no pause is used.
 */
export function pausedWords(blocks: readonly Block[], order: ReadonlySet<number>, tokens: number): Set<Word> {
  const words = blocks.flatMap((lines) => lines.flatMap((line) => line.words));
  if (order.size === 0 || words.length !== tokens) return new Set();
  return new Set([...order].map((k) => words[k]).filter((w): w is Word => w !== undefined));
}

/** How many word tokens `text` has (see pausedWords). */
export function wordTokenCount(text: string): number {
  return [...text.matchAll(WORD_TOKEN)].length;
}

/**
 * A pause before a filler the engine dropped ("... that | um raj will you") is a pause before the next word kept.
 * Returns the words of `kept` (in order, a subset of `all`) that open a phrase.
 */
export function pausesAfterDrops(all: readonly Word[], kept: readonly Word[], paused: ReadonlySet<Word>): Set<Word> {
  const stays = new Set(kept);
  const out = new Set<Word>();
  let pending = false;
  for (const w of all) {
    pending ||= paused.has(w);
    if (!stays.has(w)) continue;
    if (pending) out.add(w);
    pending = false;
  }
  return out;
}

/** Words that open a clause bound to the one before ("so people can ...", "which is ...", "that firing is ..."). */
const BOUND_OPENERS = new Set(["CCONJ", "SCONJ", "ADP", "PART"]);
/** Words that put a clause first, before the main one ("if the hall is free, ...", "after it's fixed, ..."). */
const FRONTING = new Set(["if", "when", "whenever", "once", "after", "before", "as", "since", "until", "unless", "because", "although", "though", "while"]);

/**
 * What a pause says of a sentence end there, when the words agree: +1 it ends, -1 it does not, 0 nothing.
 * It ends when the phrase after it opens a clause of its own (a subject and its verb, a question, or a name and the
 * question put to that person) and does not open with a word that binds it to the one before ("so", "which", "that",
 * "and"), and the phrase before it does not end on a word that needs more (endsOpen) nor opens with a word that puts
 * its clause first ("if the hall is free on the twelfth | we'll ...": a comma, which the words give without the
 * pause). It does not end when the phrase before opens with a conjunction and has no verb ("but on Fridays | he goes
 * at eight"): that phrase opens the clause after it. `from` is where the phrase before opens; the words are tagged.
 */
export function pauseSays(words: readonly Word[], from: number, j: number, names: Set<string>): -1 | 0 | 1 {
  const first = words[j];
  if (j === 0 || !first || BOUND_OPENERS.has(pos(first)) || first.lower === "that" || (WH_RELATIVES.has(first.lower) && !isWhQuestionAt(words as Word[], j))) return 0;
  const clause = clauseStartsAt(words as Word[], j, names) || isAuxQuestionAt(words as Word[], j) || isWhQuestionAt(words as Word[], j) ||
    addresseeEnd(words, j, words.length, names) > j || first.lower === "let's";
  if (!clause) return 0;
  if (pos(words[from]) === "CCONJ" && !words.slice(from, j).some(isVerbish)) return -1;
  return !endsOpen(words, j - 1) && !opensFronted(words, from, j) ? 1 : 0;
}

/**
 * The phrase from `from` to `j` opens with a clause put first: a subordinator among its first three words, before
 * any verb ("if ...", "now that the grant is in", "so when ...", "only if ...", "just in case ...", "as long as ...").
 */
function opensFronted(words: readonly Word[], from: number, j: number): boolean {
  for (let k = from; k < Math.min(from + 3, j); k++) {
    const w = words[k];
    if (FRONTING.has(w.lower) || pos(w) === "SCONJ" || (w.lower === "case" && words[k - 1]?.lower === "in")) return true;
    if (isVerbish(w)) return false;
  }
  return false;
}

/**
 * Word k needs more after it: an article or a possessive ("the", "our"; not "that" or "this", which stand alone: "I
 * can do that"), a preposition after a noun ("the hall for"; not a verb's particle: "the website is still down"),
 * a conjunction, "to", an auxiliary, or a verb whose object or clause is still to come ("I think | we should"; after
 * the person told, "she told me | the van is booked").
 */
function endsOpen(words: readonly Word[], k: number): boolean {
  const w = words[k];
  const tag = pos(w);
  if (tag === "PRON" && k > 0 && COMPLEMENT_VERBS.has(words[k - 1].lower)) return true;
  if (tag === "DET") return ARTICLES.has(w.lower) || POSSESSIVES.has(w.lower);
  if (tag === "ADP") return !["VERB", "AUX", "ADV", "PRON"].includes(pos(words[k - 1]));
  return ["CCONJ", "SCONJ", "PART", "AUX", "VERB"].includes(tag) || POSSESSIVES.has(w.lower);
}

const ARTICLES = new Set(["the", "a", "an", "every", "each", "another", "no"]);

/** "which", "who", "where": a relative clause after a pause, unless they open a question. */
const WH_RELATIVES = new Set(["which", "who", "whom", "whose", "where", "when"]);

/** What a pause before each word of a line says of a sentence end there (pauseSays; 0 where none was heard). */
export function pauseEvidence(words: readonly Word[], paused: ReadonlySet<Word>, names: Set<string>): number[] {
  let from = 0;
  return words.map((w, j) => {
    if (!paused.has(w)) return 0;
    const says = pauseSays(words, from, j, names);
    from = j;
    return says;
  });
}

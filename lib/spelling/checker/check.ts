// Checks a whole text: each word the lexicon does not know (and that is not a name, a number,
// a web address or in the person's own vocabulary) is flagged with suggestions by sound and
// spelling; a rare word that sounds exactly like a common one ("wen" for "when") is flagged
// too; and a real word the words around it clearly do not want ("turn of the light") is flagged
// with the word they do want. Pure and synchronous: the browser runs it in a worker.
import { matchCase } from "@/lib/text/homophones";
import type { Lexicon } from "./lexicon";
import { isKnownWord } from "./known";
import { suggest, WEIGHTS } from "./suggest";
import { contextFlags, type ContextModel } from "./context";

export type SpellingFlag = {
  start: number;
  end: number;
  word: string;
  kind: "spelling" | "sounds-like" | "confusion";
  suggestions: string[];
  hint: string;
  /** Suggestions not worked out yet (see `suggestFor`): ask `suggestionsFor(word)`. */
  pending?: boolean;
};

export type CheckOptions = {
  /** The person's vocabulary (words and names): never flagged, and offered as suggestions. */
  vocabulary?: readonly string[];
  /** Names and words from the person's other documents: never flagged. */
  names?: readonly string[];
  /** How many suggestions per word (default 5). */
  limit?: number;
  /**
   * Suggestions for at most this many different misspellings, in text order (the rest come with
   * none, `pending`, and are asked for when shown): a long first draft is listed at once.
   */
  suggestFor?: number;
  /** Real-word confusions by context: off to check spelling only. */
  context?: boolean;
};

const WORD_RE = /[\p{L}]+(?:['\u2019][\p{L}]+)*/gu;
const SKIP_RE = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/gi;
const SPELLING_HINT = "Not a word we know. Listen to the suggestions and choose one.";
const NAME_HINT = "Names of days, months, people and places start with a capital letter.";

export class SpellingChecker {
  private cache = new Map<string, string[]>();
  constructor(
    readonly lexicon: Lexicon,
    readonly model?: ContextModel,
  ) {}

  /** Forgets the suggestions worked out so far (benchmarks measure a cold start). */
  clearCache() {
    this.cache.clear();
  }

  /**
   * Suggestions for one lower-case word (cached: a document repeats its misspellings). A name
   * written in lower case ("friday", "london") gets itself with a capital first.
   */
  suggestionsFor(word: string, extra: readonly string[] = [], limit = 5): string[] {
    const key = `${word}\u0000${limit}\u0000${extra.length}`;
    let hit = this.cache.get(key);
    if (!hit) {
      const name = this.nameFor(word);
      hit = suggest(this.lexicon, word, limit, WEIGHTS, extra).map((s) => s.word);
      if (name) hit = [name, ...hit.filter((w) => w !== name)].slice(0, limit);
      if (this.cache.size > 5000) this.cache.clear();
      this.cache.set(key, hit);
    }
    return hit;
  }

  /** The name a lower-case word is, written with its capital ("friday" -> "Friday"), if it is one. */
  nameFor(word: string): string | undefined {
    const capital = word.charAt(0).toUpperCase() + word.slice(1);
    return this.lexicon.names.has(capital) ? capital : undefined;
  }

  /** Is this lower-case word one the checker would accept? */
  isKnown(word: string, vocabulary?: ReadonlySet<string>): boolean {
    return isKnownWord(this.lexicon, word, vocabulary);
  }

  /**
   * A common word that sounds the same as this rare one, spelled nearly alike, when the rare one
   * is far more likely a slip for it ("wen" -> "when"); undefined otherwise. Worked out when the
   * lexicon is built (build-lexicon.ts), so checking a long text stays quick.
   */
  soundsLike(word: string): string | undefined {
    return this.lexicon.alikes.get(word);
  }

  check(text: string, options: CheckOptions = {}): SpellingFlag[] {
    const vocabularyWords = (options.vocabulary ?? []).flatMap((p) => p.match(WORD_RE) ?? []);
    const vocabulary = new Set(vocabularyWords.map((w) => w.toLowerCase().replace(/\u2019/g, "'")));
    const offered = [...new Set(vocabularyWords)].filter((w) => w.length > 2);
    const skipped = [...text.matchAll(SKIP_RE)].map((m) => [m.index, m.index + m[0].length] as const);
    const flags: SpellingFlag[] = [];
    const limit = options.limit ?? 5;
    // a word written with a capital inside a sentence is a name, here and at the start of a sentence
    const names = new Set(options.names ?? []);
    const suggested = new Set<string>();
    for (const m of text.matchAll(WORD_RE)) if (/^\p{Lu}/u.test(m[0]) && !isSentenceStart(text, m.index)) names.add(m[0]);
    for (const m of text.matchAll(WORD_RE)) {
      const written = m[0];
      const start = m.index;
      const end = start + written.length;
      if (written.length < 2 || skipped.some(([a, b]) => start >= a && start < b)) continue;
      // next to a digit or joined to other letters by a dot ("v2", "e.g"): not a word to check
      if (/[\p{N}_]/u.test(text[end] ?? "") || /[\p{N}_]/u.test(text[start - 1] ?? "") || (text[end] === "." && /\p{L}/u.test(text[end + 1] ?? ""))) continue;
      const word = written.toLowerCase().replace(/\u2019/g, "'");
      if (this.isKnown(word, vocabulary)) {
        const month = written === word ? monthInContext(text, start, end, word) : undefined;
        if (month) {
          flags.push({ start, end, word: written, kind: "spelling", suggestions: [month], hint: NAME_HINT });
          continue;
        }
        const like = written === word || isSentenceStart(text, start) ? this.soundsLike(word) : undefined;
        if (like) flags.push({ start, end, word: written, kind: "sounds-like", suggestions: [matchCase(written, like)], hint: `Sounds like "${like}". Did you mean that?` });
        continue;
      }
      if (names.has(written) || isName(text, start, written, this.lexicon)) continue;
      if (!suggested.has(word) && suggested.size >= (options.suggestFor ?? Infinity)) {
        flags.push({ start, end, word: written, kind: "spelling", suggestions: [], hint: SPELLING_HINT, pending: true });
        continue;
      }
      suggested.add(word);
      const suggestions = this.suggestionsFor(word, offered, limit).map((s) => matchCase(written, s));
      const hint = this.nameFor(word) ? NAME_HINT : suggestions.length ? SPELLING_HINT : "Not a word we know, and nothing close to it.";
      flags.push({ start, end, word: written, kind: "spelling", suggestions, hint });
    }
    // a word already flagged ("wen", a slip for "when") is listed once
    if (options.context !== false && this.model) {
      const flagged = new Set(flags.map((f) => f.start));
      // a web or e-mail address says nothing of the words beside it (a number there does the same)
      let masked = text;
      for (const [a, b] of skipped) masked = masked.slice(0, a) + "0".repeat(b - a) + masked.slice(b);
      flags.push(...contextFlags(this.model, masked).filter((f) => !flagged.has(f.start)));
    }
    return flags.sort((a, b) => a.start - b.start);
  }
}

/** Months whose names are everyday words too ("march", "may", "august"). */
const WORD_MONTHS = new Set(["march", "may", "august"]);
/** Words that put a month after them ("in march", "the end of march", "since august"). */
const MONTH_CUES = new Set(["in", "of", "since", "until", "till", "by", "during", "from", "next", "last", "early", "late", "mid", "before", "after"]);

const DAY_RE = /^\d{1,2}(?:st|nd|rd|th)?$/i;
// what may follow a month: a mark, the end of the text, or a year ("3 may.", "3 may 2025")
const MONTH_END_RE = /^(?:[,.;:!?)]|\s*$|\s+\d{4}\b)/;

/**
 * A month written in lower case whose name is also a word, where the words beside it say it is
 * the month: a day before it ("3 march"), a year or a day and a mark after it ("march 2025",
 * "march 14,"), or, for "march" and "august" (no verb or adjective comes straight after these
 * words), a word that puts a month after it ("in march", "the end of august"). "May" needs a
 * date: "in may" can be the verb ("what is in may help"), and after a day it must end the date.
 */
function monthInContext(text: string, start: number, end: number, word: string): string | undefined {
  if (!WORD_MONTHS.has(word)) return undefined;
  const before = /(\S+)\s+$/.exec(text.slice(Math.max(0, start - 20), start))?.[1] ?? "";
  const rest = text.slice(end, end + 24);
  const dayBefore = DAY_RE.test(before) && (word !== "may" || MONTH_END_RE.test(rest));
  const dateAfter = /^\s+(?:\d{4}\b|\d{1,2}(?:st|nd|rd|th)?(?:[,.;:!?)]|\s*$|\s+\d{4}\b))/i.test(rest);
  const cued = word !== "may" && MONTH_CUES.has(before.toLowerCase());
  return dayBefore || dateAfter || cued ? word.charAt(0).toUpperCase() + word.slice(1) : undefined;
}

function isSentenceStart(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 4), start);
  return start === 0 || /(?:^|[.!?]["')\]]?\s+|\n\s*)$/.test(before);
}

/** A capital inside a sentence, all capitals, or a capital in the middle of a word: a name. */
function isName(text: string, start: number, written: string, lexicon: Lexicon): boolean {
  if (lexicon.names.has(written)) return true;
  if (written.length > 1 && written === written.toUpperCase()) return true;
  if (/\p{Lu}/u.test(written.slice(1))) return true;
  return /^\p{Lu}/u.test(written) && !isSentenceStart(text, start);
}

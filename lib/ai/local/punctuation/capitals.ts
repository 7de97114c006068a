// Capital letters: sentence starts, "I", names, places, days, months, languages, titles and
// acronyms. The engine only ever raises a letter to upper case; it never lowers one the
// writer typed, so a second pass has nothing to change.
import { AMBIGUOUS_TITLES, STOPWORDS, TITLES } from "@/lib/ai/local/lexicon";
import {
  AMBIGUOUS_MONTHS,
  DAYS,
  FIRST_NAMES,
  LANGUAGE_WORDS,
  MONTHS,
  PLACE_PHRASES,
  PLACES,
  SPECIAL_CASE,
  SURNAMES,
} from "@/lib/ai/local/proper-nouns";
import { isVerbish } from "@/lib/ai/local/punctuation/features";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

const MONTH_CUES = new Set(["in", "of", "since", "until", "till", "by", "early", "late", "mid", "during", "from", "next", "last", "before", "after", "on"]);

const PHRASES_BY_FIRST = new Map<string, string[][]>();
for (const phrase of PLACE_PHRASES) {
  const list = PHRASES_BY_FIRST.get(phrase[0]) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST.set(phrase[0], list);
}

export function upperFirst(core: string): string {
  const i = core.search(/\p{L}/u);
  // a word that opens with a figure has no capital to take ("26(b)(5)", "1st", "3pm")
  if (i < 0 || /\p{N}/u.test(core.slice(0, i))) return core;
  const c = core[i];
  const up = c.toUpperCase();
  return up === c ? core : core.slice(0, i) + up + core.slice(i + 1);
}

function baseForm(lower: string): string {
  return lower.replace(/'s$|s'$/, "");
}

/** Words that are capitalised wherever they appear (lexicon plus names given for this request). */
export function isProperWord(lower: string, names: Set<string>): boolean {
  const b = baseForm(lower);
  // "on Saturdays": a day's plural is as proper as the day
  return names.has(b) || FIRST_NAMES.has(b) || PLACES.has(b) || DAYS.has(b) || DAYS.has(b.replace(/s$/, "")) || MONTHS.has(b) || LANGUAGE_WORDS.has(b);
}

function isAllLower(core: string): boolean {
  return core === core.toLowerCase();
}

/** Applies capitals to one line's words; `sentenceStart[i]` marks words that open a sentence. */
export function capitalise(words: Word[], sentenceStart: boolean[], names: Set<string>): void {
  const raise = new Array<boolean>(words.length).fill(false);

  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const l = w.lower;
    if (sentenceStart[i]) raise[i] = true;
    if (l === "i" || /^i'(?:m|ve|ll|d)$/.test(l)) raise[i] = true;
    if (isProperWord(l, names)) raise[i] = true;
    const special = SPECIAL_CASE[l];
    if (special && isAllLower(w.core) && special !== l) w.core = special;

    const title = TITLES[l];
    if (title) {
      const next = words[i + 1];
      const nextIsName = next !== undefined && (isProperWord(next.lower, names) || SURNAMES.has(next.lower));
      const afterDeterminer = i > 0 && ["my", "our", "your", "his", "her", "their", "the", "a", "an"].includes(words[i - 1].lower);
      if ((!AMBIGUOUS_TITLES.has(l) || nextIsName) && !(afterDeterminer && AMBIGUOUS_TITLES.has(l))) {
        if (isAllLower(w.core)) w.core = title;
        if (next && !STOPWORDS.has(next.lower) && /\p{L}/u.test(next.core)) raise[i + 1] = true;
      }
    }
    // Surnames after a first name: "sarah jones" -> "Sarah Jones".
    if (SURNAMES.has(baseForm(l)) && i > 0 && (raise[i - 1] || /^\p{Lu}/u.test(words[i - 1].core)) &&
      (FIRST_NAMES.has(words[i - 1].lower) || names.has(words[i - 1].lower) || TITLES[words[i - 1].lower])) {
      raise[i] = true;
    }
    if (AMBIGUOUS_MONTHS.has(l)) {
      const prev = words[i - 1];
      const next = words[i + 1];
      const cue = prev !== undefined && MONTH_CUES.has(prev.lower);
      const dated = next !== undefined && /^\d/.test(next.lower);
      if ((cue && !isVerbish(next)) || dated) raise[i] = true;
    }
  }

  for (let i = 0; i < words.length; i++) {
    for (const phrase of PHRASES_BY_FIRST.get(words[i].lower) ?? []) {
      if (i + phrase.length <= words.length && phrase.every((p, n) => words[i + n].lower === p)) {
        for (let n = 0; n < phrase.length; n++) raise[i + n] = true;
      }
    }
  }

  for (let i = 0; i < words.length; i++) if (raise[i]) words[i].core = upperFirst(words[i].core);
}

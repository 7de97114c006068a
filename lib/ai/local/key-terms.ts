// Subject terms of a text: words and short phrases ranked by how much more often the text uses
// them than general English does. The general-English baseline is word-frequencies.json (word
// counts from the Brown Corpus, about a million words; scripts/ai/build-word-frequencies.ts).
// "photosynthesis", "chloroplast" and "Calvin cycle" rank far above "two main stages", which
// general English uses all the time. Pure code, no Node APIs.
import frequencies from "@/lib/ai/local/word-frequencies.json";
import { STOPWORDS } from "@/lib/ai/local/lexicon";
import { tagWords } from "@/lib/ai/local/nlp";
import { stem, wordTokens } from "@/lib/ai/local/text";

const BASE = (frequencies as { total: number; counts: Record<string, number> });
const counts = new Map(Object.entries(BASE.counts));

/** Talk words and words of the classroom that say nothing about the subject, however often a speaker uses them. */
const SPOKEN_GENERIC = new Set(`
  um uh er erm ha haha hmm ah oh okay ok today yesterday tomorrow week remember example examples basically actually probably important
  idea ideas stage stages part parts main number kind sort bit lots everything something anything nothing everyone
  someone people person called means mean happens happen different same another other second third fourth start
  begin finish end side way ways thing things lecture lectures course class question questions answer answers point
  points talk talking look looking mind sure whole half less fewer quite simple simply often always usually sometimes
  far away back little big small large high low long short much many more most better best worse worst year years time
  times day days minute minutes hour hours new old good bad right left wrong true false fact facts case cases
  exam exams test tests essay essays notes slide slides handout key basic classic famous central extra whole simplest
  version himself herself itself themselves sense stuff couple step steps type types level levels amount amounts
  homework module modules worksheet worksheets seminar seminars textbook textbooks chapter chapters page pages
  reading readings assignment assignments coursework midterm midterms quiz quizzes tutorial tutorials syllabus timetable session sessions
  gonna wanna gotta kinda sorta dunno lemme gimme alright yay hello hi hey goodbye bye
`.trim().split(/\s+/));

/** Everyday modifiers that belong to a subject's compound terms ("short term memory", "first law", "free market", "half life"). */
const COMPOUND_MODIFIERS = new Set("short long high low first second third free open single double positive negative natural human public private new half".split(" "));

const LINKS = new Set(["of"]);

/** How repetition and phrase length weigh in a term's score (tuned on the development lectures). */
const TERM_SCORE = {
  count: (n: number) => 1 + 0.5 * Math.log(n),
  phrase: 0.35,
};
const HEAD_TAGS = new Set(["NOUN", "PROPN"]);
const MODIFIER_TAGS = new Set(["NOUN", "PROPN", "ADJ"]);

/** A word general English uses often (more than 3 times in 100,000 words: "garden", "phone", "map"), in any of its forms. */
export function isCommonWord(word: string): boolean {
  return baseProbability(word) > 3e-5;
}

function baseProbability(word: string): number {
  // Possessives and plurals share the base word's count ("newton's" -> "newton").
  const forms = [word, word.replace(/'s$/, ""), word.replace(/s$/, ""), word.replace(/es$/, ""), word.replace(/ies$/, "y")];
  let n = 0;
  for (const f of forms) n = Math.max(n, counts.get(f) ?? 0);
  return (n + 0.5) / BASE.total;
}

/** A word of talk, not of a subject ("important", "okay", "example"): never the first word of a term. */
export function isTalkWord(w: string): boolean {
  return SPOKEN_GENERIC.has(w) || STOPWORDS.has(w);
}

function isTermWord(w: string): boolean {
  return w.length >= 2 && !STOPWORDS.has(w) && !SPOKEN_GENERIC.has(w) && !/^\d/.test(w) && /\p{L}/u.test(w);
}

export type RankedTerm = {
  /** The term in lower case, as spoken most often. */
  term: string;
  /** Stems of its words, for matching. */
  stems: string[];
  count: number;
  /** count x mean log-ratio of the text's frequency to general English (higher is more distinctive). */
  score: number;
};

/**
 * The `limit` most distinctive terms of `text`, best first. A phrase replaces the single words
 * it contains when they are rarely used on their own.
 */
export function distinctiveTerms(text: string, limit = 12): RankedTerm[] {
  // Phrases never cross punctuation: tokens of each clause, with a break marker between clauses.
  const tokens: string[] = [];
  for (const clause of text.split(/[.,;:!?()\u2013\u2014]+|\s-\s/)) {
    const words = wordTokens(clause);
    if (words.length === 0) continue;
    tokens.push(...words, "|");
  }
  const n = Math.max(tokens.length, 1);
  const stems = tokens.map(stem);
  const tags = tagWords(tokens).map((t, i) => (tokens[i] === "|" ? "PUNCT" : t[0]));
  const wordCount = new Map<string, number>();
  for (const s of stems) wordCount.set(s, (wordCount.get(s) ?? 0) + 1);
  const keyness = (i: number) => Math.log(((wordCount.get(stems[i]) ?? 1) / n) / baseProbability(tokens[i]));

  type Candidate = { stems: string[]; forms: Map<string, number>; count: number; keySum: number; keyMin: number; length: number; lead: boolean; possessive: boolean; pluralInside: boolean };
  const candidates = new Map<string, Candidate>();
  for (let i = 0; i < tokens.length; i++) {
    // A compound may start with an everyday modifier ("short term memory"); it adds no keyness.
    const lead = COMPOUND_MODIFIERS.has(tokens[i]) && isTermWord(tokens[i + 1] ?? "") ? 1 : 0;
    if (!lead && (!isTermWord(tokens[i]) || !MODIFIER_TAGS.has(tags[i]))) continue;
    let keySum = 0;
    let keyMin = Infinity;
    let content = 0;
    for (let len = 1 + lead; len <= 3 + lead && i + len <= tokens.length; len++) {
      const j = i + len - 1;
      const w = tokens[j];
      const link = LINKS.has(w) && len > 1 + lead;
      if (!link && (!isTermWord(w) || !MODIFIER_TAGS.has(tags[j]) || stems.slice(i, j).includes(stems[j]))) break;
      if (!link) {
        const k = keyness(j);
        keySum += k;
        keyMin = Math.min(keyMin, k);
        content++;
      }
      if (link || !HEAD_TAGS.has(tags[j]) || /'s$/.test(w)) continue; // terms end in a noun (not a possessive)
      const key = stems.slice(i, j + 1).join(" ");
      // A plural before the head ("algorithms bubble", "ventricles blood") is two clauses run together, not a compound.
      const pluralInside = tokens.slice(i + lead, j).some((x) => /[^s'u]s$/.test(x) && !LINKS.has(x));
      const c = candidates.get(key) ?? { stems: stems.slice(i, j + 1), forms: new Map(), count: 0, keySum: keySum / content, keyMin, length: content + lead, lead: lead > 0, possessive: /'s$/.test(tokens[i]), pluralInside };
      c.count++;
      const form = tokens.slice(i, j + 1).join(" ");
      c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
      candidates.set(key, c);
    }
  }

  const ranked: RankedTerm[] = [];
  for (const c of candidates.values()) {
    if (c.keySum <= 1) continue; // no more frequent than in general English
    // A phrase must recur, or be made of words general English hardly uses.
    if (c.length > 1 && c.count < 2 && c.keyMin < 4.5) continue;
    if (c.length > 1 && c.keyMin < 1.5) continue;
    if (c.length === 1 && c.count < 2 && c.keySum < 5) continue;
    // Said once, a long phrase ("activation energy enzymes") or one behind a possessive
    // ("the defendant's breach") is usually two things run together, not a term.
    if ((c.length >= 3 || c.possessive || c.lead || c.pluralInside) && c.count < 2) continue;
    const best = [...c.forms].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0][0];
    const score = TERM_SCORE.count(c.count) * c.keySum * (1 + TERM_SCORE.phrase * (c.length - 1));
    ranked.push({ term: best, stems: c.stems, count: c.count, score });
  }
  ranked.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1));

  const chosen: RankedTerm[] = [];
  const contains = (long: string[], short: string[]) => {
    for (let i = 0; i + short.length <= long.length; i++) if (short.every((s, k) => long[i + k] === s)) return true;
    return false;
  };
  for (const t of ranked) {
    if (chosen.length >= limit * 2) break;
    // Skip a part of a chosen phrase that is hardly used alone, and a phrase overlapping a chosen one.
    if (chosen.some((c) => c.stems.length > t.stems.length && contains(c.stems, t.stems) && t.count - c.count < 2)) continue;
    // (one run of words read twice, shifted: "rock cycle" and "cycle rock"; "igneous rock" and
    // "sedimentary rock" share a head and are two terms)
    const shifted = (a: string[], b: string[]) => a.slice(1).join(" ") === b.slice(0, -1).join(" ") || b.slice(1).join(" ") === a.slice(0, -1).join(" ") || a.some((s) => b.includes(s) && a.indexOf(s) !== b.indexOf(s));
    if (chosen.some((c) => c.stems.length === t.stems.length && t.stems.length > 1 && shifted(c.stems, t.stems) && c.count >= t.count)) continue;
    // A phrase made of chosen words that are hardly used apart from it replaces them.
    for (let k = chosen.length - 1; k >= 0; k--) {
      const c = chosen[k];
      if (t.stems.length > c.stems.length && contains(t.stems, c.stems) && c.count - t.count < 2) chosen.splice(k, 1);
    }
    chosen.push(t);
  }
  return chosen.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Same term? Equal stems, or the shorter makes up at least two thirds of the longer. */
export function sameTerm(a: string, b: string): boolean {
  const x = wordTokens(a).map(stem);
  const y = wordTokens(b).map(stem);
  if (x.join(" ") === y.join(" ")) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length === 0 || short.length * 3 < long.length * 2) return false;
  for (let i = 0; i + short.length <= long.length; i++) if (short.every((s, k) => long[i + k] === s)) return true;
  return false;
}

/** The last text scored, tokenised once (a lecture scores dozens of terms against the same text). */
let scored: { text: string; tokens: string[]; stems: string[] } | undefined;

/** The distinctiveness score of a given term in `text` (same scale as distinctiveTerms), 0 if absent. */
export function scoreTerm(text: string, term: string): number {
  if (scored?.text !== text) {
    const words = wordTokens(text);
    scored = { text, tokens: words, stems: words.map(stem) };
  }
  const { tokens, stems } = scored;
  const target = wordTokens(term).map(stem);
  if (target.length === 0 || tokens.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + target.length <= stems.length; i++) if (target.every((t, k) => stems[i + k] === t)) count++;
  if (count === 0) return 0;
  const content = wordTokens(term).filter(isTermWord);
  if (content.length === 0) return 0;
  let sum = 0;
  for (const w of content) {
    const own = stems.filter((s) => s === stem(w)).length;
    sum += Math.log((own / tokens.length) / baseProbability(w));
  }
  const mean = sum / content.length;
  return mean <= 1 ? 0 : count * mean * (1 + 0.35 * (content.length - 1));
}

// Real-word errors decided by the words around them: for "of" in "turn of the light", how often
// did "turn" come before, and "the" after, "of" and "off" in a few million words of English? When
// another word fits its neighbours far better, the word is flagged with that word. The other
// words come from two places: the hand-made confusion sets (confusions.ts: "of"/"off",
// "form"/"from", with their plain-words hints), and every real word that sounds the same as a
// common one, found in the CMU pronouncing dictionary when the data is built ("rite" and
// "write", "reed" and "read", "hole" and "whole", "of" for the "'ve" of "should've").
// A homophone is never flagged just for being one: only where its neighbours want the other.
import { confusionSetOf } from "./confusions";
import type { SpellingFlag } from "./check";
import { matchCase } from "@/lib/text/homophones";
import { CLAUSE_START, clauseStep, WordClasses, type WordClassTable } from "./word-class";
import { leaning, type Meaning, type Surroundings } from "./meaning";

export type ContextData = {
  unigram: Record<string, number>;
  before: Record<string, Record<string, number>>;
  after: Record<string, Record<string, number>>;
  /** The words two before and two after each word weighed (pairs seen three times or more). */
  before2?: Record<string, Record<string, number>>;
  after2?: Record<string, Record<string, number>>;
  /** A real word -> the common words that sound the same (built by build-lexicon.ts). */
  alikes?: Record<string, string[]>;
  /** A common word -> common words one letter moved, dropped or added away ("begin"/"being", "county"/"country"). */
  edits?: Record<string, string[]>;
  /** Words whose class their ending misreads (word-class.ts). */
  classes?: WordClassTable;
  /** For each word weighed: the classes of the words before and after it, counted in the same text. */
  classBefore?: Record<string, Record<string, number>>;
  classAfter?: Record<string, Record<string, number>>;
  /** How often each class is a neighbour at all. */
  classShare?: Record<string, number>;
  /** How often each word weighed occurs in the edited English the classes were counted in. */
  editedCount?: Record<string, number>;
  /** For each word weighed: how often it carries each class in tagged English ("lead": VB, N). */
  wordTags?: Record<string, Record<string, number>>;
  /** How often a class sits between two neighbouring classes ("VBD|POSS|N"; "*" for a side that says nothing). */
  slot?: Record<string, number>;
  /** How often a class follows a clause in each state ("VBD+N|IN": word-class.ts, `clauseStep`), and each state at all ("VBD+N|*"). */
  clause?: Record<string, number>;
};
/** How often any word occurs (the lexicon's counts, from the same text). */
export type WordCounts = { count(word: string): number; readonly total: number };
export type ContextModel = ContextData & {
  margin: number;
  alikeMargin: number;
  editMargin: number;
  classWeight: number;
  slotWeight: number;
  clauseWeight: number;
  clauseMaxCount: number;
  wideWeight: number;
  backOff: number;
  words?: WordCounts;
  wordClasses?: WordClasses;
  /** What the words of the sentence around are about (meaning.ts), and how much it counts. */
  meaning?: Meaning;
  meaningWeight: number;
  meaningLean: number;
  rareRatio: number;
  directWeight: number;
};
export type ContextOptions = { words?: WordCounts; margin?: number; alikeMargin?: number; editMargin?: number; classWeight?: number; slotWeight?: number; clauseWeight?: number; clauseMaxCount?: number; wideWeight?: number; backOff?: number; meaning?: Meaning; meaningWeight?: number; meaningLean?: number; rareRatio?: number; directWeight?: number };

/** How much better (natural log) another word of a confusion set must fit before a word is flagged. */
export const CONTEXT_MARGIN = 6;
/**
 * The same for a word that only sounds like another: set on the development sentences and the
 * Brown tune split (scripts/ai/spelling/tune-context.ts), never on the test sets.
 */
export const ALIKE_MARGIN = 9;
/** The same for a word one letter moved, dropped or added away from another ("being" for "begin"). */
export const EDIT_MARGIN = 9;
/** How much the classes of the neighbouring words count beside the words themselves. */
export const CLASS_WEIGHT = 0.5;
/** How much the slot between the two neighbours (the class it expects: "changed ___ colours" a possessive) counts. */
export const SLOT_WEIGHT = 1.5;
/**
 * How much the clause so far counts inside the slot (word-class.ts, `clauseStep`): each class the
 * word may carry is weighed by (P(clause state | class) / P(clause state)) to this power. "We
 * looked in every room ___ the attic" has its verb already: a preposition ("except") goes on
 * from such a clause far more often than a second verb ("accept"); "the coach ___ the players"
 * has a singular subject and no verb yet: a past tense ("led") more often than a base form.
 * Set by tune-context.ts on the development sets against flags on the Brown tune split.
 */
export const CLAUSE_WEIGHT = 2.5;
/**
 * Words this common ("to", "their", "were", seen thousands of times) have neighbours enough to
 * tell them apart; the clause is weighed only where both words of a pair are seen at most this often.
 */
export const CLAUSE_MAX_COUNT = 500;
/** How much the words two away count ("had to ___ his name": "write"). */
export const WIDE_WEIGHT = 0.5;
/** How much the meaning of the sentence around (meaning.ts: a log-odds) counts beside the neighbours. */
export const MEANING_WEIGHT = 2;
/** The meaning of the sentence only adds to a rival the neighbours already prefer by this much (natural log); it may always take away. */
export const MEANING_LEAN = -Infinity;
/**
 * How much the pretrained vectors alone count (meaning.ts, `leaning`): how much nearer in meaning
 * the words around are to the rival than to the word written, on average ("factory" is nearer
 * "site" than "sight"), whether or not our text ever has the pair. Set with the rest by tune-context.ts.
 */
export const DIRECT_WEIGHT = 12;
/** Words this common ("being", "through") are told apart by the grammar around them, not by what the sentence is about: no leaning. */
export const DIRECT_MAX_COUNT = 1500;
/** Smoothing of the slot counts: a class never seen beside a word falls back to how common the class is. */
const SLOT_PRIOR = 5;
/** How much the two neighbours seen together count against each side alone (their product). */
const SLOT_PAIR = 0.5;
const MIN_EVIDENCE = 3;
/** A rival seen at least this often has said enough through its neighbours' classes alone. */
const CLASS_MIN_COUNT = 30;
/** Smoothing of the class counts: a class never seen beside a word falls back to how common the class is. */
const CLASS_PRIOR = 5;
/** Below this count a word is rare: build-lexicon.ts keeps every neighbour it was seen with. */
export const RARE = 300;
/**
 * A rare word seen with both its neighbours is left alone only when a rival is this many times
 * more common: its few counts cannot show that so common a word fits better ("the rite of").
 */
export const RARE_RATIO = 5;

// a comma, dash or bracket beside a word: the word on its other side may not belong with it
// ("Often, too, the ..."), so that side says nothing
const SOFT_BREAK_RE = /[\p{N},()\u2013\u2014"]|\s-\s/u;
// the end of a sentence or clause: the word begins or ends one ("<s>", "</s>")
const BREAK_RE = /[.!?;:\n]/;

// A pair never seen together is not impossible: with the counts of all words, its chance falls
// back to how common the word is (interpolated, as in Witten-Bell smoothing, with this weight).
export const BACK_OFF = 30;

export function contextModel(data: ContextData, options: ContextOptions = {}): ContextModel {
  return {
    ...data,
    words: options.words,
    margin: options.margin ?? CONTEXT_MARGIN,
    alikeMargin: options.alikeMargin ?? ALIKE_MARGIN,
    editMargin: options.editMargin ?? EDIT_MARGIN,
    classWeight: data.classBefore ? (options.classWeight ?? CLASS_WEIGHT) : 0,
    slotWeight: data.slot && data.wordTags ? (options.slotWeight ?? SLOT_WEIGHT) : 0,
    clauseWeight: data.clause && data.slot && data.wordTags ? (options.clauseWeight ?? CLAUSE_WEIGHT) : 0,
    clauseMaxCount: options.clauseMaxCount ?? CLAUSE_MAX_COUNT,
    wideWeight: data.before2 ? (options.wideWeight ?? WIDE_WEIGHT) : 0,
    backOff: options.backOff ?? BACK_OFF,
    wordClasses: data.classes ? new WordClasses(data.classes) : undefined,
    meaning: options.meaning,
    meaningWeight: options.meaning ? (options.meaningWeight ?? MEANING_WEIGHT) : 0,
    meaningLean: options.meaningLean ?? MEANING_LEAN,
    rareRatio: options.rareRatio ?? RARE_RATIO,
    directWeight: options.meaning ? (options.directWeight ?? DIRECT_WEIGHT) : 0,
  };
}

/** What the text says beside a word: the word (or sentence edge) next to it and its class, and the word two away. */
type Side = { word: string | null; cls: string | null; far?: string | null };

/** How well the classes of the neighbours fit `word` (natural log): P(class before | word) x P(class after | word). */
function classFit(model: ContextModel, word: string, prev: Side, next: Side): number {
  const n = model.editedCount?.[word] ?? 0;
  const total = model.classShare?.["*"] ?? 1;
  const one = (table: Record<string, Record<string, number>> | undefined, cls: string | null) => {
    if (cls === null) return 0;
    const prior = ((model.classShare?.[cls] ?? 0) + 1) / total;
    return Math.log(((table?.[word]?.[cls] ?? 0) + CLASS_PRIOR * prior) / (n + CLASS_PRIOR));
  };
  return one(model.classBefore, prev.cls) + one(model.classAfter, next.cls);
}

/**
 * How well the slot between the neighbours' classes suits `word` (natural log, up to a constant
 * shared by the words compared): the sum over the classes the word carries of P(class | word) x
 * P(left class, right class | class). The two sides together: after a noun, "accept" is a verb
 * that wants a plural subject, "except" a preposition that takes what follows. With the clause
 * so far (`clauseState`), each class also by how much more often than any word it goes on from a
 * clause in that state, to the power `clauseWeight`.
 */
function slotFit(model: ContextModel, word: string, prev: Side, next: Side, clauseState?: string): number {
  const slot = model.slot!;
  const clause = clauseState === undefined ? undefined : model.clause;
  const stateShare = clause ? ((clause[`${clauseState}|*`] ?? 0) + 1) / (clause["*|*"] ?? 1) : 1;
  const left = prev.cls ?? "*";
  const right = next.cls ?? "*";
  const tags = model.wordTags?.[word];
  const entries: Array<[string, number]> = tags ? Object.entries(tags) : [[model.wordClasses?.of(word) ?? "N", 1]];
  const total = entries.reduce((n, [, c]) => n + c, 0);
  let sum = 0;
  for (const [tag, c] of entries) {
    const n = slot[`*|${tag}|*`] ?? 0;
    const one = (key: string, share: number) => ((slot[key] ?? 0) + SLOT_PRIOR * share) / (n + SLOT_PRIOR);
    const share = (cls: string) => ((model.classShare?.[cls] ?? 0) + 1) / (model.classShare?.["*"] ?? 1);
    const pl = left === "*" ? 1 : one(`${left}|${tag}|*`, share(left));
    const pr = right === "*" ? 1 : one(`*|${tag}|${right}`, share(right));
    // the pair of neighbours together, mixed with each side alone: a pair never seen around a class is not impossible
    const both = left === "*" || right === "*" ? pl * pr : SLOT_PAIR * ((slot[`${left}|${tag}|${right}`] ?? 0) / Math.max(n, 1)) + (1 - SLOT_PAIR) * pl * pr;
    const inClause = clause ? Math.pow(((clause[`${clauseState}|${tag}`] ?? 0) + SLOT_PRIOR * stateShare) / (n + SLOT_PRIOR) / stateShare, model.clauseWeight) : 1;
    sum += (c / total) * both * inClause;
  }
  return Math.log(sum);
}

/**
 * How well `word` fits between `prev` and `next` (natural log, up to a constant shared by the
 * words compared): P(word | prev) x P(next | word), from counts of neighbouring words, with
 * unseen pairs backed off to how common the words are. How common the word is counts: the
 * writer more often meant the common word, until its neighbours say otherwise.
 */
function wordFit(model: ContextModel, word: string, prev: string | null, next: string | null): { score: number; evidence: number } {
  const b = prev === null ? 0 : (model.before[word]?.[prev] ?? 0);
  const a = next === null ? 0 : (model.after[word]?.[next] ?? 0);
  const n = model.unigram[word] ?? 0;
  const words = model.words;
  if (!words) return { score: Math.log(b + 0.5) + Math.log(a + 0.5) - Math.log(n + 1), evidence: b + a };
  const share = (w: string) => (w === "<s>" || w === "</s>" ? 0.05 : (words.count(w) + 0.5) / words.total);
  // a side that says nothing (a comma or a number between): how common the word is, or nothing
  const left = Math.log(prev === null ? share(word) : b + model.backOff * share(word));
  const right = next === null ? 0 : Math.log((a + model.backOff * share(next)) / (n + model.backOff));
  return { score: left + right, evidence: b + a };
}

/** How well the words two away fit `word` (natural log): P(word two before | word) x P(word two after | word), backed off like `wordFit`. */
function wideFit(model: ContextModel, word: string, prev: Side, next: Side): number {
  const words = model.words;
  if (!words) return 0;
  const n = model.unigram[word] ?? 0;
  const share = (w: string) => (w === "<s>" || w === "</s>" ? 0.05 : (words.count(w) + 0.5) / words.total);
  const one = (table: Record<string, Record<string, number>> | undefined, far: string | null | undefined) =>
    far ? Math.log(((table?.[word]?.[far] ?? 0) + model.backOff * share(far)) / (n + model.backOff)) : 0;
  return one(model.before2, prev.far) + one(model.after2, next.far);
}

function fit(model: ContextModel, word: string, prev: Side, next: Side, clauseState?: string): { score: number; evidence: number } {
  const own = wordFit(model, word, prev.word, next.word);
  if (!model.classWeight && !model.slotWeight && !model.wideWeight) return own;
  let score = own.score;
  if (model.classWeight) score += model.classWeight * classFit(model, word, prev, next);
  if (model.slotWeight) score += model.slotWeight * slotFit(model, word, prev, next, clauseState);
  if (model.wideWeight) score += model.wideWeight * wideFit(model, word, prev, next);
  const evidence = (model.editedCount?.[word] ?? 0) >= CLASS_MIN_COUNT ? Math.max(own.evidence, MIN_EVIDENCE) : own.evidence;
  return { score, evidence };
}

const WORD_RE = /\p{L}+(?:['\u2019]\p{L}+)*/gu;
const norm = (t: string) => t.toLowerCase().replace(/\u2019/g, "'");

/** The words another word of `word` could be, each with the margin it must win by. */
const NONE: ReadonlyArray<{ word: string; margin: number }> = [];

const rivalsKnown = new WeakMap<ContextModel, Map<string, ReadonlyArray<{ word: string; margin: number }>>>();

function rivals(model: ContextModel, word: string): ReadonlyArray<{ word: string; margin: number }> {
  const set = confusionSetOf(word);
  const alikes = model.alikes?.[word];
  const edits = model.edits?.[word];
  if (!set && !alikes && !edits) return NONE;
  let known = rivalsKnown.get(model);
  if (!known) rivalsKnown.set(model, (known = new Map()));
  const hit = known.get(word);
  if (hit) return hit;
  const out = new Map<string, number>();
  for (const w of set?.words ?? []) if (w !== word) out.set(w, model.margin);
  for (const w of alikes ?? []) if (!out.has(w)) out.set(w, model.alikeMargin);
  for (const w of edits ?? []) if (!out.has(w)) out.set(w, model.editMargin);
  const list = [...out].map(([w, margin]) => ({ word: w, margin }));
  known.set(word, list);
  return list;
}

/** The plain-words hint for a flag: the confusion set's, or what the two words sound like. */
function hintFor(model: ContextModel, word: string, meant: string): string {
  const set = confusionSetOf(word);
  if (set?.words.includes(meant)) return set.hint;
  if (!model.alikes?.[word]?.includes(meant)) return `"${meant}" fits the words around it better than "${word}".`;
  return `"${word}" sounds like "${meant}", and "${meant}" fits the words around it.`;
}

/** What the text says beside a word: a word, the start or end of a sentence, or nothing. */
function side(model: ContextModel, gap: string, neighbour: string | undefined, edge: "<s>" | "</s>"): Side {
  if (neighbour === undefined) return { word: edge, cls: edge };
  // a number between ("from $.75 to $2.30", "rule no. 2 don't"): its dots end no sentence, and it says nothing
  if (/\p{N}/u.test(gap)) return { word: null, cls: null };
  if (BREAK_RE.test(gap)) return { word: edge, cls: edge };
  if (SOFT_BREAK_RE.test(gap)) return { word: null, cls: null };
  const w = norm(neighbour);
  return { word: w, cls: model.wordClasses?.of(w) ?? null };
}

/** The clause before word `i` (word-class.ts, `clauseStep`): read back to a sentence end, a comma, dash or bracket (a new clause, as the counts read a comma), or at most `CLAUSE_WINDOW` words. */
function clauseBefore(model: ContextModel, text: string, words: RegExpMatchArray[], i: number): string | undefined {
  const gap = (j: number) => text.slice(words[j].index! + words[j][0].length, words[j + 1].index);
  let from = i;
  while (from > 0 && i - from < CLAUSE_WINDOW && !BREAK_RE.test(gap(from - 1)) && !CLAUSE_BREAK_RE.test(gap(from - 1))) from--;
  let state = CLAUSE_START;
  let cls = "";
  for (let j = from; j < i; j++) state = clauseStep(state, (cls = model.wordClasses?.of(norm(words[j][0])) ?? "N"));
  // a verb just before the word ("was ___", "will ___") is what the slot already reads from its left neighbour: the clause adds nothing
  return from < i && state === cls.split("+").pop() ? undefined : state;
}
const CLAUSE_WINDOW = 12;
const CLAUSE_BREAK_RE = /[,()\u2013\u2014]|\s-\s/u;

/** The words (lower case) of the sentence around word `i`, up to `window` either side, and where word `i` is among them. */
function sentenceAround(text: string, words: RegExpMatchArray[], i: number, window: number): [string[], number] {
  const gap = (j: number) => text.slice(words[j].index! + words[j][0].length, words[j + 1].index);
  let from = i;
  while (from > 0 && i - from < window && !BREAK_RE.test(gap(from - 1))) from--;
  let to = i;
  while (to + 1 < words.length && to - i < window && !BREAK_RE.test(gap(to))) to++;
  return [words.slice(from, to + 1).map((m) => norm(m[0])), i - from];
}

/** One rival weighed against a written word: how much better it fits (natural log), the meaning's share of that, and the margin it must beat. */
export type RivalScore = { word: string; score: number; meaning: number; margin: number; evidence: number };
/** A written word the check weighs, with every rival it was weighed against. */
export type WeighedWord = { start: number; end: number; written: string; rivals: RivalScore[] };

/** Every word the real-word check weighs in `text`, with each rival's score (what `contextFlags` decides on). */
export function weighWords(model: ContextModel, text: string): WeighedWord[] {
  const out: WeighedWord[] = [];
  const words = [...text.matchAll(WORD_RE)];
  for (let i = 0; i < words.length; i++) {
    const m = words[i];
    const written = m[0];
    const word = norm(written);
    // most words have nothing they could be mistaken for: nothing more to work out
    const others = rivals(model, word);
    if (!others.length) continue;
    const start = m.index;
    const end = start + written.length;
    const before = words[i - 1];
    const after = words[i + 1];
    const prev = side(model, before ? text.slice(before.index + before[0].length, start) : "", before?.[0], "<s>");
    const next = side(model, after ? text.slice(end, after.index) : "", after?.[0], "</s>");
    if (model.wideWeight) {
      const before2 = words[i - 2];
      const after2 = words[i + 2];
      if (before && prev.word !== "<s>" && prev.word !== null) prev.far = side(model, before2 ? text.slice(before2.index + before2[0].length, before.index) : "", before2?.[0], "<s>").word;
      if (after && next.word !== "</s>" && next.word !== null) next.far = side(model, after2 ? text.slice(after.index + after[0].length, after2.index) : "", after2?.[0], "</s>").word;
    }
    // a word joined to another by a hyphen ("off-duty", "two-timed", "to-and-fro") is part of a compound: left alone
    if (text[start - 1] === "-" || text[end] === "-") continue;
    // a capital word inside a sentence is a name ("Reed", "Hole"): left alone
    if (/^\p{Lu}/u.test(written) && prev.word !== "<s>") continue;
    // a rare word seen in English with both its neighbours ("the rite of") is left alone: its
    // few counts cannot show that the other word fits better
    const count = model.unigram[word] ?? 0;
    if (count < RARE && (model.rareRatio === Infinity || others.some((r) => (model.unigram[r.word] ?? 0) > model.rareRatio * count)) && prev.word !== null && next.word !== null && (model.before[word]?.[prev.word] ?? 0) > 0 && (model.after[word]?.[next.word] ?? 0) > 0) continue;
    const own = fit(model, word, prev, next);
    // the clause so far, for a pair of words rare enough that their neighbours say little
    const inClause = (rival: string) => model.clauseWeight > 0 && Math.max(count, model.unigram[rival] ?? 0) <= model.clauseMaxCount;
    const clause = others.some((r) => inClause(r.word)) ? clauseBefore(model, text, words, i) : undefined;
    const ownInClause = clause === undefined ? own : fit(model, word, prev, next, clause);
    const scores: RivalScore[] = [];
    let around: Surroundings | undefined | null = null;
    for (const r of others) {
      const weighClause = inClause(r.word);
      const f = fit(model, r.word, prev, next, weighClause ? clause : undefined);
      let score = f.score - (weighClause ? ownInClause : own).score;
      let meaning = 0;
      if (model.meaningWeight && model.meaning?.has(word, r.word)) {
        if (around === null) around = model.meaning.context(...sentenceAround(text, words, i, model.meaning.window));
        const m = around && model.meaning.logit(around, word, r.word);
        if (m && (m < 0 || score >= model.meaningLean)) meaning = model.meaningWeight * m;
      }
      if (model.directWeight && model.meaning && Math.max(model.unigram[word] ?? 0, model.unigram[r.word] ?? 0) <= DIRECT_MAX_COUNT) {
        if (around === null) around = model.meaning.context(...sentenceAround(text, words, i, model.meaning.window));
        if (around) {
          meaning += model.directWeight * leaning(model.meaning, around.rows, word, r.word);
        }
      }
      score += meaning;
      scores.push({ word: r.word, score, meaning, margin: r.margin, evidence: f.evidence });
    }
    out.push({ start, end, written, rivals: scores });
  }
  return out;
}

export function contextFlags(model: ContextModel, text: string): SpellingFlag[] {
  const flags: SpellingFlag[] = [];
  for (const w of weighWords(model, text)) {
    const better = w.rivals.filter((r) => r.evidence >= MIN_EVIDENCE && r.score > r.margin).sort((a, b) => b.score - a.score);
    if (!better.length) continue;
    const word = norm(w.written);
    flags.push({ start: w.start, end: w.end, word: w.written, kind: "confusion", suggestions: better.map((b) => matchCase(w.written, b.word)), hint: hintFor(model, word, better[0].word) });
  }
  return flags;
}

// Local punctuation restoration for dictated text: drops fillers, finds sentence boundaries,
// adds full stops, question marks and commas, and capital letters. Every other word is kept
// exactly as spoken. Idempotent: punctuate(punctuate(x)) === punctuate(x).
import { AMBIGUOUS_MONTHS, DAYS, FIRST_NAMES, MONTHS } from "@/lib/ai/local/proper-nouns";
import { COMPLEMENT_VERBS, GREETINGS, IMPERATIVE_VERBS, PARTICLES, PURE_TIME_NOUNS, QUESTION_AUXILIARIES, QUESTION_SUBJECTS, STOPWORDS, STRONG_SUBJECTS, TAG_QUESTIONS, TITLES, WH_WORDS } from "@/lib/ai/local/lexicon";
import { tagWords } from "@/lib/ai/local/nlp";
import { ordinal } from "@/lib/ai/local/spoken-numbers";
import { findSentenceStarts, isInterjectionSentence, type BoundaryContext } from "@/lib/ai/local/punctuation/boundaries";
import { GET_FORMS, SIGN_OFF_PAIRS } from "@/lib/ai/local/punctuation/scores";
import { capitalise, isProperWord, upperFirst } from "@/lib/ai/local/punctuation/capitals";
import { addBareListCommas, addCommas, addCorrectionCommas, addListCommas, commaAfter, greetingEnd, openingGreetingEnd, PHRASE_TAGS } from "@/lib/ai/local/punctuation/commas";
import { decodeMarks, defaultWeights, toModelWords, type Mark } from "@/lib/ai/local/punctuation/model";
import { defaultNet, scoreText } from "@/lib/ai/local/punctuation/window-net";
import { defaultSequenceNet, scoreSequence } from "@/lib/ai/local/punctuation/sequence-net";
import { addresseeEnd, carriesClause, clauseStartsAt, isAuxQuestionAt, isFiniteVerb, isVerbish, isWhQuestionAt, nounPhraseClauseAt, particleAfterNoun, pos, possessiveNoun } from "@/lib/ai/local/punctuation/features";
import { dropFillers } from "@/lib/ai/local/punctuation/fillers";
import { fixTags, POSSESSIVES } from "@/lib/ai/local/punctuation/tag-fixes";
import { parseText, refreshFlags, renderBlocks, type Block, type Line, type Word } from "@/lib/ai/local/punctuation/tokens";
import { pauseEvidence, pausedWords, pausesAfterDrops, wordTokenCount } from "@/lib/ai/local/punctuation/pauses";
import transitiveVerbsFile from "@/lib/ai/local/punctuation/transitive-verbs.json";

export type PunctuateOptions = {
  /** Names known for this text (participants, client, lecturer): capitalised and used as subjects. */
  names?: string[];
  /**
   * Split long speech into shorter sentences (lectures, meetings): a lower boundary score
   * and a shorter maximum sentence. Shorter sentences are easier to read.
   */
  aggressive?: boolean;
  /**
   * The text's marks were said, not typed (the editor's automatic fix sends what was just
   * dictated; the legal tool decides it on the words as said). They are kept, but none of them
   * shows that the words around it are punctuated.
   */
  dictated?: boolean;
  /**
   * The words (by their order among the text's word tokens: pauses.ts) that open a phrase the recogniser sent
   * after a pause: evidence for or against a sentence end before them where the words agree (pauses.ts).
   */
  pauses?: ReadonlySet<number>;
};

const QUESTION_LEAD = new Set(["so", "and", "but", "okay", "ok", "well", "now", "then", "also", "anyway", "alright", "right", "oh"]);

/** The lexicon's first names plus the names given for this text, without copying the lexicon. */
export function nameSet(extra: string[] = []): Set<string> {
  if (extra.length === 0) return FIRST_NAMES;
  const own = new Set<string>();
  for (const name of extra) for (const part of name.toLowerCase().split(/[\s-]+/)) if (part.length > 1 && !STOPWORDS.has(part)) own.add(part.replace(/[^\p{L}'.]/gu, ""));
  const union = new Set(own);
  union.has = (w: string) => own.has(w) || FIRST_NAMES.has(w);
  return union;
}

/** English enough for English rules? (Function words make up a quarter of any English text.) */
export function looksEnglish(words: Word[]): boolean {
  if (words.length < 8) return true;
  let hits = 0;
  for (const w of words) if (STOPWORDS.has(w.lower)) hits++;
  return hits / words.length >= 0.12;
}

/** Words of a greeting that keep their small letter ("Dear all", "Dear Sir or Madam" keeps its capitals). */
const GREETING_PLAIN = new Set(["and", "or", "all", "everyone", "everybody", "team", "colleagues", "friends", "guys", "folks", "there", "again"]);

const GREETING_LEAD = new Set(["hi", "hello", "hey", "there", "everyone", "all", "guys", "team", "dear"]);

function isQuestion(words: Word[], s: number, e: number, names: Set<string>): boolean {
  let k = s;
  // "Hello there, how are you?" / "Hi Sam, can you ...?": look past the greeting.
  if (GREETING_LEAD.has(words[k].lower) && words[k].lower !== "there") while (k < e - 1 && (GREETING_LEAD.has(words[k].lower) || names.has(words[k].lower))) k++;
  while (k < e - 1 && QUESTION_LEAD.has(words[k].lower)) k++;
  // "Sorry Sue, can we ...?", "Thanks Ana, where ...?": a word said to the person named next, before the question
  if (k < e - 2 && VOCATIVE_OPENERS.has(words[k].lower) && names.has(words[k + 1].lower)) k++;
  k = addresseeEnd(words, k, e, names);
  // "Sue, can you do it?": a first word the engine set apart with a comma, before a question, is said to someone
  if (k === s && words[k].trail === "," && k + 1 < e - 1 && (isAuxQuestionAt(words, k + 1) || isWhQuestionAt(words, k + 1))) k++;
  if (doWithoutVerb(words, k, e)) return endsWithTagQuestion(words, s, e) > 0;
  if (isAuxQuestionAt(words, k) || isWhQuestionAt(words, k) || opensWithAuxBeforeNounPhrase(words, k, e)) return true;
  // "If the roads are clear, can you pick me up?", "Before we start, can we ...?": the main clause after a fronted clause's comma asks
  if (CLAUSE_SUBORDINATORS.has(words[k].lower) || TIME_SUBORDINATORS.has(words[k].lower)) {
    const main = words.findIndex((w, j) => j > k && j < e - 1 && w.soft);
    if (main > 0 && isAuxQuestionAt(words, main + 1)) return true;
  }
  return endsWithTagQuestion(words, s, e) > 0;
}

/**
 * "do it now", "do it properly": a bare "do it" with more words after it and no verb among them is
 * a command, no inverted question ("do it | you must" stays a statement too). "did it really",
 * "does it still" ask about something said before, so "did" and "does" are left to the other rules.
 */
function doWithoutVerb(words: ReadonlyArray<Word>, k: number, e: number): boolean {
  if (words[k].lower !== "do" || words[k + 1]?.lower !== "it" || k + 2 >= e) return false;
  for (let j = k + 2; j < e; j++) if (isVerbish(words[j])) return false;
  return true;
}

/** Auxiliaries that open a yes/no question before a noun phrase ("is the meeting at three"). */
const YES_NO_OPENERS = new Set(["is", "are", "was", "were", "do", "does", "did", "can", "could", "will", "would", "has", "have", "isn't", "aren't", "don't", "doesn't", "didn't", "can't", "won't"]);
const DETERMINERS = new Set(["the", "your", "our", "my", "his", "her", "their", "its", "everyone", "everybody", "anyone", "anybody", "there"]);

/**
 * A sentence already decided that opens with an auxiliary and a determiner or "everyone"/"there"
 * ("Is the meeting at three?", "Did your client call?", "Is there a problem?"). Only at a sentence's
 * first word: in the middle of one, "the problem is the budget" is no question.
 */
function opensWithAuxBeforeNounPhrase(words: Word[], k: number, e: number): boolean {
  return k < e - 2 && YES_NO_OPENERS.has(words[k].lower) && DETERMINERS.has(words[k + 1].lower);
}

/** Whether any word of words[a..b) carries a clause (a finite verb by its tags, `carriesClause`). */
function hasClause(words: Word[], a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (carriesClause(words, k)) return true;
  return false;
}

/** The subjects a question tag takes ("isn't it", "won't you", "isn't there"). */
const TAG_SUBJECTS = new Set(["i", "you", "he", "she", "it", "we", "they", "there"]);
/** Words before an auxiliary and its subject that make them part of the statement: "I know where are they" is no tag. */
const NOT_A_TAG_BEFORE = new Set(["if", "whether", "that", ...WH_WORDS]);
/** And before a positive one only: "so am I", "neither do we", "as did they" ("I think so, don't you?" is a tag). */
const NOT_A_POSITIVE_TAG_BEFORE = new Set(["so", "neither", "nor", "as", "than", "and", "or", "but"]);

/**
 * An auxiliary and a subject pronoun at words[a..a+2), with "think" after "do you" ("don't you think"):
 * the length of that question tag, or 0. Whether it closes a statement is the caller's to say.
 */
function auxiliaryTagAt(words: ReadonlyArray<Word>, a: number): number {
  const aux = words[a];
  const subject = words[a + 1];
  if (!aux || !subject || !QUESTION_AUXILIARIES.has(aux.lower) || !TAG_SUBJECTS.has(subject.lower)) return 0;
  return words[a + 2]?.lower === "think" && /^(?:do|don't)$/.test(aux.lower) && subject.lower === "you" ? 3 : 2;
}

/**
 * A question tag alone after a statement ("... now | can't we", "... tomorrow | don't you think"):
 * words[a..b) are the tag and nothing else, so it belongs to the sentence before it.
 */
function isTagOnly(words: ReadonlyArray<Word>, a: number, b: number): boolean {
  const n = auxiliaryTagAt(words, a);
  return n > 0 && (a + n === b || tagBeforeClause(words, a) === n);
}

/**
 * The length of a question tag at words[a] followed by the speaker's next sentence, or 0: "... anywhere |
 * have you | I'm sure I left them here", "it's not like me to lose things | is it | I asked Ollie".
 */
function tagBeforeClause(words: ReadonlyArray<Word>, a: number): number {
  const n = auxiliaryTagAt(words, a);
  const next = words[a + n];
  return n > 0 && next !== undefined && STRONG_SUBJECTS.has(next.lower) && clauseStartsAt(words as Word[], a + n, NO_NAMES) ? n : 0;
}

const NO_NAMES = new Set<string>();

/** Forms of "be": "that's what it is | is it" ends on a main verb, no auxiliary waiting for one. */
const BE_FORMS = new Set(["is", "are", "was", "were", "am", "be", "been", "being"]);

/**
 * An auxiliary or modal at words[k] with no verb after it yet: the word that follows is its verb
 * ("I'll | do it", "we should | have it"), not a question tag's auxiliary. So is a subject after an
 * auxiliary that opens the sentence ("can you | do it", "right, so will you | do it"). After a verb
 * and its object the next auxiliary is a tag ("you did it, did you?"), and a negative tag after a
 * bare auxiliary stays one ("you will, won't you?").
 */
function auxiliaryAwaitsVerb(words: ReadonlyArray<Word>, k: number, s: number): boolean {
  let j = k;
  while (j > s && (pos(words[j]) === "ADV" || pos(words[j]) === "PART") && !words[j].tags.includes("AUX")) j--;
  if (j > s && QUESTION_SUBJECTS.has(words[j].lower) && QUESTION_AUXILIARIES.has(words[j - 1].lower)) {
    const a = j - 1;
    for (let i = s; i < a; i++) if (!QUESTION_LEAD.has(words[i].lower) && pos(words[i]) !== "PROPN" && words[i].trail !== ",") return false;
    return !words[a].soft && !words[a].hard;
  }
  const w = words[j];
  return w.tags.includes("AUX") && !BE_FORMS.has(w.lower) && !/'(?:s|re|m)$/.test(w.lower) && !w.soft && !w.hard;
}

/** Length of a tag question ("right", "isn't it", "won't you") closing words[s..e), or 0. */
function endsWithTagQuestion(words: Word[], s: number, e: number): number {
  // an auxiliary and its subject after a statement of two words or more: "you'll be there, won't you?", "he's nice, isn't he?"
  for (const length of [3, 2]) {
    const at = e - length;
    if (at - s < 2 || auxiliaryTagAt(words, at) !== length || words[at - 1].hard) continue;
    // the statement it closes has a verb of its own: "what time | is it" is one question, no tag
    if (!hasClause(words, s, at)) continue;
    const before = words[at - 1].lower;
    const positive = !words[at].lower.endsWith("n't");
    if (NOT_A_TAG_BEFORE.has(before) || (positive && NOT_A_POSITIVE_TAG_BEFORE.has(before))) continue;
    // "sorry Sue, I'll | do it", "can you | do it": after an auxiliary with no verb yet, "do it" is that verb and its object
    if (positive && auxiliaryAwaitsVerb(words, at - 1, s)) continue;
    return length;
  }
  if (e - s < 5) return 0;
  for (const tag of TAG_QUESTIONS) {
    const at = e - tag.length;
    if (!tag.every((t, n) => words[at + n].lower === t)) continue;
    const before = words[at - 1];
    if (tag[0] === "right" || tag[0] === "ok" || tag[0] === "okay") {
      if (isVerbish(before) || ["all", "that's", "it's", "quite", "just", "exactly", "turn", "is", "was"].includes(before.lower) ||
        pos(before) === "ADP" || pos(before) === "DET" || pos(before) === "PART" || POSSESSIVES.has(before.lower)) return 0;
    }
    return tag.length;
  }
  return 0;
}

function finishSentence(words: Word[], s: number, e: number, names: Set<string>, isLineEnd: boolean, modelQuestion = false, layout = false, writersLine = false): void {
  const last = words[e - 1];
  if (last.hard) return;
  if (isLineEnd) {
    if (last.soft || writersLine) return; // a line ending in ":" or "," is a heading or a list lead-in
    // a list item ending "...; and" or "..., or" leads into the next line: no sentence ends on "and"
    if (e - s > 1 && words[e - 2].soft && pos(last) === "CCONJ") return;
    const clause = hasClause(words, s, e);
    // Headings, list items, sign-offs and a letter's name and address lines: short, or among
    // other lines, with no verb of their own ("Yours sincerely", "Marsh and Pryce Solicitors").
    if (!clause && s === 0 && (e - s <= 3 || layout)) return;
  }
  const question = modelQuestion || isQuestion(words, s, e, names);
  const tag = question ? endsWithTagQuestion(words, s, e) : 0;
  if (tag > 0 && e - tag - 1 > s) {
    const before = words[e - tag - 1];
    if (!before.trail && !before.hard) {
      before.trail = ",";
      refreshFlags(before);
    }
  }
  // Closing quotes/brackets stay outside the full stop: `he said "hello".` An abbreviation's own
  // full stop ends the sentence too ("at 3 p.m.", not "p.m..").
  const closing = last.trail.replace(/[,;:]+$/, "");
  last.trail = closing + (question ? "?" : last.core.endsWith(".") && closing === "" ? "" : ".");
  refreshFlags(last);
}

/** The mark the writer already put after a word, as the model reads it. */
function writerMark(w: Word): Mark | undefined {
  if (w.hard) return /\?/.test(w.trail) ? "question" : "period";
  if (w.soft) return /,/.test(w.trail) ? "comma" : "none";
  return undefined;
}

/**
 * A closed stretch of the writer's text (words up to a mark they typed) longer than this is read
 * as unpunctuated: dictation with one "period" at its end. Edited prose has few that long (four
 * US inaugural addresses: 1 of 1,231 stretches over 40 words; nlp-corpus files 0-4: 4 of 4,144).
 */
export const WRITER_STRETCH = 40;

/**
 * A closed stretch of at most this many words is sentence-length: a typed full stop or comma
 * closes one. A spoken mark often closes far more ("... thanks yours sincerely period").
 */
export const SENTENCE_STRETCH = 20;

/**
 * Did the writer punctuate this text (typed marks, or said every one), or are its few marks said
 * once in a while into dictation? A mark the speaker said ("... yours sincerely period") is no
 * evidence that the words before it are punctuated. The words of a text the writer punctuated lie
 * mostly in sentence-length stretches, closed by a mark or by the end of a line (a letter's
 * address lines): four inaugural addresses, each at least 79% of its words in stretches of at most
 * SENTENCE_STRETCH words; Brown's tuning samples written with their full stops, commas and
 * question marks only, each at least 47%; the pasted letters of the readable legal sets, each at
 * least 60% (`scripts/ai/tools/stretch-stats.ts`). A text with less than a third of its words there keeps its marks but none of its
 * stretches: the engine punctuates the words between them.
 */
export function punctuatedByWriter(lines: ReadonlyArray<ReadonlyArray<Word>>): boolean {
  return 3 * sentenceShare(lines) >= 1 && lines.some((line) => line.some((w) => w.hard || w.soft));
}

/** The share of the words in stretches of at most SENTENCE_STRETCH words closed by a mark or a line end. */
export function sentenceShare(lines: ReadonlyArray<ReadonlyArray<Word>>): number {
  let words = 0;
  let inSentences = 0;
  for (const line of lines) {
    let from = 0;
    line.forEach((w, k) => {
      if ((w.hard || w.soft || k === line.length - 1) && k - from + 1 <= SENTENCE_STRETCH) inSentences += k - from + 1;
      if (w.hard || w.soft) from = k + 1;
    });
    words += line.length;
  }
  return words ? inSentences / words : 0;
}

/**
 * The words of the stretches the writer punctuated: each run of words up to a mark they typed
 * (. ? ! , ; : or a dash), of at most WRITER_STRETCH words. The engine adds no mark inside them
 * and changes none of their marks or capitals; it works only where text has no marks (a line
 * without any, the words after the last mark, a very long run).
 */
export function writerStretches(words: ReadonlyArray<Word>, typedDocument = false): Set<Word> {
  const kept = new Set<Word>();
  let from = 0;
  words.forEach((w, k) => {
    if (!w.hard && !w.soft) return;
    // in a typed document a long sentence is the writer's too, unless it opens in lower case (dictation put in)
    const dictated = (from === 0 || words[from - 1].hard) && caseOf(words[from]) === "lower";
    if (k - from + 1 <= (typedDocument && !dictated ? TYPED_STRETCH : WRITER_STRETCH)) for (let j = from; j <= k; j++) kept.add(words[j]);
    from = k + 1;
  });
  return kept;
}

/**
 * A typed document's closed stretches are kept up to this long: legal and formal writing runs
 * long sentences with no comma ("We refer to your client's claim that the works ... were
 * defective and that ..."), and nothing in a typed document is a dictation's single "period".
 */
export const TYPED_STRETCH = 100;

/**
 * May the model end a sentence after word i, the sentence having opened at `start`? Only when
 * both pieces carry a clause (a verb of their own): the sentence it closes and what follows up
 * to the next full stop the writer typed, or the line's end. So "we started off really well in
 * the first week everyone came" never becomes "... well. In the first week. Everyone came". A
 * reply or exclamation alone ("Yeah.", "Oh, okay.") is a minor sentence, not a fragment.
 */
function clauseGuard(words: Word[], names: Set<string>): (start: number, i: number) => boolean {
  // A verb by its tags, or a word the tagger misreads in that place: "I back up my work" (a
  // subject pronoun with a word after it), "Add the eggs" (an instruction's verb, tagged a noun).
  const verbAt = (k: number) => carriesClause(words, k) || (STRONG_SUBJECTS.has(words[k].lower) && k + 1 < words.length && !words[k].hard);
  const before = new Int32Array(words.length + 1);
  words.forEach((_, k) => (before[k + 1] = before[k] + (verbAt(k) ? 1 : 0)));
  const pieceEnd = new Int32Array(words.length + 1).fill(words.length);
  for (let k = words.length - 1; k >= 0; k--) pieceEnd[k] = words[k].hard ? k + 1 : pieceEnd[k + 1];
  // "Thanks.", "Thank you, everyone.", "(Lucy,) what about the content?" and a letter's closing
  // ("Kind regards, Sam") need no verb; "thanks to the volunteers" opens a sentence instead.
  const signOff = (a: number) => a + 1 < words.length && SIGN_OFF_PAIRS.has(`${words[a].lower} ${words[a + 1].lower}`);
  const formula = (a: number, b: number) => isInterjectionSentence(words, a, b, names) && words[a + 1]?.lower !== "to";
  // what follows up to a question tag that closes it ("lose | things | is it | I asked ..."): no verb of its own
  const tagAfter = (a: number, b: number) => {
    for (let k = a + 1; k < Math.min(b, a + 6); k++) if (tagBeforeClause(words, k)) return k;
    return b;
  };
  const clause = (a: number, b: number) => before[b] - before[a] > 0 || IMPERATIVE_VERBS.has(words[a].lower) || formula(a, b) || signOff(a) || isMinorSentence(words, a, b);
  // a question tag is never a sentence of its own: "We can go now, can't we?", not "... now. Can't we?"
  return (start, i) => clause(start, i + 1) && !unfinishedClause(words, start, i + 1) && !closingPlease(words, i + 1) &&
    clause(i + 1, tagAfter(i + 1, pieceEnd[i + 1])) && !isTagOnly(words, i + 1, pieceEnd[i + 1]) && !reducedRelativeAt(words, i + 1) &&
    // nor is a closing "if" or "when" clause with nothing after it: "Put your hand up if you need more paper."
    !subordinateOnly(words, i + 1, pieceEnd[i + 1], true) && !closingAside(words, i + 1, pieceEnd[i + 1]);
}

/** "It was a lovely evening | I think.": a subject and a verb that takes a clause, with nothing after them, close the sentence before. */
function closingAside(words: ReadonlyArray<Word>, a: number, b: number): boolean {
  return b === a + 2 && STRONG_SUBJECTS.has(words[a].lower) && CLAUSE_OBJECT_VERBS.has(words[a + 1].lower);
}

/** Verb forms that edited English almost always follows with their object (`scripts/ai/build-transitive-verbs.ts`). */
let transitive: Set<string> | undefined;
const transitiveVerbs = () => (transitive ??= new Set((transitiveVerbsFile as { verbs: string }).verbs.split(" ")));
const RELATIVE_SUBJECTS = new Set(["i", "you", "we", "they", "he", "she"]);
/** What may follow a verb that has an object: a noun phrase, or a clause (a pronoun, "that", a wh-word). */
const OBJECT_OPENERS = new Set(["DET", "NOUN", "PROPN", "PRON", "ADJ", "NUM", "SCONJ"]);

/**
 * "the jacket | I bought from your shop", "the parcel | I ordered last week has not come": a
 * relative clause with no "that", whose verb always takes an object and has none after it (a
 * preposition, an adverb, a time, the main clause's verb or the end follows), so its object is
 * the noun before it and the clause is part of that noun's phrase: no sentence ends and no comma
 * goes between them. k is the clause's subject pronoun, after a common noun. A verb that may go
 * without an object ("the bus | I went to town") is not in the list, so its sentence may end.
 */
export function reducedRelativeAt(words: ReadonlyArray<Word>, k: number): boolean {
  const noun = words[k - 1];
  const subject = words[k];
  if (!noun || !subject || pos(noun) !== "NOUN" || PURE_TIME_NOUNS.has(noun.lower) || DAYS.has(noun.lower)) return false;
  if (!RELATIVE_SUBJECTS.has(subject.lower) || subject.hard || subject.soft) return false;
  // the verb may come after its auxiliaries and adverbs: "the best trip | we have ever had"
  let v = k + 1;
  // (not after "be" or "get": "we are made for this" is a passive, with no object to lack)
  while (v < k + 4 && words[v + 1] && !words[v].hard && !words[v].soft && !LINKING_FORMS.has(words[v].lower) && (words[v].tags.includes("AUX") || pos(words[v]) === "ADV")) v++;
  const verb = words[v];
  if (!verb || !isVerbish(verb)) return false;
  // "had" after "have" is the verb "have", which takes an object ("we have had a good year")
  const perfectHad = verb.lower === "had" && v > k + 1 && ["have", "has", "had", "'ve"].includes(words[k + 1].lower);
  if (!transitiveVerbs().has(verb.lower) && !perfectHad) return false;
  const after = words[v + 1];
  if (!after || verb.hard || verb.soft) return true;
  if (TIME_ADVERBS.has(after.lower) || (TIME_LEADS.has(after.lower) && (PURE_TIME_NOUNS.has(words[v + 2]?.lower ?? "") || DAYS.has(words[v + 2]?.lower ?? "")))) return true;
  if (after.lower === "to" && isVerbish(words[v + 2])) return false;
  // its object may come after a short phrase: "they gave to us | a republic"
  for (let m = v + 2; m < Math.min(words.length - 1, v + 5); m++) if (["PRON", "NOUN", "PROPN"].includes(pos(words[m])) && pos(words[m + 1]) === "DET") return false;
  return !OBJECT_OPENERS.has(pos(after)) && after.lower !== "that" && !WH_WORDS.has(after.lower);
}

/** "... this letter | please, I think ...": a "please" with no verb after it closes the request before it, it opens nothing. */
function closingPlease(words: ReadonlyArray<Word>, k: number): boolean {
  const next = words[k + 1];
  return words[k]?.lower === "please" && (next === undefined || !(isVerbish(next) || IMPERATIVE_VERBS.has(next.lower)));
}

/** A sentence with a clause that cannot end yet: "I think the main reason", "When you get this message". */
function unfinishedClause(words: ReadonlyArray<Word>, a: number, b: number): boolean {
  return awaitsComplementVerb(words, a, b) || subordinateOnly(words, a, b);
}

/** Words that open a subordinate clause and nothing else ("after", "before", "since" also open phrases). */
const CLAUSE_SUBORDINATORS = new Set(["when", "whenever", "if", "because", "although", "though", "unless", "whereas"]);

/** Words that open a clause or a phrase: a clause when a subject pronoun follows ("after he meets the witches", not "after that"). */
const TIME_SUBORDINATORS = new Set(["after", "before", "since", "until", "till", "once", "while", "as"]);

/**
 * "When you get this message. | Can you ...", "After he meets the three witches. | He begins ...": a
 * sentence that is only a fronted subordinate clause, one verb and no main clause.
 */
function subordinateOnly(words: ReadonlyArray<Word>, a: number, b: number, auxGroups = false): boolean {
  const opener = words[a].lower;
  if (!CLAUSE_SUBORDINATORS.has(opener) && !(TIME_SUBORDINATORS.has(opener) && STRONG_SUBJECTS.has(words[a + 1]?.lower ?? ""))) return false;
  let verbs = 0;
  for (let k = a; k < b; k++) {
    if (carriesClause(words, k) ? !(auxGroups && afterAuxiliary(words, k, a)) : auxGroups && k > a + 1 && IMPERATIVE_VERBS.has(words[k].lower)) verbs++;
  }
  return verbs <= 1;
}

/**
 * A verb that its auxiliary already counted: "can't | see", "have | never | been". (Counting a clause
 * that closes the text this way, an instruction's verb the tagger read as a noun counts too: "if that
 * doesn't work | call Gary".)
 */
function afterAuxiliary(words: ReadonlyArray<Word>, k: number, a: number): boolean {
  let j = k - 1;
  while (j > a && (pos(words[j]) === "ADV" || pos(words[j]) === "PART")) j--;
  return j >= a && j < k && words[j].tags.includes("AUX");
}

/** Verbs whose object is a clause, never a bare noun phrase ("I think the plan", "we hope the weather" are unfinished). */
const CLAUSE_OBJECT_VERBS = new Set(["think", "thinks", "thought", "reckon", "reckons", "hope", "hopes", "hoped", "suppose", "supposed"]);
const SUBJECT_TAGS = new Set(["DET", "PROPN", "NOUN", "ADJ", "NUM", "PRON"]);
/** Subject pronouns (the question tags' subjects but "there"): after a seam they open a clause with its own subject. */
const CLAUSE_SUBJECTS = new Set([...TAG_SUBJECTS].filter((w) => w !== "there"));

/**
 * "I think the main reason | the Romans were ...": the piece's last verb takes a clause and what follows it
 * is that clause's subject with no verb yet, so the piece cannot end there ("I think so", "I hope not" can).
 */
function awaitsComplementVerb(words: ReadonlyArray<Word>, a: number, b: number): boolean {
  for (let k = b - 1; k >= a; k--) {
    if (!carriesClause(words, k)) continue;
    // so does a "that" the tagger reads as opening a clause, whose subject has no verb yet ("please note
    // that Friday | the eleventh is a bank holiday", "he told me that the landlord | the agent said ...");
    // before a common noun "that" may be its determiner instead ("I know that man | he lives next door"),
    // and a subject pronoun after the seam starts a clause of its own ("I needed that John | you are a star")
    const opensThat = words[k + 1]?.lower === "that" && pos(words[k + 1]) === "SCONJ" && ["DET", "PRON", "PROPN"].includes(pos(words[k + 2]));
    if (opensThat && k + 2 < b && b - k <= 6 && !CLAUSE_SUBJECTS.has(words[b]?.lower ?? "")) return words.slice(k + 2, b).every((w) => SUBJECT_TAGS.has(pos(w)));
    if (!CLAUSE_OBJECT_VERBS.has(words[k].lower) || k + 1 >= b || b - k > 6) return false;
    // only a short noun phrase: a longer tail may hide a verb the tagger read as a noun ("the figures in section two need checking")
    for (let m = k + 1; m < b; m++) if (!SUBJECT_TAGS.has(pos(words[m])) || ["so", "same", "opposite", "otherwise"].includes(words[m].lower)) return false;
    return true;
  }
  return false;
}

const ARTICLES = new Set(["the", "a", "an"]);

/**
 * A minor sentence: a reply or exclamation on its own ("Yeah.", "Oh, okay.", "No."), which speech
 * ends often and which is no fragment of a longer sentence. Every word is an interjection by the
 * tagger, or a determiner with nothing after it to determine (a bare "no"); "In the first week."
 * and "Otherwise." are not. Whether the sentence ends there is still the model's choice.
 */
export function isMinorSentence(words: ReadonlyArray<Word>, a: number, b: number): boolean {
  // "please" alone closes the request before it: "Could you post this letter, please?", not "... letter? Please."
  if (b <= a || (b === a + 1 && words[a].lower === "please")) return false;
  for (let k = a; k < b; k++) {
    const tag = pos(words[k]);
    if (tag === "INTJ") continue;
    // A determiner before a noun phrase opens it ("no | repairs have been made"), even across the gap.
    if (tag !== "DET" || ARTICLES.has(words[k].lower) || DETERMINED.has(pos(words[k + 1]))) return false;
  }
  return true;
}

const DETERMINED = new Set(["NOUN", "PROPN", "ADJ", "NUM", "ADV"]);

/** Sentence ends from the learned model (kept where the writer already punctuated). */
function modelStarts(words: Word[], names: Set<string>, aggressive: boolean, marks: Mark[], ctx: BoundaryContext, people: string[][], kept: Set<Word>, paused: ReadonlySet<Word>): Set<number> {
  // The rules' sentence ends on the bare words (no marks, so a second pass sees the same).
  const bare = words.map((w) => ({ ...w, lead: "", trail: "", hard: false, soft: false }));
  const ruleStarts = findSentenceStarts(bare, ctx);
  const modelWords = toModelWords(words, names, ruleStarts, modelCaps(words, names));
  const weights = defaultWeights();
  const win = defaultNet();
  // (the sentence opens with the name, or with words said to the person before it: "sorry sue | can we ...", "okay raj | what ...")
  const opensWithAddress = (i: number, start: number) => words.slice(start, i).every((w) => VOCATIVE_OPENERS.has(w.lower) || pos(w) === "INTJ");
  const vocative = (i: number, start = i) => i - start <= 2 && opensWithAddress(i, start) && names.has(words[i].lower) && (isAuxQuestionAt(words, i + 1) || isWhQuestionAt(words, i + 1));
  const greeting = greetingMarks(words, names);
  const heard = pauseEvidence(words, paused, names);
  const decoded = decodeMarks(modelWords, weights, {
    // A network the tuning gave no weight is not run.
    netScores: weights.netWeight ? scoreText(win.net, modelWords, win.index) : undefined,
    seqScores: weights.seqWeight ? scoreSequence(defaultSequenceNet(), win, modelWords) : undefined,
    // Two people's first names before a question to the second: the model reads them as one
    // full name ("Thanks, Sarah Ahmed. How is ...?") and outweighs the rules, so it is fixed here.
    fixed: (i) => writerMark(words[i]) ?? (kept.has(words[i]) ? "none" : greeting.get(i) ?? (i + 1 < words.length && vocative(i + 1) && twoPeople(words[i].lower, words[i + 1].lower, people) ? "period" : undefined)),
    vocative,
    stopAllowed: clauseGuard(words, names),
    stopMayMove: (start, i) => !unfinishedClause(words, start, i + 1),
    spliceAt: (start, from, i) => joinsTwoClauses(words, start, from, i, names),
    stopBias: (aggressive ? TUNING.aggressive : 0) + TUNING.stop,
    commaBias: TUNING.comma,
    stopPrior: (i) => (ruleStarts.has(i + 1) ? TUNING.ruleStop : -TUNING.ruleNoStop) - (awaitsQuestionVerb(words, i) || timeThenConjunction(words, i + 1) ? TUNING.ruleStop : 0) + TUNING.pause * heard[i + 1],
  });
  const starts = new Set<number>();
  decoded.forEach((m, i) => {
    marks[i] = m;
    if ((m === "period" || m === "question") && i + 1 < words.length) starts.add(i + 1);
  });
  return starts;
}

/** Words that may open a clause before its subject: "and we went", "so I left", "well it was". */
const CLAUSE_LINKS = new Set(["so", "and", "but", "then", "now", "also", "well", "oh", "okay", "ok"]);

/**
 * A comma after word i would join two whole clauses with nothing to join them (a comma splice): "We
 * painted the shed on Sunday | the paint we bought has run out". The words since the last mark
 * (from `from`) open with a subject and its verb, or with an instruction's verb at the sentence's
 * start, and hold no word that makes them a subordinate clause ("if", "that", "when", a wh-word), so
 * a comma after them closes no fronted clause; a subject and a finite verb follow, and they are not
 * an aside ("..., I think", "..., you know").
 */
function joinsTwoClauses(words: ReadonlyArray<Word>, start: number, from: number, i: number, names: Set<string>): boolean {
  let k = from;
  while (k < i && CLAUSE_LINKS.has(words[k].lower)) k++;
  // ("I mean for me | it's hard": a discourse marker is no clause of its own)
  if (DISCOURSE_PAIRS.has(`${words[k].lower} ${words[k + 1]?.lower ?? ""}`)) return false;
  // (an adverb or interjection last may open the next clause instead: "the film was long | honestly | we left early";
  // a subject pronoun or a determiner last is speech broken off: "we could maybe I | I tried")
  if (i - k < 2 || isVerbish(words[i]) || ["ADV", "INTJ", "DET"].includes(pos(words[i])) || STRONG_SUBJECTS.has(words[i].lower) || !(clauseStartsAt(words as Word[], i + 1, names) || subjectWithRelative(words, i + 1))) return false;
  const instruction = from === start && pos(words[k]) === "VERB" && isFiniteVerb(words[k]) && !isAuxQuestionAt(words as Word[], k);
  if (!instruction && !(clauseStartsAt(words as Word[], k, names) && !WH_WORDS.has(words[k].lower))) return false;
  // (the whole sentence so far: "if you can come, | you can ..." closes a fronted clause whatever came between)
  for (let m = start; m <= i; m++) {
    const w = words[m].lower;
    if (CLAUSE_SUBORDINATORS.has(w) || TIME_SUBORDINATORS.has(w) || WH_WORDS.has(w) || w === "that" || pos(words[m]) === "SCONJ") return false;
  }
  // Not before a verb of saying or thinking, which may report what came before ("..., I think", "..., a
  // neighbour said"), nor before "you know" or a question tag.
  const v = pos(words[i + 1]) === "DET" ? nounPhraseClauseAt(words as Word[], i + 1) : i + 2;
  const pair = `${words[i + 1].lower} ${words[i + 2]?.lower ?? ""}`;
  return !COMPLEMENT_VERBS.has(words[v]?.lower ?? "") && !DISCOURSE_PAIRS.has(pair) && auxiliaryTagAt(words, i + 1) === 0;
}

/**
 * A noun phrase, a relative clause said without "that" and the main clause's verb: "the lamp | we
 * bought last spring | has broken" opens a clause.
 */
function subjectWithRelative(words: ReadonlyArray<Word>, a: number): boolean {
  if (pos(words[a]) !== "DET" && !POSSESSIVES.has(words[a]?.lower ?? "")) return false;
  let j = a + 1;
  while (j < words.length && (pos(words[j]) === "ADJ" || pos(words[j]) === "NOUN")) j++;
  if (j === a + 1 || !reducedRelativeAt(words, j)) return false;
  // (past the relative clause's own verb and its auxiliaries: "I have ordered")
  for (let m = j + 2; m < Math.min(words.length, j + 8) && !words[m - 1].hard && !words[m - 1].soft; m++) if (carriesClause(words, m) && !afterAuxiliary(words, m, j + 1)) return true;
  return false;
}

/** The greetings that open a line or follow the writer's sentence end, as [start, end) pairs. */
function greetings(words: Word[], names: Set<string>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  words.forEach((w, k) => {
    if (k > 0 && !words[k - 1].hard) return;
    const end = greetingEnd(words, k, names);
    if (end > 0) out.push([k, end]);
  });
  return out;
}

/**
 * A letter's greeting ends with a comma and holds no mark ("Dear Mr Costa, we act ..."), whatever
 * the model reads there: a network that learnt from speech may end a sentence after the name or
 * inside it, and the letter's layout (the greeting on its own line) follows that mark.
 */
function greetingMarks(words: Word[], names: Set<string>): Map<number, Mark> {
  const fixed = new Map<number, Mark>();
  for (const [s, e] of greetings(words, names)) {
    for (let i = s; i < e - 1; i++) fixed.set(i, "none");
    fixed.set(e - 1, "comma");
  }
  return fixed;
}

/**
 * "thanks sarah | ahmed how is the development going": the first names of two of the people the
 * text names (meeting participants), not one person's first and last name, before a question
 * put to the second: the first sentence ends between them.
 */
function twoPeople(a: string, b: string, people: string[][]): boolean {
  const first = (w: string) => people.some((p) => p[0] === w);
  return first(a) && first(b) && a !== b && !people.some((p) => p.some((part, k) => part === a && p[k + 1] === b));
}

const TIME_ADVERBS = new Set(["today", "tonight", "tomorrow", "yesterday"]);
const TIME_LEADS = new Set(["this", "next", "last"]);
const JOINING = new Set(["and", "but", "or", "so"]);

/**
 * "chase the client for the photos | this afternoon and lucy needs ...": a time phrase followed
 * by "and" (or "but", "or", "so") belongs to the sentence before it, so no sentence opens with
 * it, unless another time follows the "and" ("today and tomorrow are holidays").
 */
function timeThenConjunction(words: Word[], k: number): boolean {
  const w = words[k]?.lower ?? "";
  const span = TIME_ADVERBS.has(w) ? 1 : TIME_LEADS.has(w) && (PURE_TIME_NOUNS.has(words[k + 1]?.lower ?? "") || DAYS.has(words[k + 1]?.lower ?? "")) ? 2 : 0;
  if (!span || !JOINING.has(words[k + span]?.lower ?? "")) return false;
  const after = words[k + span + 1]?.lower ?? "";
  return !TIME_ADVERBS.has(after) && !TIME_LEADS.has(after);
}

const DO_MODALS = new Set(["do", "does", "did", "can", "could", "will", "would", "should", "shall", "may", "might", "must"]);

/**
 * "what time does the exam | start": a wh-question's auxiliary ("does") is still waiting for its
 * verb, which comes next, so the sentence cannot end here.
 */
function awaitsQuestionVerb(words: Word[], i: number): boolean {
  const next = words[i + 1];
  if (!next || pos(next) !== "VERB") return false;
  for (let k = i; k >= Math.max(1, i - 5); k--) {
    if (!DO_MODALS.has(words[k].lower)) continue;
    const wh = WH_WORDS.has(words[k - 1].lower) || (k >= 2 && WH_WORDS.has(words[k - 2].lower) && pos(words[k - 1]) === "NOUN");
    if (!wh || k === i) return false;
    for (let j = k + 1; j <= i; j++) if (isVerbish(words[j])) return false;
    return true;
  }
  return false;
}

/**
 * Capital flags for the model. `lexCap`: the engine would give the word a capital anywhere in a
 * sentence (names, places, days, "I", titles before names: `capitalise` run on the lower-case
 * words with no sentence starts). `cap`: that, or the word was written with a capital (inside a
 * sentence a recogniser capitalises only names). Training builds the same flags (prepare.ts).
 */
export function modelCaps(words: ReadonlyArray<Word>, names: Set<string>, written?: boolean[]): { cap: boolean[]; lexCap: boolean[] } {
  const copy = words.map((w) => ({ ...w, core: w.lower }));
  capitalise(copy, copy.map(() => false), names);
  const lexCap = copy.map((w) => /^\p{Lu}/u.test(w.core));
  // A typed capital opening the text or following a typed sentence end says nothing of names
  // (every sentence start has one; training reads capitals the same way).
  const typed = (w: Word, i: number) => i > 0 && !words[i - 1].hard && /^\p{Lu}/u.test(w.core);
  const cap = words.map((w, i) => lexCap[i] || (written ? written[i] : typed(w, i)));
  return { cap, lexCap };
}

/**
 * What a pause heard before a word adds to (or takes off) the score of a sentence end there, when the words agree
 * (pauses.ts). Tuned on tests/fixtures/ai/sets/meeting-pauses-dev.ts: 60 to 100 score the same there; 80 is enough
 * to end "sure I can do that | Raj will you book the hall", 60 is not.
 */
const PAUSE_STOP = 80;

/**
 * Offsets on the model's scores (tuned on the development dictation sets and the Brown tuning
 * split, never on the held-out sets): a rule sentence end adds RULE_STOP to the full-stop
 * score, a gap the rules leave open takes RULE_NO_STOP off; COMMA_BIAS damps commas;
 * lectures and meetings get shorter sentences.
 */
export const TUNING = { ruleStop: 30, ruleNoStop: 10, comma: -5, aggressive: 3, stop: 0, pause: PAUSE_STOP };

/**
 * Where house style overrules the model's comma: "Hello Sarah", "more time because ...", and
 * after a typed abbreviation before a typed capital ("at 7 p.m. Secretary Goldberg"), which
 * may be the sentence end the writer (or the engine's first pass) put there: a comma would
 * make "p.m., Secretary".
 */
function modelCommaFits(words: Word[], i: number, s: number, e: number, names: Set<string>, marks: Mark[]): boolean {
  const next = words[i + 1];
  if (!next) return false;
  if (!commaKeepsPhrase(words, i, s, marks) || partsSubjectFromVerb(words, i, s, e, names) || partsVerbFromClause(words, i, s, names) || reducedRelativeAt(words, i + 1)) return false;
  // "Hold the rail if you feel dizzy.": a closing "if" or "when" clause is written with no comma before it
  if (CLOSING_NO_COMMA.has(next.lower) && subordinateOnly(words, i + 1, words.length, true)) return false;
  if (words[i].core.endsWith(".") && /^\p{Lu}/u.test(next.core)) return false;
  if (GREETINGS.has(words[i].lower) && (names.has(next.lower) || TITLES[next.lower] !== undefined)) return false;
  return !NO_COMMA_BEFORE.has(next.lower);
}

const NO_COMMA_BEFORE = new Set(["because", "due", "than", "that's"]);
const CLOSING_NO_COMMA = new Set(["if", "when", "whenever", "unless"]);

const SUBJECT_OPENERS = new Set(["DET", "PRON", "NOUN", "PROPN", "NUM", "ADJ"]);

/**
 * The model's comma may not part a sentence's subject from its verb: "The owner of the house next
 * door, said we could park there", "Everyone in my class, thinks". The words from the sentence's
 * start to the comma are a noun phrase of two words or more (one word may be a name addressed:
 * "Mum, listen"): they open with a determiner, pronoun, noun or adjective and hold no mark,
 * subordinating word or verb but a relative clause's; and a finite verb follows that opens no
 * question ("Mr Patel, is this yours?"). Nor are a greeting and whom it greets before a verb with
 * no subject ("Good morning everyone, | let's start"), nor an opening -ing phrase before an
 * instruction ("Using oven gloves, | remove the tray").
 */
function partsSubjectFromVerb(words: Word[], i: number, s: number, e: number, names: Set<string>): boolean {
  const next = words[i + 1];
  if (i - s < 1 || !isFiniteVerb(next) || next.lower.endsWith("ing") || isAuxQuestionAt(words, i + 1) || isVerbish(words[i]) || pos(words[i]) === "CCONJ" || saidAfterQuote(words, i + 1, e)) return false;
  if ((openingGreetingEnd(words, s, e, names) === i + 1 && bareVerb(next)) || ingPhraseBeforeInstruction(words, i, s)) return false;
  const intro = afterOpeningComma(words, i, s);
  // (after an opening word, an instruction may follow: "Okay, all right, give me the mug")
  const afterIntro = intro > 0 && i - intro >= 1 && !IMPERATIVE_VERBS.has(next.lower) && sentenceSubject(words, i, intro);
  return sentenceSubject(words, i, s) || afterIntro || subjectOfInnerClause(words, i, s);
}

/**
 * Where the clause starts after the sentence's opening words and their comma ("Next, | labelling
 * theory is ...", "Okay, so | the whole team agreed"): the word after the last comma before
 * words[i] with no verb or noun before it, or -1. (After a noun or a participle the comma may open
 * an aside that a second comma closes: "In this period, the decade from 1910 to 1920, can be ...".)
 */
function afterOpeningComma(words: Word[], i: number, s: number): number {
  let from = -1;
  for (let m = s; m < i - 1; m++) {
    if (isVerbish(words[m]) || words[m].hard || NOMINAL.has(pos(words[m]))) break;
    if (words[m].soft) from = m + 1;
  }
  return from;
}

/**
 * "my dear, | replied Miranda I can ...": a verb and the speaker named after it, then the next clause or
 * the end, close what was said before the comma (a story's quotation, its marks taken out). So does a
 * verb of saying and a speaker's noun phrase that ends the sentence, with perhaps an adverb or a
 * phrase after it ("I know the answer, | said the boy with a grin", "..., | said grandma quietly"):
 * a verb of saying whose object ended the sentence would be said with a subject before it.
 */
function saidAfterQuote(words: Word[], k: number, e: number): boolean {
  const speaker = words[k + 1];
  const after = words[k + 2];
  if (pos(words[k]) !== "VERB" || speaker === undefined) return false;
  if (NOMINAL.has(pos(speaker)) && (after === undefined || speaker.hard || speaker.soft || pos(after) === "PRON")) return true;
  if (!COMPLEMENT_VERBS.has(words[k].lower)) return false;
  const end = nounPhraseEnd(words, k + 1, e);
  if (end < 0 || end >= e || pos(words[end]) === "ADV") return end >= 0;
  // "with a grin", "to her friend": one phrase with a preposition, then the end or an adverb
  const tail = pos(words[end]) === "ADP" ? nounPhraseEnd(words, end + 1, e) : -1;
  return tail >= e || (tail > 0 && pos(words[tail]) === "ADV");
}

/**
 * A noun phrase at words[a..) with a noun last ("the boy", "my little sister", "grandma"): the index
 * after it (e when a mark closes it), or -1.
 */
function nounPhraseEnd(words: Word[], a: number, e: number): number {
  let j = a;
  while (j < e && (PHRASE_TAGS.has(pos(words[j])) || POSSESSIVES.has(words[j].lower))) {
    if (words[j].soft || words[j].hard) return NOMINAL.has(pos(words[j])) ? e : -1;
    j++;
  }
  return j > a && NOMINAL.has(pos(words[j - 1])) ? j : -1;
}

/** A verb in its bare form, as an instruction, "let's", "thank" or "hope" take it with no subject: no auxiliary, no -s or -ed. */
function bareVerb(w: Word): boolean {
  return pos(w) === "VERB" && !/(?:ed|[^'s]s)$/.test(w.lower);
}

/**
 * "Using oven gloves | remove the tray", "Wearing goggles | drill the hole": an opening -ing verb and
 * its noun before an instruction verb is a phrase put first, not a subject ("Labelling theory | is").
 */
function ingPhraseBeforeInstruction(words: Word[], i: number, s: number): boolean {
  if (pos(words[s]) !== "VERB" || !describingIng(words, s) || !IMPERATIVE_VERBS.has(words[i + 1].lower)) return false;
  for (let k = s + 1; k <= i; k++) if (!PHRASE_TAGS.has(pos(words[k])) && !POSSESSIVES.has(words[k].lower)) return false;
  return true;
}

/** The words from the sentence's start to words[i] are its subject (see partsSubjectFromVerb). */
function sentenceSubject(words: Word[], i: number, s: number): boolean {
  // ("Okay all right, give me the mug": a reply, not a subject)
  if (CLAUSE_LINKS.has(words[s].lower)) return false;
  if ((!SUBJECT_OPENERS.has(pos(words[s])) && !describingIng(words, s)) || WH_WORDS.has(words[s].lower)) return false;
  // A relative clause may be part of the subject ("The girl who sits next to me said"): its verbs are its own.
  let relative = false;
  for (let k = s; k <= i; k++) {
    const w = words[k];
    if (k < i && (w.soft || w.hard)) return false;
    if ((WH_WORDS.has(w.lower) || w.lower === "that") && k > s && NOMINAL.has(pos(words[k - 1]))) relative = true;
    else if (WH_WORDS.has(w.lower) || w.lower === "that" || pos(w) === "SCONJ" || (isVerbish(w) && !relative && !describingIng(words, k))) return false;
  }
  return true;
}

/** An -ing form before the noun it describes: "labelling theory", "the waiting room" (said twice: "labelling labelling theory"). */
function describingIng(words: Word[], k: number): boolean {
  const next = words[k + 1];
  return words[k].lower.endsWith("ing") && next !== undefined && (NOMINAL.has(pos(next)) || (next.lower === words[k].lower && NOMINAL.has(pos(words[k + 2]))));
}

/**
 * A clause inside the sentence opens with a noun phrase that ends at words[i], and its finite verb
 * follows: "we agreed | the water butts | stay where they are", "he said | every contact | leaves a
 * trace", "because | the forms | are late", "and | insects | hummed". The phrase follows a verb
 * that takes a clause ("agreed", "said"), "that", a word that opens a clause ("because", "if") or an
 * "and" after a clause. Not when the sentence opens with a phrase or clause put first, whose comma may come
 * here ("If you see the manager, tell her", "After lunch, go home"), unless the phrase follows the
 * opening word itself ("If the forms | are late").
 */
function subjectOfInnerClause(words: Word[], i: number, s: number): boolean {
  const w = words[i];
  const next = words[i + 1];
  if (!NOMINAL.has(pos(w)) && !(pos(w) === "PRON" && STRONG_SUBJECTS.has(w.lower))) return false;
  // a participle describing the noun ("the cook, followed by ..."), or a quotation's "said Sam" after what was said
  if ((next.lower.endsWith("ed") && words[i + 2]?.lower === "by") || (COMPLEMENT_VERBS.has(next.lower) && ["PROPN", "PRON"].includes(pos(words[i + 2])))) return false;
  let p = i;
  while (p > s + 1 && !words[p - 1].soft && !words[p - 1].hard && (PHRASE_TAGS.has(pos(words[p - 1])) || POSSESSIVES.has(words[p - 1].lower) || possessiveNoun(words[p - 1]))) p--;
  if (p <= s || words[p - 1].soft || words[p - 1].hard) return false;
  const before = words[p - 1];
  const opensClause = CLAUSE_SUBORDINATORS.has(before.lower) || pos(before) === "SCONJ";
  let a = s;
  while (a < p - 1 && CLAUSE_LINKS.has(words[a].lower)) a++;
  const opener = words[a];
  const fronted = a < p - 1 && (CLAUSE_SUBORDINATORS.has(opener.lower) || TIME_SUBORDINATORS.has(opener.lower) || pos(opener) === "SCONJ" || pos(opener) === "ADP" || opener.lower === "to");
  if (opensClause) return a === p - 1 || !fronted;
  if (fronted) return false;
  // (not after a form of "be": "it was cold today, said Sam", "the problem is the cost")
  if ((isVerbish(before) && COMPLEMENT_VERBS.has(before.lower) && !LINKING_FORMS.has(before.lower)) || before.lower === "that") return true;
  // after a conjunction, a clause of its own before it, and no instruction after ("... smooth seams and edges, turn the jar over")
  // ("I hope so | my dear, cried ...": "so" and "but" may end what comes before, so "and" only)
  return before.lower === "and" && hasClause(words, a, p - 1) && !IMPERATIVE_VERBS.has(words[i + 1].lower);
}

/** "I mean, ..." and "you know, ...": said as a pause, and written with their comma. */
const DISCOURSE_PAIRS = new Set(["i mean", "you know", "you see"]);

/**
 * Nor part a verb of saying or thinking from the clause it reports: "She said we could park
 * there", not "She said, we could" (a comma there belongs before a quotation, which the writer
 * types). The verb follows its subject at the sentence's start with no mark between, and a
 * clause opens after the comma.
 */
function partsVerbFromClause(words: Word[], i: number, s: number, names: Set<string>): boolean {
  const w = words[i];
  if (i === s || !isVerbish(w) || !COMPLEMENT_VERBS.has(w.lower) || DISCOURSE_PAIRS.has(`${words[i - 1].lower} ${w.lower}`)) return false;
  if (!clauseStartsAt(words, i + 1, names) || /["\u201C']/.test(words[i + 1].lead)) return false;
  if ((!SUBJECT_OPENERS.has(pos(words[s])) && !describingIng(words, s)) || WH_WORDS.has(words[s].lower)) return false;
  for (let k = s; k < i; k++) if (words[k].soft || words[k].hard || isVerbish(words[k]) || pos(words[k]) === "SCONJ") return false;
  return true;
}

const NOMINAL = new Set(["NOUN", "PROPN"]);
/** Forms of "be" and "get", which take a participle or adjective after them ("is finished", "got lost"). */
const LINKING_FORMS = new Set(["be", "is", "are", "was", "were", "been", "being", "am", ...GET_FORMS]);
const LIST_END = new Set(["and", "or", "nor"]);

/**
 * The model's comma may not split a phrase that letters and legal writing keep whole: a
 * sentence's opening pronoun or a pronoun before its adverb ("Yours sincerely"), a date ("3 September 2024"), a reference
 * ("clause 7", "0161 555 0192"), or two nouns that are not items of a list ("Greenway Bakeries
 * Limited", "the list of contrast issues"; "eggs, flour and milk" is a list: "and" follows).
 */
function commaKeepsPhrase(words: Word[], i: number, s: number, marks: Mark[]): boolean {
  const w = words[i];
  const next = words[i + 1];
  if ((i === s && pos(w) === "PRON") || (pos(w) === "PRON" && pos(next) === "ADV" && next.lower.endsWith("ly"))) return false;
  // "gets cut off", "was taken", "got dark": a form of "be" or "get" keeps the participle or adjective it takes
  if (LINKING_FORMS.has(w.lower) && (pos(next) === "VERB" || pos(next) === "ADJ")) return false;
  // "across the road", "nobody in the village": a preposition keeps its object (a particle may end a clause after its verb: "gave up, the ...")
  if (pos(w) === "ADP" && w.lower !== "to" && ["DET", "NOUN", "PROPN", "NUM"].includes(pos(next)) && (!PARTICLES.has(w.lower) || particleAfterNoun(words, i))) return false;
  // "Aoife's place", "the council's plan": a possessive keeps its noun
  if (possessiveNoun(w) && (NOMINAL.has(pos(next)) || pos(next) === "ADJ")) return false;
  // "keep my work area clean and organised": an adjective after a noun is no list item of its own unless a noun follows it ("eggs, fresh bread and milk")
  if (NOMINAL.has(pos(w)) && pos(next) === "ADJ" && !NOMINAL.has(pos(words[i + 2]))) return false;
  // "Tuesday the ninth", "Wednesday the third of May": a day keeps its date
  if (DAYS.has(w.lower) && next.lower === "the" && ordinal(words.slice(i + 2, i + 4).map((x) => x.lower), 0)) return false;
  const number = (x: Word) => pos(x) === "NUM" || /^\d/.test(x.lower);
  if (number(next) && (MONTHS.has(w.lower) || AMBIGUOUS_MONTHS.has(w.lower) || number(w) || NOMINAL.has(pos(w)))) return false;
  // "such poor acid | soils", "a cold | November wind": an adjective inside a noun phrase keeps its noun (not in a list: "fresh, bread and
  // milk"; nor before another word that describes the noun: "the big, gum-chewing jaw" may be two adjectives)
  if (pos(w) === "ADJ" && NOMINAL.has(pos(next)) && !PHRASE_GOES_ON.has(pos(words[i + 2])) && nounPhraseOpen(words, i, s) && !listEndNear(words, i, marks)) return false;
  // "we need | the forms", "he bombed | a row of houses": a verb that takes an object keeps it, unless a clause opens there ("we agreed, the plan is ...")
  if (takesObject(w) && (pos(next) === "DET" || POSSESSIVES.has(next.lower)) && next.lower !== "that" && nounPhraseClauseAt(words, i + 1) < 0 && !subjectWithRelative(words, i + 1)) return false;
  if (NOMINAL.has(pos(w)) && (NOMINAL.has(pos(next)) || pos(next) === "ADJ")) {
    return !insideListItem(words, i, marks) && listEndNear(words, i, marks);
  }
  return true;
}

/** Tags of a word that goes on with a noun phrase after another: "the big gum-chewing | jaw". */
const PHRASE_GOES_ON = new Set(["NOUN", "PROPN", "ADJ"]);

/** Words between a determiner and its noun ("the | opposite | fluid"; the tagger may read an adjective as an adverb). */
const BEFORE_NOUN = new Set(["ADJ", "ADV", "NUM"]);

/** A determiner or possessive opens a noun phrase not yet closed before words[i]: "the opposite | fluid", "such poor | acid". */
function nounPhraseOpen(words: Word[], i: number, s: number): boolean {
  for (let k = i - 1; k >= Math.max(s, i - 3); k--) {
    if (words[k].soft || words[k].hard) return false;
    if (pos(words[k]) === "DET" || POSSESSIVES.has(words[k].lower)) return true;
    if (!BEFORE_NOUN.has(pos(words[k]))) return false;
  }
  return false;
}

/** "and"/"or" within four words after words[i], or a comma the model put within them: a list. */
function listEndNear(words: Word[], i: number, marks: Mark[]): boolean {
  for (let k = i + 1; k < Math.min(words.length, i + 5); k++) if (LIST_END.has(words[k].lower) || (k > i + 1 && marks[k - 1] === "comma")) return true;
  return false;
}

/** A verb form that edited English almost always follows with its object (transitive-verbs.json). */
function takesObject(w: Word): boolean {
  return isVerbish(w) && !w.tags.includes("AUX") && transitiveVerbs().has(w.lower);
}

/** Words that open an item of a list said with them ("a jar of honey", "two eggs", "your phone"). */
const ITEM_DETERMINERS = new Set(["a", "an", "the", "some", "another", ...POSSESSIVES]);

/**
 * "a loaf of bread, a pint of semi | skimmed milk and a jar of honey": the items of a list look alike,
 * so where the item after its "and" opens with a determiner or a number, a comma between two nouns
 * that is not followed by one falls inside an item.
 */
function insideListItem(words: Word[], i: number, marks: Mark[]): boolean {
  const opens = (w: Word | undefined) => w !== undefined && (ITEM_DETERMINERS.has(w.lower) || pos(w) === "NUM");
  if (opens(words[i + 1])) return false;
  // the item the comma would close opens with one too ("a pint of semi"; not "life | liberty and the pursuit of happiness")
  let j = i;
  while (j > 0 && i - j < 6 && !opens(words[j]) && !isVerbish(words[j - 1]) && !words[j - 1].soft && !words[j - 1].hard && marks[j - 1] !== "comma") j--;
  if (!opens(words[j])) return false;
  for (let k = i + 2; k < Math.min(words.length - 1, i + 8); k++) {
    if (isVerbish(words[k]) || words[k].hard) return false;
    if (LIST_END.has(words[k].lower)) return opens(words[k + 1]);
  }
  return false;
}

/**
 * "On 3 September 2024 our client wrote": a sentence opening with a preposition and a date (day,
 * month, year) goes straight on, as letters write it. The last word of the date, or -1.
 */
function openingDateEnd(words: Word[], s: number, e: number): number {
  if (pos(words[s]) !== "ADP") return -1;
  const month = (w: Word) => MONTHS.has(w.lower) || AMBIGUOUS_MONTHS.has(w.lower);
  let k = s + 1;
  let sawMonth = false;
  for (; k < e - 1 && (pos(words[k]) === "NUM" || /^\d/.test(words[k].lower) || month(words[k])); k++) if (month(words[k])) sawMonth = true;
  return sawMonth && k > s + 2 ? k - 1 : -1;
}

/** Words before a noun that make it a common noun ("a turkey", "some china", "the march"). */
const NOUN_OPENERS = new Set([...DETERMINERS, "a", "an", "some", "any", "this", "that", "these", "those", "no", "each", "every"]);

/** Opening words before a name said to someone ("thanks Sue, ..."). */
const VOCATIVE_OPENERS = new Set([...GREETING_LEAD, ...QUESTION_LEAD, "thanks", "sorry", "cheers"]);

/**
 * Speech with a mark said once keeps the recogniser's lower case but for "I", days, months (one
 * that is also a word only after "in", "of"...: see `capitalise`), a name said to someone, and a
 * word the tagger reads as a name where it stands ("I spoke to Raj"), never a verb or a noun after
 * a determiner: not "we need to Sue them", "a Turkey", "some China" or "I will Mark it".
 */
function namedInPlace(words: ReadonlyArray<Word>, i: number, isStart: ReadonlyArray<boolean>, names: Set<string>): boolean {
  const w = words[i];
  if (/^i'(?:m|ve|ll|d)$/.test(w.lower) || DAYS.has(w.lower) || MONTHS.has(w.lower) || AMBIGUOUS_MONTHS.has(w.lower)) return true;
  // said to someone after an opening word, the mark after it said too: "thanks Sue, ...", "ok Raj, ..."
  const before = words[i - 1];
  if ((names.has(w.lower) || FIRST_NAMES.has(w.lower)) && w.trail === "," && i > 0 && isStart[i - 1] &&
    (pos(before) === "INTJ" || VOCATIVE_OPENERS.has(before.lower))) return true;
  return pos(w) === "PROPN" && !(i > 0 && NOUN_OPENERS.has(before.lower));
}

/** How a line of a typed document is kept (see `writersLines`). */
type LineKeep = {
  whole: boolean;
  startCase: boolean;
  /**
   * The kept words' capitals are the writer's (anything typed). In speech with marks (a voice
   * tool's transcript: a recogniser's lower case with a "comma" said once) only the marks are the
   * writer's: its words still get sentence-start capitals, "I", days and names read as names.
   */
  capitals: boolean;
};

function punctuateLine(words: Word[], names: Set<string>, english: boolean, aggressive: boolean, people: string[][], kept: Set<Word>, layout: boolean, keep: LineKeep, paused: ReadonlySet<Word>): void {
  const ctx: BoundaryContext = aggressive ? { names, longSentence: 24 } : { names };
  const marks: Mark[] = words.map(() => "none");
  const typed = words.map((w) => ({ trail: w.trail, core: w.core }));
  const starts = !english ? new Set<number>() : modelStarts(words, names, aggressive, marks, ctx, people, kept, paused);
  const isStart = words.map((_, i) => i === 0 || starts.has(i) || words[i - 1].hard);
  const bounds: number[] = [];
  for (let i = 0; i < words.length; i++) if (isStart[i]) bounds.push(i);
  bounds.push(words.length);
  for (let b = 0; b + 1 < bounds.length; b++) {
    const s = bounds[b];
    const e = bounds[b + 1];
    if (english) {
      addCorrectionCommas(words, s, e);
      addCommas(words, s, e, names);
      for (let i = s; i < e - 1; i++) if (marks[i] === "comma" && modelCommaFits(words, i, s, e, names, marks)) commaAfter(words, i);
      addListCommas(words, s, e);
      addBareListCommas(words, s, e);
      // the rules' commas may not part a subject from its verb either ("Next, labelling theory | is the idea")
      for (let i = s; i < e - 1; i++) {
        if (words[i].trail !== "," || typed[i].trail !== "" || !partsSubjectFromVerb(words, i, s, e, names)) continue;
        words[i].trail = "";
        refreshFlags(words[i]);
      }
    }
    const statement = english ? statementAfterQuestion(words, s, e, kept) : -1;
    if (statement > 0) {
      // "Can you tell me where the station is? I think I am lost." (not "..., I think I am lost?")
      words[statement - 1].trail = words[statement - 1].trail.replace(/,$/, "");
      refreshFlags(words[statement - 1]);
      finishSentence(words, s, statement, names, false, true, layout, keep.whole);
      isStart[statement] = true;
    }
    finishSentence(words, statement > 0 ? statement : s, e, names, e === words.length, marks[e - 1] === "question", layout, keep.whole);
    const date = openingDateEnd(words, s, e);
    if (date >= 0 && words[date].trail === "," && typed[date].trail === "") {
      words[date].trail = "";
      refreshFlags(words[date]);
    }
  }
  // The writer's stretches keep their marks; the rules' commas never reach them.
  words.forEach((w, i) => {
    if (!kept.has(w) || w.trail === typed[i].trail) return;
    w.trail = typed[i].trail;
    refreshFlags(w);
  });
  capitalise(words, isStart, names);
  // a greeting's name, known or not ("Dear Jenny,", "Dear Sirs,"), but not "Dear all,"
  if (english) for (const [s, e] of greetings(words, names)) for (let i = s + 1; i < e; i++) if (!GREETING_PLAIN.has(words[i].lower)) words[i].core = upperFirst(words[i].core);
  // ...and their capitals, but for a sentence's first word and "I".
  words.forEach((w, i) => {
    if (!kept.has(w) || (isStart[i] && !(i === 0 && keep.startCase)) || w.lower === "i") return;
    if (keep.capitals || !namedInPlace(words, i, isStart, names)) w.core = typed[i].core;
  });
}

/**
 * A question joined by a comma to a statement of the speaker's own ("can you help me please, I am stuck"):
 * where the statement starts, or -1. Only a subject pronoun after the comma, with a verb on both sides.
 */
function statementAfterQuestion(words: Word[], s: number, e: number, kept: Set<Word>): number {
  if (!(isAuxQuestionAt(words, s) || isWhQuestionAt(words, s))) return -1;
  for (let j = s + 3; j < e - 1; j++) {
    if (kept.has(words[j - 1]) || words[j - 1].trail !== "," || !STRONG_SUBJECTS.has(words[j].lower)) continue;
    return hasClause(words, s, j) && hasClause(words, j, e) ? j : -1;
  }
  return -1;
}

/** Letters of a word's first character: upper, lower or none. */
const caseOf = (w: Word): "upper" | "lower" | "none" => (/^\p{Lu}/u.test(w.core) ? "upper" : /^\p{Ll}/u.test(w.core) ? "lower" : "none");

/**
 * A typed document: the writer ends sentences, opens them with a capital (the text's first word
 * too), and gives the words that always take one ("I", names, days, months) theirs. Dictation
 * comes in lower case even when its marks were spoken (the spoken-punctuation grammar raises
 * only what follows a stop), so its "i", "friday" and "mr daniel" give it away. With none of
 * those words, a capital inside a sentence ("the Landlord", "Supply Co.") shows a typist, or
 * every sentence start must have its capital. A line after one the writer did not end ("(i) the
 * Landlord ...", "cc: ..." under a name) is not counted as a sentence start.
 */
export function isTypedDocument(blocks: Block[], names: Set<string> = nameSet()): boolean {
  let [startUpper, startLower, ends, innerUpper, properUpper, properLower] = [0, 0, 0, 0, 0, 0];
  let previous: Word | undefined;
  for (const lines of blocks) for (const line of lines) {
    line.words.forEach((w, i) => {
      if (w.hard) ends++;
      const c = caseOf(w);
      if (i === 0 ? previous === undefined || previous.hard : line.words[i - 1].hard) {
        if (c === "upper") startUpper++;
        else if (c === "lower") startLower++;
      } else if (i > 0 && c !== "none") {
        if (c === "upper") innerUpper++;
        if (w.lower === "i" || /^i'(?:m|ve|ll|d)$/.test(w.lower) || isProperWord(w.lower, names)) {
          if (c === "upper") properUpper++;
          else properLower++;
        }
      }
    });
    if (line.words.length) previous = line.words[line.words.length - 1];
  }
  const first = blocks.flatMap((lines) => lines.flatMap((line) => line.words)).map(caseOf).find((c) => c !== "none");
  return ends > 0 && first !== "lower" && startUpper >= startLower && properUpper >= properLower && (innerUpper > 0 || startLower === 0);
}

/** A typed line with no sentence end of its own is at most this long when it is a heading, a name or a label. */
const LAYOUT_LINE = 12;

/**
 * How each line of a typed document of several lines is kept. A short line the writer left with
 * no sentence end, that opens with a capital, a list marker or carries a mark of its own
 * ("WITHOUT PREJUDICE", "File note", "Oliver Grant", "cc: Robert Lin", "- transfer the balance;"),
 * is a heading, a name, an address or a list item: the engine adds no mark to it and changes no
 * capital. A line opening in lower case after a line the writer did not end ("- transfer ..."
 * after "please:", "cc:" under a name, "for and on behalf of ..." under a job title) keeps its lower case. A line in lower case with no mark at
 * all is dictation, and is punctuated.
 */
function writersLines(blocks: Block[], typedDocument: boolean, speech: boolean): Map<Line, LineKeep> {
  const out = new Map<Line, LineKeep>();
  let previous: Word | undefined;
  const several = blocks.length > 1 || blocks.some((lines) => lines.length > 1);
  for (const lines of blocks) for (const line of lines) {
    const words = line.words;
    if (!words.length) continue;
    const marked = words.some((w) => w.hard || w.soft);
    const startCase = typedDocument && previous !== undefined && !previous.hard;
    // ("for and on behalf of Morrow Lane LLP" under "Partner")
    const whole = typedDocument && several && words.length <= LAYOUT_LINE && !words.some((w) => w.hard) &&
      (caseOf(words[0]) !== "lower" || line.marker !== "" || marked || startCase);
    out.set(line, { whole, startCase, capitals: typedDocument || !speech });
    previous = words[words.length - 1];
  }
  return out;
}

/** Tags words in place (wink, then our fixes; known names are proper nouns). */
export function tagForRules(all: Word[], names: Set<string>): void {
  const tags = tagWords(all.map((w) => w.lower));
  all.forEach((w, i) => (w.tags = tags[i]));
  fixTags(all);
  // Known names are proper nouns whatever the tagger thought ("sarah/NOUN").
  for (const w of all) if (names.has(w.lower) && (w.tags[0] === "NOUN" || w.tags[0] === "ADJ")) w.tags[0] = "PROPN";
}

export function punctuate(text: string, options: PunctuateOptions = {}): string {
  const blocks: Block[] = parseText(text);
  const all: Word[] = [];
  const kept = new Set<Word>();
  const names = nameSet(options.names);
  // Text just dictated (the editor's automatic fix says so) is never the writer's typing, whatever
  // its capitals: the editor capitalises what was said. Otherwise a typed document is the writer's,
  // and other text's marks count only where they close sentence-length stretches.
  const typedDocument = !options.dictated && isTypedDocument(blocks, names);
  const writer = typedDocument || (!options.dictated && punctuatedByWriter(blocks.flatMap((lines) => lines.map((l) => l.words))));
  // The voice tools (aggressive) punctuate speech; the editor's Fix Punctuation, typed text.
  const speech = options.aggressive === true;
  const lineKeeps = writersLines(blocks, typedDocument, speech);
  const heardPauses = pausedWords(blocks, options.pauses ?? new Set(), options.pauses?.size ? wordTokenCount(text) : 0);
  const paused = new Set<Word>();
  for (const lines of blocks) for (const line of lines) {
    if (writer) for (const w of writerStretches(line.words, typedDocument)) kept.add(w);
    if (lineKeeps.get(line)?.whole) for (const w of line.words) kept.add(w);
    const heard = line.words;
    line.words = dropFillers(line.words, (w) => kept.has(w));
    for (const w of pausesAfterDrops(heard, line.words, heardPauses)) paused.add(w);
    all.push(...line.words);
  }
  const layout = blocks.length > 1 || blocks.some((lines) => lines.length > 1);
  if (all.length === 0) return text.trim();
  const english = looksEnglish(all);
  const people = (options.names ?? []).map((n) => n.toLowerCase().split(/[\s-]+/).filter(Boolean));
  tagForRules(all, names);
  for (const lines of blocks) for (const line of lines) if (line.words.length) punctuateLine(line.words, names, english, options.aggressive === true, people, kept, layout, lineKeeps.get(line) ?? { whole: false, startCase: false, capitals: !speech }, paused);
  return renderBlocks(blocks);
}

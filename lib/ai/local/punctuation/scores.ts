// Gap scores for sentence boundaries: how well the word before a gap can close a sentence
// (endScore) plus how strongly the words after it open one (startScore).
import {
  AUXILIARIES,
  CAN_END_ANYWAY,
  CLAUSE_END_ADVERBS,
  COMPLEMENT_VERBS,
  DISCOURSE_STARTERS,
  FAMILY_NAMES,
  FRONTED_SUBORDINATORS,
  IMPERATIVE_VERBS,
  NO_END,
  OBJECT_PRONOUNS,
  PARTICLES,
  PRONOMINAL_DETERMINERS,
  RELATIVE_HEADS,
  STRONG_SUBJECTS,
  PURE_TIME_NOUNS,
  WEAK_SUBJECTS,
  WH_WORDS,
} from "@/lib/ai/local/lexicon";
import {
  clauseStartsAt,
  isAuxQuestionAt,
  isContraction,
  isFiniteVerb,
  isVerbish,
  isWhQuestionAt,
  nounPhraseClauseAt,
  particleAfterNoun,
  pos,
  possessiveNoun,
} from "@/lib/ai/local/punctuation/features";
import { IRREGULAR_PAST, POSSESSIVES } from "@/lib/ai/local/punctuation/tag-fixes";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

export type BoundaryContext = {
  names: Set<string>;
  /** Gap score that makes a boundary (default 2.5); lower splits more. */
  threshold?: number;
  /** Sentences longer than this are split at their best gap (default 30 words). */
  longSentence?: number;
};

const SHIFTERS = new Set(["now", "then", "so", "anyway", "still", "also"]);
const DETERMINERS = new Set(["one",
  "my", "our", "your", "their", "his", "her", "most", "many", "some", "all", "several", "few", "both", "each", "every",
  "no", "the", "a", "an", "this", "that", "these", "those",
]);
const IMPERATIVE_OBJECTS = new Set([
  "your", "my", "the", "a", "an", "it", "them", "sure", "some", "this", "that", "these", "those", "me", "us", "him",
  "her", "up", "out", "down", "off", "both", "left", "right", "going", "straight",
]);
const QUANTITIES = new Set(["thousands", "millions", "hundreds", "lots", "most", "some", "many", "all", "none", "one", "each", "both", "several", "few", "half", "plenty", "dozens", "loads"]);
const INDEFINITES = new Set(["something", "nothing", "everything", "anything", "someone", "everyone", "nobody", "somebody", "anyone", "everybody"]);
const NEGATIVE_IMPERATIVES = new Set(["never", "always", "don't", "dont"]);
export const SIGN_OFF_PAIRS = new Set(["kind regards", "best wishes", "best regards", "warm regards", "yours sincerely", "yours faithfully", "yours truly", "many thanks"]);
const TITLE_WORDS = new Set(["mr", "mrs", "ms", "miss", "dr", "prof", "professor", "judge", "justice", "sir", "lord", "lady"]);
const BARE_AUX = new Set(["be", "been", "can", "will", "do", "did", "is", "are", "was", "were", "have", "has", "had", "does"]);

/** A verb form that shows tense: auxiliaries, -s and -ed forms and common irregular pasts. */
export function isTensed(w: Word): boolean {
  return AUXILIARIES.has(w.lower) || /(?:[^s]s|ed)$/.test(w.lower) || IRREGULAR_PAST.has(w.lower);
}

const IRREGULAR_PLURALS = new Set(["people", "children", "men", "women", "police", "staff", "teeth", "feet", "mice", "geese", "cattle"]);

function isPluralNoun(lower: string): boolean {
  return /[^s]s$/.test(lower) || IRREGULAR_PLURALS.has(lower);
}

function isBaseForm(w: Word): boolean {
  return !/(?:[^s]s|ed|ing)$/.test(w.lower) && !IRREGULAR_PAST.has(w.lower) && !AUXILIARIES.has(w.lower);
}

/** The noun at `k` sits in a prepositional phrase ("for at least twenty seconds"), so it is no subject. */
function inPrepositionalPhrase(words: Word[], k: number): boolean {
  for (let m = k - 1; m >= Math.max(0, k - 4); m--) {
    const t = pos(words[m]);
    if (t === "ADP" || words[m].lower === "to") return true;
    if (t === "VERB" || t === "AUX" || words[m].hard) return false;
  }
  return false;
}

/** "the best holiday | we have ever had": a noun after "the" + superlative takes a clause. */
function opensReducedRelative(words: Word[], i: number): boolean {
  for (let m = i - 1; m >= Math.max(1, i - 3); m--) {
    const head = RELATIVE_HEADS.has(words[m].lower) || (/est$/.test(words[m].lower) && pos(words[m]) === "ADJ");
    if (head && words[m - 1].lower === "the") return true;
    if (isVerbish(words[m])) return false;
  }
  return false;
}

/**
 * How well words[i-1] closes a sentence. `beforePhrase`: an opening phrase comes between it
 * and the next clause, so a verb or adjective that takes a clause no longer waits for one.
 */
export function endScore(words: Word[], i: number, beforePhrase = false): number {
  const p = words[i - 1];
  const pp = words[i - 2];
  const cur = words[i];
  const l = p.lower;
  const tag = pos(p);
  if (NO_END.has(l) && !CAN_END_ANYWAY.has(l)) return -Infinity;
  if (STRONG_SUBJECTS.has(l)) return -Infinity;
  if (["all", "both", "half"].includes(l) && cur && (pos(cur) === "DET" || POSSESSIVES.has(cur.lower))) return -Infinity;
  // "so" closes "I think so", "I hope so"; otherwise it links to what follows.
  if (l === "so" && !(pp && ["think", "hope", "guess", "believe", "said", "say", "suppose", "expect", "do", "did", "so", "told"].includes(pp.lower))) return -Infinity;
  // "and then | we", "but now | I": a conjunction plus one adverb never closes a sentence.
  if ((pos(pp) === "CCONJ" || pos(pp) === "SCONJ") && (tag === "ADV" || tag === "ADP")) return -Infinity;
  if (tag === "DET") return PRONOMINAL_DETERMINERS.has(l) ? 0.5 : -Infinity;
  if (tag === "CCONJ" || tag === "SCONJ") return CAN_END_ANYWAY.has(l) ? 0 : -Infinity;
  if (tag === "ADP") {
    if (CLAUSE_END_ADVERBS.has(l) && cur && (STRONG_SUBJECTS.has(cur.lower) || WEAK_SUBJECTS.has(cur.lower) || pos(cur) === "DET")) return 1;
    if (PARTICLES.has(l) && (isVerbish(pp) || pos(pp) === "PRON" || pos(pp) === "ADV")) return 0.5;
    return CAN_END_ANYWAY.has(l) ? 0 : -Infinity;
  }
  if (WH_WORDS.has(l)) return -Infinity; // "when | I grow up", "why | we left"
  if (pp && WH_WORDS.has(pp.lower) && ["much", "many", "long", "often", "far", "soon", "old", "big"].includes(l)) return -Infinity;
  if (["all", "both", "half"].includes(l) && cur && (pos(cur) === "DET" || POSSESSIVES.has(cur.lower))) return -Infinity;
  // "the words now | I use ...": the adverb belongs to the next sentence (scored there).
  if (SHIFTERS.has(l) && cur && STRONG_SUBJECTS.has(cur.lower)) return 0;
  if ((l === "maybe" || l === "perhaps") && cur && (pos(cur) === "DET" || STRONG_SUBJECTS.has(cur.lower))) return 0;
  if (COMPLEMENT_VERBS.has(l)) {
    if (beforePhrase) return 0.5;
    // "as I expected | she said": the clause after "as" is already complete.
    for (let k = i - 2; k >= Math.max(0, i - 4); k--) if (words[k].lower === "as") return 0;
    return -2.5;
  }
  if (AUXILIARIES.has(l) || (tag === "AUX" && p.tags.length === 1)) {
    // "how many words should it be | thanks": a subject plus a bare auxiliary can close a question.
    return BARE_AUX.has(l) && pos(pp) === "PRON" ? -1 : -2.5;
  }
  // "told her | that ...": the verb two words back takes the clause.
  if (tag === "PRON" && pp && COMPLEMENT_VERBS.has(pp.lower) && OBJECT_PRONOUNS.has(l)) return -2.5;
  if (CLAUSE_END_ADVERBS.has(l)) return 1.5;
  if (tag === "NOUN" || tag === "PROPN" || tag === "NUM") {
    return cur && STRONG_SUBJECTS.has(cur.lower) && opensReducedRelative(words, i) ? -1 : 1;
  }
  if (tag === "PRON") return OBJECT_PRONOUNS.has(l) ? 1 : 0.5;
  if (tag === "INTJ") return 1.5;
  if (tag === "ADV" || tag === "ADJ") return 0.5;
  // "were destroyed | surprisingly ...": a passive participle closes its clause.
  if (tag === "VERB" && pp && ["was", "were", "is", "are", "been", "be"].includes(pp.lower) && /(?:ed|en)$/.test(l)) return 0.5;
  // "you cross | look both ways", "if that works | ...": a subject and its verb can close a clause.
  if (tag === "VERB" && pp && (STRONG_SUBJECTS.has(pp.lower) || WEAK_SUBJECTS.has(pp.lower))) return 0.5;
  return 0;
}

function hasWhNearby(words: Word[], i: number, s: number): boolean {
  for (let k = Math.max(s, i - 3); k < i; k++) if (WH_WORDS.has(words[k].lower)) return true;
  return false;
}

/** "get" before a participle is an auxiliary ("when it gets cut off", "if they get lost"): no clause ends after it. */
export const GET_FORMS = new Set(["get", "gets", "got", "getting", "gotten"]);

/** "my", "Aoife's" ("her" and "his" may be pronouns: "if you see her, tell her"): a possessive keeps the noun after it ("when I get to Aoife's place tonight", not "Aoife's, place"). */
function possessive(w: Word): boolean {
  return (POSSESSIVES.has(w.lower) && w.lower !== "her" && w.lower !== "his") || possessiveNoun(w);
}

/** Finds the main clause after a fronted subordinate clause ("if it rains | we can go"). */
export function mainClauseAfter(words: Word[], i: number, names: Set<string>, limit = 14): number {
  let sawVerb = false;
  for (let j = i + 1; j < words.length && j <= i + limit; j++) {
    if (words[j - 1].hard) return -1;
    if (j > i + 1 && FRONTED_SUBORDINATORS.has(words[j].lower) && words[j].lower !== "as") return -1;
    const before = words[j - 1];
    const beforeOk = !NO_END.has(before.lower) && !COMPLEMENT_VERBS.has(before.lower) && pos(before) !== "DET" &&
      !AUXILIARIES.has(before.lower) && !GET_FORMS.has(before.lower) && (pos(before) !== "ADP" || (PARTICLES.has(before.lower) && !particleAfterNoun(words, j - 1))) && !possessive(before);
    if (j > i + 2 && sawVerb && beforeOk) {
      if (isAuxQuestionAt(words, j)) return -1; // "if the roads are clear | can you ...": the if-clause closes the sentence before
      if (clauseStartsAt(words, j, names)) return j;
      // "Before you start the test, | check that ...": an instruction as the main clause.
      if ((IMPERATIVE_VERBS.has(words[j].lower) || words[j].lower === "please") && !OBJECT_PRONOUNS.has(before.lower)) return j;
    }
    if (j > i + 1 && isVerbish(words[j])) sawVerb = true;
    else if (j === i + 1 && isVerbish(words[j]) && !STRONG_SUBJECTS.has(words[j].lower)) sawVerb = true;
  }
  return -1;
}

function subjectScore(words: Word[], i: number, ctx: BoundaryContext): number | undefined {
  const w = words[i];
  const n = words[i + 1];
  const p = words[i - 1];
  const l = w.lower;
  const prevIsVerb = pos(p) === "VERB" || pos(p) === "ADP";

  if (STRONG_SUBJECTS.has(l)) {
    if (isContraction(w) || !n) return isContraction(w) ? 3 : 1;
    return ["NOUN", "PROPN", "ADP", "CCONJ"].includes(pos(n)) ? 1 : 3;
  }
  const demonstrative = l === "this" || l === "that" || l === "these" || l === "those";
  // "that is why ...", "this is because ...", "that's what ..."
  if ((l === "that" || l === "this") && n && ["is", "was"].includes(n.lower) && ["why", "because", "what", "how", "when", "where"].includes(words[i + 2]?.lower ?? "")) return 3;
  if (/^(?:that|this)'s$/.test(l) && ["why", "because", "what", "how"].includes(n?.lower ?? "")) return 3;
  if (WEAK_SUBJECTS.has(l) && !(demonstrative && !isFiniteVerb(n))) {
    // "the key word there is ..." uses "there" as a place: weaker after a noun.
    if (l === "there") return n && (AUXILIARIES.has(n.lower) || pos(n) === "AUX") && !prevIsVerb ? (pos(p) === "NOUN" ? 1.5 : 2.5) : 0;
    if (isContraction(w)) return prevIsVerb ? 0 : 2.5;
    // "something urgent has come up"
    if (INDEFINITES.has(l) && n && (pos(n) === "ADJ" || n.lower === "else") && isFiniteVerb(words[i + 2])) return 2;
    if (!isFiniteVerb(n)) return 0;
    // "press send | you will get an email": a modal after the pronoun makes it a subject.
    if (prevIsVerb) return AUXILIARIES.has(n.lower) && !["do", "does", "did"].includes(n.lower) && l !== "that" ? 2.5 : -Infinity;
    // "a button that says ...": after a noun, "that" + verb is a relative clause.
    if (l === "that") return pos(p) === "NOUN" || pos(p) === "PROPN" ? 0 : OBJECT_PRONOUNS.has(p.lower) ? 1 : 1.5;
    if (demonstrative) return 1.5;
    return 2;
  }
  if (ctx.names.has(l)) {
    if (n && (isAuxQuestionAt(words, i + 1) || isWhQuestionAt(words, i + 1))) return 3; // vocative
    // "... is finished | Zainab will send it": after a verb a name is usually its object,
    // unless a modal follows ("I met Sarah | Sarah will ...").
    if (isFiniteVerb(n) && !n.lower.endsWith("ing") && !ctx.names.has(n.lower) && (!prevIsVerb || AUXILIARIES.has(n.lower))) return 2.5;
  }
  // Restating a term: "let us begin with demand | demand is the quantity ..."
  if (p && p.lower === l && pos(w) === "NOUN" && n && (AUXILIARIES.has(n.lower) || isFiniteVerb(n))) return 3;
  // "Mrs Ford says ...": a title, a name, then a verb.
  if (TITLE_WORDS.has(l) && n && (pos(n) === "PROPN" || ctx.names.has(n.lower))) {
    const v = words[i + 2] && (pos(words[i + 2]) === "PROPN" || ctx.names.has(words[i + 2].lower)) ? words[i + 3] : words[i + 2];
    if (isFiniteVerb(v) && !prevIsVerb) return 2.5;
  }
  if (FAMILY_NAMES.has(l) && isFiniteVerb(n) && !n.lower.endsWith("ing") && !prevIsVerb && pos(p) !== "DET" && !POSSESSIVES.has(p.lower)) return 2.5;
  if ((pos(w) === "DET" || DETERMINERS.has(l)) && !["whose", "which", "what", "whatever"].includes(l)) {
    if (pos(p) === "ADP" || pos(p) === "AUX" || AUXILIARIES.has(p.lower)) return 0;
    const verb = nounPhraseClauseAt(words, i);
    if (verb < 0) return 0;
    // "this morning", "next week" are usually adverbs; "any afternoon would suit me" is a subject.
    if (PURE_TIME_NOUNS.has(n?.lower ?? "") && !(AUXILIARIES.has(words[verb].lower) && !STRONG_SUBJECTS.has(words[verb + 1]?.lower ?? "") && !WEAK_SUBJECTS.has(words[verb + 1]?.lower ?? ""))) return 0;
    // After a verb the phrase is usually its object ("use | the sports hall"); only a tensed
    // verb on both sides ("nothing happened | the light is") marks a new sentence.
    // (Past forms after the phrase may be participles: "summarises | the claim brought against ...".)
    if (pos(p) === "VERB") return isTensed(p) && (AUXILIARIES.has(words[verb].lower) || /[^s]s$/.test(words[verb].lower)) ? 2.5 : 0;
    return isTensed(words[verb]) ? 2.5 : 2;
  }
  // Quantity subject: "thousands of homes were destroyed", "lots of people came"
  if (QUANTITIES.has(l) && n?.lower === "of" && pos(p) !== "ADP" && pos(p) !== "DET") {
    for (let k = i + 2; k < Math.min(words.length, i + 6); k++) {
      if (isFiniteVerb(words[k]) && !words[k].lower.endsWith("ing")) return 2.5;
      if (!["DET", "ADJ", "NOUN", "NUM", "PROPN"].includes(pos(words[k])) && !POSSESSIVES.has(words[k].lower)) break;
    }
  }
  // Bare subject: "short meetings | larger meetings can be held", "today | temperatures are rising".
  // A noun right after a noun is more likely a compound ("school uniforms").
  const bareAdj = pos(w) === "ADJ" && pos(n) === "NOUN";
  const barePlural = pos(w) === "NOUN" && /[^s]s$/.test(l) &&
    (!["NOUN", "PROPN", "ADJ", "NUM"].includes(pos(p)) || CLAUSE_END_ADVERBS.has(p.lower));
  if ((bareAdj || barePlural) && endScore(words, i) >= 1) {
    const verb = nounPhraseClauseAt(words, i, 3, i);
    if (verb > 0 && AUXILIARIES.has(words[verb].lower)) return 2;
  }
  return undefined;
}

/** The noun phrase ending at `k` is the object of a verb or preposition before it ("answer all the questions"). */
function isObjectPhrase(words: Word[], k: number): boolean {
  let m = k;
  while (m > 0 && ["NOUN", "ADJ", "DET", "NUM", "PROPN"].includes(pos(words[m])) && !words[m - 1].hard) m--;
  const before = words[m];
  if (before?.lower === "of") return false; // "thousands of tourists | visit it": a quantity phrase is a subject
  return Boolean(before && m < k && (pos(before) === "VERB" || pos(before) === "ADP" || before.lower === "to" || before.lower === "all"));
}

function imperativeScore(words: Word[], i: number, ctx: BoundaryContext): number {
  const w = words[i];
  const n = words[i + 1];
  const p = words[i - 1];
  const pp = words[i - 2];
  if (!n) return 0;
  if (NEGATIVE_IMPERATIVES.has(w.lower) && (pos(n) === "VERB" || IMPERATIVE_VERBS.has(n.lower)) && isBaseForm(n)) return 2;
  // "... jacket | do not forget", but not "producers do not want" (a plural subject)
  if (w.lower === "do" && n.lower === "not" && words[i + 2] && isBaseForm(words[i + 2]) && pos(p) !== "PRON" &&
    !(pos(p) === "NOUN" && isPluralNoun(p.lower))) return 2.5;
  // "people who actually | use the park": the verb of a relative clause.
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (["who", "which", "that"].includes(words[k].lower)) return 0;
  const listed = IMPERATIVE_VERBS.has(w.lower);
  const verbLike = listed || pos(w) === "VERB";
  const base = listed || isBaseForm(w); // the list holds base forms ("bring" is not an -ing form)
  const objectNext = IMPERATIVE_OBJECTS.has(n.lower) || (listed && (pos(n) === "ADJ" || pos(n) === "NOUN") && !/(?:[^s]s)$/.test(w.lower));
  if (!verbLike || !base || !objectNext) return 0;
  if (pos(p) === "PRON" && !OBJECT_PRONOUNS.has(p.lower)) return 0;
  // "I will definitely | send it": a modal two words back keeps the verb in its clause.
  if (pos(p) === "ADV" && pp && (AUXILIARIES.has(pp.lower) || pp.lower === "to")) return 0;
  if (["you", "we", "they", "i", "to", "and", "or"].includes(p.lower) || FAMILY_NAMES.has(p.lower) || ctx.names.has(p.lower)) return 0;
  // "helps them | use up energy", "let him | pick her up": a verb's object followed by its verb.
  if (OBJECT_PRONOUNS.has(p.lower) && pp && (pos(pp) === "VERB" || NO_END.has(pp.lower))) return 0;
  // "the kids | make their beds": a plural subject, unless the noun is an object ("answer all the questions | write ...")
  if (pos(p) === "NOUN" && isPluralNoun(p.lower) && !inPrepositionalPhrase(words, i - 1) && !isObjectPhrase(words, i - 1)) return 0;
  return listed ? 2 : 1.5;
}

export function startScore(words: Word[], i: number, s: number, ctx: BoundaryContext): number {
  const w = words[i];
  const n = words[i + 1];
  const p = words[i - 1];
  const l = w.lower;

  if (l === "let" && n && (n.lower === "me" || n.lower === "us")) return 2.5;
  // "... with him | is there a free slot?" (but not "that I | can ...": a subject before the auxiliary).
  if (isAuxQuestionAt(words, i)) return hasWhNearby(words, i, s) || (pos(p) === "PRON" && !OBJECT_PRONOUNS.has(p.lower)) || p.lower === "you" || p.lower === "it" ? 0 : 3;
  if (isWhQuestionAt(words, i)) {
    // "residents who break the rules": after a noun, who/which/whose is a relative pronoun.
    // "..., which is a real problem": "which" + verb continues the sentence (questions say "which one ...").
    const relative = (["who", "which", "whose", "whom"].includes(l) && ["NOUN", "PROPN", "PRON", "NUM"].includes(pos(p))) ||
      (l === "which" && n !== undefined && (AUXILIARIES.has(n.lower) || pos(n) === "VERB"));
    return relative ? 0 : 3;
  }
  const subject = subjectScore(words, i, ctx);
  if (subject !== undefined && subject !== 0) return subject;
  if (l === "please") return pos(p) === "PRON" || pos(p) === "AUX" || AUXILIARIES.has(p.lower) ? 0 : 2.5;
  if (FRONTED_SUBORDINATORS.has(l)) {
    const weight = ["if", "when", "whenever", "once", "although", "though", "while", "unless"].includes(l)
      ? 2
      : l === "after" || l === "before"
        ? 1
        : 0;
    return weight > 0 && mainClauseAfter(words, i, ctx.names) > 0 ? weight : 0;
  }
  const discourse = DISCOURSE_STARTERS[l];
  if (SHIFTERS.has(l) && n && STRONG_SUBJECTS.has(n.lower)) return Math.max(discourse ?? 0, 1.5) + 1;
  if (l === "so") return 1; // ", so ..." joins more often than it starts
  // "... young children | maybe the council could open them"
  if ((l === "maybe" || l === "perhaps") && n && (clauseStartsAt(words, i + 1, ctx.names) || STRONG_SUBJECTS.has(n.lower))) return 2.5;
  // "you also need": "also" before a verb sits inside the clause.
  if (l === "also" && n && (isVerbish(n) || pos(n) === "ADV")) return 0;
  if (l === "thanks" && (!n || ["for", "so", "again", "everyone", "a", "very"].includes(n.lower) || ctx.names.has(n.lower))) return 3.5;
  if (l === "thank" && n?.lower === "you") return 2.5;
  // Sign-offs: "... by Friday | kind regards Sam"
  if (n && (SIGN_OFF_PAIRS.has(`${l} ${n.lower}`) || (l === "all" && n.lower === "the" && words[i + 2]?.lower === "best" && !words[i + 3]))) return 3.5;
  if (l === "sorry" && n && ["for", "about", "to", "i", "we", "again"].includes(n.lower)) return 2.5;
  const imperative = imperativeScore(words, i, ctx);
  if (imperative > 0) return imperative;
  if (discourse !== undefined) {
    if (!n) return 0;
    if (l === "so" && (["that", "much", "many", "far", "long", "good", "bad"].includes(n.lower) || pos(n) === "ADJ" || pos(n) === "ADV")) return 0;
    if ((l === "first" || l === "next" || l === "right" || l === "no" || l === "most" || l === "well") &&
      (pos(n) === "NOUN" || pos(n) === "ADJ" || n.lower === "one" || n.lower === "now")) return 0;
    return discourse;
  }
  return subject ?? 0;
}

/** Very short sentences are unlikely, very long ones want splitting. */
export function lengthBonus(length: number): number {
  if (length < 3) return -1;
  if (length >= 28) return 1;
  if (length >= 18) return 0.5;
  return 0;
}

/** Score of a sentence break before word `i`, when the current sentence started at `s`. */
export function scoreGap(words: Word[], i: number, s: number, ctx: BoundaryContext): number {
  const end = endScore(words, i);
  if (end === -Infinity) return -Infinity;
  return end + startScore(words, i, s, ctx) + lengthBonus(i - s);
}

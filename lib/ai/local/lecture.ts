// Lecture notes from a dictated lecture. Key terms are the noun phrases this subject uses far
// more than general English does (key-terms.ts), terms the lecturer defined ranking higher; each
// carries the lecturer's defining clause, at most 20 words, or no definition. The summary is
// extractive: clauses ranked by TextRank, the best of each part of the lecture first, within a
// quarter of the lecture's length. Review questions ask about terms from different parts.
import type { LectureNotes, Level } from "@/lib/schemas/ai";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { distinctiveTerms, isCommonWord, isTalkWord, sameTerm, scoreTerm, type RankedTerm } from "@/lib/ai/local/key-terms";
import { lectureClauses, type Clause } from "@/lib/ai/local/lecture-clauses";
import { sureEnough, type TermFeatures } from "@/lib/ai/local/lecture-confidence";
import { definedTermCandidates, findDefinition, TIME_TAIL, type Definition } from "@/lib/ai/local/lecture-definitions";
import { lectureQuestions } from "@/lib/ai/local/lecture-questions";
import { isNameOnly } from "@/lib/ai/local/names-lexicon";
import { FUNCTION_WORDS } from "@/lib/ai/local/lexicon";
import { tagWords } from "@/lib/ai/local/nlp";
import { textRank } from "@/lib/ai/local/text-rank";
import { bulletsAsSentences, capitaliseFirst, contentStems, countWords, joinList, splitSentences, stem, unique, withFullStop, wordTokens } from "@/lib/ai/local/text";

export type LectureInput = { transcript: string; courseTitle: string; lecturerName: string };
export type Term = {
  term: string;
  definition?: Definition;
  importance: Level;
  first: number;
  /** One word said once: listed, never asked about. */
  inPassing?: boolean;
  /** The decision that listed it and where the candidate came from ("defined/frequent", "repeated/frequent", "stressed/stressed-candidate"). */
  path: string;
  /** What the decision saw (words, sayings, a cue naming it, the definition's content words): diagnostics only. */
  evidence?: string;
  /** The same, as the confidence model reads it (lecture-confidence.ts). */
  features?: TermFeatures;
};

/** Which decision produced each key term and each review question of a set of notes (scripts/ai/experiments/lecture-paths.ts). */
export type LecturePaths = { terms: string[]; questions: string[]; evidence?: string[]; features?: TermFeatures[] };
const PATHS = new WeakMap<LectureNotes, LecturePaths>();
/** The paths behind notes processLecture gave (undefined for any other object). */
export function lecturePaths(notes: LectureNotes): LecturePaths | undefined {
  return PATHS.get(notes);
}

/** A condition with no main clause, cut off by a full stop in the wrong place ("If the price is below equilibrium."). */
const FRAGMENT = /^(?:if|when|because|although|while|since|unless|whereas)\b[^,]*$/i;
const AFTERTHOUGHT = /\b(?:handout|page \d+|see you|any questions|that's all|thank you for listening|make sure you have|for the exam|for your essay|i'll draw|in a second)\b/i;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The term as the notes write it: with its capitals if it is a name ("Calvin cycle"), else lower case. */
function displayForm(term: string, notes: string): string {
  const re = new RegExp(`(^|[^\\p{L}])(${term.split(" ").map(escapeRegExp).join("\\s+")})(?![\\p{L}])`, "giu");
  let capitalised: string | undefined;
  for (const m of notes.matchAll(re)) {
    const before = notes.slice(0, (m.index ?? 0) + m[1].length).trimEnd();
    if (before === "" || /[.!?:\n]$/.test(before)) continue;
    if (/^\p{Ll}/u.test(m[2])) return term;
    capitalised ??= m[2].replace(/\s+/g, " ");
  }
  return capitalised ?? term;
}

/** First clause that mentions the term (its place in the lecture). */
function firstMention(term: string, clauses: readonly Clause[]): number {
  const target = wordTokens(term).map(stem);
  for (const c of clauses) {
    const s = c.stems;
    for (let i = 0; i + target.length <= s.length; i++) if (target.every((t, k) => s[i + k] === t)) return c.index;
  }
  return 0;
}

/** Words that open an example or an aside ("for example", "imagine", "say you ...", "think of"). */
const EXAMPLE_CUE = /\b(?:for example|for instance|e\.g\.|(?:an|one|another) example|imagine|say you|let's say|lets say|suppose|picture|think of|think about|such as|like when|like if|take a|take the|let's take|take my|my (?:neighbour|friend|flatmate|sister|brother|mum|dad|kid|son|daughter))\b/gi;

/**
 * Words that open the lecturer's own story: "my kitchen", "last week", "yesterday", "when I was",
 * "I paid", "I've tried" (the speaker and a verb in the past). The nouns it brings in are the story's.
 */
const STORY_CUE = /\b(?:my|last (?:week|year|summer|winter|night|month)|yesterday|when i was|i(?:'ve)? (?:\p{L}+ed|was|had|made|went|paid|took|bought|got|saw|tried|told|said|met|left|sold|ate|drove|rode|gave|kept|wrote|ran|put|found|heard|thought|knew|lost|broke|spent))\b/giu;

/** Words that close a story or an aside and go back to the subject ("... missed the train, anyway, the next idea"). */
const EXAMPLE_ENDS = /\b(?:anyway|back to (?:the|our|what)|where was i)\b/i;

/** The words from an example cue to a mention: still the example (within 45 words, not closed by "anyway"). */
function inExample(between: string): boolean {
  return countWords(between) <= 45 && !EXAMPLE_ENDS.test(between);
}

/** Every mention of the term comes within 45 words after an example cue (an example runs on a while). */
function onlyInExamples(term: string, notes: string): boolean {
  const lower = notes.toLowerCase();
  const cues = [...lower.matchAll(EXAMPLE_CUE)].map((m) => m.index ?? 0);
  const mentions = [...lower.matchAll(new RegExp(`\\b${escapeRegExp(term.toLowerCase())}\\b`, "g"))].map((m) => m.index ?? 0);
  if (mentions.length === 0 || cues.length === 0) return false;
  // an example runs on while its nouns keep coming back ("my cousin's bakery ... the bakery has an oven ... the bakery owes the bank")
  return mentions.every((at, k) => cues.some((c) => c <= at && inExample(lower.slice(c, at))) || (k > 0 && countWords(lower.slice(mentions[k - 1], at)) <= STRETCH && !EXAMPLE_ENDS.test(lower.slice(mentions[k - 1], at))));
}

/** The term's first saying comes within 45 words after an example cue ("take my dog: ... the lead"). */
function firstSaidInExample(term: string, notes: string): boolean {
  const lower = notes.toLowerCase();
  const first = lower.search(new RegExp(`\\b${escapeRegExp(term.toLowerCase())}\\b`));
  if (first < 0) return false;
  return [...lower.matchAll(EXAMPLE_CUE)].some((m) => (m.index ?? 0) <= first && inExample(lower.slice(m.index ?? 0, first)));
}

/**
 * The term, or the word that opens it ("cucumber" of "cucumber cells"), is first said in a clause of
 * the lecturer's own story ("last week I made a pineapple jelly", "I paid four pounds for a sandwich").
 */
function firstSaidInStory(r: RankedTerm, clauses: readonly Clause[]): boolean {
  const firstIn = (target: readonly string[]) => clauses.find((c) => mentionsAt(target, c.stems).length > 0);
  return [r.stems, r.stems.slice(0, 1)].some((target) => {
    const c = firstIn(target);
    return Boolean(c) && new RegExp(STORY_CUE.source, "iu").test(c?.text ?? "");
  });
}

/** Articles and owners: a word after one is a common noun, never a person's name. */
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|your|our|their|its|his|her|some|any|every|each|no|one)$/;

/**
 * A person in a story, written in lower case as a recogniser gives it ("priyanka chose the beach
 * and she ...", "a printer called fust who sold bibles ... he"): words English does not use as
 * common nouns, said with no article, doing something in the past (the verb straight after, or
 * after "who") in a story the lecturer tells, and taken up by "he" or "she" soon after. A concept
 * is defined; a person acts.
 */
function storyPerson(r: RankedTerm, notes: string): boolean {
  if (r.stems.length > 2 || wordTokens(r.term).some((w) => isCommonWord(w))) return false;
  const words = wordTokens(notes);
  const said = wordTokens(r.term);
  for (let i = 0; i + said.length < words.length; i++) {
    if (!said.every((w, k) => words[i + k] === w) || DETERMINER.test(words[i - 1] ?? "")) continue;
    const at = words[i + said.length] === "who" ? i + said.length + 1 : i + said.length;
    const verb = words[at] ?? "";
    const tags = tagWords(words.slice(i, at + 2)).map((t) => t[0]);
    const past = /^(?:said|told|asked|thought|knew|went|made|came|took|gave|wrote|sold|chose|built|found|kept|left|ran|rode|saw)$/.test(verb) || (/ed$/.test(verb) && tags[at - i] === "VERB");
    // (in a story the lecturer tells: "my friend", "told me", "a story about a printer called ...";
    // not a thinker whose ideas the lecture is about, "kant disagreed, he argued for ...")
    const story = words.slice(Math.max(0, i - 12), at + 13).some((w) => /^(?:my|me|i|story|called|named)$/.test(w));
    if (past && story && words.slice(at + 1, at + 13).some((w) => /^(?:he|she|his|her|him)$/.test(w))) return true;
  }
  return false;
}

/** What people do and things do not: say, argue, find, write, invent, were busy doing ("thaler called this out", "what would bentham say", "bi sheng in china was doing it"). */
const PERSON_VERB = /^(?:said|says|say|called|argued|argues|showed|shows|wrote|writes|proposed|discovered|invented|coined|claimed|claims|thought|thinks|believed|believes|noticed|described|published|developed|studied|did|(?:was|were) \p{L}+ing)$/u;

/**
 * A person the lecture talks about, not a term: words English does not use as common words, never
 * said after an article or an owner ("the", "my"), and doing what people do, straight after the
 * name or after where they were ("bi sheng in china was doing it"), or asked about ("what would
 * bentham say"), and known as a person: a name the dictionary knows only as a name, taken up by
 * "he" or "she", or doing it at a date. A concept is defined or explained; a person says, finds and
 * writes. When unsure, the term stays.
 */
function actsAsPerson(r: RankedTerm, notes: string): boolean {
  if (r.stems.length > 2 || wordTokens(r.term).some((w) => isCommonWord(w))) return false;
  const said = wordTokens(r.term);
  // (a school of thought or a process is a concept, whatever it "argues" or "developed":
  // "functionalism argues that ...", "what would utilitarianism say", "photosynthesis developed in bacteria")
  // (a name of that form stays a name: "francis", "curtis"; "marxism" is one only in the dictionary's capitals)
  const last = said[said.length - 1] ?? "";
  if (/isms?$/.test(last) || (CONCEPT_FORM.test(last) && !isNameOnly(last))) return false;
  const words = wordTokens(notes);
  let acts = false;
  let person = said.some((w) => isNameOnly(w.replace(/'s$/, "")));
  for (let i = 0; i + said.length < words.length; i++) {
    if (!said.every((w, k) => words[i + k] === w)) continue;
    if (DETERMINER.test(words[i - 1] ?? "")) return false;
    const at = i + said.length + (/^(?:in|from|at)$/.test(words[i + said.length]) ? 2 : 0);
    const two = words.slice(at, at + 2).join(" ");
    if (!(PERSON_VERB.test(words[at] ?? "") || PERSON_VERB.test(two) || /^(?:would|did|does|will) (?:say|argue|think|claim|do)$/.test(`${words[i - 1] ?? ""} ${words[at] ?? ""}`))) continue;
    acts = true;
    // (known as someone: taken up by "he", "she", "who", or doing it at a date, "in 1980",
    // "six hundred years before that"; a word no dictionary knows is otherwise left as a term)
    const after = words.slice(at + 1, at + 13);
    if (after.some((w) => PERSON_PRONOUN.test(w)) || words[i + said.length] === "who") person = true;
    if (after.slice(0, 9).some((w, k) => /^(?:1\d{3}|20\d{2})$/.test(w) || (/^(?:years?|centur(?:y|ies))$/.test(w) && /^(?:before|ago|earlier|later)$/.test(after[k + 1] ?? "")))) person = true;
  }
  return acts && person;
}

/** The form of a concept's name, not a person's: a school of thought, a process, a field ("marxism", "photosynthesis", "genetics", "ecology"). */
const CONCEPT_FORM = /(?:isms?|[^aeiou]sis|[^aeiou]ses|ology|ologies|ics|tion|tions)$/;

/** A word that takes up a person said just before ("... before him", "she argued"). */
const PERSON_PRONOUN = /^(?:he|she|him|his|her|hers|himself|herself)$/;

/**
 * A noun and the verb after it, read as one phrase ("the council funds them": "council funds"),
 * or a phrase ending in a word of time ("roads today"): every saying ends in a verb in -s with an
 * object pronoun after it, or in "today"/"tonight"/"now".
 */
function verbOrTimeEnded(r: RankedTerm, notes: string): boolean {
  const words = wordTokens(r.term);
  const last = words[words.length - 1] ?? "";
  if (words.length > 1 && /^(?:today|tonight|yesterday|tomorrow|now|again)$/.test(last)) return true;
  if (words.length < 2 || !/[^s]s$/.test(last)) return false;
  const after = [...notes.toLowerCase().matchAll(new RegExp(`\\b${words.map(escapeRegExp).join("\\s+")}\\b[,.]?\\s+(\\S+)`, "g"))].map((m) => m[1]);
  return after.length > 0 && after.every((w) => /^(?:it|them|him|her|us|me|other|its|their)$/.test(w));
}

/** Some clause says the term together with a term the lecture defines (not the term itself). */
function saidWithDefined(target: readonly string[], defined: ReadonlyArray<readonly string[]>, clauses: readonly Clause[]): boolean {
  return clauses.some((c) => mentionsAt(target, c.stems).length > 0 && defined.some((d) => d.join(" ") !== target.join(" ") && mentionsAt(d, c.stems).length > 0));
}

/**
 * A one-word name ("Thaler", capitalised inside sentences) or an example's object: every mention
 * of it a thing someone has ("a mug", "your mug", "the mug" after "a mug"), never the subject itself.
 */
function isNameOrExample(r: RankedTerm, notes: string): boolean {
  if (onlyInExamples(r.term, notes)) return true;
  if (r.stems.length !== 1) return false;
  if (isName(r, notes)) return true;
  const mentions = [...notes.matchAll(new RegExp(`(\\S+)\\s+${escapeRegExp(r.term)}\\b`, "giu"))].map((m) => m[1].toLowerCase());
  const first = mentions[0] ?? "";
  return /^(?:a|an|my|your|his|her|their|our|some)$/.test(first) && mentions.every((w) => /^(?:a|an|my|your|his|her|their|our|some|the|that|this|same)$/.test(w));
}

/**
 * A person's or a place's name: capitalised inside the notes ("Thaler"), or, written in lower case
 * as a recogniser gives it ("jenner", "jacobs"), a word the dictionary knows only as a name.
 */
function isName(r: RankedTerm, notes: string): boolean {
  if (r.stems.length !== 1) return false;
  // (a name the lecture keeps coming back to, "kennedy" in a lecture on the cold war, is its subject)
  return displayForm(r.term, notes) !== r.term || (isNameOnly(r.term.replace(/'s$/, "")) && saidInOneStretch(r.stems, wordTokens(notes).map(stem)));
}

/** Words a lecturer uses to stress a term ("this will be in the exam", "remember the name", "hold on to"); "test" as a verb ("we could test that") stresses nothing. */
const STRESS_CUE = /\b(?:exams?|midterms?|quiz(?:zes)?|(?<!\b(?:to|can|could|will|would|should|might|may|must|we|you|they|i|then|also|not) )tests?|(?<!\b(?:i|we|if you|when you|once you|if we)(?: (?:still|always|once|can|do|just))? )remember|important|crucial|central|key (?:term|idea|concept|point|word)s?|(?:write|note|jot) (?:this|that|it)(?: one)? down|need to know|make sure you|come up|comes up|hold on to|the term|the word|the name|(?<=\b(?:keep|keeps|keeping|kept|bear|bears|bearing|have|has|had) (?:[a-z']+ ){0,3})in mind|(?:you(?:'ll| will)? )?need (?:it|this|that|the term|the word|the name)|(?:define|explain) (?:it|that|this|them)? ?(?:properly|fully|later|next)|not going to (?:define|explain))\b/i;

/** Words of talk that open a clause ("Oh, and", "Sorry,", "By the way,"): no story of their own. */
const TALK_LEAD = /^(?:(?:oh|sorry|by the way|anyway|right|okay|ok|so|and|now|also)\b[,.]?\s+)+/i;

/** A story or an aside, not the subject: the lecturer's own life, "oh and", "sorry", "by the way", "last year", the room ("let me draw it on the board"). */
const ASIDE_CUE = /\b(?:my|let me|on the (?:board|screen|slide)|i was|i went|i had|i did|i saw|i used to|i remember|we went|oh|sorry|by the way|anyway|apparently|last (?:year|week|night|time)|years ago|no excuses|example from|imagine)\b/i;

/**
 * A term the lecture is about: said with a stress cue ("remember the name", "in the exam") or
 * outside the lecturer's stories and asides. A noun said only inside "my partner reads every label
 * in the supermarket" or "oh and the coffee machine in the foyer is broken" is not.
 */
/** The nouns the lecture says at its start it is about ("... and then a bit about work and energy"), as stems. */
function announcedTopics(clauses: readonly Clause[]): Set<string> {
  const out = new Set<string>();
  for (const c of clauses.slice(0, 2)) {
    const m = /\b(?:talk(?:ing)? about|looking at|carrying on with|moving on to|we(?:'re| are) (?:doing|covering|on)|today(?: is| we(?:'re| are))?(?: all)? (?:about|on))\s+(.+)$/i.exec(c.text);
    if (!m) continue;
    const words = m[1].toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
    const tags = tagWords(words).map((t) => t[0]);
    words.forEach((w, k) => {
      if (tags[k] === "NOUN" && !isTalkWord(w) && !TALK_NOUNS.test(w)) out.add(stem(w));
    });
  }
  return out;
}

/** The word is the subject of a clause that says what it is or what it equals ("so work equals force times distance"), not a modifier's noun ("potential energy is"). */
function teachesAbout(term: string, clauses: readonly Clause[]): boolean {
  const said = new RegExp(`(?:^|\\b(?:so|and|right|now|okay|then)\\s+)${escapeRegExp(term)}\\s+(?:is|are|equals|means)\\s`, "iu");
  return clauses.some((c) => said.test(c.lower));
}

function aboutTheSubject(term: string, clauses: readonly Clause[]): boolean {
  const target = wordTokens(term).map(stem);
  const holds = (c: Clause) => {
    for (let i = 0; i + target.length <= c.stems.length; i++) if (target.every((t, k) => c.stems[i + k] === t)) return true;
    return false;
  };
  // (an aside runs on into the next clause: "sorry, the lift is broken again. The engineer comes on Monday")
  // ("oh, the library opens late in exam season" stresses nothing)
  const about = (c: Clause) => !ASIDE_CUE.test(c.text) && (STRESS_CUE.test(c.text) || !ASIDE_CUE.test(clauses[c.index - 1]?.text ?? ""));
  return clauses.filter(holds).some(about);
}

/** "seventeen ninety six jenner is a name": a year said in words runs into the name after it (a number said is no term). */
function isNumberWord(w: string): boolean {
  return /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|\p{L}+ty|hundred|thousand|million|billion)$/u.test(w);
}

/** Nouns of the stress cues themselves: never part of the term they stress. */
const CUE_NOUNS = /^(?:exams?|tests?|midterms?|quiz|quizzes|essays?|coursework)$/;

/** Nouns of talk about the lecture itself ("one more thing", "the next idea", "a long story"): never part of a term. */
const TALK_NOUNS = /^(?:term|terms|word|words|name|idea|ideas|concept|phrase|thing|things|point|points|bit|part|one|ones|story|stories|example|examples|joke|jokes)$/;

/** A phrase whose head is "one" ("draw one", "the big one") names nothing itself. */
const PRO_FORM_HEAD = /\b(?:one|ones)$/;

/** Word positions in `stems` where the term (as stems) is said. */
function mentionsAt(target: readonly string[], stems: readonly string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + target.length <= stems.length; i++) if (target.every((t, k) => stems[i + k] === t)) at.push(i);
  return at;
}

/** How far apart (in words) two sayings of a term may be and still belong to one stretch of talk. */
const STRETCH = 60;

/**
 * Said in one stretch only: every saying of the term within STRETCH words of the one before, and
 * the first and last within two stretches. A subject's term comes back across the lecture; the
 * nouns of one example or story ("the bakery", "the corner shop") come and go with it, and a word
 * said once is said in passing.
 */
function saidInOneStretch(target: readonly string[], stems: readonly string[]): boolean {
  // (a short talk is one stretch: nothing to tell apart)
  if (stems.length < 200) return false;
  const at = mentionsAt(target, stems);
  if (at.length <= 1) return true;
  return at.every((p, k) => k === 0 || p - at[k - 1] <= STRETCH) && at[at.length - 1] - at[0] <= 2 * STRETCH;
}

/** A stress cue not denied ("you don't need her for the exam", "this won't be in the test", "nobody uses it except in exams"). */
function stresses(text: string): boolean {
  // (the cue that ends the text: the one asked about, not an earlier one in the same stretch)
  const m = [...text.matchAll(new RegExp(STRESS_CUE.source, "gi"))].pop();
  if (!m || m.index === undefined) return false;
  const before = text.slice(0, m.index);
  if (/\b(?:not|don't|won't|doesn't|isn't|aren't|never|no|except|apart from|other than)\b(?:\s+\S+){0,3}\s*$/i.test(before)) return false;
  // a "not" further back denies the cue when its verb reaches it ("the aquarium is not something that
  // will come up", "the soup isn't anything you need for a test"): in the same clause, no stop or
  // comma between, and no new subject and verb of its own ("that isn't true, so remember ...")
  const clause = before.split(/[.!?;,]/).pop() ?? "";
  // (a verb of being or a modal with "not": "don't forget X for the exam" stresses X)
  const neg = /\b(?:(?:is|are|was|were|will|would)\s+not|isn't|aren't|wasn't|weren't|won't|wouldn't)\s+(?:\S+\s+){0,8}$/i.exec(clause);
  if (neg && !/\b(?:but|and|so|because|if|when|which|that's|it's)\b/i.test(neg[0])) return false;
  // a world that is not this one ("if this were the applied ethics module the trolley problem would
  // be on your exam"): "if" with "were" and then "would" in the sentence is a counterfactual, no stress
  const sentence = before.split(/[.!?;]/).pop() ?? "";
  return !/\bif\s+(?:\S+\s+){1,5}were\b.*\bwould\b/i.test(sentence);
}

/**
 * A single word that only ever comes as part of longer terms on the list ("plagal" of "plagal
 * cadence", "immunity" of "innate", "adaptive" and "herd immunity") is a fragment of them.
 */
function fragmentOf(r: { stems: string[] }, listed: ReadonlyArray<{ stems: string[] }>, stems: readonly string[]): boolean {
  const longer = listed.filter((o) => o.stems.length > r.stems.length && mentionsAt(r.stems, o.stems).length > 0);
  if (longer.length === 0) return false;
  const inside = new Set<number>();
  for (const o of longer) for (const p of mentionsAt(o.stems, stems)) for (const q of mentionsAt(r.stems, o.stems)) inside.add(p + q);
  // never said alone, or once alone beside a longer term said again and again ("amps voltage" said once leaves "voltage")
  const alone = mentionsAt(r.stems, stems).filter((p) => !inside.has(p)).length;
  return alone === 0 || (alone === 1 && longer.some((o) => mentionsAt(o.stems, stems).length >= 2));
}

/** How far (in words) a stress cue reaches: back to a term just said, or on to one it names. */
const STRESS_REACH = { before: 10, after: 8 };
/**
 * The least distinctiveness (key-terms.ts score: sayings x how much more often than in general English)
 * of a term listed with no definition: stressed, or come back to across the lecture (which needs more).
 * A single word of a lecture of 200 words or more that is only come back to, never defined or stressed,
 * was judged chatter more often than not below 13 ("bacteria", "drug", "tune", "electrons": the talk's own
 * nouns; about 35 of 50 such outputs on the development lecture sets, 2026-12-01, docs/ai.md), so it must
 * be far more distinctive than a stressed one. A phrase ("rock cycle") and a short talk (one stretch)
 * keep the lower bar.
 */
const UNDEFINED_SCORE = { stressed: 4, repeated: 13, phraseOrShortTalk: 6 };

/**
 * A single word a stress cue only reaches (the nearest noun, not the one it names: "... the lab. Make sure you
 * can do this for the exam") is listed only when the lecture says it this often: said once to three times it
 * was the room's, an example's or the talk's word ("lab", "mix", "diagrams", "ward") two times in three.
 */
const NEAR_SINGLE_MIN_SAYINGS = 4;

/**
 * Lecture notes abstain where a decision guesses (a tool's output must never make a person's notes worse).
 * A term never defined nor stressed that the lecture only keeps coming back to ("drug", "bacteria",
 * "student id", "chalkboard", "Mr Dobbs") was chatter or an example's noun about one time in three: 39 right
 * of 58 pooled over the development lecture sets, 3 of 5 on fresh19 met for the first time (2026-12-02,
 * docs/ai.md). No key term is listed from that decision, so no review question is asked about one.
 */
const ABSTAINING = new Set(["repeated"]);

/**
 * The terms the lecturer's stress cues point at: for each cue ("remember the term X", "X will be
 * in the exam", "this next bit is important: X") the term said nearest before it and the one
 * nearest after it, within a few words, and one joined to either by "and"/"or"/"versus"
 * ("tariffs and quotas will come up every year"). A cue points at one thing, so the other
 * nouns of a long clause ("a cart with a wheel ... this will be on the exam") are not stressed by it.
 */
function stressTargets(candidates: ReadonlyArray<{ stems: string[]; term: string }>, text: string): Map<string, boolean> {
  const words = wordTokens(text);
  const stems = words.map(stem);
  // (words about words, "that phrase", "the name", point at a term; they are none)
  const spans = candidates.filter((c) => !(c.stems.length === 1 && TALK_NOUNS.test(c.term)) && !PRO_FORM_HEAD.test(c.term)).flatMap((c) => mentionsAt(c.stems, stems).map((at) => ({ key: c.stems.join(" "), from: at, to: at + c.stems.length, plain: c.stems.length === 1 && isCommonWord(c.term) })));
  type Span = (typeof spans)[number];
  // the words between two terms make one noun phrase of them: "X and Y", "the difference between X and Y", "the decline of X"
  const joined = (a: Span, b: Span) => {
    const between = words.slice(Math.min(a.to, b.to), Math.max(a.from, b.from));
    return between.length >= 1 && between.length <= 3 && between.every((w) => /^(?:and|or|versus|vs|between|of|the|a|an)$/.test(w)) && between.some((w) => !/^(?:the|a|an)$/.test(w));
  };
  const out = new Map<string, boolean>();
  const lower = text.toLowerCase();
  // (the words' tags, read once when a cue needs them: "remember the half life")
  let tags: string[] | undefined;
  const tagsOf = () => (tags ??= tagWords(words).map((t) => t[0]));
  for (const m of lower.matchAll(new RegExp(STRESS_CUE.source, "gi"))) {
    if (!stresses(lower.slice(0, (m.index ?? 0) + m[0].length).slice(-200))) continue;
    const from = wordTokens(lower.slice(0, m.index)).length;
    const to = from + wordTokens(m[0]).length;
    // ("... before bhavna that's it one more important thing": a closing remark ends what a cue points back at)
    const closed = (s: Span) => /\b(?:that's|that is) (?:it|all)\b/.test(words.slice(s.to, from).join(" "));
    // (an everyday word said before "is the important word" is the word stressed, no term: "general is the important word")
    const isThe = /^(?:is|are) the$/.test(words.slice(Math.max(0, from - 2), from).join(" "));
    // ("... losing sheep, so when you write about this in the exam": the cue is about "this", which a
    // clause of its own brought in; what "this" is, the words do not say)
    // (only a clause a subordinator opens: "transpiration, you will see it in the exam" points back with "it")
    const ownPronoun = (s: Span) => /\b(?:when|if|once|whenever)\s+(?:i|you|we|they)\b(?:\s+\S+){0,3}\s+(?:about\s+)?(?:this|that)\b/.test(words.slice(s.to, from).join(" "));
    // ("the cursus honorum is an absolute certainty in the exam": the cue is about the subject, not its predicate's noun)
    const predicate = (s: Span) => spans.some((o) => o.to < s.from && /^(?:is|are)(?: (?:a|an|the))?(?: \S+){0,2}$/.test(words.slice(o.to, s.from).join(" ")));
    // ("compression and tension next week, and you must know both words cold for the test": the cue's
    // object points back at the terms, and its reach runs back from there)
    const pointer = words.slice(Math.max(0, from - 8), from).join(" ").search(/\b(?:both|all|these|those) (?:\p{L}+ )?(?:words|terms|ideas|concepts|phrases)\b|\bboth of them\b/u);
    const anchor = pointer < 0 ? from : from - Math.min(from, 8) + wordTokens(words.slice(Math.max(0, from - 8), from).join(" ").slice(0, pointer)).length;
    let before = spans.filter((s) => s.to <= anchor && anchor - s.to <= STRESS_REACH.before && !closed(s) && !(isThe && s.plain) && !ownPronoun(s) && !predicate(s));
    // ("except in exams and interviews": a noun listed with the cue's own noun is no term it stresses)
    const cueNoun = CUE_NOUNS.test(words[to - 1] ?? "");
    // ("it will save you in the exam. Okay, so think about a rusty bicycle": an example opened after the cue is not what it stresses)
    const opensExample = (s: Span) => new RegExp(EXAMPLE_CUE.source, "i").test(words.slice(to, s.from).join(" "));
    // ("the slide test won't include the sculptures", "the strand tests no homework tonight but please
    // wash your overalls": a noun the cue's clause denies, or one of a clause "but" opens, is not stressed)
    // ("no doubt", "no question" only make it surer)
    // (nor does "don't mix up", "don't confuse", "never forget": a warning not to lose the terms stresses them)
    const deniedOrApart = (s: Span) => words.slice(to, s.from).some((w, k, between) => (/^(?:not|no|never|but)$/.test(w) || /n't$/.test(w)) && !(w === "no" && /^(?:doubt|question)$/.test(between[k + 1] ?? words[s.from] ?? "")) && !(w !== "but" && w !== "no" && KEEP_APART.test(between[k + 1] ?? words[s.from] ?? "")));
    let after = spans.filter((s) => s.from >= to && s.from - to <= STRESS_REACH.after && !(cueNoun && s.from === to + 1 && /^(?:and|or)$/.test(words[to] ?? "")) && !opensExample(s) && !deniedOrApart(s));
    // which way the cue points: on to what it names ("the last term to hold on to is inflation",
    // "remember this one: tariffs"), or back to what was just said ("that's really important",
    // "remember it", "this will be on the exam")
    const next = words.slice(to, to + 3);
    const pronounNext = /^(?:it|this|that|them|these|those)$/.test(next[0] ?? "");
    // ("remember the word skew": the cue names what follows it)
    // ("just remember parallel fifths": the verb's object, straight after it, is what it names; not
    // the subject of a clause it takes, "remember the moment is largest at the support")
    // (and a noun before it in a clause of its own, "that's a long story involving medieval monks but just
    // remember parallel fifths are a mark killer", is no part of what it says)
    const said = (s: Span) => s.from === to || (s.from === to + 1 && /^(?:the|a|an)$/.test(words[to] ?? ""));
    // ("make sure you know the hypothalamus": the verb after the cue names its object)
    const verb = /^make sure you$/.test(m[0].toLowerCase()) && /^(?:know|learn|remember|understand|revise)$/.test(words[to] ?? "");
    const namedByVerb = (s: Span) => verb && (s.from === to + 1 || (s.from === to + 2 && /^(?:the|a|an)$/.test(words[to + 1] ?? "")));
    const remembers = /(?:remember|learn|know)$/.test(m[0].toLowerCase());
    const objectNext = remembers && after.some((s) => said(s) && !/^(?:is|are|was|were|has|have)$/.test(words[s.to] ?? ""));
    if (remembers && after.some(said)) before = before.filter((s) => !words.slice(s.to, from).includes("but"));
    // ("... a fair few pubs now the thing you must write about in the exam ... is X": the cue is in the
    // clause of a word of talk, which the sentence goes on to name; not "X is the thing you need for the exam")
    const lead = words.slice(Math.max(0, from - 8), from).join(" ");
    const cleft = /(?:^|\b(?!(?:is|are|that's|it's|was)\b)\S+ )(?:(?:the|one) (?:thing|one|bit|part)s? (?:that |which )?(?:you|we|i)|what (?:you|we|i))\b/.test(lead);
    const forward = objectNext || cleft || /^(?:is|are)$/.test(next[0] ?? "") || /^(?:the term|the word|the name)$/.test(m[0].toLowerCase()) || /^the (?:term|word|name|phrase)$/.test(next.slice(0, 2).join(" ")) || (pronounNext && after.some((s) => s.from - to <= 3));
    // ("general is the important word": what is said before "is the" is what the cue stresses)
    const back = !forward && (isThe || (pronounNext && !after.some((s) => s.from - to <= 3)) || words.slice(Math.max(0, from - 3), from).join(" ").replace(/\b(?:that's|that is) (?:it|all)\b/g, "").split(" ").some((w) => /^(?:that|that's|it|it's|which)$/.test(w)));
    if (back) after = [];
    // the nearest on each side; an everyday word ("difference", "draw") only when no other term is as close
    const pick = (list: Span[], distance: (s: Span) => number) => {
      const sorted = [...list].sort((x, y) => distance(x) - distance(y) || y.to - y.from - (x.to - x.from));
      return sorted.find((s) => !s.plain) ?? sorted[0];
    };
    // (the verb's own object, everyday word or not: "remember the signs of shock")
    const object = objectNext ? after.filter((s) => said(s)).sort((x, y) => x.from - y.from || y.to - x.to)[0] : undefined;
    // (a thing carried to the exam, the room it is held in, or a sheet handed out in it is the exam's arrangements,
    // not what it asks: "bring a black pen to the exam", "the test is on the 23rd in the skills lab", "the formula
    // sheet will be given to you in the exam"; the cue points at that thing, and at nothing else)
    // (whichever cue is near it: "... asked about the exam, so yes, you can bring a calculator to the exam")
    const arranged = (s: Span) =>
      // (the exam itself, not a thing of it: "apply game theory to the exam questions" stresses game theory)
      [2, 4, 5, 6, 7].some((n) => CUE_NOUNS.test(words[s.to + n] ?? "") && tagsOf()[s.to + n + 1] !== "NOUN" && CARRIED_OR_HANDED.test(words.slice(s.to, s.to + n).join(" "))) ||
      [3, 4, 5, 6, 7, 8].some((n) => CUE_NOUNS.test(words[s.from - n] ?? "") && HELD_IN.test(words.slice(s.from - n + 1, s.from).join(" ")));
    const nearest = [forward ? undefined : pick(before, (s) => anchor - s.to), object ?? pick(after, (s) => s.from - to)].filter((s): s is Span => Boolean(s) && !arranged(s as Span));
    // which of them the cue names outright: the words it points back with ("both words"), its own
    // object ("remember X", "the term X"), or the subject of its clause with nothing said between
    // ("tension always comes up"); not a noun that is only the nearest within reach
    // ("a watt is one joule per second and this unit will be on the exam": a noun after "this" points
    // back at what was said, it is not what the cue names)
    // ("... and finally entropy which we will leave for next week but please remember it", "which is transpiration,
    // you will definitely see it in the exam": "it" takes up the term said just before, no other term between;
    // not a verb's object, "people mix them up")
    const itAt = [from - 3, from - 2, from - 1, to - 1, to].filter((k) => k >= 0 && words[k] === "it");
    const takenUpByIt = (s: Span) =>
      itAt.length > 0 && !/^(?:it|them)$/.test(words[s.to] ?? "") && itAt[0] - s.to <= 10 && !spans.some((o) => o !== s && o.from >= s.to && o.to <= itAt[0]);
    // ("entropy, which we will leave for next week, but please remember it entropy is ...": the term "it" takes up, said again after it)
    const sameAfterIt = (s: Span) => words[to] === "it" && s.from === to + 1 && spans.some((o) => o.key === s.key && o.to <= from && from - o.to <= 10);
    const direct = (s: Span) =>
      /^(?:this|that|these|those)$/.test(words[s.from - 1] ?? "") ? false :
      // ("make sure you don't mix up power and energy": the warning's own object)
      s.from >= to ? KEEPS_APART.test(words.slice(to, s.from).join(" ")) || namedByVerb(s) || sameAfterIt(s) || s.from - to <= 3 && words.slice(to, s.from).every((w, k) => /^(?:the|a|an|is|are|of)$/.test(w) || TALK_NOUNS.test(w) || (k > 0 && tagsOf()[to + k] === "ADJ")) : pointer >= 0 || (from - s.to <= 5 && words.slice(s.to, from).every((w) => DIRECT_GAP.test(w))) || (!s.plain && (takenUpByIt(s) || (/^(?:is|are) what$/.test(words.slice(s.to, s.to + 2).join(" ")) && from - s.to <= 8) || (from - s.to <= 10 && COPULA_TO_CUE.test(words.slice(s.to, from).join(" ")))));
    // and the terms joined to it, one after another
    const queue = nearest.map((n) => ({ n, direct: direct(n) }));
    const seen = new Set(nearest);
    while (queue.length) {
      const { n, direct: named } = queue.shift() as { n: Span; direct: boolean };
      out.set(n.key, out.get(n.key) || named);
      // ("don't confuse mitochondria with chloroplasts": a warning names both)
      // (an article may open the second: "don't confuse a weak acid with a dilute acid")
      const apart = (o: Span) => /^(?:with|from)(?: (?:the|a|an))?$/.test(words.slice(n.to, o.from).join(" ")) && KEEPS_APART.test(words.slice(to, n.from).join(" "));
      for (const o of spans) if (!seen.has(o) && o.key !== n.key && (joined(n, o) || apart(o))) {
        seen.add(o);
        queue.push({ n: o, direct: named });
      }
    }
  }
  return out;
}

/** Between a thing and the exam's noun after it: carried to it ("bring a black pen to the exam") or handed out in it ("... will be given to you in the exam"). */
const CARRIED_OR_HANDED = /^(?:(?:to|into) (?:the|your|an?)|(?:is|are|will be|gets?|get) (?:given|provided|supplied|handed out)(?: to you| out)? (?:in|for|at) (?:the|your|an?))$/;

/** Between the exam's noun and a place it is held in: "the exam is in the sports hall", "the test is on the 23rd in the skills lab". */
const HELD_IN = /^(?:is|are|will be|'s)(?: \S+){0,4} (?:in|at) (?:the|a|an)$/;

/**
 * Between a term that opens its clause and the stress cue after it, a copula whose complement is the
 * cue's own thing: "tephra is the single idea to remember for the test", "X is the key thing to know",
 * "X is something you need to know": the cue names the subject.
 */
const COPULA_TO_CUE = /^(?:is|are) (?:(?:the|a|an) (?:(?:one|key|main|big|only|single|most important) )?(?:word|thing|term|idea|concept|name|one)s?|something|one thing)(?: (?:that|which))?(?: (?:i|you|we|everyone|everybody|all|of|to|want|need|must|should|have|really|to|do|got|gotta))*$/;

/** Verbs that, denied, stress their object: "don't mix up", "don't confuse", "never forget". */
const KEEP_APART = /^(?:mix|mixes|confuse|confuses|muddle|forget|forgets|overlook|ignore|neglect|underestimate)$/;

/** A warning that names what it warns about next: "don't mix up", "never confuse", "don't forget the". */
const KEEPS_APART = new RegExp(`^(?:you )?(?:don't|do not|never) (?:ever )?${KEEP_APART.source.slice(1, -1)}(?: up)?(?: the| a| an)?$`);

/** Words between a term and the stress cue after it that keep the term the cue's own subject ("tension will definitely be on the", "X and Y are both in the"). */
const DIRECT_GAP = /^(?:is|are|was|will|would|be|going|gonna|to|come|comes|coming|up|on|in|for|the|your|a|an|every|each|any|all|definitely|always|certainly|really|absolutely|also|both|and|so|very|really|most|more)$/;

/**
 * Said again and again across the lecture: three times or more, in more than one third of it, not
 * only within one stretch of talk. (A short talk of under 200 words is one stretch: nothing to tell
 * apart, so its distinctive terms need not come back.)
 */
function repeatedAcross(target: readonly string[], stems: readonly string[]): boolean {
  const at = mentionsAt(target, stems);
  if (stems.length < 200) return true;
  const thirds = new Set(at.map((p) => Math.min(2, Math.floor((3 * p) / stems.length))));
  return at.length >= 3 && thirds.size >= 2 && !saidInOneStretch(target, stems);
}

/** A cue whose object is a word pointing back ("remember that phrase", "learn it for the exam"): not "remember that prices fall". */
const POINTS_BACK_CUE = /\b(?:remember|learn|know|note|memorise|memorize)\s+(?:it|this|that|them|these|those)(?:\s+(?:phrase|term|word|name|one|idea|concept)s?)?(?=\s*(?:[.,;:!?]|$)|\s+(?:for|in|because|please|as|too|well)\b)/i;

/** A word of time a phrase of talk ends in ("every single year", "a long time"). */
const TIME_WORD = /^(?:years?|weeks?|days?|times?|terms?|months?|hours?|minutes?|semesters?|sessions?|lectures?)$/;

/** Noun phrases of the clauses that stress something ("remember the term insulin resistance", "weathering and erosion will come up"). */
function stressedCandidates(clauses: readonly Clause[]): string[] {
  const out: string[] = [];
  for (const c of clauses) {
    if (!STRESS_CUE.test(c.text)) continue;
    // ("... knowing the federal funds rate. It's gonna be on the midterm.": the cue points back at the clause before)
    // (and "Remember that phrase for the exam", "learn it": the cue's own object points back)
    const back = /^(?:it|this|that|these|those|they)\b|^(?:it's|that's|they're|they'll|it'll)\b/i.test(c.text) || POINTS_BACK_CUE.test(c.text) ? clauses[c.index - 1]?.text ?? "" : "";
    const words = wordTokens(`${back} ${c.text}`);
    const tags = tagWords(words).map((t) => t[0]);
    let run: string[] = [];
    const flush = () => {
      // the run up to its last noun, at most three words ("the global conveyor belt" -> "global conveyor belt")
      // ("congestion control next time": the time it comes back is no part of the term)
      if (run.length > 2 && TIME_TAIL.test(` ${run.slice(-2).join(" ")}`)) run = run.slice(0, -2);
      while (run.length && tags[words.indexOf(run[run.length - 1])] !== "NOUN") run.pop();
      // ("every single year", "this whole week": a phrase of time or talk, its head a word of talk)
      // (only a phrase of talk or time: a head such a word with a rare word or a describing word before
      // it is a term, "boiling point", "trophic level", "residence time", "base case"; an everyday noun
      // before it, "phone number", or an everyday adjective before a word of time, "single year", is not)
      const head = run[run.length - 1] ?? "";
      const compound = run.slice(0, -1).some((w) => !isTalkWord(w) && (!isCommonWord(w) || (!TIME_WORD.test(head) && tags[words.indexOf(w)] === "ADJ")));
      if (run.length && isTalkWord(head) && !compound) run = [];
      // ("the term insulin resistance" -> "insulin resistance")
      while (/^(?:term|word|name|idea|concept|phrase|thing)$/.test(run[0] ?? "") && run.length > 1) run.shift();
      // ("one more thing depreciation" -> "depreciation")
      const talk = run.map((w) => TALK_NOUNS.test(w)).lastIndexOf(true);
      if (talk >= 0 && talk < run.length - 1) run = run.slice(talk + 1);
      // ("important confounding" -> "confounding")
      while (run.length > 1 && isTalkWord(run[0])) run.shift();
      if (run.length) out.push(run.slice(-3).join(" "));
      run = [];
    };
    words.forEach((w, i) => {
      // (the cue's own words end a run: "for the exam photosynthesis" -> "photosynthesis")
      if (/^(?:NOUN|ADJ|PROPN)$/.test(tags[i]) && !FUNCTION_WORDS.has(w) && !CUE_NOUNS.test(w)) run.push(w);
      else flush();
    });
    flush();
  }
  return out;
}

/** A "definition" that only names another term of the lecture ("a liability and ...", "the jump cut a jump cut is ..."). */
function namesAnother(r: RankedTerm, def: Definition, terms: readonly RankedTerm[], noteStems: readonly string[]): boolean {
  const words = wordTokens(def.text);
  // (a kind of the other: "utilitarianism is a kind of consequentialism" says which family, not what it is)
  const from = (/^(?:the|a|an)$/.test(words[0] ?? "") ? 1 : 0) + (/^(?:kind|type|sort|form|branch|version) of$/.test(words.slice(1, 3).join(" ")) && /^(?:a|an)$/.test(words[0] ?? "") ? 2 : 0);
  return terms.some((o) => {
    if (o === r || sameTerm(o.term, r.term)) return false;
    const head = words.slice(from, from + o.stems.length).map(stem);
    if (head.length < o.stems.length || head.join(" ") !== o.stems.join(" ")) return false;
    // then a new clause, or the other term said again to define it; not "a tort, a civil wrong"
    const after = words.slice(from + o.stems.length);
    const again = /^(?:the|a|an)$/.test(after[0] ?? "") && after.slice(1, 1 + o.stems.length).map(stem).join(" ") === o.stems.join(" ");
    // ("the key molecule is chlorophyll which sits in ...": another term named, then told about)
    // (or nothing more when the other is a term said again: "the other method is the quick sort",
    // not "the mode is the commonest value")
    // (said twice or more in the lecture, however it was found: "in the bicycle oxygen is the oxidising agent")
    return (after.length === 0 && (o.count >= 2 || mentionsAt(o.stems, noteStems).length >= 2)) || /^(?:and|or|but|so|is|are|which|who)$/.test(after[0] ?? "") || again;
  });
}

/** The clause up to the end of the definition read from it (the whole clause when the definition is not said in it word for word). */
function throughDefinition(clause: string, definition: string): string {
  const said = definition.replace(/[.!?]$/, "").toLowerCase();
  const at = clause.toLowerCase().indexOf(said);
  return at < 0 ? clause : clause.slice(0, at + said.length);
}

/** The clause up to the name given in it ("We call that an arete" of "We call that an arete loch lomond has ..."); the whole clause when the name is not in it. */
function throughName(clause: string, term: string): string {
  const m = new RegExp(`\\b${term.split(/\s+/).map(escapeRegExp).join("\\s+")}\\b`, "i").exec(clause);
  return m ? clause.slice(0, m.index + m[0].length) : clause;
}

/** Key terms, best first: distinctive phrases, those the lecturer defined ranking higher. */
function keyTerms(notes: string, clauses: readonly Clause[], homework: readonly string[] = []): Term[] {
  // the homework may use an example's nouns again ("a balance sheet for the bakery"): not the lecture's subject
  const taught = homework.reduce((text, h) => text.replace(h, ""), notes);
  // the lecture without its homework in any case (a quote starting mid-sentence is capitalised)
  const beforeHomework = wordTokens(homework.reduce((text, h) => text.replace(new RegExp(escapeRegExp(h), "i"), ""), notes)).map(stem);
  const found: RankedTerm[] = distinctiveTerms(notes, 40);
  // where each candidate came from: frequency, a definition, a stress cue
  const source = new Map<RankedTerm, string>(found.map((r) => [r, "frequent"]));
  // Terms the lecturer defined compete too (the tagger may have missed them as nouns); the 40 most distinctive.
  const extra: RankedTerm[] = [];
  for (const candidate of unique(definedTermCandidates(clauses)).filter((c) => wordTokens(c).filter(isNumberWord).length < 2)) {
    // the whole term the lecturer defined, not the part of it a misplaced comma left ("basal, metabolic rate")
    const part = found.find((r) => sameTerm(r.term, candidate));
    const whole = wordTokens(candidate);
    // ("cost opportunity cost": the term said twice, not a longer term)
    const repeats = new Set(whole.map(stem)).size < whole.length;
    // (not with a talk word before it: "one more thing depreciation is" defines "depreciation")
    const before = whole.slice(0, whole.length - (part?.stems.length ?? 0));
    if (part && !repeats && whole.length > part.stems.length && !before.some((w) => TALK_NOUNS.test(w)) && whole.slice(-part.stems.length).map(stem).join(" ") === part.stems.join(" ")) {
      Object.assign(part, { term: candidate, stems: whole.map(stem) });
      continue;
    }
    if (part) continue;
    const score = scoreTerm(notes, candidate);
    if (score > 0) extra.push({ term: candidate, stems: wordTokens(candidate).map(stem), count: 1, score });
  }
  for (const r of extra.sort((a, b) => b.score - a.score).slice(0, 40)) {
    found.push(r);
    source.set(r, "defined-candidate");
  }
  // and terms the lecturer stressed, said once or more
  for (const candidate of unique(stressedCandidates(clauses))) {
    if (found.some((r) => sameTerm(r.term, candidate))) continue;
    // terms listed without a pause run together ("photosynthesis chlorophyll and ..."): each is there already
    const said = wordTokens(candidate).map(stem);
    if (said.length > 1 && said.every((w) => found.some((r) => r.stems.length === 1 && r.stems[0] === w))) continue;
    const score = scoreTerm(notes, candidate);
    if (score > 0) {
      const r = { term: candidate, stems: wordTokens(candidate).map(stem), count: 1, score };
      found.push(r);
      source.set(r, "stressed-candidate");
    }
  }
  // a name ("Freud is the famous one here") is introduced, not defined; nor is a term by naming
  // another ("the loan is a liability and ...") or by a story's past ("the corner shop was a bar")
  const noteStems = wordTokens(taught).map(stem);
  const ownDefinition = (r: RankedTerm, def: Definition | null) =>
    def && !namesAnother(r, def, found, noteStems) && !(/^(?:was|were)$/.test(def.verb) && onlyInExamples(r.term, taught)) ? def : null;
  // A definition of one or two content words ("a living system", "the other side", "where it gets
  // fun") was wrong on lectures met for the first time far more often than a longer one (fresh12 and
  // fresh10 on first contact, docs/ai.md): too little is said to tell the lecture's definition from a
  // remark about an example. The term then counts as undefined: listed only on the evidence an
  // undefined term needs (stressed, or said across the lecture), without a definition.
  const trusted = (def: Definition | null) => (def && contentStems(def.text).length <= 2 ? null : def);
  const withDefs = found.map((r) => ({ r, said: r.stems.length === 1 && displayForm(r.term, notes) !== r.term ? null : ownDefinition(r, findDefinition(r.term, clauses)) }));
  const scoredAll = withDefs.map(({ r, said }) => ({ r, said, def: trusted(said), score: r.score * (trusted(said) ? 2.5 : 1) })).sort((a, b) => b.score - a.score);
  // A name or an example's noun said in passing ("Thaler", "you give them a mug") is not a key
  // term unless the lecturer defined it.
  // A term is one the lecturer defined, or said outside a story or an aside (or stressed there).
  // An undefined term must be stressed, or come back across the lecture (not one example's or aside's nouns).
  // A name is never a key term unless defined; an example's noun is one only when stressed.
  const definedStems = scoredAll.filter((x) => x.def).map((x) => x.r.stems);
  // say only what the lecture makes certain: a term with no definition is listed only when a
  // stress cue points at it or the lecture keeps coming back to it
  const pointedAt = stressTargets(scoredAll.map((x) => x.r), taught);
  const announced = announcedTopics(clauses);
  // (a definition withheld as too thin still describes its term: "curved lake" of "a curved lake")
  const definitionWords = new Set(scoredAll.flatMap((x) => (x.said ? [wordTokens(x.said.text).filter((w) => !/^(?:the|a|an)$/.test(w)).map(stem).join(" ")] : [])));
  /** Why the term is listed (the decision's name), or null when it is not. */
  const decide = (r: RankedTerm, def: Definition | null): string | null => {
    // (the defining clause is no aside itself: an aside before it does not run on into it,
    // "... my uncle kept bees once. Right, the hive is the box where a colony lives ...")
    // (a word of talk opening it is no story: "Oh, and electronegativity is how strongly ...")
    // (nor is what the clause runs on into after the definition: "trace evidence refers to very small
    // pieces of material ... between people and places pollen is my favourite because ...")
    // (a name given to what was said before ends what defines it: "... a sharp knife edge ridge between
    // them. We call that an arete | loch lomond has a few great examples where my dad ...")
    const clause = clauses[def?.clause ?? -1]?.text ?? "";
    const through = throughDefinition(clause, def?.text ?? "");
    const defining = def?.verb === "called" && through === clause ? throughName(clause, r.term) : through;
    if (def) return !ASIDE_CUE.test(defining.replace(TALK_LEAD, "")) ? "defined" : aboutTheSubject(r.term, clauses) ? "defined-in-aside" : null;
    // ("name", "phrase": words about words)
    if (isName(r, notes) || storyPerson(r, notes) || actsAsPerson(r, notes) || verbOrTimeEnded(r, notes) || (r.stems.length === 1 && TALK_NOUNS.test(r.term)) || PRO_FORM_HEAD.test(r.term)) return null;
    // (an everyday word, "head", "paper", "circle", only when the cue names it outright: the nearest
    // noun within a cue's reach is most often the room's or an example's, not the subject's)
    // (a rarer single word a cue only reaches, not one it names, only when the lecture keeps saying it)
    const named = pointedAt.get(r.stems.join(" ")) === true;
    const stressed = pointedAt.has(r.stems.join(" ")) && (named || r.stems.length > 1 || (!isCommonWord(r.term) && mentionsAt(r.stems, noteStems).length >= NEAR_SINGLE_MIN_SAYINGS));
    // a term with no definition must be distinctive: said here far more than general English says it
    // (key-terms.ts scoreTerm); "water", "family" or "the difference" said once or twice is none
    // (unless the lecture said at its start it is about it: "a bit about work and energy")
    // and teaches as a subject ("right energy is the capacity to do work"), not only mentions
    const topic = r.stems.length === 1 && announced.has(r.stems[0]) && teachesAbout(r.term, clauses);
    if (r.score < UNDEFINED_SCORE.stressed && !topic) return null;
    if (stressed) return aboutTheSubject(r.term, clauses) ? "stressed" : null;
    // the whole of another term's definition, said once: a description of that term
    // ("... left behind as a curved lake, which we call an oxbow lake": "curved lake")
    if (mentionsAt(r.stems, noteStems).length === 1 && definitionWords.has(r.stems.join(" "))) return null;
    // (said only in the homework: "find a map of the meanders near Shrewsbury")
    if (mentionsAt(r.stems, beforeHomework).length === 0) return null;
    const least = noteStems.length < 200 || r.stems.length > 1 ? UNDEFINED_SCORE.phraseOrShortTalk : UNDEFINED_SCORE.repeated;
    if (!repeatedAcross(r.stems, noteStems) || (r.score < least && !topic)) return null;
    // an extended example's object: brought in by the example, however often the story comes
    // back to it ("my dog ... the lead", "my uncle ... the lawnmower": the example of a term, not one)
    if (firstSaidInExample(r.term, taught) || firstSaidInStory(r, clauses)) return null;
    // an everyday word ("garden", "phone") is a term only when defined, stressed, or said with a term the lecture defines
    if (r.stems.length === 1 && isCommonWord(r.term) && definedStems.length > 0 && !saidWithDefined(r.stems, definedStems, clauses)) return null;
    if (isNameOrExample(r, taught) || !aboutTheSubject(r.term, clauses)) return null;
    // an everyday word said again and again ("water", "family", "paper") is the talk's, not a term,
    // unless the lecturer defined or stressed it (read above)
    if (r.stems.length === 1 && isCommonWord(r.term) && !topic) return null;
    // (a subject the lecture said at its start it is about and then teaches is no guess: "a bit about work and energy")
    return noteStems.length < 200 ? "short-talk" : topic ? "announced" : "repeated";
  };
  const kept = scoredAll.flatMap(({ r, def }) => {
    const decision = decide(r, def);
    const why = decision && !ABSTAINING.has(decision) ? decision : null;
    const said = mentionsAt(r.stems, noteStems).length;
    const cue = pointedAt.has(r.stems.join(" ")) ? (pointedAt.get(r.stems.join(" ")) ? "named" : "reached") : "none";
    const evidence = `w${r.stems.length} s${said} ${cue} sc${Math.round(r.score)}${r.stems.length === 1 && isCommonWord(r.term) ? " common" : ""}${def ? ` d${contentStems(def.text).length} v:${def.verb}` : ""}`;
    const first = firstMention(r.term, clauses);
    const features: TermFeatures = {
      decision: why ?? "",
      source: source.get(r) ?? "?",
      words: r.stems.length,
      sayings: said,
      cue,
      score: r.score,
      common: r.stems.length === 1 && isCommonWord(r.term),
      definitionWords: def ? contentStems(def.text).length : 0,
      verb: def?.verb ?? "",
      position: (def?.clause ?? first) / Math.max(1, clauses.length - 1),
      rank: 0,
      topSayings: 1,
      lectureWords: noteStems.length,
      definedAtFirst: !!def && def.clause <= first,
    };
    return why ? [{ r, def, path: `${why}/${source.get(r) ?? "?"}`, evidence, features }] : [];
  });
  // ("sliding" and "basal sliding" with one definition: the whole term only)
  const wholeTerm = (r: RankedTerm, def: Definition) => kept.some((o) => o.def?.text === def.text && o.r.stems.length > r.stems.length && mentionsAt(r.stems, o.r.stems).length > 0);
  const all = kept.filter(({ r, def }) => (def ? !wholeTerm(r, def) : !fragmentOf(r, kept.map((k) => k.r), noteStems)));
  const ranked = all.slice(0, 15);
  // Every term the lecturer defined makes the list, in place of the lowest-ranked undefined one.
  for (const extra of all.slice(15).filter((x) => x.def && !ranked.some((k) => sameTerm(k.r.term, x.r.term)))) {
    const k = ranked.map((x) => !x.def).lastIndexOf(true);
    if (k < 8) break;
    ranked.splice(k, 1);
    ranked.push(extra);
  }
  // how often the most-said listed term is said: sayings read relative to it are fair to a short lecture and a long one
  const topSayings = Math.max(1, ...ranked.map((k) => k.features.sayings));
  return ranked.map(({ r, def, path, evidence, features }, rank) => ({
    path,
    evidence,
    features: { ...features, rank, topSayings },
    term: displayForm(r.term, notes),
    ...(def ? { definition: def } : {}),
    importance: rank < 4 ? "high" : rank < 9 ? "medium" : "low",
    first: def?.clause ?? firstMention(r.term, clauses),
    ...(!def && r.stems.length === 1 && r.count < 2 ? { inPassing: true } : {}),
  }));
}

/**
 * The summary: an opening line naming the main terms, then the clauses TextRank ranks highest
 * (weighted towards those carrying key terms), the best of each third of the lecture first, no
 * two saying much the same, in lecture order, within a quarter of the lecture's words.
 */
function summaryOf(input: LectureInput, clauses: readonly Clause[], terms: readonly Term[]): string {
  const budget = Math.floor(countWords(input.transcript) / 4);
  // The opening names the main terms, from across the lecture (in the order they came up); it is
  // short, so the quarter leaves room for the lecture's own sentences.
  const top = [...terms.slice(0, 5)].sort((a, b) => a.first - b.first).map((t) => t.term);
  const intro = top.length ? `This lecture covered ${joinList(top)}.` : `Notes from ${input.lecturerName}'s ${input.courseTitle} lecture.`;
  const stems = clauses.map((c) => new Set(contentStems(c.text)));
  const rank = textRank(stems);
  const termStems = terms.slice(0, 8).map((t) => wordTokens(t.term).map(stem));
  const tags = clauses.map((c) => tagWords(wordTokens(c.text)).map((t) => t[0]));
  const score = clauses.map((c, i) => {
    const carried = termStems.filter((ts) => ts.every((s) => stems[i].has(s))).length;
    // Rank per word (a short clause that carries a topic beats a long one) and by key terms carried.
    let v = (rank[i] * (1 + 0.3 * carried)) / Math.sqrt(Math.max(6, c.words));
    if (/\?$/.test(c.text) || AFTERTHOUGHT.test(c.text) || !isStatement(c, tags[i])) v *= 0.2;
    // "It was more common before ..." means little out of its place in the lecture.
    if (/^(?:it|they|this|that|these|those|he|she|them)\b/i.test(c.text)) v *= 0.5;
    return v;
  });
  // A short lecture's quarter may not hold the opening line and a sentence: then the sentences alone.
  const roomForBoth = clauses.some((c) => countWords(intro) + c.words <= budget);
  const chosen: number[] = [];
  let used = roomForBoth ? countWords(intro) : 0;
  const overlaps = (i: number) => chosen.some((j) => [...stems[i]].filter((s) => stems[j].has(s)).length > 0.6 * Math.min(stems[i].size, stems[j].size));
  const tryAdd = (i: number) => {
    if (chosen.includes(i) || used + clauses[i].words > budget || overlaps(i)) return;
    chosen.push(i);
    used += clauses[i].words;
  };
  const order = clauses.map((_, i) => i).sort((a, b) => score[b] - score[a]);
  const parts = 3;
  for (let p = 0; p < parts; p++) {
    const best = order.find((i) => Math.floor((i * parts) / clauses.length) === p && used + clauses[i].words <= budget && !overlaps(i));
    if (best !== undefined) tryAdd(best);
  }
  for (const i of order) tryAdd(i);
  const sentences = chosen.sort((a, b) => a - b).map((i) => clauses[i].text);
  if (!roomForBoth) return sentences.length ? sentences.join(" ") : intro;
  return [intro, ...sentences].join(" ");
}

/**
 * A clause that can stand alone in a summary: six words or more, a verb, and not a condition
 * cut off from its main clause or a clause ending in mid-air ("... and insulin lets cells take the glucose in type.").
 */
function isStatement(c: Clause, tags: readonly string[]): boolean {
  if (c.words < 6 || FRAGMENT.test(c.text)) return false;
  if (!tags.some((t) => t === "VERB" || t === "AUX")) return false;
  const last = wordTokens(c.text).pop() ?? "";
  return !FUNCTION_WORDS.has(last);
}

/** Main points: the best-ranked clauses (about one in eight, three to ten), in lecture order. */
function mainPointsOf(clauses: readonly Clause[]): string[] {
  const rank = textRank(clauses.map((c) => new Set(contentStems(c.text))));
  const count = Math.min(10, Math.max(3, Math.round(clauses.length / 8)));
  return clauses
    .map((c, i) => ({ c, v: rank[i] * (AFTERTHOUGHT.test(c.text) || /\?$/.test(c.text) || !isStatement(c, tagWords(wordTokens(c.text)).map((t) => t[0])) ? 0.3 : 1) }))
    .sort((a, b) => b.v - a.v)
    .slice(0, count)
    .sort((a, b) => a.c.index - b.c.index)
    .map((x) => x.c.text);
}

const HOMEWORK = /\b(?:homework|assignment|for next (?:week|time|class|lecture|session)|before next (?:week|time|class|lecture|session)|by next (?:week|time|class|lecture)|please (?:read|write|watch|prepare|finish|complete|bring|look|try|do|answer|revise|learn|practise|practice)|(?:i'd like you to|i want you to) (?:\w+ )?(?:read|write|watch|prepare|finish|complete|bring|look|try|do|answer|revise|learn|practise|practice|find|draw|make|choose|pick|collect|record|submit|go|listen|sketch|implement|run|research)|your task|your (?:\w+ )?task for (?:this|next) (?:week|time|class|lecture|session|lab|practical)|please listen to (?:the|these|those) (?!(?:next|following|first|last|bit|part)\b)(?:\w+ ){0,3}on the (?:playlist|recording|podcast|website|vle|moodle)|your homework|what i want you to do|for (?:monday|tuesday|wednesday|thursday|friday)(?:'s class)?|reading for (?:the |next |this |our )?(?:seminar|tutorial|class|lecture|session|week|lab|workshop|practical))\b|^(?:please )?read (?:chapters?|pages?|sections?)\b/i;

/** Work given a day it is due ("problem set four is due Monday", "the essay ... is now due on the twelfth"): what is due is said before the cue. */
const DUE = /\b(?:is|are) (?:now |still )?due (?:in |on |by |before |at |next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the|next|week|midnight)\b/i;

/** A cue that points back at work just set ("That's the homework.", "that is your assignment"). */
const POINTS_BACK = /^(?:\p{L}+,?\s+)?(?:that's|that is|this is|those are) (?:the|your) (?:homework|assignment|reading|task)\b/iu;

/** Talk before the work in its sentence ("Oh, by the way", "before I forget"): not the work. */
const ASIDE_LEAD = /^(?:(?:oh|and|so|okay|ok|right|also|now|anyway|by the way|before i forget)\b,?\s+)+/i;

const MOVES_ON = /^(?:okay|ok|right|so|now|anyway|alright|see you|thanks|thank you|that's (?:it|all)|any questions|next time|last thing)\b/i;

/** The lecturer's homework, word for word: each sentence that sets it, with a short sentence that carries on from it. */
function homeworkOf(notes: string): string[] {
  const sentences = splitSentences(notes);
  // the last time work is set (homework comes at the end; "write this down" sets none)
  for (let i = sentences.length - 1; i >= 0; i--) {
    const cue = [...sentences[i].matchAll(new RegExp(HOMEWORK.source, "gi"))].filter((m) => !/^(?:please write|i want you to (?:\w+ )?write)$/i.test(m[0]) || !/^\s*(?:this|that|it) down/i.test(sentences[i].slice((m.index ?? 0) + m[0].length)));
    const due = DUE.test(sentences[i]);
    if (cue.length === 0 && !due) continue;
    // ("... is due Monday. Okay, that's the homework.": the work is the sentence before)
    // (and the sentences before it back to where it was set, when a stop cut the work up: "For next
    // week. Please go to the gallery. It's free and find one painting ... That's your homework.")
    if (POINTS_BACK.test(sentences[i]) && i > 0 && !POINTS_BACK.test(sentences[i - 1])) {
      const set = [i - 2, i - 3].find((j) => j >= 0 && (HOMEWORK.test(sentences[j]) || DUE.test(sentences[j])) && !sentences.slice(j + 1, i).some((x) => MOVES_ON.test(x) || HOMEWORK.test(x)));
      if (set === undefined) return [capitaliseFirst(sentences[i - 1].replace(ASIDE_LEAD, ""))];
      const from = DUE.test(sentences[set]) ? 0 : sentences[set].search(HOMEWORK);
      const work = [sentences[set].slice(Math.max(0, from)), ...sentences.slice(set + 1, i)];
      return countWords(work.join(" ")) <= 60 ? [capitaliseFirst(work[0].replace(ASIDE_LEAD, "")), ...work.slice(1)] : [capitaliseFirst(sentences[i - 1].replace(ASIDE_LEAD, ""))];
    }
    // from the words that set it (the whole sentence when it says what is due), carried on until
    // the lecture moves on ("Okay, ...", "See you ..."), up to 60 words
    const from = due ? 0 : (cue[0]?.index ?? 0);
    const out = [capitaliseFirst(sentences[i].slice(from).replace(ASIDE_LEAD, ""))];
    let words = countWords(out[0]);
    for (const more of sentences.slice(i + 1, i + 4)) {
      if (MOVES_ON.test(more) || words + countWords(more) > 60) break;
      out.push(more);
      words += countWords(more);
    }
    return out;
  }
  return [];
}

export function processLecture(input: LectureInput): LectureNotes {
  const notes = enhanceDocument(input.transcript, { names: [input.lecturerName], aggressive: true });
  // (a typed line's "- " bullet is no word of a term, point or question: each bulleted line is read as a sentence of its own)
  const read = bulletsAsSentences(notes);
  const clauses = lectureClauses(read);
  const homework = homeworkOf(read);
  const terms = keyTerms(read, clauses, homework);
  const summary = summaryOf(input, clauses, terms);
  // the homework closes the main points, quoted as said (the screen shows main points, not the notes)
  const setWork = homework.length ? [`Homework, as said: ${homework.join(" ")}`] : [];
  // (a point that runs on into the homework's cue ends before it: "... meanders near Shrewsbury for homework.")
  const beforeCue = (p: string) => {
    const at = p.search(HOMEWORK);
    if (at <= 0) return p;
    const words = p.slice(0, at).trim().replace(/,$/, "").split(/\s+/);
    while (words.length && (FUNCTION_WORDS.has(words[words.length - 1].toLowerCase().replace(/,$/, "")) || /^(?:okay|ok|right),?$/i.test(words[words.length - 1]))) words.pop();
    return words.length >= 6 ? withFullStop(words.join(" ").replace(/,$/, "")) : p;
  };
  const points = [...unique(mainPointsOf(clauses).map(beforeCue)).filter((p) => !homework.some((h) => h.includes(p) || p.includes(h))).slice(0, 15 - setWork.length), ...setWork];
  // no "How would you explain thaler?" about a word the lecture said once
  const questionPaths: string[] = [];
  const questions = lectureQuestions(terms.filter((t) => !t.inPassing), clauses, read, 6, questionPaths);
  // say only what the notes can be sure of: a key term the confidence model scores under its threshold is
  // withheld from the list (lecture-confidence.ts, trained on the development sets, its threshold chosen on
  // sets left out); the summary and the review questions read the lecture's terms as before
  const listed = terms.filter((t) => !t.features || sureEnough(t.features)).map((t, rank) => ({ ...t, importance: (rank < 4 ? "high" : rank < 9 ? "medium" : "low") as Level }));
  const keyTermsOut = listed.map((t) => ({ term: t.term, ...(t.definition ? { definition: t.definition.text } : {}), importance: t.importance }));

  const formattedNotes = [
    `# ${input.courseTitle}`,
    `Lecturer: ${input.lecturerName}`,
    "",
    "## Summary",
    summary,
    "",
    "## Key terms",
    ...(keyTermsOut.length ? keyTermsOut.map((t) => `- ${t.term} (${t.importance} importance)${t.definition ? `: ${t.definition}` : ""}`) : [terms.length ? "- I found no key terms I am sure of. Read the main points below." : "- No key terms were found in this lecture."]),
    "",
    "## Main points",
    ...points.map((p, i) => `${i + 1}. ${p}`),
    "",
    "## Review questions",
    ...questions.map((q, i) => `${i + 1}. ${q}`),
    "",
    ...(homework.length ? ["## Homework", ...homework.map((h) => `> ${h}`), ""] : []),
    "## Full notes",
    notes,
  ].join("\n");

  const out: LectureNotes = { keyTerms: keyTermsOut, mainPoints: points, questions, summary, formattedNotes };
  PATHS.set(out, { terms: listed.map((t) => t.path), questions: questionPaths, evidence: listed.map((t) => t.evidence ?? ""), features: listed.flatMap((t) => (t.features ? [t.features] : [])) });
  return out;
}

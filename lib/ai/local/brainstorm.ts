// Brainstorming: prompts by category, starters for a topic, and analysis of a spoken
// brainstorm into ideas, an outline (titled groups of points), a writing approach and next steps.
import { brainstormCategories, type BrainstormAnalysis, type BrainstormCategory, type BrainstormPrompt } from "@/lib/schemas/ai";
import { PROMPT_BANK } from "@/lib/ai/local/brainstorm-prompts";
import { classifyTopic, startersFor } from "@/lib/ai/local/brainstorm-starters";
import { ideasFor } from "@/lib/ai/local/brainstorm-ideas";
import { phraseBreaks, withPauses } from "@/lib/ai/local/brainstorm-pauses";
import { punctuate } from "@/lib/ai/local/punctuation";
import { tagText, type TaggedToken } from "@/lib/ai/local/nlp";
import {
  capitaliseFirst,
  contentStems,
  countWords,
  joinList,
  pick,
  bulletsAsSentences,
  splitSentences,
  stem,

  unique,
  withFullStop,
  withoutFinalPunctuation,
  wordTokens,
  isContentWord,
} from "@/lib/ai/local/text";

export function brainstormPrompt(category?: BrainstormCategory, random: () => number = Math.random): BrainstormPrompt {
  const cat = category ?? pick(brainstormCategories, random);
  const bank = PROMPT_BANK[cat];
  const index = Math.floor(random() * bank.length) % bank.length;
  return { id: `${cat}-${index + 1}`, category: cat, prompt: bank[index].prompt, followUp: bank[index].followUp };
}

/**
 * Generate Ideas: four ideas to write about (brainstorm-ideas.ts) first, so the follow-ups shown
 * (starters 2-4) are ideas, then two questions to think with.
 */
export function brainstormStarters(topic: string, random: () => number = Math.random): string[] {
  const ideas = ideasFor(classifyTopic(topic));
  // Keep the order stable but vary the first one so "Different Prompt" feels fresh.
  const first = Math.floor(random() * ideas.length);
  return [ideas[first], ...ideas.filter((_, i) => i !== first), ...starterQuestions(topic, random).slice(0, 2)];
}

/** Questions that suit the topic's kind (brainstorm-starters.ts), one of them first at random. */
export function starterQuestions(topic: string, random: () => number = Math.random): string[] {
  const starters = startersFor(classifyTopic(topic));
  const first = Math.floor(random() * starters.length);
  return [starters[first], ...starters.filter((_, i) => i !== first)].slice(0, 8);
}

/**
 * Only sounds and discourse markers are left off an idea's start ("um", "okay so"); the words
 * that say how the person holds the idea stay ("maybe", "I think", "the first thing is"), so no
 * spoken word is lost between the transcript and the outline.
 */
const LEAD_INS = [/^(?:okay|ok|so|well|and|um|uh|er|erm|yeah)[,]?\s+/i];

/**
 * An opening "right" holds the floor ("right, so to begin ...", "right garden plans ...") unless it says
 * where or when, before a preposition or an adverb: "right next to the door", "right at the start",
 * "right now", "right away". (In the meeting recordings of tests/fixtures/ai/speech/ami, every
 * sentence-opening "right" that was content came before one of those, and an opening "okay" or
 * "yeah" was never content.)
 */
function floorRight(s: string): boolean {
  const m = /^right(,?)\s+(\S+)/i.exec(s);
  if (!m) return false;
  if (m[1]) return true;
  const next = m[2].toLowerCase().replace(/[^a-z']/g, "");
  if (next === "next") return false;
  const pos = tagText(`right ${next}`)[1]?.pos;
  return !(pos === "ADP" || (pos === "ADV" && !/^(?:so|then|well|anyway|also|just|yeah|okay|ok)$/.test(next)));
}

/**
 * Where a sentence was cut into ideas, only a joiner or a hesitation is left off the new piece's start
 * ("and a raffle", "um a quiz"): an "okay", "well", "yeah" or "right" said in the middle of a sentence
 * stays, as no split may drop a spoken word.
 */
const MID_LEAD_INS = /^(?:so|and|um|uh|er|erm)[,]?\s+/i;

/** "okay so um maybe a trip to the seaside" -> "Maybe a trip to the seaside." (`cut`: a piece cut from the middle of a sentence) */
export function ideaFrom(sentence: string, cut = false): string {
  let s = withoutFinalPunctuation(sentence.trim());
  for (let i = 0; i < 6; i++) {
    const before = s;
    for (const re of cut ? [MID_LEAD_INS] : LEAD_INS) s = s.replace(re, "");
    if (!cut && floorRight(s)) s = s.replace(/^right,?\s+/i, "");
    if (s === before) break;
  }
  return withFullStop(capitaliseFirst(s));
}

type Idea = { text: string; stems: Set<string>; index: number; topic: string };

const GENERIC = new Set(["thing", "things", "idea", "ideas", "people", "way", "lot", "problem", "place", "time", "issue", "everyone", "something", "nothing"]);

/** The idea's subject: its first noun phrase that is not just the prompt's own words. */
function topicOf(text: string, promptStems: Set<string>): string {
  const tokens = tagText(text.toLowerCase());
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if ((t.pos !== "NOUN" && t.pos !== "PROPN") || GENERIC.has(t.value) || promptStems.has(stem(t.value)) || !isContentWord(t.value)) continue;
    const parts = [t.value];
    const before = tokens[i - 1];
    if (before && (before.pos === "NOUN" || before.pos === "ADJ") && isContentWord(before.value) && !promptStems.has(stem(before.value)) && !/^(?:more|better|big|small|real|good)$/.test(before.value)) parts.unshift(before.value);
    const after = tokens[i + 1];
    if (after && after.pos === "NOUN" && isContentWord(after.value)) parts.push(after.value);
    return capitaliseFirst(parts.join(" "));
  }
  const words = wordTokens(text).filter((w) => isContentWord(w) && !promptStems.has(stem(w)));
  return capitaliseFirst(words.slice(0, 2).join(" ") || "Other ideas");
}

/** Sentences that only carry on the previous idea ("It gets dark at four", "Maybe the council could ..."). */
const CONTINUES = /^(?:it|they|them|this|that|which|these|those|so|because|maybe|perhaps|the money|and that|at least|even|especially)\b/i;

/** Groups ideas that share a topic word; each group is titled by its first idea's topic. */
function groupIdeas(ideas: Idea[]): Array<{ title: string; points: string[] }> {
  const groups: Array<{ title: string; stems: Set<string>; points: string[] }> = [];
  for (const idea of ideas) {
    const topicStems = new Set(contentStems(idea.topic));
    const home = groups.find((g) => [...topicStems].some((st) => g.stems.has(st)));
    if (home) {
      home.points.push(idea.text);
      topicStems.forEach((st) => home.stems.add(st));
    } else {
      groups.push({ title: idea.topic, stems: topicStems, points: [idea.text] });
    }
  }
  return groups.map(({ title, points }) => ({ title, points }));
}

/** A point longer than the schema's 400 characters, cut into points at its last space that fits: every word kept. */
function fitPoint(point: string): string[] {
  const out: string[] = [];
  let rest = point;
  while (rest.length > 400) {
    const at = rest.lastIndexOf(" ", 398);
    out.push(rest.slice(0, at > 0 ? at : 398));
    rest = rest.slice(at > 0 ? at + 1 : 398);
  }
  return [...out, rest];
}

/** The outline's room (the analysis schema): at most 12 sections of at most 10 points. */
const MAX_SECTIONS = 12;
const MAX_POINTS = 10;

/**
 * Every idea keeps a place in the outline: sections past the room there is join one last
 * "Other ideas" section, and a section past 10 points carries on in another of the same title.
 */
function fitOutline(groups: Array<{ title: string; points: string[] }>, room = MAX_SECTIONS): Array<{ title: string; points: string[] }> {
  const all = groups.map((g) => ({ title: g.title, points: g.points.flatMap(fitPoint) }));
  const sections = (fitted: typeof all) => {
    const out: typeof all = [];
    for (const g of fitted) for (let k = 0; k < g.points.length; k += MAX_POINTS) out.push({ title: g.title, points: g.points.slice(k, k + MAX_POINTS) });
    return out;
  };
  // (fewer named sections while "Other ideas", carried on past 10 points, would push a point out of the room)
  let out = sections(all);
  for (let named = room - 1; out.length > room && named >= 0; named--) out = sections([...all.slice(0, named), { title: "Other ideas", points: all.slice(named).flatMap((g) => g.points) }]);
  return out.slice(0, room);
}

/**
 * Where a sentence holds a second idea: before a new subject with a modal ("..., and the teacher
 * could ask", "we should avoid ..."), or an alternative ("... or a picnic in the gardens").
 */
const NEXT_IDEA = /,?\s+(?:and\s+|also\s+|but\s+)?(?=(?:we|they|you|i|everyone|someone|people|(?:each|the|a|an|our|their|your)(?:\s+\w+){1,2})\s+(?:could|should|would|might|can|must|need to|ought to)\b)|,?\s+or\s+(?=(?:maybe\s+|perhaps\s+)?(?:a|an|some|we|they|you)\s)/gi;

/** The sentence's ideas: cut where a new one starts, never leaving a piece under four words. */
function splitIdeas(sentence: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of sentence.matchAll(NEXT_IDEA)) {
    const at = m.index ?? 0;
    if (at === 0 || countWords(sentence.slice(from, at)) < 4 || countWords(sentence.slice(at + m[0].length)) < 4) continue;
    parts.push(sentence.slice(from, at));
    from = at + m[0].length;
  }
  parts.push(sentence.slice(from));
  return parts.map((p) => withFullStop(capitaliseFirst(withoutFinalPunctuation(p.trim()))));
}

/** Who starts a new idea ("we could ..."); "he", "she", "they" carry on the one before ("the cat lives next door and she sleeps on our shed"). */
const SUBJECTS = new Set(["i", "we", "you", "there"]);
/** ("so" joins a consequence to its idea: "the map is old so we should print a new one") */
const JOINERS = new Set(["and", "or", "but", "then", "also", "plus"]);
const SKIPPED = new Set(["um", "uh", "er", "erm", "oh", "maybe", "perhaps", "also", "then", "just", ","]);
/** A clause cannot start a new idea right after these ("... that's where the old man sits", "how he met"). */
const BINDS_NEXT = new Set(["where", "when", "because", "that", "which", "who", "if", "while", "since", "as", "like", "than", "how", "what", "why", "whether", "until", "before", "after", "so"]);
const NOUNISH = new Set(["ADJ", "NOUN", "PROPN", "NUM", "ADV"]);
const FINITE = new Set(["AUX", "VERB"]);

/**
 * Where a new clause starts at token j: a subject pronoun with its verb ("we could ...", "i think"),
 * a short noun phrase with its verb ("the street light is ...", "a cyclist came ..."), "what about ...",
 * or "maybe" with a verb or a noun phrase ("maybe read out ...", "maybe a quiz at the end").
 */
function clauseStartsAt(tokens: readonly TaggedToken[], j: number, bareOk = true): boolean {
  const v = (k: number) => tokens[k]?.value.toLowerCase() ?? "";
  if (/^(?:what|how)$/.test(v(j)) && v(j + 1) === "about") return true;
  if (SUBJECTS.has(v(j))) return [1, 2].some((d) => FINITE.has(tokens[j + d]?.pos ?? "") && !tokens.slice(j + 1, j + d).some((t) => t.pos === "PUNCT"));
  // a noun phrase with an article or an owner ("the street light by the bus stop keeps ..."), or a
  // bare plural one ("customers still ring ...", "some parents drive them ...")
  const determined = tokens[j]?.pos === "DET" || /^(?:my|our|their|his|her|your)$/.test(v(j));
  // (a bare one only after a joiner or a comma: "paper lanterns would ..." is one noun phrase)
  const bare = bareOk && !determined && tokens[j]?.pos === "NOUN" && /[^s']s$/i.test(v(j)) && !/ss$/i.test(v(j)) && !/^(?:ADJ|NOUN|DET|PROPN|NUM)$/.test(tokens[j - 1]?.pos ?? "");
  if (!determined && !bare) return false;
  const from = determined ? j + 1 : j;
  for (let k = from; k <= from + 7 && k < tokens.length; k++) {
    // (a participle after a list is no new clause: "the bus stop and the shop circled on it")
    // (and a bare one's verb is finite: "lanterns doing the rounds" is no clause)
    // (a "noun" before "them" or "it" is the tagger's slip for a verb: "a few neighbours lend them ...")
    const verbBeforeObject = tokens[k].pos === "NOUN" && k > from && /^(?:them|him|us|it)$/i.test(tokens[k + 1]?.value ?? "");
    if (verbBeforeObject) return true;
    if (FINITE.has(tokens[k].pos)) return k > from && tokens[k - 1].pos !== "ADP" && tokens[k - 1].pos !== "DET" && (tokens[k].pos === "AUX" || !(determined ? /ed$/i : /(?:ed|ing)$/i).test(tokens[k].value));
    // ("the trial in iceland went ...", "the street light by the bus stop keeps ...")
    const inPlace = tokens[k].pos === "ADP" && k > from && /^(?:NOUN|PROPN|ADJ|NUM|DET)$/.test(tokens[k + 1]?.pos ?? "");
    const placeArticle = tokens[k].pos === "DET" && tokens[k - 1]?.pos === "ADP" && k > from;
    if (!NOUNISH.has(tokens[k].pos) && !inPlace && !placeArticle) return false;
  }
  return false;
}

/** What an amount is counted by, after "a": "five pounds a head", "twice a week", "ten minutes a day". */
const RATE_UNITS = new Set(["head", "go", "person", "each", "ticket", "turn", "hour", "day", "night", "week", "month", "year", "term", "minute", "session", "visit", "game", "time"]);

/** An "-ing" word the tagger calls a verb or a noun: "asking", "testing" (the tagger may call a doing a noun). */
function ingWord(t: TaggedToken | undefined): boolean {
  return Boolean(t && (t.pos === "VERB" || t.pos === "NOUN") && /[a-z]{2}ing$/i.test(t.value));
}

/** A doing word: "asking", "doing" (an "-ing" word the tagger calls a verb). */
function isDoing(t: TaggedToken | undefined): boolean {
  return ingWord(t) && t?.pos === "VERB";
}

const MODALS = new Set(["can", "could", "would", "will", "should", "shall", "might", "may", "must", "'d", "'ll"]);

/** A question starts at i: "which" or "what" with a noun and its verb, or "do", "does", "can" ... with a subject and a verb. */
function questionAt(tokens: readonly TaggedToken[], i: number): boolean {
  const v = tokens[i].value.toLowerCase();
  // (not after a doing and the person it is done to: "ask the head which day suits" asks it)
  let b = i - 1;
  while (b > i - 4 && /^(?:NOUN|ADJ|PROPN)$/.test(tokens[b]?.pos ?? "")) b--;
  if (tokens[b]?.pos === "DET" || /^(?:my|our|their|his|her|your)$/i.test(tokens[b]?.value ?? "")) b--;
  if (tokens[b]?.pos === "VERB") return false;
  let k = i + 1;
  if (/^(?:which|what)$/.test(v)) {
    while (k < i + 4 && /^(?:NOUN|ADJ)$/.test(tokens[k]?.pos ?? "")) k++;
    return k > i + 1 && tokens[k - 1].pos === "NOUN" && FINITE.has(tokens[k]?.pos ?? "");
  }
  if (tokens[i].pos !== "AUX" || !/^(?:do|does|did|can|could|would|will|should|is|are)$/.test(v)) return false;
  if (tokens[k]?.pos === "PRON" && /^(?:i|we|you|they|he|she|it)$/i.test(tokens[k].value)) k++;
  else {
    if (tokens[k]?.pos === "DET") k++;
    const from = k;
    while (k < from + 3 && /^(?:NOUN|ADJ|PROPN)$/.test(tokens[k]?.pos ?? "")) k++;
    if (k === from) return false;
  }
  return tokens[k]?.pos === "VERB" && !/(?:ed|ing)$/i.test(tokens[k].value);
}

/** Words that pick a thing out among others rather than describe it ("next door", "the last bus", "the other side"). */
const PICKS_OUT = new Set(["next", "last", "other", "same", "only", "first", "second", "third", "previous", "following"]);

/** The noun phrase ending at k is the object of a doing said just before it: "painting one wall", "make the room". */
function doneTo(tokens: readonly TaggedToken[], k: number): boolean {
  let b = k;
  // (an "-ing" word with no article or preposition before it is the doing, not part of the thing: "painting one wall")
  // (the tagger may call a capitalised one a name: "Painting one wall ...")
  const doing = (t: number) => t < k && /^(?:VERB|NOUN|PROPN)$/.test(tokens[t]?.pos ?? "") && /[a-z]{2}ing$/i.test(tokens[t].value) && !/^(?:DET|ADJ|PRON|ADP)$/.test(tokens[t - 1]?.pos ?? "");
  while (b > k - 4 && /^(?:NOUN|PROPN|ADJ|NUM)$/.test(tokens[b]?.pos ?? "") && !doing(b)) b--;
  if (tokens[b]?.pos === "DET" || /^(?:my|our|their|his|her|your)$/i.test(tokens[b]?.value ?? "")) b--;
  return b < k && (tokens[b]?.pos === "VERB" || doing(b)) && !/(?:ed|en)$/i.test(tokens[b]?.value ?? "");
}

/**
 * A new thing said with what it is for or where it goes, right after a finished phrase, with no
 * joiner: "... by the chemist cheaper parking near the station", "... the prices painted bright
 * signs for the road", "... with the times printed on it bus routes into town". It opens with a describing
 * word (no noun phrase goes on past its noun with one) or an owner ("pupils' paintings along ..."), or comes
 * after "it", "them" or a participle, which no compound goes on from; then its noun, a preposition and
 * the place or thing. (A noun after a noun may be a compound, "the food bank on ...", and a number
 * counts what follows, "ten chairs for ...": neither is cut.)
 */
function describedThingAt(tokens: readonly TaggedToken[], i: number): boolean {
  const prev = tokens[i - 1];
  const first = tokens[i];
  if (!prev || !first) return false;
  const afterWhole = /^(?:it|them)$/i.test(prev.value) || (prev.pos === "VERB" && /(?:ed|en)$/i.test(prev.value));
  // (a noun phrase ends on its noun; an "-ing" word the tagger calls a noun, with no article before
  // it, may be a doing with this as its object: "... the battles reading old essays")
  if (!afterWhole && (!/^(?:NOUN|PROPN)$/.test(prev.pos) || (/ing$/i.test(prev.value) && !/^(?:DET|ADJ|PRON)$/.test(tokens[i - 2]?.pos ?? "")))) return false;
  // (when unsure, one idea: a "noun" that is a person with their verb, "when I'm tired cooking ...", ends no thing;
  // a noun said alone, first in its list, may be the first half of a describing word, "gluten free flapjacks"; a
  // thing a doing was just done to may be told what it becomes, "painting one wall dark green ..."; and a word
  // that picks out rather than describes, "the curry house next door ...", says where the thing before is)
  if (!afterWhole && (/'/.test(prev.value) || /^(?:PUNCT|CCONJ|)$/.test(tokens[i - 2]?.pos ?? "") || doneTo(tokens, i - 1))) return false;
  if (PICKS_OUT.has(first.value.toLowerCase())) return false;
  const owner = first.pos === "NOUN" && /^'s?$/.test(tokens[i + 1]?.value ?? "");
  const describing = (first.pos === "ADJ" || first.pos === "ADV") && /^(?:ADJ|NOUN)$/.test(tokens[i + 1]?.pos ?? "");
  if (!owner && !describing && !(afterWhole && /^(?:NOUN|VERB)$/.test(first.pos) && tokens[i + 1]?.pos === "NOUN")) return false;
  // its words up to the preposition: at most four, the last a noun, perhaps with a participle
  // after it ("old papers timed under ...")
  let k = owner ? i + 2 : first.pos === "VERB" ? i + 1 : i;
  while (k < i + 5 && /^(?:ADJ|ADV|NOUN|PROPN)$/.test(tokens[k]?.pos ?? "") && !(k > i && tokens[k].pos === "ADV" && tokens[k - 1].pos === "NOUN")) k++;
  if (k === i || !/^(?:NOUN|PROPN)$/.test(tokens[k - 1]?.pos ?? "") || (!owner && k - i < 2 && !afterWhole)) return false;
  if (tokens[k]?.pos === "VERB" && /ed$/i.test(tokens[k].value)) k++;
  return tokens[k]?.pos === "ADP" && /^(?:DET|NOUN|PROPN|ADJ|NUM|PRON)$/.test(tokens[k + 1]?.pos ?? "");
}

/**
 * A new doing after a thing and its place, with no joiner: "cue cards for the dates writing short
 * essays against the clock", "... at the club coaching the juniors". Not after "of" ("the number of people
 * using the bus" is one thing), and only a doing with its object ("a man at the stop waiting for ..."
 * describes the man).
 */
function doingAfterPlace(tokens: readonly TaggedToken[], i: number, from: number): boolean {
  const prev = tokens[i - 1];
  if (!/^(?:DET|ADJ|NOUN|PROPN)$/.test(tokens[i + 1]?.pos ?? "")) return false;
  const piece = tokens.slice(from, i);
  // (a thing with an article before it may be described by the doing: "a sign on the door telling
  // people to knock" is one thing, unless a clause came first)
  const first = piece.find((t) => t.pos !== "PUNCT" && !SKIPPED.has(t.value.toLowerCase()));
  // (nor a thing said bare, "students in the labs showing experiments", "benches by the wall facing the sun":
  // the doing may be what the thing does; only a piece that opened with a doing lists another)
  const place = piece.map((t) => t.pos === "ADP").lastIndexOf(true);
  const aboutDoing = piece.slice(0, piece.findIndex((t) => t.pos === "ADP")).some((t) => /^(?:VERB|NOUN|PROPN)$/.test(t.pos) && /[a-z]{2}ing$/i.test(t.value));
  // (unless more doings are listed after it: "flashcards for the dates doing quizzes online, asking ...")
  const end = tokens.findIndex((t, k) => k > i && /^[.?!]$/.test(t.value));
  const after = tokens.slice(i + 1, end < 0 ? tokens.length : end);
  const moreDoings = after.some((t, k) => (t.value === "," || t.value.toLowerCase() === "and") && ingWord(after[k + 1]));
  const described = (first?.pos === "DET" || (!aboutDoing && !moreDoings)) && !piece.some((t) => FINITE.has(t.pos) && !isDoing(t));
  // (after a comma, in a list of doings: "writing short essays, quizzing a friend ...";
  // the tagger may call the second one a noun)
  const listed = prev.value === "," && ingWord(piece.find((t) => t.pos !== "PUNCT" && !SKIPPED.has(t.value.toLowerCase())));
  if (listed && ingWord(tokens[i])) return true;
  if (described || !isDoing(tokens[i]) || (prev.value !== "," && !/^(?:NOUN|PROPN)$/.test(prev.pos))) return false;
  return place >= 0 && place > piece.map((t) => FINITE.has(t.pos) && !isDoing(t)).lastIndexOf(true) && piece[place].value.toLowerCase() !== "of";
}

/**
 * A stretch of speech cut into its ideas where a new clause plainly starts: after "and", "or", "then"
 * ("... under coloured lights or test whether music ... and the bins only get ... so maybe a rota"),
 * at "what about" and "maybe ...", and with no joiner after a comma, an adverb or a place phrase
 * ("... on my phone my dad says ..."), never after a word that binds the clause to what came before
 * ("that's where the old man sits ..."). No piece is left under three words; every word is kept.
 */
export function clauseIdeas(text: string): string[] {
  const tokens = tagText(text);
  const cuts: number[] = [];
  const words = (from: number, to: number) => tokens.slice(from, to).filter((t) => t.pos !== "PUNCT").length;
  for (let i = 1; i < tokens.length; i++) {
    const v = tokens[i].value.toLowerCase();
    const prev = tokens[i - 1];
    let j = i;
    let start = false;
    // the piece since the last cut
    const piece = tokens.slice(cuts[cuts.length - 1] ?? 0, i);
    if (JOINERS.has(v)) {
      j = i + 1;
      while (SKIPPED.has(tokens[j]?.value.toLowerCase() ?? "") && j < i + 4) j++;
      const maybeNext = /^(?:maybe|perhaps)$/.test(tokens[j - 1]?.value.toLowerCase() ?? "") && j > i + 1;
      // "or a picnic in the gardens", "or test whether ...", "and maybe read out ..."
      // ("i'd measure the height ... and keep a photo diary": a second thing to do, after a whole one with its object)
      // (or with its describing word, when no "could", "would" ... governs both: "so new members feel at home and
      // print a floor plan", but "staff would be less stressed and enjoy the job more" is one idea)
      const clause = piece.slice(piece.map((t) => /^[.?!]$/.test(t.value)).lastIndexOf(true) + 1);
      const ended = /^(?:NOUN|PROPN)$/.test(prev.pos) || (prev.pos === "ADJ" && !clause.some((t) => t.pos === "AUX" && MODALS.has(t.value.toLowerCase())));
      const secondDoing = v === "and" && tokens[j]?.pos === "VERB" && !/(?:ed|ing)$/i.test(tokens[j].value) && piece.some((t) => FINITE.has(t.pos)) && ended && !/^(?:it|them|those|these|this|that|one)$/i.test(tokens[j + 1]?.value ?? "");
      // a word before "whether" or "if" is a doing: "or test whether ...", "and check if ..."
      const asksWhether = /^(?:NOUN|VERB)$/.test(tokens[j]?.pos ?? "") && /^(?:whether|if)$/i.test(tokens[tokens[j + 1]?.value === "," ? j + 2 : j + 1]?.value ?? "");
      // a list of doings: "-ing" after "and" when the piece opened with one ("asking the coach ... and running with a friend ...")
      const pieceStart = piece.find((t) => t.pos !== "PUNCT" && !SKIPPED.has(t.value.toLowerCase()));
      const sameDoing = v === "and" && isDoing(tokens[j]) && ingWord(pieceStart) && /^(?:DET|ADJ|NOUN|PROPN|ADP)$/.test(tokens[j + 1]?.pos ?? "");
      // ("... a ramp by the side gate and painting lines on the steps": a doing with its object and
      // its place, after a piece with no doing it could be joined to; the tagger may call it a noun)
      const otherDoing = v === "and" && ingWord(tokens[j]) && /^(?:NOUN|PROPN)$/.test(tokens[j + 1]?.pos ?? "") && tokens[j + 2]?.pos === "ADP" && /^(?:NOUN|PROPN)$/.test(prev.pos) && !piece.some(isDoing);
      // (not when the doing is done to what came before: "print the photos and stick them on the wall")
      // ("sell seedlings at the gate and a scarecrow competition ...": a thing after an idea finished with its place)
      const verbAt = piece.map((t) => t.pos === "AUX" || (t.pos === "VERB" && !/(?:ed|ing|en)$/i.test(t.value))).lastIndexOf(true);
      // (after a comma and "and", any article: "a picnic on the green with a band, and all tickets sold at the door")
      const article = /^(?:a|an)$/i.test(tokens[j]?.value ?? "") || (tokens[j]?.pos === "DET" && tokens[i - 1]?.value === ",");
      const newThing = article && (prev.pos === "NOUN" || prev.value === ",") && verbAt >= 0 && piece.slice(verbAt + 2).some((t) => t.pos === "ADP");
      // a thing after a clause that ends on its verb: "... a race where the families compete and a medal for ..."
      // (a thing can only join another thing, so it starts its own idea; "-ing" and "-ed" words may describe it)
      const afterVerb = v === "and" && prev.pos === "VERB" && /^(?:NOUN|PROPN|PRON|ADV|VERB)$/.test(tokens[i - 2]?.pos ?? "") && !/(?:ing|ed)$/i.test(prev.value) && /^(?:DET|ADJ|NOUN)$/.test(tokens[j]?.pos ?? "") && !/^(?:it|them)$/i.test(tokens[j]?.value ?? "");
      // ("and maybe something for the choir": "and maybe" opens a new idea whatever follows)
      start = afterVerb || secondDoing || sameDoing || otherDoing || newThing || asksWhether || clauseStartsAt(tokens, j) || (v === "or" && (tokens[j]?.pos === "DET" || tokens[j]?.pos === "VERB")) || (maybeNext && /^(?:DET|VERB|NOUN|PRON|ADJ)$/.test(tokens[j]?.pos ?? ""));
    } else if (/^(?:maybe|perhaps)$/.test(v) && !JOINERS.has(prev.value.toLowerCase())) {
      start = /^(?:DET|VERB)$/.test(tokens[i + 1]?.pos ?? "") && (prev.value.toLowerCase() === "so" || !BINDS_NEXT.has(prev.value.toLowerCase()));
      // ("... too quiet so maybe a quiz night": the new idea starts at "so")
      if (start && prev.value.toLowerCase() === "so") j = i - 1;
    } else if (!BINDS_NEXT.has(prev.value.toLowerCase()) && !JOINERS.has(prev.value.toLowerCase()) && (prev.value === "," || !SKIPPED.has(prev.value.toLowerCase()))) {
      // no joiner: only after a comma, an adverb or adjective, or a place phrase's noun ("on my phone")
      const near = tokens.slice(Math.max(0, i - 4), i - 1);
      const afterPlace = prev.pos === "NOUN" && near.map((t) => t.pos === "ADP").lastIndexOf(true) > near.map((t) => FINITE.has(t.pos)).lastIndexOf(true);
      start = (prev.value === "," || prev.pos === "ADV" || prev.pos === "ADJ" || afterPlace) && clauseStartsAt(tokens, i, prev.value === ",");
      // a thing and where it goes, said after a place ("... on fridays posters in the corridor", "... by the door hooks for coats")
      const thingAndPlace = tokens[i].pos === "NOUN" && (tokens[i + 1]?.pos === "ADP" || (tokens[i + 1]?.pos === "NOUN" && tokens[i + 2]?.pos === "ADP"));
      // (a singular noun before it may be a compound's first half: "the food bank on ...")
      // ("bus", "campus", "class" and "axis" end in s but are one thing: "the bus shelter by ...")
      start ||= afterPlace && thingAndPlace && /[^sui]s$/i.test(prev.value);
      start ||= describedThingAt(tokens, i) || doingAfterPlace(tokens, i, cuts[cuts.length - 1] ?? 0);
    }
    // a list of things said one after another, with no verb ("thick curtains for the living room a draught excluder ...")
    const pv = prev.value.toLowerCase();
    if (!start && /^(?:a|an)$/.test(v) && (prev.pos === "NOUN" || pv === "," || pv === "um" || pv === "uh")) {
      // (after a comma, a new thing whatever came before: "put the menu online, a stall for ...")
      // (or after a verb that has had its object and a phrase after it: "plant bulbs along the fence or near the gate a notice board ...")
      const verbAt = piece.map((t) => t.pos === "AUX" || (t.pos === "VERB" && !/(?:ed|ing|en)$/i.test(t.value))).lastIndexOf(true);
      // (not after a place said first, with nothing before it: "right by the gate a rack for scooters" is one idea)
      // ("right", "just" and "straight" before it only say how near: "just by the door ...")
      const placeFirst = verbAt < 0 && piece.find((t, k) => /^(?:ADP|NOUN|PROPN|DET|PRON)$/.test(t.pos) && !(k === 0 && /^(?:right|just|straight)$/i.test(t.value)))?.pos === "ADP";
      // (an amount and "a" with what it is counted by is a rate, no new thing: "five pounds a head", "three days a week", "a pound a go")
      const rate = prev.pos === "NOUN" && (tokens[i - 2]?.pos === "NUM" || /^(?:a|an|one)$/i.test(tokens[i - 2]?.value ?? "")) && RATE_UNITS.has(tokens[i + 1]?.value.toLowerCase() ?? "") && !/^(?:NOUN|PROPN)$/.test(tokens[i + 2]?.pos ?? "");
      start = !placeFirst && !rate && (pv === "," || verbAt < 0 || (prev.pos === "NOUN" && piece.slice(verbAt + 2).some((t) => t.pos === "ADP")));
    }
    // an instruction after a thing finished with its participle: "... with the clues hidden split into teams ..."
    if (!start && tokens[i].pos === "VERB" && !/(?:ed|en|ing|s)$/i.test(v) && prev.pos === "VERB" && /(?:ed|en)$/i.test(prev.value) && /^(?:NOUN|PROPN)$/.test(tokens[i - 2]?.pos ?? "") && /^(?:DET|PRON)$/.test(tokens[i + 1]?.pos ?? "")) start = true;
    // a question after a thing, with no joiner: "... paper planes which wing shape flies furthest",
    // "... project ideas does the moon affect how cress grows" (a "which" that is a relative pronoun has no noun
    // after it, and a subject's own "does" has no subject of its own after it)
    if (!start && /^(?:NOUN|PROPN)$/.test(prev.pos) && questionAt(tokens, i)) start = true;
    // "oh" with "and" opens a new thought ("... a stall for old toys, oh, and a raffle for a hamper ...")
    if (!start && v === "oh" && /^(?:and|,)$/.test(tokens[i + 1]?.value ?? "")) start = true;
    // a new thing after a clause finished with its adjective or a closing adverb: "... let the hedge
    // grow tall a log pile for beetles", "... the bread that goes stale soon a rota for ..." (an adverb after a
    // verb, "is just a", "could maybe a", belongs to the thing after it; "once a month," is how often, not a thing)
    if (!start && /^(?:a|an)$/.test(v) && prev.pos === "ADJ" && FINITE.has(tokens[i - 2]?.pos ?? "") && tokens[i + 1]?.pos !== "PUNCT") start = true;
    if (!start && /^(?:a|an)$/.test(v) && prev.pos === "ADV" && /^(?:ADP|ADV|NOUN)$/.test(tokens[i - 2]?.pos ?? "") && piece.some((t) => FINITE.has(t.pos)) && tokens[i + 1]?.pos !== "PUNCT" && tokens[i + 2] && tokens[i + 2].pos !== "PUNCT") start = true;
    // a hedged new thing after a noun: "... at every stop sort of a map with stickers"
    if (!start && /^(?:sort|kind)$/i.test(v) && tokens[i + 1]?.value.toLowerCase() === "of" && tokens[i + 2]?.pos === "DET" && prev.pos === "NOUN") start = true;
    if (!start) continue;
    const cut = Math.min(i, j);
    const last = cuts[cuts.length - 1] ?? 0;
    if (words(last, cut) >= 3 && words(cut, tokens.length) >= 3) cuts.push(cut);
  }
  if (cuts.length === 0) return [text];
  const at = cuts.map((k) => tokens[k].start);
  return [0, ...at].map((from, k) => text.slice(from, at[k] ?? text.length).trim().replace(/[,;:]+$/, "")).filter(Boolean);
}

/** Words that only hold the floor ("okay.", "right, yeah."): a piece of nothing else is no idea. */
const DISCOURSE = /^(?:okay|ok|right|yeah|yes|well|so|and|um|uh|er|erm|oh|hmm|like)$/i;

/**
 * A piece under three words that says something ("Bikes.", "Or a mural.") is no idea on its own,
 * and is never dropped: it joins the piece before it (the one after, when it comes first).
 */
function joinShortPieces(pieces: readonly string[], standsAlone = (piece: string) => wordTokens(piece).length >= 3, dropTalk = true): string[] {
  const out: string[] = [];
  let carry = "";
  // ("I" keeps its capital inside a sentence)
  const lower = (p: string) => (/^I\b/.test(p) ? p : p.charAt(0).toLowerCase() + p.slice(1));
  for (const piece of pieces) {
    if (dropTalk && wordTokens(piece).every((w) => DISCOURSE.test(w))) continue;
    if (standsAlone(piece)) {
      out.push(carry ? `${withoutFinalPunctuation(carry)}, ${lower(piece)}` : piece);
      carry = "";
    } else if (out.length) out[out.length - 1] = `${withoutFinalPunctuation(out[out.length - 1])}, ${withFullStop(lower(piece))}`;
    else carry = carry ? `${withoutFinalPunctuation(carry)}, ${lower(piece)}` : piece;
  }
  if (carry) out.push(withFullStop(carry));
  return out;
}

/**
 * The speaker taking an idea back: "no scrap that", "actually scrap the raffle", "forget that", "no wait".
 * (An order, with no one doing it: "I always forget the dates", "they drop it off" take nothing back.)
 */
const RETRACT = /\b(?<!\b(?:i|we|you|they|he|she|it|always|never|often|sometimes|usually|to|can|could|will|would|might|should|don't|didn't)\s)(?:(?:no|oh no|actually|wait)[,]?\s+)*(?:scrap|scratch|forget|ditch|bin|drop)\s+(?:that|this|it|(?:the|that|those)\s+([\p{L}'-]+))\b|\b(?:no,?\s+wait|actually,?\s+no|never\s*mind(?:\s+that)?)\b/iu;

/**
 * Pieces with the ideas taken back moved out: the one said just before "no scrap that" (the last
 * part of its piece after a comma, "or" or "and", or the whole piece before), or the one holding
 * the thing named ("scrap the raffle"). They come back as "set aside" points, with what was said
 * about them, so no word is lost.
 */
function withoutRetracted(pieces: readonly string[]): { kept: string[]; setAside: string[] } {
  const kept: string[] = [];
  const setAside: string[] = [];
  for (const piece of pieces) {
    const m = RETRACT.exec(piece);
    if (!m) {
      kept.push(piece);
      continue;
    }
    // (a reason said first, "no, the hire costs too much, drop it", is part of the take-back: the thing is in the piece before)
    const reasonFirst = /^(?:no|actually|oh no)\b/i.test(piece) && (m.index ?? 0) > 0;
    const at = reasonFirst ? 0 : (m.index ?? 0);
    const before = piece.slice(0, at).trim().replace(/[,;:]+$/, "");
    // what was said about it runs to the next "and", "or" or comma after the reason; what follows is a new idea
    const markEnd = (m.index ?? 0) + m[0].length;
    const after = piece.slice(markEnd);
    // ("... no scrap that, the bakery does those what about a book swap": "what about" opens a new idea)
    const next = after.search(/,\s|\s(?:and|or)\s|\s(?=(?:what|how)\s+about\b)/i);
    let said = withoutFinalPunctuation(piece.slice(at, next >= 0 && countWords(after.slice(next)) >= 4 ? markEnd + next : piece.length).trim());
    const carriesOn = next >= 0 && countWords(after.slice(next)) >= 4 ? ideaFrom(capitaliseFirst(after.slice(next).replace(/^[,\s]+(?:(?:and|or)\s+)?/i, "")), true) : "";
    let taken = "";
    const named = m[1]?.toLowerCase();
    if (contentStems(before).length > 0 && (!named || before.toLowerCase().includes(named))) {
      // the last part of what came before ("a bake sale at the school gate, a car wash, no scrap that")
      // (talk alone before it, "oh, and a coconut shy, actually no", goes with it: no word is dropped)
      // (talk after it, "a tombola, yeah, no scrap that", is no thing: the thing is the part before)
      const lastPartOf = (x: string) => Math.max(x.lastIndexOf(", "), x.search(/\s(?:or|and)\s(?!.*\s(?:or|and)\s)/i));
      let last = lastPartOf(before);
      while (last > 0 && wordTokens(before.slice(last)).every((w) => DISCOURSE.test(w))) last = lastPartOf(before.slice(0, last));
      const cut = last > 0 && wordTokens(before.slice(0, last)).every((w) => DISCOURSE.test(w)) ? 0 : last;
      taken = cut > 0 ? before.slice(cut).replace(/^[,\s]+(?:(?:or|and)\s+)?/i, "") : before;
      const rest = cut > 0 ? before.slice(0, cut).trim() : "";
      if (rest) kept.push(withFullStop(rest));
    } else {
      // an earlier piece: the one naming the thing, else the one just before
      const k = named ? kept.map((p) => p.toLowerCase().includes(named)).lastIndexOf(true) : kept.length - 1;
      if (k >= 0) {
        const [p] = kept.splice(k, 1);
        // the part of that piece about the thing: from the idea before it (a short lead-in goes
        // with it, "we could run a raffle ...") to the next "and", "or" or comma
        // (with no name, the thing said last: "oh and a later start on mondays, no wait ...")
        const lastPart = p.search(/(?:,\s|\s(?:and|or)\s)(?!.*(?:,\s|\s(?:and|or)\s))/i);
        const unnamedLast = !named && lastPart > 0 && contentStems(p.slice(lastPart)).length >= 2;
        const from = named ? p.toLowerCase().indexOf(named) : unnamedLast ? lastPart : 0;
        const lead = p.slice(0, from).search(/(?:,\s|\s(?:and|or)\s)(?!.*(?:,\s|\s(?:and|or)\s))/i);
        let start = unnamedLast ? from : lead >= 0 ? lead : 0;
        // (a lead-in of talk alone, "oh and ...", goes with it: no word is dropped)
        if ((!unnamedLast && countWords(p.slice(0, start)) < 3) || wordTokens(p.slice(0, start)).every((w) => DISCOURSE.test(w))) start = 0;
        // (no further back than its last sentence: "A table for the club. So members can sign up. A laser show.")
        const sentence = p.slice(0, from).lastIndexOf(". ");
        if (!named && sentence > start) start = sentence + 1;
        const next = p.slice(from).search(/,\s|\s(?:and|or)\s/i);
        // (what is left after it must be an idea of three words or more: "raffle, big prizes" is one)
        const end = unnamedLast ? p.length : next >= 0 && countWords(p.slice(from + next)) >= 3 ? from + next : p.length;
        const rest = [p.slice(0, start), p.slice(end)].map((x) => x.trim().replace(/^[,\s]+(?:(?:and|or)\s+)?/i, "").replace(/[,;:]+$/, "")).filter((x) => countWords(x) > 0);
        kept.splice(k, 0, ...rest.map((x) => ideaFrom(capitaliseFirst(x), true)));
        taken = withoutFinalPunctuation(p.slice(start, end)).trim().replace(/^[,\s]+(?:(?:and|or)\s+)?/i, "");
      }
      if (before && !taken) taken = before;
      // (what was said before the take-back in its own piece stays: "a tombola with big prizes drop the raffle"
      // keeps the tombola; talk alone, "oh, scrap that", is part of what was said)
      else if (before && contentStems(before).length > 0) kept.push(withFullStop(capitaliseFirst(before)));
      else if (before) said = `${before} ${said}`;
    }
    if (carriesOn) kept.push(carriesOn);
    setAside.push(taken ? `${capitaliseFirst(withoutFinalPunctuation(taken).replace(/^[,\s]+/, ""))} (you said: "${said}").` : `You said: "${said}".`);
  }
  return { kept, setAside };
}

/**
 * A piece with no word that names anything ("We could do that again.", "Make it look good.") is no idea
 * of its own, but its words were spoken: it joins the idea before it (the one after, when it comes first).
 */
function withWordlessJoined(pieces: readonly string[]): string[] {
  return joinShortPieces(pieces, (piece) => countWords(piece) >= 3 && contentStems(piece).length > 0, false);
}

/** A piece that ends on a word that needs more ("... good at before.") carries on into the next. */
const OPEN_END = /\b(?:before|after|when|until|while|because|since|so|if|and|or|but|of|to|for|with|the|a|an|their|our|your|in|on|at|by|from|which|who|whose|where)\.?$/i;

/**
 * A sentence too short to be an idea of its own ("Or a mural.", "It was fine."): under four words,
 * unless three of them name a thing with two words that say something ("Then glitter tattoos."); three
 * with a subject and its verb are the end of the sentence before, cut by a stop ("... whatever kit. The players lose.").
 */
function tooShort(idea: string): boolean {
  const n = countWords(idea);
  const tags = tagText(idea);
  return n < 3 || (n === 3 && (contentStems(idea).length < 2 || tags.some((t, k) => FINITE.has(t.pos) && /^(?:NOUN|PROPN|PRON)$/.test(tags[k - 1]?.pos ?? ""))));
}

/** A piece that only says where, with no thing and no verb ("Right by the back door."): it belongs to what follows. */
function placeOnly(piece: string): boolean {
  const tokens = tagText(piece).filter((t) => t.pos !== "PUNCT");
  const k = /^(?:right|just|straight)$/i.test(tokens[0]?.value ?? "") ? 1 : 0;
  const place = tokens[k]?.value.toLowerCase() === "next" && tokens[k + 1]?.value.toLowerCase() === "to" ? k + 1 : k;
  return tokens[place]?.pos === "ADP" && tokens.length <= 6 && !tokens.some((t) => FINITE.has(t.pos) || t.pos === "PRON");
}

/**
 * The brainstorm organised. `phrases` are the pieces the recogniser sent, each at a pause, when the page has them:
 * where they still sit in the transcript, a pause says where an idea starts or carries on (brainstorm-pauses.ts).
 */
export function analyzeBrainstorm(transcript: string, prompt: string, phrases: readonly string[] = []): BrainstormAnalysis {
  // (a typed line's "- " bullet is no word of an idea: each bulleted line is read as an idea's sentence of its own)
  const text = bulletsAsSentences(punctuate(transcript));
  const promptStems = new Set(contentStems(prompt));
  const merged: string[] = [];
  for (const s of splitSentences(text).flatMap(splitIdeas)) {
    const t = ideaFrom(s);
    const prev = merged[merged.length - 1];
    if (prev && (OPEN_END.test(prev) || placeOnly(prev))) {
      // a full stop in the wrong place ("... good at before.", "Right by the gate. A rack ..."): one idea
      merged[merged.length - 1] = `${withoutFinalPunctuation(prev)} ${s.charAt(0).toLowerCase()}${withFullStop(s).slice(1)}`;
    } else if (prev && (CONTINUES.test(s) || tooShort(t))) {
      merged[merged.length - 1] = /^which\b/i.test(s) ? `${withoutFinalPunctuation(prev)}, ${s.charAt(0).toLowerCase()}${withFullStop(s).slice(1)}` : `${prev} ${withFullStop(capitaliseFirst(s))}`;
    }
    else merged.push(t);
  }
  const { kept, setAside } = withoutRetracted(joinShortPieces(merged.flatMap((m) => clauseIdeas(m).map((p, k) => ideaFrom(p, k > 0)))));
  const ideas: Idea[] = unique(
    withPauses(withWordlessJoined(joinShortPieces(kept)), transcript, phraseBreaks(transcript, phrases))
      .map((t, index) => ({ text: t, stems: new Set(contentStems(t)), index, topic: topicOf(t, promptStems) }))
      // (a short idea said alone, "A quiz.", is still an idea: only talk with nothing named is left out)
      .filter((i) => i.stems.size > 0 || countWords(i.text) >= 3),
    // (only a repeat said word for word: "fence number one" and "fence number two" are two ideas)
    (i) => wordTokens(i.text).join(" "),
  );
  if (ideas.length === 0 && setAside.length === 0) return { ideas: [withFullStop(capitaliseFirst(withoutFinalPunctuation(text)))] };
  // (every idea taken back: what was said stays on the page, set aside)
  if (ideas.length === 0) {
    return {
      ideas: [withFullStop(capitaliseFirst(withoutFinalPunctuation(text)))],
      structure: {
        writingApproach: "You set aside every idea you said. Read them again below and say the one you want to keep.",
        outline: [{ title: "Set aside", points: setAside.flatMap(fitPoint).slice(0, MAX_POINTS) }],
        nextSteps: ["Say one idea you want to keep, with one reason for it."],
      },
    };
  }

  // an idea the speaker took back is no idea, but its words stay on the page, marked as set aside
  const grouped = fitOutline(groupIdeas(ideas), setAside.length ? MAX_SECTIONS - 1 : MAX_SECTIONS);
  const outline = setAside.length ? [...grouped, { title: "Set aside", points: setAside.flatMap(fitPoint).slice(0, MAX_POINTS) }] : grouped;
  const lead = [...ideas].sort((a, b) => [...b.stems].filter((s) => promptStems.has(s)).length - [...a.stems].filter((s) => promptStems.has(s)).length)[0];
  const question = /\?\s*$/.test(prompt.trim());
  const sectionNames = grouped.map((o) => o.title.toLowerCase());
  const writingApproach = [
    question ? `Answer the prompt directly in your first sentence, using your strongest idea: "${withoutFinalPunctuation(lead.text)}".` : `Open with your strongest idea: "${withoutFinalPunctuation(lead.text)}".`,
    grouped.length > 1 ? `Then give one short paragraph to each group: ${joinList(sectionNames)}.` : "Then explain the idea with one example and one reason.",
    `Finish with ${/\b(?:ask|survey|meeting|vote|plan|next)\b/i.test(ideas[ideas.length - 1].text) ? `your final idea as a call to action: "${withoutFinalPunctuation(ideas[ideas.length - 1].text)}"` : "what should happen next, in one or two sentences"}.`,
    "Keep sentences short and read each paragraph aloud before moving on.",
  ].join(" ");
  const biggest = [...grouped].sort((a, b) => b.points.length - a.points.length)[0];
  const nextSteps = unique([
    `Pick the idea you care about most and say two more sentences about it.`,
    biggest && biggest.points.length > 1 ? `Find one fact or example to support the "${biggest.title}" section.` : `Find one fact or example to support "${withoutFinalPunctuation(lead.text)}".`,
    `Put the ${grouped.length} ${grouped.length === 1 ? "section" : "sections"} in the order that makes the strongest case.`,
    ...ideas.filter((i) => /\b(?:ask|survey|find out|check|research|talk to|meeting)\b/i.test(i.text)).slice(0, 1).map((i) => `Do the research you mentioned: ${withoutFinalPunctuation(i.text).toLowerCase()}.`),
    "Open the document and turn each point into a sentence of your own.",
  ]).slice(0, 5);

  return { ideas: ideas.map((i) => i.text.slice(0, 600)).slice(0, 20), structure: { writingApproach, outline, nextSteps } };
}


// What a pronoun in a spoken task stands for, and a task verb's base form. "We still need a
// treasurer's report for the union." "I'll send it tomorrow": "it" is the report, the nearest
// noun phrase before the reply that is a subject or an object (not the object of a preposition,
// "the union") and agrees in number ("them" never stands for "the quote"). Nothing is guessed
// when no such phrase is near: the task keeps its pronoun. Pure code over the tagger's tags.
import { findDue, isWeekday } from "@/lib/ai/local/meeting-dates";
import { isOrdinaryWord } from "@/lib/ai/local/names-lexicon";
import { MONTH_NAMES, ordinal } from "@/lib/ai/local/spoken-numbers";
import { wink } from "@/lib/ai/local/nlp";

export type ReferToken = {
  w: string;
  raw: number;
  stop: boolean;
  /** The participant the word names, where it names one (meeting-actions.ts markNames): "bill" the person, not "the bill". */
  name?: string;
};

const DETERMINER = /^(?:the|a|an|this|that|these|those|your|our|their|my|his|her|its)$/;
/** Heads that name a time, not a thing to act on ("the weekend", "the morning"). */
const TIME_HEAD = /^(?:morning|afternoon|evening|night|day|days|week|weeks|weekend|month|months|year|years|time|minute|minutes|hour|hours|moment|end|start|rest|bit|lot|way|thing|things)$/;
/** Verbs whose "them" is people or an organisation ("phone them", "chase them"), never a thing said before. */
export const PEOPLE_VERB = /^(?:call|phone|ring|email|text|message|contact|chase|ask|tell|remind|invite|thank|meet|visit|see|pay|help|brief|update|warn|let|speak|talk)$/;
/** Heads that name a part of a thing ("a section", "a panel"), not a thing of their own. */
const PART_HEAD = /^(?:section|part|piece|panel|corner|side|half|chunk|bit|edge|length|stretch|strip)$/;
// ("that" and "this" more often stand for what was just said: "I'll do that")
const SINGULAR = /^(?:it|something|one)$/;
const PLURAL = /^(?:them|those)$/;
const NP_INSIDE = /^(?:ADJ|NOUN|PROPN|NUM)$/;

/** Verbs only a person (or a body of people) is the subject of: "the wardens know", "the parents said". */
const MINDS = /^(?:know|knew|think|thought|said|say|says|told|agree|agreed|want|wanted|asked|complained|reckon|reckoned|believe|believed|remember|forgot|decided|promised|replied|understand|realise|realize)$/;

/** "twentieth", "friday", "march": a head that names a day or a month. */
const namesDay = (w: string) => Boolean(ordinal([w], 0)) || MONTH_NAMES.includes(w) || isWeekday(w);

/** "sizes", "people": a plural head noun. */
export function isPlural(head: string): boolean {
  return /[^su'i]s$/.test(head) || /^(?:people|children|men|women|data|staff)$/.test(head);
}

/** Noun phrases in t[from, to): determiner, modifiers, nouns ("the under tens sizes", "the price of feed"). */
function nounPhrases(t: readonly ReferToken[], tags: readonly string[], from: number, to: number): Array<{ start: number; end: number; plural: boolean }> {
  const out: Array<{ start: number; end: number; plural: boolean }> = [];
  for (let i = Math.max(0, from); i < to; i++) {
    // a bare object right after its verb counts too ("we need release notes")
    // (not a verb's -ing form: "the nets need mending")
    const bare = !DETERMINER.test(t[i].w) && tags[i - 1] === "VERB" && /^(?:NOUN|ADJ)$/.test(tags[i]) && !t[i - 1].stop && !/ing$/.test(t[i].w);
    if ((!DETERMINER.test(t[i].w) && !bare) || t[i].stop) continue;
    // the object of a preposition ("for the union", "on the corner") is seldom what a reply means
    // (but a verb's particle is no preposition: "put up the notice", "send out the invites")
    const particle = /^(?:up|out|off|down|back|over|round|in)$/.test(t[i - 1]?.w ?? "") && tags[i - 2] === "VERB";
    if (tags[i - 1] === "ADP" && !/^(?:about)$/.test(t[i - 1]?.w ?? "") && !particle) continue;
    // "the car park is a mess": what something is said to be describes it, it is no thing of its own
    if (/^(?:a|an)$/.test(t[i].w) && /^(?:is|was|are|were|'s|been|be)$/.test(t[i - 1]?.w ?? "")) continue;
    // (nor what a person is said to be: "you're the rota expert", "she's our treasurer")
    if (/^(?:is|was|are|were|am|'s)$/.test(t[i - 1]?.w ?? "") && /^(?:i|you|he|she|we|they)$/.test(t[i - 2]?.w ?? "")) continue;
    let k = bare ? i : i + 1;
    let head = -1;
    while (k < to && k <= i + 5) {
      // "the price of feed", "the under tens sizes"; not "the icons from Priyanka"
      const inside = NP_INSIDE.test(tags[k]) || (tags[k] === "ADP" && (t[k].w === "of" || k === i + 1) && /^(?:NOUN|NUM)$/.test(tags[k + 1] ?? ""));
      // ("its mot yesterday": a day ends the phrase)
      // ("the tickets Ben, I'll ...": a participant's name is who speaks next, not part of the phrase)
      // ("sent the quotes round": a verb's particle after its object, which the tagger may take for a noun, ends it)
      const particleAfter = k > i + 1 && /^(?:round|around|up|out|off|back|over|down|away|in|on)$/.test(t[k].w) && head >= 0;
      if (!inside || particleAfter || /^(?:yesterday|today|tonight|tomorrow)$/.test(t[k].w) || t[k].name) break;
      if (tags[k] === "NOUN") head = k;
      if (t[k].stop) {
        k++;
        break;
      }
      k++;
    }
    // ("the ninth is the only day left ... book it": a day is no thing to act on)
    if (head < 0 || TIME_HEAD.test(t[head].w) || namesDay(t[head].w)) continue;
    // ("that one's mine": "one" stands for a thing named before, it names none itself; "if the car's fixed": a thing in
    // a condition is what the work waits on, not the work)
    if (/^one(?:'s)?$/.test(t[i + 1]?.w ?? "") || (/'s$/.test(t[head].w) && /^(?:if|unless|once|until|when)$/.test(t[i - 1]?.w ?? ""))) continue;
    // ("my aide can draft it, I'll get it to them": the one who does something to the thing is not the thing)
    if (!t[head].stop && /^(?:can|could|will|would|should|might|must)$/.test(t[head + 1]?.w ?? "") && tags[head + 2] === "VERB" && /^(?:it|them|that|this)$/.test(t[head + 3]?.w ?? "")) continue;

    // an object with a verb right after it ("need the sponsor read for June") may be a noun the tagger split: not sure enough
    // (not after a verb of saying or knowing, whose object is a clause: "said the policy needs updating")
    if (tags[i - 1] === "VERB" && tags[head + 1] === "VERB" && !t[head].stop && !MINDS.test(t[i - 1].w)) continue;
    // the phrase ends at its last noun ("the final icons from" -> "the final icons")
    out.push({ start: i, end: head + 1, plural: isPlural(t[head].w) });
  }
  return out;
}

/** The phrase ending before t[end] is the subject of a verb of knowing or saying ("the wardens don't know"): it names people. */
function namesPeople(t: readonly ReferToken[], end: number): boolean {
  let k = end;
  while (k < end + 3 && /^(?:all|both|still|already|don't|didn't|do|did|not|never|have|had|probably)$/.test(t[k]?.w ?? "") && !t[k - 1].stop) k++;
  return !t[k - 1].stop && MINDS.test(t[k]?.w ?? "");
}

/**
 * The phrase a pronoun object in the task t[verb, end) stands for ("send it", "get you those",
 * "ring the supplier and get them swapped"), searched in t[from, verb) (or up to `until`); null when there is no
 * pronoun object, it names people, or nothing near agrees.
 */
export function antecedent(t: readonly ReferToken[], tags: readonly string[], verb: number, end: number, from: number, until: number = verb): { pronoun: number; phrase: [number, number] } | null {
  for (let p = verb + 1; p < end; p++) {
    const w = t[p].w;
    // ("did you hear back from Dr Mensah?" "I'll chase her again": "her" and "him" after a verb of reaching someone
    // are the person last named with a title)
    if (/^(?:her|him)$/.test(w) && p === verb + 1 && PEOPLE_VERB.test(t[verb].w)) {
      const k = findLastTitle(t, Math.max(0, from), Math.min(verb, until));
      // (only when that person is the one candidate: "his wife asked about the plot. I'll ring her" may mean the wife)
      if (k >= 0 && t.slice(k + 2, Math.min(verb, until)).some((x) => Boolean(x.name) || /^(?:he|she|his|her|hers|him|they|their|wife|husband|partner|son|daughter|mother|father|mum|dad|brother|sister|friend|man|woman|lady|guy|neighbour|colleague|dr|doctor|mr|mrs|ms|miss|professor)$/.test(x.w))) return null;
      // (a title that says the other sex is no one "her" or "him" means: "ring Mr Jones ... chase her" stays as said)
      if (k >= 0 && (w === "her" ? t[k].w === "mr" : /^(?:mrs|ms|miss)$/.test(t[k].w))) return null;
      return k < 0 ? null : { pronoun: p, phrase: [k, k + 2] };
    }
    // ("fill that in", "write that up": "that" before a verb's particle is a thing named just before)
    const thatThing = w === "that" && !t[p].stop && /^(?:in|up|out|off|round|back|over|down)$/.test(t[p + 1]?.w ?? "");
    // ("we need an alert for expiring certificates. Shreya, can you own that?": "that" taken on is the thing the room needs)
    const neededThing = /^(?:that|this)$/.test(w) && p === verb + 1 && /^(?:own|take|handle|do|cover|sort)$/.test(t[verb].w);
    if (neededThing) {
      // (its words to the end of the sentence that says it, "an alert for certificates expiring", whatever the tagger made of them)
      for (let k = Math.min(verb, until) - 2; k >= Math.max(from, verb - 20); k--) {
        if (!/^(?:need|needs)$/.test(t[k].w) || !/^(?:we|i|you|they)$/.test(t[k - 1]?.w ?? "") || !/^(?:a|an)$/.test(t[k + 1].w) || t[k].stop) continue;
        let e = k + 2;
        while (e < verb && e < k + 8 && !t[e - 1].stop && !t[e].name) e++;
        if (t[e - 1].stop && e - k > 2) return { pronoun: p, phrase: [k + 1, e] };
        break;
      }
    }
    if (!SINGULAR.test(w) && !PLURAL.test(w) && !thatThing && w !== "both") continue;
    // its verb: just before it, or before "you", "me" or "us" ("get you those")
    // ("email all of them": after "all of", "each of", "both of" too)
    const quantified = t[p - 1]?.w === "of" && /^(?:all|each|both|some)$/.test(t[p - 2]?.w ?? "") && (tags[p - 3] === "VERB" || p - 3 === verb);
    // ("about storing them": a verb's -ing form after a preposition, which the tagger may take for an adjective)
    const gerund = /ing$/.test(t[p - 1]?.w ?? "") && tags[p - 2] === "ADP";
    // ("look at it", "look into it": a verb and its preposition, the pronoun the thing looked at)
    const looked = p - 2 === verb && /^(?:at|into)$/.test(t[p - 1].w) && baseForm(t[verb].w) === "look";
    const v = looked ? p - 2 : quantified ? p - 3 : tags[p - 1] === "VERB" || p - 1 === verb || gerund ? p - 1 : /^(?:you|me|us)$/.test(t[p - 1].w) && (tags[p - 2] === "VERB" || p - 2 === verb) ? p - 2 : -1;
    if (v < 0) continue;
    // "that letter": a determiner, not a pronoun
    // ("book it tomorrow": a day after it is no noun of its)
    // ("book it, Kofi": a participant's name after it is who speaks or is spoken to, no noun of its)
    if (!t[p].stop && /^(?:NOUN|ADJ|PROPN|NUM)$/.test(tags[p + 1] ?? "") && !t[p + 1].name && !findDue([t[p + 1].w, t[p + 2]?.w ?? ""], new Date(0))) return null;
    // "the gift forms and the raffle tickets ... I'll take both back": the two things said together
    if (w === "both") {
      const nps = nounPhrases(t, tags, from, Math.min(verb, until));
      const k = nps.findLastIndex((b, j) => j > 0 && t[b.start - 1]?.w === "and" && nps[j - 1].end === b.start - 1);
      return k > 0 ? { pronoun: p, phrase: [nps[k - 1].start, nps[k].end] } : null;
    }
    const want = PLURAL.test(w);
    // "email them", "ring them": people, so only a phrase that names people (the subject of a verb of knowing or saying)
    const people = want && PEOPLE_VERB.test(t[v].w);
    // "failed its MOT ... take it": "it" is what "its" belongs to, never the phrase "its" opens
    // ("I'll record something": "something" and "one" stand for a thing needed, said with "a")
    // ("the form needs your signature" "I'll sign it": a noun of the verb's own doing, "signature", "booking", is no thing to do it to)
    const doing = baseForm(t[v].w);
    const found = nounPhrases(t, tags, thatThing ? Math.max(from, verb - 16) : from, Math.min(verb, until)).filter((np) => np.plural === want && !(t[np.start].w === (want ? "their" : "its")) && (!/^(?:something|one)$/.test(w) || /^(?:a|an)$/.test(t[np.start].w)) && (!people || namesPeople(t, np.end)) && !(doing.length > 2 && t[np.end - 1].w.startsWith(doing)));
    if (people && found.length === 0) return null;
    const np = found[found.length - 1];
    // ("the fence ... the storm took a section out ... fix it": a part said with "a" and no "of" is part of some
    // thing named before, which may be what "it" means: not sure, so "it" stays)
    if (np && /^(?:a|an)$/.test(t[np.start].w) && PART_HEAD.test(t[np.end - 1].w) && t[np.end]?.w !== "of") return null;
    return np ? { pronoun: p, phrase: [np.start, np.end] } : null;
  }
  return null;
}

/** Where the last person named with a title ("Dr Mensah", "Mrs Ahmed") starts in t[from, to), or -1; not a participant (named at the title or the name: "Dr Okafor", "Dr Mensah"). */
function findLastTitle(t: readonly ReferToken[], from: number, to: number): number {
  for (let k = to - 2; k >= from; k--) if (/^(?:dr|doctor|mr|mrs|ms|miss|professor)$/.test(t[k].w) && !t[k].stop && /^\p{L}+$/u.test(t[k + 1].w) && !t[k + 1].name && !t[k].name) return k;
  return -1;
}

/** "writing" -> "write", "organising" -> "organise": the base form of a task verb said in the -ing form. */
export function baseForm(word: string): string {
  const n = wink();
  const lemma = String(n.readDoc(word.toLowerCase()).tokens().itemAt(0)?.out(n.its.lemma as never) ?? word);
  // ("printing" the model keeps as a noun: the verb the dictionary knows without "-ing")
  if (lemma === word.toLowerCase() && /ing$/.test(lemma)) {
    const stem = lemma.slice(0, -3);
    const found = [stem, `${stem}e`, stem.slice(0, -1)].find((c, k) => c.length > 2 && (k < 2 || /(.)\1$/.test(stem)) && isOrdinaryWord(c));
    if (found) return found;
  }
  // the model's lemmas are American ("organize"): keep the speaker's spelling
  return /is(?:ing|ed)$/i.test(word) && /ize$/.test(lemma) ? lemma.replace(/ize$/, "ise") : lemma;
}

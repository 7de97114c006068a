// Action items from a meeting: one per person who takes a task on, even when one sentence names
// several ("priya will send the budget by friday and tom can you book the venue it is urgent").
// The words are read as one stream (the punctuation model's full stops are only hints, as it
// may put one after "and Tom"); each clause starts where someone is given a task ("<name> will",
// "<name> can you", "can you ... <name>", "I'll" from the person just asked, "someone should")
// and runs to the next such start. The task is the clause's verb phrase without its date,
// urgency or reason; the priority comes from that clause's own words (and a short remark after
// it: "it is urgent"); the due date from the day it names, resolved from the meeting date.
import type { Level, MeetingMinutes } from "@/lib/schemas/ai";
import { findDue, isWeekday } from "@/lib/ai/local/meeting-dates";
import { calledBy, nameWords, TITLE } from "@/lib/ai/local/meeting-names";
import { antecedent, baseForm, isPlural, PEOPLE_VERB } from "@/lib/ai/local/meeting-refer";
import { confidenceFeatures, confidenceOf, meetingConfidence, type Confidence, type ConfidenceFeatures } from "@/lib/ai/local/meeting-confidence";
import { takeLaterDays, type PlacedItem } from "@/lib/ai/local/meeting-reschedule";
import { STOPWORDS } from "@/lib/ai/local/lexicon";
import { isOrdinaryWord } from "@/lib/ai/local/names-lexicon";
import { tagWords } from "@/lib/ai/local/nlp";
import { MONTH_NAMES, ordinal } from "@/lib/ai/local/spoken-numbers";
import { bareWord, capitaliseFirst, contentStems, unique } from "@/lib/ai/local/text";

export type ActionItem = MeetingMinutes["actionItems"][number];

/**
 * Which rule path made an item an action, gave its owner and gave its due date (an internal tag,
 * never shown to users): scripts/ai/experiments/meeting-paths.ts counts each path's items and
 * misses, so a path that guesses can be made to give nothing.
 */
export type ActionReason = {
  action: string;
  owner?: string;
  due?: string;
  /** Where the task's words came from: as said, or a pronoun or light verb read as a thing said elsewhere. */
  words?: string;
  /** An owner or day a path would have given, held back because that path is not sure enough. */
  withheld?: { owner?: { path: string; value: string }; due?: { path: string; value: string } };
};
const REASONS = new WeakMap<ActionItem, ActionReason>();
/** The paths behind an item extractActions gave (undefined for any other object). */
export function actionReason(item: ActionItem): ActionReason | undefined {
  return REASONS.get(item);
}
const CONFIDENCE = new WeakMap<ActionItem, { features: ConfidenceFeatures; confidence: Confidence }>();
/** What the confidence models (meeting-confidence.ts) read of an item extractActions gave, and how sure they were of it, its owner and its day. */
export function actionConfidence(item: ActionItem): { features: ConfidenceFeatures; confidence: Confidence } | undefined {
  return CONFIDENCE.get(item);
}
const tag = (item: ActionItem, why: Partial<ActionReason>) => REASONS.set(item, { ...(REASONS.get(item) ?? { action: "?" }), ...why });

/**
 * Paths that give no day, as their guesses were not near-perfect (scripts/ai/experiments/meeting-paths.ts on the readable
 * sets pooled, docs/ai.md). A path is named by a run of its tag's parts ("then" holds "afterwards-own-last-day" and
 * "accept-reply-afterwards-own-last-day"). A deadline stated for the thing rather than given to a person: its day is
 * often not the day the person who takes it on gives (5 of 6 right). Scored on meetings first met (written after the
 * rules, before anyone read them), the owner path that guessed was work asked as a question ("Tom, can you ...?"): it now
 * gives none where the question is answered otherwise (answeredOtherwise, below); other owner paths had a clean record.
 */
const UNSURE_DUE: string[] = ["stated-deadline"];
const UNSURE_OWNER: string[] = ["told"];
/** Action paths, and readings of a task's words (`words`), that give no item at all: on meetings first met, too often no one's work or not the work. */
const UNSURE_ACTION: string[] = [];
const UNSURE_WORDS: string[] = [];
/** An item whose action path or reading of its words is unsure: none is listed. */
const guessed = (item: ActionItem) => unsure(UNSURE_ACTION, REASONS.get(item)?.action) || unsure(UNSURE_WORDS, REASONS.get(item)?.words);
const unsure = (paths: string[], why: string | undefined) => Boolean(why) && paths.some((p) => `-${why}-`.includes(`-${p}-`));
const withhold = (item: ActionItem, kind: "owner" | "due", path: string, value: string) =>
  tag(item, { withheld: { ...REASONS.get(item)?.withheld, [kind]: { path, value } } });

/** Gives the item its owner or due day, unless that path is unsure: then none (one it had is dropped too, two readings disagreeing). */
function give(item: ActionItem, field: "assignee" | "dueDate", value: string, why: string): void {
  const kind = field === "assignee" ? "owner" : "due";
  if (unsure(kind === "due" ? UNSURE_DUE : UNSURE_OWNER, why)) {
    withhold(item, kind, why, value);
    if (item[field] && item[field] !== value) delete item[field];
    return;
  }
  item[field] = value;
  tag(item, { [kind]: why });
}
/** New words for an item's task, read from a reply or another item: its `words` path says which (when they change). */
function reword(item: ActionItem, task: string, why: string): void {
  if (task === item.task) return;
  item.task = task;
  tag(item, { words: why });
}
const giveOwner = (item: ActionItem, who: string, why: string) => give(item, "assignee", who, why);
const giveDue = (item: ActionItem, date: string, why: string) => give(item, "dueDate", date, why);

type Token = {
  w: string;
  raw: number;
  stop: boolean;
  pause?: boolean;
  /** The word ends a question ("... by Friday?"). */
  ask?: boolean;
  /** Written with a colon after it ("Ella:"): who speaks the words that follow, in a transcript that names each speaker. */
  label?: boolean;
  /** The participant this word names ("priya" -> "Priya Shah"); unset where a name that is also a word is used as the word ("we may need", "the rose garden"). */
  name?: string;
};

const HIGH = /\b(?:urgent|urgently|asap|as soon as possible|immediately|right away|straight away|critical|top priority|blocker|blocking|today|tonight|this (?:morning|afternoon|evening)|tomorrow|before lunch|end of (?:the )?day|right now|now|must)\b/;
const LOW = /\b(?:not urgent|no rush|no hurry|not a priority|low priority|when (?:you|we) (?:get a chance|have time|can)|whenever|eventually|at some point|nice to have|can wait|if (?:there is|we have) time|next month|later on|in the new year)\b/;
const NOT_TASK = new Set(["be", "need", "think", "hope", "guess", "feel", "know", "believe", "imagine", "reckon", "suppose", "agree", "agreed", "was", "were", "had", "did", "probably", "maybe", "not", "never", "have", "been", "say", "said", "mention", "mentioned", "like", "want", "love"]);
const ACTION_VERB = /^(?:send|update|chase|finish|book|check|write|call|email|prepare|review|share|fix|organise|organize|arrange|set|create|draft|order|contact|ask|follow|schedule|buy|get|confirm|test|add|remove|move|plan|find|make|draw|read|try|look|talk|speak|tell|let|deliver|submit|file|sign|print|upload|publish|present|complete|do|put|take|collect|reply|measure|renew|give|help|reset|inform|analyse|analyze|thank|post|hire|correct|compare|rehearse|gather|tidy|report|forward|invite|design|build|install|repair|replace|cancel|close|open|record|note|research|interview|visit|meet|prepare|study|type|scan|copy|back|double|go|phone|ring|text|message|ping|clean|clear|wash|empty|paint|mend)$/;
/** Words that end a task's verb phrase: a reason or a new thought follows ("... because they close"). */
const TASK_CUT = /^(?:because|since|cos|cause|unless|though|although|whereas|but|that's|thats|it's|okay|ok|right|great|thanks|ha|hah|haha|hahaha|lol|hehe)$/;
/** Words that end it a few words in ("update the page when we know more"), not at its start ("check which laptops ..."). */
const TASK_CUT_LATER = /^(?:so|which|once|if|when|whenever|until|while|as)$/;
/** After "and", a subject starts a new clause ("book the drill and I think that's everything"). */
const NEW_CLAUSE = /^(?:i|we|that's|thats|it's|its|there's|theres)$/;
/** "and someone has to ...": a word for anyone opens a clause only as the subject of a verb, not "Alex and someone from finance". */
const ANYONE_SUBJECT = /^(?:someone|somebody|everyone|everybody)$/;
const opensClause = (t: Token[], tags: string[], k: number) =>
  NEW_CLAUSE.test(t[k]?.w ?? "") || (ANYONE_SUBJECT.test(t[k]?.w ?? "") && (/^(?:VERB|AUX)$/.test(tags[k + 1] ?? "") || /'s$|'ll$/.test(t[k].w)));
/**
 * "I can bring the projector if you like", "if that helps": an "if" that only offers politely, ending the sentence,
 * sets no condition on the offer.
 */
function politeIf(t: Token[], at: number): boolean {
  const [who, verb, next] = [t[at + 1], t[at + 2], t[at + 3]];
  if (!who || !verb || who.stop || !/^(?:you|that)$/.test(who.w) || !/^(?:like|want|wish|prefer|helps|works|suits)$/.test(verb.w)) return false;
  return verb.stop || !next || Boolean(next.name) || (verb.w === "want" && next.w === "me");
}
/** Verbs of thinking or knowing whose negation before "I can" doubts the offer ("I don't think I can", "not sure I can"). */
const DOUBT_VERB = /^(?:think|know|reckon|suppose|expect|believe|guess|imagine|sure|certain)$/;
/** "no actually", "no wait", "no, I'll ...": the speaker takes back what they just said. */
const RETRACT = (t: Token[], k: number) => {
  if (!/^(?:no|actually)$/.test(t[k]?.w ?? "")) return false;
  let j = k + 1;
  // ("no hang on, ...": a pause to think again)
  while (j < k + 4 && (/^(?:actually|wait|sorry|no|hang)$/.test(t[j]?.w ?? "") || (t[j]?.w === "on" && t[j - 1].w === "hang"))) j++;
  // (not "no wait, Wednesday": a day put right)
  // ("I'll order them, no, Kerry, you do the ordering": passed on to someone else)
  // ("actually no, Kofi, I want you on the model", "actually I'd rather Priscilla did it": someone else is wanted for it)
  const said = t.slice(k, j).some((x) => x.w === "no");
  const rather = t[j]?.w === "i" && t[j + 1]?.w === "would" && t[j + 2]?.w === "rather" && Boolean(t[j + 3]?.name);
  // (a bare "actually" only when the one named is given the work itself, "actually Kofi, you do it", "Kofi, I want you
  // on it": not "actually Kim, can you print copies", "actually Mia, what do you think", which turn to other work)
  const you = t[j]?.name ? t.slice(j + 1, j + 4).findIndex((x) => x.w === "you") + j + 1 : -1;
  const takesOver = you > j && (/^(?:do|take|handle|cover|own)$/.test(t[you + 1]?.w ?? "") || (/^(?:want|need)$/.test(t[you - 1]?.w ?? "") && t[you - 2]?.w === "i"));
  const other = (Boolean(t[j]?.name) && you > j && (said || takesOver)) || rather;
  return other || (t[k].w === "no" && ((t[j]?.w === "i" && /^(?:will|can)$/.test(t[j + 1]?.w ?? "")) || (Boolean(t[j]?.name) && t[j + 1]?.w === "you")));
};
/**
 * The task that ends at t[end] is taken back at once, or after a few words of hedging in the same breath
 * ("I'll phone the landlord, but no promises, actually no, Ines, you phone him"): a "no" that passes it on or replaces it,
 * looked for over the next six words, stopping at a full stop or a name said before the "no", and never past where the
 * next task starts.
 */
function takenBack(t: Token[], end: number, regionEnd: number): number | undefined {
  for (let j = end; j < Math.min(end + 6, regionEnd); j++) {
    if (RETRACT(t, j)) return j;
    // (the name of who says the no, just before it: "Marek: I'll order another one. Steve: no, actually, Jas, you do it")
    if (t[j].name && !t[j].stop && RETRACT(t, j + 1)) continue;
    if (t[j].stop || t[j].name) return undefined;
  }
  return undefined;
}

/**
 * "could somebody find out about the grant? No? Okay, I'll leave that for now", "we'll figure out who writes it next time":
 * the room puts the work off, soon after it is asked for (a verb of leaving or working out on what was just said).
 */
function putOff(t: Token[], end: number): boolean {
  for (let k = end; k < Math.min(t.length, end + 14); k++) {
    const w = t[k].w;
    // (not "leave it for Kate": left to someone)
    if (w === "leave" && /^(?:that|it|this)$/.test(t[k + 1]?.w ?? "") && (/^(?:till|until)$/.test(t[k + 2]?.w ?? "") || (t[k + 2]?.w === "for" && t[k + 3]?.w === "now"))) return true;
    // (who does the work itself, "who does it", not "work out whether we need a second room", other work)
    if (/^(?:figure|work|sort)$/.test(w) && t[k + 1]?.w === "out" && t[k + 2]?.w === "who" && /^(?:it|that|this|them)$/.test(t[k + 4]?.w ?? "")) return true;
  }
  return false;
}

/**
 * "..., but I don't know which one", "but I'm not sure", "but I can't do it": a doubt said straight after the task
 * t[verb, end) about that same work (not "I can do the slides but I can't do the handouts", "but I won't be at the event").
 */
function hedgedAfter(t: Token[], verb: number, end: number): boolean {
  if (t[end]?.w !== "but") return false;
  let k = end + 1;
  if (t[k]?.w === "i" && /^(?:don't|can't|cannot|won't)$/.test(t[k + 1]?.w ?? "")) k += 2;
  else if (t[k]?.w === "i" && t[k + 1]?.w === "am" && t[k + 2]?.w === "not") k += 3;
  else if (t[k]?.w === "i'm" && t[k + 1]?.w === "not") k += 2;
  else return false;
  // (a doubt of knowing: "I don't know which one", "I'm not sure")
  if (t[k - 1].stop || !t[k] || /^(?:know|sure)$/.test(t[k].w)) return true;
  // (the same work: its own verb with a pronoun for it, or with its own words)
  if (baseForm(t[k].w) !== baseForm(t[verb].w)) return false;
  if (t[k].stop || !t[k + 1] || /^(?:it|that|this|them|those)$/.test(t[k + 1].w)) return true;
  const task = new Set(contentStems(t.slice(verb + 1, end).map((x) => x.w).join(" ")));
  return contentStems(t.slice(k + 1, k + 5).map((x) => x.w).join(" ")).some((w) => task.has(w));
}

/**
 * "..., actually no, Nina, you do it", "no, Ines, you phone him": the work taken back at t[no] is handed to the one
 * named, said with a verb that names no other work (a light one, or the task's own): who it goes to.
 */
function passedOnTo(t: Token[], no: number, taskVerb: string): string | undefined {
  let j = no + 1;
  while (j < no + 3 && /^(?:actually|wait|sorry|no)$/.test(t[j]?.w ?? "")) j++;
  const verb = t[j + 2]?.w ?? "";
  if (!t[j]?.name || t[j + 1]?.w !== "you" || !verb) return undefined;
  // (only with a pronoun for the task, or nothing, after the verb: "Nina, you do the raffle" is new work, not this)
  const object = t[j + 3];
  const bare = !object || t[j + 2].stop || /^(?:it|that|this|them|those)$/.test(object.w) || Boolean(object.name);
  return bare && (/^(?:do|take|handle|sort|cover|own)$/.test(verb) || baseForm(verb) === baseForm(taskVerb)) ? t[j].name : undefined;
}
/** Words before a subject that make its clause part of the task ("check what we need", "ask if we can"). */
const OPENS_CLAUSE = /^(?:what|which|who|whom|whose|where|when|how|why|that|if|whether|as|than|so|because|and|or|but|to|for|with|about|before|after|until|till|once|while|unless|since|cos)$/;
/** Verbs whose object is followed by what that person is told ("tell the parents they can park at the back"). */
const TELLING = /^(?:tell|told|ask|remind|warn|let|explain|say|reassure|promise|inform|show)$/;
/** "I'll do that": agreeing to the request just made, not a task of its own. */
const ONLY_PRONOUN = /^\S+\s+(?:that|it|this|them|so)$/i;
/** "I'll call you", "I'll ring you back", "I'll meet you there": a verb on only the one spoken to names no work (not "pay you back", a debt). */
const ONLY_YOU = /^(?!(?:pay|repay|owe)\s)\S+(?:\s+(?:you|back|there))+$/i;
/** Verbs whose object is left unsaid when it was just asked about ("I'll finish by Thursday", "I'll check tomorrow"). */
const LEFT_OBJECT = /^(?:finish|check|fix|send|book|chase|order|print|update|review|sort|submit|post|measure|test|draft|confirm|renew)$/;
/** "by Friday (at) the latest": how firm the day is, part of saying when. */
const LATEST = /^(?:latest|earliest)[.,?!]*$/;
/** "take it", "do that", "handle this": taking on what was said, naming no work. */
const TAKE_ON = /^(?:take|do|handle|cover|own|sort)\s+(?:that|it|this)(?:\s+(?:on|out))?$/i;
/** A reply that takes on the task just asked for: "I'll do it today", "I'll sort something out", "I'll handle that". */
const REPLY_OBJECT = /\b(?:it|that|this|them|something|one|so|those|her|him)\b/i;
/** Said back to a request, not part of its task ("... by Friday? Yeah, no problem"). */
const REPLY_WORD = /^(?:yeah|yes|yep|sure|fine)$/;
/** "I already did", "that's done already": the request was already met. */
const ALREADY = /^(?:\S+ ){0,3}(?:i|we|she|he|they)(?: have| had)? already\b|^(?:\S+ ){0,3}(?:already done|done already|did (?:it|that) already)\b|^(?:\S+ ){0,2}(?:that's|it's|that|it|this)(?: has| is)? (?:been |already )+(?:done|sorted|fixed|booked|sent|handled)\b|^(?:\S+ ){0,2}\S+ already (?:did|done|sorted|fixed|booked|sent|has|had)\b/;
/** Before a name, words that keep it inside the task ("send it to Tom", "check with Ana"). */
const NAME_IN_TASK = /^(?:to|with|for|from|at|about|by|and|or|ask|tell|remind|email|call|phone|ring|thank|cc)$/;
const NAME_BREAK = /^(?:thanks|thank|cheers)$/;
/** A word of thanks said to someone at t[i]; not one that names a kind of thing after a determiner ("the thank you letters", "a thank you card"). */
const thanksAt = (t: Token[], i: number) => NAME_BREAK.test(t[i]?.w ?? "") && !DETERMINER.test(t[i - 1]?.w ?? "");
/** "you" or "your" at t[i] said to someone; not the "you" of a thing's name ("the thank you letters"). */
const saysYou = (t: Token[], i: number) => /^(?:you|your)$/.test(t[i]?.w ?? "") && !(NAME_BREAK.test(t[i - 1]?.w ?? "") && !thanksAt(t, i - 1));
/** Said on its own ("..., lovely, and I'll ..."), a word of praise answers the last speaker: someone else speaks on. */
const PRAISE = /^(?:lovely|perfect|brilliant|excellent|fantastic|wonderful|super|cool|great)$/;
const isPraise = (t: Token[], i: number) =>
  PRAISE.test(t[i]?.w ?? "") &&
  // set apart by marks, or unpunctuated before "and" and the next speaker ("... to Nadia perfect and Priya ...")
  (t[i].stop || Boolean(t[i].pause) || Boolean(t[i - 1]?.stop) || Boolean(t[i - 1]?.pause) || (/^(?:and|so)$/.test(t[i + 1]?.w ?? "") && (Boolean(t[i + 2]?.name) || /^(?:i|we)$/.test(t[i + 2]?.w ?? ""))));

function expand(text: string): Token[] {
  const tokens: Token[] = [];
  text.split(/\s+/).filter(Boolean).forEach((word, raw) => {
    const lower = word.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "");
    const stop = /[.?!]["')\]]*$/.test(word);
    const pause = /[,;:]$/.test(word);
    const parts = lower.replace(/^(\p{L}+)'ll$/u, "$1 will").replace(/^(\p{L}+)'re$/u, "$1 are").replace(/^i'm$/, "i am").replace(/^(\p{L}+)'d$/u, "$1 would").replace(/^(\p{L}+)'ve$/u, "$1 have").split(" ");
    const ask = /\?["')\]]*$/.test(word);
    const label = /:$/.test(word);
    parts.forEach((w, k) => tokens.push({ w, raw, stop: stop && k === parts.length - 1, pause: pause && k === parts.length - 1, ...(ask && k === parts.length - 1 ? { ask } : {}), ...(label && k === parts.length - 1 ? { label } : {}) }));
  });
  return tokens;
}

/** "tomás" -> "tomas": a name as it is often typed or heard, without its accents. */
const unaccented = (w: string) => w.normalize("NFD").replace(/\p{M}+/gu, "");

/** Lower-case first name -> the participant as listed ("priya" -> "Priya Shah", "tomas" -> "Tomás"); also surnames said after it. */
function nameIndex(participants: string[]): Map<string, string> {
  const index = new Map<string, string>();
  const clean = (w: string) => w.toLowerCase().replace(/[^\p{L}'-]/gu, "");
  const add = (form: string, p: string) => {
    for (const f of [clean(form), unaccented(clean(form))]) if (f.length > 1 && !index.has(f)) index.set(f, p);
  };
  for (const p of participants) add(calledBy(p), p);
  // (one listed with a title, "Dr Clare Byrne", is also called by the title, "Dr Byrne", or the surname alone, "Byrne";
  // after every given name, so no one's given name is taken by another's surname)
  for (const p of participants) {
    const words = p.split(/\s+/).filter(Boolean);
    if (words.length > nameWords(p).length) for (const w of [words[0], words[words.length - 1]]) add(w, p);
  }
  return index;
}

/** Before a name that is also a word, words that make it the word ("the bill", "we may", "i will", "a rose"). */
const WORD_BEFORE = /^(?:the|a|an|my|your|our|his|her|their|its|we|they|i|he|she|will|would|can|could|should|must|might|may|shall)$/;
/** After a name that is a modal ("will", "may"), the word that makes it the modal ("will be", "may need"), unless it is a verb of its own person ("may will do", "will is"). */
const FINITE = /^(?:is|was|are|were|has|had|does|did|can|could|will|would|shall|should|may|might|must|am|i|we|they|he|she)$/;

/**
 * Which tokens name a participant. A name that is also a word ("Will", "May", "Rose", "Mark",
 * "Bill", "Grace") names them only where a name can stand: not after a determiner, a subject or a
 * modal ("the bill", "we may need", "I'll chase"), not as a modal before its verb ("the report
 * will be late"), not before a noun it modifies ("the rose garden"). Decided by the words around
 * it and the tagger's tags, never by a list of names.
 */
function markNames(t: Token[], tags: string[], names: Map<string, string>, participants: string[]): void {
  const nameOf = (w: string) => names.get(w.replace(/'s$/, "")) ?? names.get(unaccented(w.replace(/'s$/, "")));
  const words = participants.map((p) => unaccented(nameWords(p).join(" ").toLowerCase()).split(/\s+/));
  t.forEach((x, k) => {
    const bare = x.w.replace(/'s$/, "");
    let who = nameOf(bare);
    if (!who) return;
    // ("Dr Lindqvist" and "Dr Carmichael": a first word two people share names the one whose next word follows, or nobody)
    const sharing = words.filter((p) => p[0] === unaccented(bare));
    if (sharing.length > 1) {
      const which = sharing.findIndex((p) => p[1] !== undefined && unaccented(t[k + 1]?.w.replace(/'s$/, "") ?? "") === p[1]);
      if (which < 0) return;
      who = participants[words.indexOf(sharing[which])];
    }
    const possessive = bare !== x.w;
    if (!possessive && isOrdinaryWord(bare)) {
      const prev = t[k - 1];
      const next = t[k + 1];
      const joined = prev && !prev.stop && !prev.pause;
      // "to mark the essays", "can you chase the printers": a verb with its object
      const verbBefore = joined && (prev.w === "to" || (prev.w === "you" && t[k - 2]?.w !== "thank")) && /^(?:DET|PRON)$/.test(tags[k + 1] ?? "");
      // (not when a new speaker's words follow: "... yes I will. Bill, I'll ...")
      const speaks = /^(?:i|we|you|they|he|she|yeah|yes|so|okay|ok|um|uh|right)$/.test(next?.w ?? "") || Boolean(next && nameOf(next.w));
      // (after a subject it is always the verb: "I will, yeah")
      const afterWord = (joined && /^(?:we|they|i|he|she)$/.test(prev.w)) || (((joined && WORD_BEFORE.test(prev.w)) || verbBefore) && !speaks);
      const open = !x.stop && !x.pause && next;
      // ("may you will please ...": a pronoun and another modal after it, so "may" is the person spoken to)
      const modal = open && /^(?:AUX)$/.test(tags[k]) && /^(?:VERB|AUX|PART|PRON)$/.test(tags[k + 1] ?? "") && !FINITE.test(next.w) && !nameOf(next.w) && !(tags[k + 1] === "PRON" && FINITE.test(t[k + 2]?.w ?? ""));
      // (a noun's modifier stands inside a noun phrase, "the rose garden", "fix rose bushes"; not after "again" or a pause: "... again, dean ha")
      const inPhrase = joined && (/^(?:DET|ADJ|ADP|VERB|NUM)$/.test(tags[k - 1] ?? "") || /^(?:my|our|your|his|her|their|its)$/.test(prev.w));
      const compound = open && inPhrase && tags[k + 1] === "NOUN" && !nameOf(next.w) && !/^(?:DET|PRON)$/.test(tags[k + 2] ?? "") && !/^(?:yeah|yes|okay|ok|right|so|um|uh)$/.test(next.w);
      if (afterWord || modal || compound) return;
    }
    x.name = who;
  });
}

/** Names at tokens[i] ("arjun", "arjun and pavel", "mina's"): the participants and where the names end. */
function namesAt(t: Token[], i: number): { who: string[]; next: number; possessive: boolean } | null {
  const name = (k: number) => t[k]?.name;
  const first = name(i);
  if (!first) return null;
  const who = [first];
  let k = i + 1;
  // A surname said after the first name ("victor hugo silva").
  while (k < t.length && first.toLowerCase().split(/\s+/).slice(1).includes(t[k].w)) k++;
  if (t[k]?.w === "and" && name(k + 1) && !name(k + 1)?.includes(first)) {
    who.push(name(k + 1)!);
    k += 2;
  }
  return { who, next: k, possessive: /'s$/.test(t[i].w) };
}

const MODALS: string[][] = [
  ["is", "going", "to"], ["is", "also", "going", "to"], ["are", "going", "to"], ["is", "gonna"], ["will", "need", "to"], ["will", "also"], ["will"],
  ["needs", "to"], ["need", "to"], ["has", "to"], ["have", "to"], ["must"], ["should"], ["is", "to"], ["agreed", "to"],
  ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"], ["you", "will", "need", "to"], ["you", "will", "have", "to"], ["you", "will"],
  ["you", "need", "to"], ["you", "still", "need", "to"], ["you", "have", "to"], ["you", "are", "going", "to"], ["you", "are", "booked", "to"], ["you", "are", "down", "to"], ["you", "are", "due", "to"], ["you", "are", "meant", "to"], ["you", "are", "supposed", "to"],
  ["would", "you", "be", "able", "to"], ["could", "you", "be", "able", "to"], ["you", "can"], ["you", "could"], ["you", "should"], ["you", "must"], ["i", "would", "like", "you", "to"], ["please"], ["kindly"], ["can"], ["could"],
];

/** Every place a modal said at tokens[i] ends, longest first ("will you send": "will you", then "will"). */
function modalsAt(t: Token[], i: number, possessive: boolean): number[] {
  const ends: number[] = [];
  for (const m of MODALS) {
    const seq = possessive && m[0] === "is" ? m.slice(1) : m;
    if (possessive && m[0] !== "is") continue;
    if (seq.every((w, k) => t[i + k]?.w === w)) ends.push(i + seq.length);
  }
  return ends;
}

/** Where the task's verb starts after a modal ("please", "also", "just" skipped), if it is a task verb. */
function verbAt(t: Token[], i: number, tags: string[]): number | null {
  let k = i;
  // ("can you kindly send ...": an adverb of manner before the verb; not a hedge, "probably", "maybe")
  while (/^(?:please|kindly|also|just|quickly|then|definitely|um|uh|actually)$/.test(t[k]?.w ?? "") || (tags[k] === "ADV" && /ly$/.test(t[k].w) && !NOT_TASK.has(t[k].w) && k - i < 2 && !t[k].stop)) k++;
  const v = t[k]?.w === "re" ? k + 1 : k; // "re send"
  const w = t[v]?.w;
  // "would you mind booking the taxi": the -ing verb is the task (written in its base form)
  if (w === "mind" && /ing$/.test(t[v + 1]?.w ?? "") && tags[v + 1] === "VERB" && !t[v].stop) return v + 1;
  // "I have already changed the domain", "Tom has sent it": a report of work done is no task
  if (!w || NOT_TASK.has(w) || t[k - 1]?.w === "already" || (/[^e]ed$/.test(w) && !ACTION_VERB.test(w))) return null;
  // "I have to leave at four", "I need to go home early": the speaker's own comings and goings, no task
  if (/^(?:leave|go|head|dash|pop|nip)$/.test(w) && /^(?:early|now|soon|home|off|out|at|before|after|by|straight)$/.test(t[v + 1]?.w ?? "")) return null;
  // "will do", said back to a request ("Lena: will do. Imogen: lovely"): a yes, no work of its own
  if (w === "do" && (t[v].stop || t[v].pause || Boolean(t[v + 1]?.name) || ANSWER.test(t[v + 1]?.w ?? "") || !t[v + 1])) return null;
  if (ACTION_VERB.test(w) || tags[v] === "VERB") return k;
  // after "will", "can" or "to" a word with an object is a verb the tagger took for a noun ("you'll own that migration")
  const object = /^(?:DET|PRON)$/.test(tags[v + 1] ?? "") && !t[v].stop;
  // ("can you triage them": after the question's "you" too)
  const modal = /^(?:will|can|could|should|must|to)$/.test(t[v - 1]?.w ?? "") || (t[v - 1]?.w === "you" && /^(?:will|can|could|would)$/.test(t[v - 2]?.w ?? ""));
  return object && /^(?:NOUN|ADJ)$/.test(tags[v]) && modal && !/ly$/.test(w) ? k : null;
}

/** "Ravi, you're writing to the council": a task given as what the person is doing next (the -ing verb and its object). */
function progressiveAt(t: Token[], i: number, tags: string[], willBe = false): number | null {
  const v = i + 2;
  const w = t[v]?.w ?? "";
  // (or "I'll be writing ...": t[i + 1] is "be" after "will")
  if ((willBe ? t[i + 1]?.w !== "be" : t[i]?.w !== "you" || t[i + 1]?.w !== "are") || !/ing$/.test(w) || tags[v] !== "VERB" || t[v].stop || /^(?:going|getting|being|having)$/.test(w)) return null;
  // an object or a place follows ("doing the newsletter", "writing to the council"), not "doing great"
  if (!/^(?:DET|NOUN|PROPN|ADP|PRON|NUM)$/.test(tags[v + 1] ?? "") || NOT_TASK.has(baseForm(w))) return null;
  return v;
}

type Start = {
  at: number;
  /** "someone should look at the gift aid at some point": a wish, an action only once someone takes it on. */
  wish?: boolean;
  /** "Joe, you could write to them": a suggestion, an action only once it is answered with a yes. */
  suggestion?: boolean;
  verb: number;
  who: string[];
  kind: "named" | "speaker" | "request" | "anyone";
  /** "I'll send it over by Thursday": a reply that can only give the task just asked for its day. */
  weak?: boolean;
  /** What the person was asked about ("Omar, the car park"): "it" in their reply means this. */
  topic?: number[];
  /** The second task of one breath ("ring the bank tomorrow and get the statements to me by Monday"). */
  split?: boolean;
  /** The start a split task came from. */
  parent?: Start;
  /** Where the person was named, if they were: a pronoun in their task refers to nothing before it. */
  since?: number;
  /** Said in the -ing form ("you're writing to ..."): the task starts with its base form. */
  progressive?: boolean;
  /** How `who` was found (a reason tag). */
  whoWhy?: string;
  /** "no, Wen, you hurt your back, I'll put them up": the one told "you" just before this "I'll", who does not take it. */
  toldYou?: string;
  /** Put as a question to the one named ("Tom, can you ...?"): theirs only once they say yes. */
  question?: boolean;
  /** Said like work put to the room but giving none ("we don't need someone to ...", "the man who can ...", "could
   * someone pass the biscuits"): it ends the task before it, and is no task itself. */
  heard?: boolean;
};

/** Verbs that begin a job, and that end it: "start on Monday and finish by Friday" is one job due on Friday. */
const START = /^(?:start|starts|starting|begin|begins|beginning|kick|commence)$/;
const FINISH = /^(?:finish|complete|end|wrap|have|get)$/;

/**
 * Two tasks in one breath, joined by "and" and a verb, each with its own day ("ring the bank tomorrow
 * and get the statements to me by Monday"), become two starts; one task with two verbs and one day
 * ("set up the group and send the link round tonight") stays one.
 */
function splitTasks(found: Start[], t: Token[], tags: string[], now: Date): Start[] {
  const out: Start[] = [];
  found.forEach((s, n) => {
    out.push(s);
    if (s.weak) return;
    const regionEnd = found[n + 1]?.at ?? t.length;
    for (let k = s.verb + 2; k < regionEnd - 2; k++) {
      if (t[k - 1].stop) break;
      const verb = (tags[k + 1] === "VERB" && !NOT_TASK.has(t[k + 1].w)) || (t[k + 1].w === "have" && /^(?:the|a|an|it|them|those|my|your|our)$/.test(t[k + 2]?.w ?? ""));
      const words = (a: number, b: number) => t.slice(a, b).map((x) => x.w);
      let sentenceEnd = k + 1;
      while (sentenceEnd < regionEnd && !t[sentenceEnd].stop) sentenceEnd++;
      // ("start the audit on Tuesday and have it done by the twentieth": one job, begun one day, due another)
      const oneJob = words(s.verb, k).some((w) => START.test(w)) && FINISH.test(t[k + 1].w);
      if (t[k].w === "and" && verb && !oneJob && !t[k + 1].stop && findDue(words(s.verb, k), now) && findDue(words(k + 1, sentenceEnd + 1), now)) {
        out.push({ ...s, at: k, verb: k + 1, split: true, parent: s });
        break;
      }
    }
  });
  return out;
}

/** Before these a name is the person spoken about, not to ("send it to Tom", "check with Ana"). */
const NOT_VOCATIVE = /^(?:to|with|tell|ask|told|asked|cc|copy|thank|thanks|cheers)$/;

/** "Omar, the car park": the thing a person is asked about, from its determiner to its last noun. */
function topicAt(t: Token[], from: number, tags: string[]): number[] | undefined {
  // "Omar, the car park", "Omar, you mentioned a parking problem"
  let i = from;
  // ("Rachel, did you hear back about the bouncy castle?": a question's object too)
  while (i < from + 6 && t[i] && !t[i].stop && !/^(?:the|your|our|this|that|a|an)$/.test(t[i].w)) i++;
  if (!/^(?:the|your|our|this|that|a|an)$/.test(t[i]?.w ?? "") || t[i].stop || (i > from && !/^(?:you|mentioned|said|asked|about|raised|with)$/.test(t[i - 1].w))) return undefined;
  const span = [i];
  for (let k = i + 1; k < t.length && k <= i + 4; k++) {
    // (a name ends it: "the fixtures list Fergus")
    if (!/^(?:NOUN|PROPN|ADJ|NUM)$/.test(tags[k]) || t[k].name) break;
    span.push(k);
    if (t[k].stop) break;
  }
  if (span.length < 2 || !/^(?:NOUN|PROPN)$/.test(tags[span[span.length - 1]])) return undefined;
  // "the posters for the summer fete", "the organ at the old chapel": what it is for or where, to its last noun
  const last = span[span.length - 1];
  if (t[last].stop || t[last].pause || !/^(?:of|for|at)$/.test(t[last + 1]?.w ?? "")) return span;
  let tail = -1;
  for (let k = last + 2; k < t.length && k <= last + 7; k++) {
    if (!/^(?:NOUN|PROPN|ADJ|NUM|DET)$/.test(tags[k]) || t[k].name || (tags[k] === "DET" && k > last + 2)) break;
    if (/^(?:NOUN|PROPN|NUM)$/.test(tags[k]) && !findDue([t[k].w], new Date(0))) tail = k;
    if (t[k].stop || t[k].pause) break;
  }
  return tail < 0 ? span : [...span, ...Array.from({ length: tail - last }, (_, j) => last + 1 + j)];
}

/** The noun a topic is named by ("the posters for the summer fete" -> "posters"): its last noun before "of", "for" or "at". */
function topicHead(t: Token[], topic: number[]): string {
  const cut = topic.findIndex((k, j) => j > 0 && /^(?:of|for|at)$/.test(t[k].w));
  return t[topic[(cut < 0 ? topic.length : cut) - 1]].w;
}

/** Verbs of the room choosing or talking a thing over ("we should keep March", "we need to decide"). */
const CHOOSING = /^(?:keep|choose|pick|opt|stick|stay|go|talk|discuss|decide|think|agree|vote|consider)$/;

/** Words that answer a request ("yes", "sure", "no problem", "will do", "ok"). */
const ANSWER = /^(?:yeah|yes|yep|sure|fine|ok|okay|absolutely|definitely|course|problem|worries|do)$/;

/** The last task was asked of `who` just before t[i], with no answer between: they have not spoken yet. */
function askedBy(found: Start[], t: Token[], i: number, who: string): boolean {
  const last = found[found.length - 1];
  if (!last || last.kind !== "named" || last.who[0] !== who || i - last.verb > 25) return false;
  // asked, not told of ("Tom will book it and I'll ..." names Tom but Tom is not spoken to)
  const next = t[last.at + 1]?.w ?? "";
  if (!/^(?:you|please|kindly|can|could|would|will)$/.test(next) || (next === "will" && t[last.at + 2]?.w !== "you")) return false;
  return !t.slice(last.verb, i).some((x) => ANSWER.test(x.w) || x.w === "?");
}

/** Verbs of saying: a name after one is who said the words before it ("..., said Gwen"). */
const SAYING = /^(?:said|asked|added|replied|answered)$/;
/** Before the verb of saying, words that make it a clause of its own ("they haven't replied", "we said"), not "..., said Gwen". */
const SAYING_SUBJECT = /^(?:have|has|had|haven't|hasn't|hadn't|not|never|just|already|also|i|we|they|he|she|you|it|who|that)$/;
/** A name's own verb that reports ("said", "mentioned", "was", "has") rather than asks ("has the hall been booked?"). */
const REPORTING = /^(?:said|says|told|tells|mentioned|mentions|thinks|thought|reckons|reckoned|reported|explained|suggested|confirmed|wrote|emailed|rang|phoned|called|sent|was|were|has|had|did|does|is)$/;

/** After a name, a verb of its own in the past or the third person: the name is its subject, spoken about, not to. */
function spokenAbout(t: Token[], next: number, tags: string[]): boolean {
  const v = t[next];
  if (!v || t[next - 1]?.stop) return false;
  // ("clare and I talked about the survey": one of a subject with the one speaking, spoken about, not spoken to; only with a
  // verb in the past, "Clare, and I'll ask" being said to her and "Steve and I will paint the hall" giving him the work too)
  const after = t[next + 2];
  if (v.w === "and" && !v.stop && /^(?:i|me)$/.test(t[next + 1]?.w ?? "") && after && tags[next + 2] === "VERB" && baseForm(after.w) !== after.w && !/ing$/.test(after.w)) return true;
  if (t[next - 1]?.pause) return false;
  if (/^(?:is|was|were|has|had|did|does)$/.test(v.w)) {
    // "Grace, has the hall been booked?", "Bill, did you ...": a question put to them
    return !v.stop && !/^(?:DET|PRON|NUM)$/.test(tags[next + 1] ?? "") && !/^(?:there|everyone|everybody|anyone|anybody)$/.test(t[next + 1]?.w ?? "");
  }
  // ("Ola said she'd bring the urn": their own promise reported, and they often take it up next)
  let k = next + 1;
  while (/^(?:that|me|us)$/.test(t[k]?.w ?? "")) k++;
  if (/^(?:he|she|they)$/.test(t[k]?.w ?? "") && /^(?:would|will|was|were|is|are|could|can)$/.test(t[k + 1]?.w ?? "")) return false;
  return REPORTING.test(v.w) || (tags[next] === "VERB" && /[^e]ed$/.test(v.w));
}

/** After "I can" or "I will", nothing but a yes and a day ("I can, yeah, by the tenth"): the day the request is answered with. */
function dayAnswer(t: Token[], m: number): boolean {
  let k = m;
  while (k < m + 3 && /^(?:yeah|yes|yep|sure|definitely|absolutely|do|that|it)$/.test(t[k]?.w ?? "") && !t[k].stop) k++;
  const due = findDue(t.slice(k, k + 6).map((x) => x.w), new Date(0));
  return due?.start === 0 && !t.slice(m, k).some((x) => x.stop);
}

/**
 * Between t[from] (where `who` was named) and t[to], something was asked of them ("you were going to ...",
 * "can you ...") and a no followed ("I'd rather not", "no, sorry"): whoever then says "I'll do it" with no
 * new name said may be the one who asked or the one who relented, so it is nobody's for sure.
 */
function declinedSince(t: Token[], from: number, to: number, who: string): boolean {
  const asked = t.slice(from + 1, to).findIndex((x) => x.w === "you");
  if (asked < 0) return false;
  for (let k = from + asked + 2; k < to; k++) {
    const opens = t[k - 1].stop || t[k - 1].pause || /^(?:i|sorry)$/.test(t[k].w);
    if (opens && refused(t.slice(k, k + 8), [who])) return true;
  }
  return false;
}

/**
 * At t[k], "and" (or a filler) and a thing named that opens a clause of its own: the thing is followed by
 * its own verb, a name or a new subject ("... tonight and the staff room fridge someone has to clear it",
 * "... myself um and the dental machine needs servicing"). The meeting has moved on: the task before ends here.
 * Not a second object ("send the agenda and the minutes to Ana", "... and the invoice by Friday").
 */
function newTopicAt(t: Token[], tags: string[], k: number): boolean {
  let j = k;
  while (j < k + 3 && /^(?:and|um|uh|er|erm|oh|also)$/.test(t[j]?.w ?? "") && !t[j].stop) j++;
  if (j === k || !/^(?:the|our|your|their)$/.test(t[j]?.w ?? "") || t[j].stop) return false;
  // (the thing's words: nouns and their modifiers, one the tagger took for a verb too, "the water pump needs ...")
  const opens = (x: Token) => Boolean(x.name) || /^(?:someone|somebody|anyone|anybody|can|could|who|needs|need|has|is|are|was|were|wants|should|must|will)$/.test(x.w);
  for (let e = j + 1; e < j + 7 && t[e]; e++) {
    // (a full stop the punctuation model put after the thing does not count)
    if (e > j + 1 && (opens(t[e]) || (tags[e] === "VERB" && /[^s]s$/.test(t[e].w) && tags[e - 1] === "NOUN"))) return true;
    if (!/^(?:NOUN|ADJ|PROPN|NUM|VERB)$/.test(tags[e] ?? "") || t[e].name || (e > j + 1 && t[e - 1].stop)) return false;
  }
  return false;
}

/** A question opening at t[k] asks what has been ("did everyone see ...", "has anyone heard ...", "was it ..."), not when. */
function askedOfThePast(t: Token[], k: number): boolean {
  let j = k;
  while (j < k + 3 && /^(?:and|so|oh|um|uh|er|erm|also|but)$/.test(t[j]?.w ?? "") && !t[j].stop) j++;
  return /^(?:did|has|have|had|was|were)$/.test(t[j]?.w ?? "") && /^(?:everyone|everybody|anyone|anybody|you|we|they|he|she|it|i)$/.test(t[j + 1]?.w ?? "");
}

/**
 * "I'll do that by Friday, um, the till roll order ...": a task whose object was a pronoun ends with the day said
 * after it; a thing named next ("the ...") is the meeting moving on, whatever the tagger makes of its words.
 */
function dayEndsPronounTask(t: Token[], verb: number, k: number, now: Date): boolean {
  if (k < verb + 3 || !/^(?:it|that|this|them|her|him)$/.test(t[verb + 1]?.w ?? "") || !/^(?:the|our|your|their)$/.test(t[k].w)) return false;
  // ("by Friday the latest" says how firm the day is)
  if (t[k].w === "the" && LATEST.test(t[k + 1]?.w ?? "")) return false;
  let e = k;
  while (e > verb + 2 && /^(?:um|uh|er|erm|and|so|oh)$/.test(t[e - 1].w)) e--;
  // ("I'll chase her again tomorrow, the fridge log ...": a word of the verb's before the day)
  let b = verb + 2;
  while (b < e && /^(?:again|back|up|out|round|over|in)$/.test(t[b].w)) b++;
  const words = t.slice(b, e).map((x) => x.w);
  const due = findDue(words, now);
  return Boolean(due) && due!.start === 0 && due!.end === words.length;
}

/** Words a speaker opens a turn with before naming the one they speak to ("wait", "no", "oh"). */
const TURN_OPENER = /^(?:no|nope|wait|oh|actually|well|hang|on|hey|look|sorry|um|uh|er|erm|hmm|ah|right|okay|ok)$/;

/** A name said just before t[at], only a turn's opening words between ("Hannah: wait, Dev, ..."): who speaks there, if any. */
function labelBefore(t: Token[], at: number): string | undefined {
  let k = at - 1;
  while (k >= 0 && k > at - 4 && !t[k].name && TURN_OPENER.test(t[k].w)) k--;
  return k >= 0 && k < at - 1 && t[k].name && !/'s$/.test(t[k].w) && t[k].name !== t[at].name ? t[k].name : undefined;
}

/** Every place a task is given out, in order. */
function starts(t: Token[], names: Map<string, string>, tags: string[]): Start[] {
  const out: Start[] = [];
  let speaker: string | undefined;
  /** How the speaker was found (a reason tag). */
  let speakerWhy: string | undefined;
  let topic: number[] | undefined;
  // where the person was named: what they say next is about what was said since then
  // (unless the name ended a clause: "I need the icons from Priyanka")
  let since: number | undefined;
  /**
   * "Hannah: wait, Dev, you've got the oven guy, I'll call the farm": a name said to "you" with no request is the one
   * spoken to; the "I'll ..." that follows with no yes between is the speaker's, the name said just before it (who
   * speaks, in a transcript that names each speaker), or nobody's for sure.
   */
  let spokenTo: { at: number; who: string; by?: string } | undefined;
  const setSpeaker = (who: string | undefined, about?: number[], at?: number, why?: string) => {
    spokenTo = undefined;
    speaker = who;
    speakerWhy = who ? why : undefined;
    topic = about;
    // ("take that on, Georg?": a verb's particle after its object is no preposition)
    const particle = /^(?:on|in)$/.test(t[(at ?? 0) - 1]?.w ?? "") && /^(?:it|that|this|them)$/.test(t[(at ?? 0) - 2]?.w ?? "");
    since = at !== undefined && (!/^(?:from|by|of|for|to|with|at|on|in)$/.test(t[at - 1]?.w ?? "") || particle) ? at : undefined;
  };
  for (let i = 0; i < t.length; i++) {
    const w = t[i].w;
    if (thanksAt(t, i) || isPraise(t, i)) {
      // "thanks Patrick": whoever speaks next is not Patrick.
      // ("... I'll order them by Friday. Nadia: great, and I'll send out the rota": a name said just before the thanks or
      // praise is who says it, to the one who just spoke, and who goes on)
      // (not a name the chair has just been talking to: "so Nina, you're doing the posters? yes, okay Nina, great")
      const addressed = t.slice(Math.max(0, i - 25), i - 1).some((x, k, all) => x.name === t[i - 1]?.name && all[k + 1]?.w === "you");
      const before = t[i - 1]?.name && !addressed && !/'s$/.test(t[i - 1].w) && !NOT_VOCATIVE.test(t[i - 2]?.w ?? "") && !PEOPLE_VERB.test(t[i - 2]?.w ?? "") ? t[i - 1].name : undefined;
      // ("thanks Rajesh, could you get the draft over to me Friday?": the one thanked is asked next, and answers)
      // ("thank you, Steve": the one thanked is named after "you" too)
      const thanked = thanksAt(t, i) && t[i + 1]?.w === "you" && !t[i + 1].stop && t[i + 2]?.name ? i + 2 : i + 1;
      const thankedAsked = thanksAt(t, i) && t[thanked]?.name && !/'s$/.test(t[thanked].w) && /^(?:can|could|would|will)$/.test(t[thanked + 1]?.w ?? "") && t[thanked + 2]?.w === "you";
      if (thankedAsked) setSpeaker(t[thanked].name, undefined, thanked, "thanked-then-asked");
      else if (before) setSpeaker(before, undefined, i - 1, "thanks-after-name");
      else setSpeaker(undefined);
      if (thanksAt(t, i) && (Boolean(t[i + 1]?.name) || t[i + 1]?.w === "you")) i = thankedAsked ? i + 1 : thanked;
      continue;
    }
    // "'I'll book it,' said Ola": the name after a verb of saying is who said the words before it
    if (t[i].name && SAYING.test(t[i - 1]?.w ?? "") && !t[i - 1].stop && !SAYING_SUBJECT.test(t[i - 2]?.w ?? "")) {
      const quoted = out[out.length - 1];
      // (said outright, it outweighs whoever was taken to be speaking: "bill can you ... yes I sent them. I'll help, said Gwen")
      if (quoted && quoted.kind === "speaker" && i - quoted.at <= 20) Object.assign(quoted, { who: [t[i].name as string], whoWhy: "said-name" });
      setSpeaker(undefined);
      continue;
    }
    const named = namesAt(t, i);
    if (named) {
      const verb = modalsAt(t, named.next, named.possessive)
        .map((m) => verbAt(t, m, tags))
        .find((v) => v !== null);
      if (verb !== undefined && verb !== null) {
        // "nadia and piotr could you order ...": the first name may be who speaks, asking the second; only the second is surely asked
        const asks = named.who.length > 1 && t.slice(named.next, verb).some((x) => x.w === "you");
        const next = t[named.next]?.w ?? "";
        const question = /^(?:can|could|would|will)$/.test(next) && t[named.next + 1]?.w === "you";
        // ("Joe, you could write to them maybe", "Ella: you should ask Dad": a suggestion, whoever the name is)
        const suggestion = next === "you" && /^(?:could|should|might)$/.test(t[named.next + 1]?.w ?? "");
        // (a name that is who speaks, not who is spoken to, only where written as a label: "Ella: you should ask Dad"; the
        // "you" is someone else, unnamed. Said aloud, "... ella you should ask dad", the name may be either, and is read as
        // who is spoken to)
        const speaks = suggestion && named.who.length === 1 && Boolean(t[named.next - 1]?.label);
        // ("if I can borrow Ade's van" "Ade: you can borrow the van": leave given to what someone just asked to do, no task)
        const leave = next === "you" && t[named.next + 1]?.w === "can" && t.slice(Math.max(0, i - 12), i).some((x, k, all) => x.w === t[verb].w && ((all[k - 1]?.w === "can" && /^(?:i|we)$/.test(all[k - 2]?.w ?? "")) || (all[k - 1]?.w === "i" && /^(?:can|could|may)$/.test(all[k - 2]?.w ?? ""))));
        if (leave) {
          i = verb - 1;
          continue;
        }
        if (speaks) {
          out.push({ at: i, verb, who: [], kind: "named", since: i, suggestion });
          setSpeaker(named.who[0], undefined, i, "suggests");
          i = verb - 1;
          continue;
        }
        out.push({ at: i, verb, who: asks ? named.who.slice(-1) : named.who, kind: "named", since: i, whoWhy: asks ? "named-second-of-two" : named.who.length > 1 ? "named-pair" : "named", question, ...(suggestion ? { suggestion } : {}) });
        // "Tom, can you ...": Tom was spoken to, so an "I'll ..." that follows is his.
        if (/^(?:you|please|kindly|i)$/.test(next) || (/^(?:can|could|would|will)$/.test(next) && t[named.next + 1]?.w === "you")) setSpeaker(named.who[0], undefined, i, "asked-before");
        i = verb - 1;
        continue;
      }
      const ing = named.possessive ? null : progressiveAt(t, named.next, tags);
      if (ing !== null) {
        out.push({ at: i, verb: ing, who: named.who, kind: "named", progressive: true, since: i, whoWhy: "named-progressive" });
        setSpeaker(named.who[0], undefined, i, "asked-before");
        i = ing - 1;
        continue;
      }
      // A name said on its own is the person spoken to or about, who speaks next ("ollie how is it
      // going", "Omar, the car park", "Omar said he would check"), unless they are the one
      // something is sent to or checked with, or it is something of theirs ("Sandra's team").
      // ("let Ben know", "ring Cara": the object of a verb of talking to someone, not who speaks next)
      // ("Grant, the dashboard. Grant: ...": named again as they answer, they still answer about it)
      // ("Grace said the caterers want a deposit, so I'll pay it": a name with a verb of its own is
      // the person spoken about, and the one who goes on, "I'll ...", is someone else)
      if (spokenAbout(t, named.next, tags)) setSpeaker(undefined);
      else if (!named.possessive && !NOT_VOCATIVE.test(t[i - 1]?.w ?? "") && !(PEOPLE_VERB.test(t[i - 1]?.w ?? "") && !t[i - 1].stop && !t[i - 1].pause)) {
        // (named, then told to do something, "Anjali, send me the name": spoken to, so an "I'll" after may be the teller's)
        const told = tags[named.next] === "VERB" && !t[named.next - 1].stop && t[named.next]?.w === baseForm(t[named.next]?.w ?? "") && ACTION_VERB.test(t[named.next]?.w ?? "");
        setSpeaker(named.who[0], named.who.length === 1 ? (topicAt(t, named.next, tags) ?? (speaker === named.who[0] && topic && i - topic[0] <= 12 && !tags.slice(topic[topic.length - 1] + 1, i).some((tg) => /^(?:VERB|AUX)$/.test(tg)) ? topic : undefined)) : undefined, i, told ? "name-alone-told" : "name-alone");
        // ("Otto, I want you on the rota": spoken to as "you" after the speaker's own wish)
        const wantsYou = t[named.next]?.w === "i" && /^(?:want|need)$/.test(t[named.next + 1]?.w ?? "") && t[named.next + 2]?.w === "you";
        if (named.who.length === 1 && ((t[named.next]?.w === "you" && !/^(?:know|see)$/.test(t[named.next + 1]?.w ?? "")) || wantsYou)) spokenTo = { at: i, who: named.who[0], by: labelBefore(t, i) };
      }
      continue;
    }
    // "(can|could|would) you <verb> ... <name>?": the name said at the end of the request.
    // "could you have the figures to us by Tuesday" asks for them by then.
    if (/^(?:can|could|would)$/.test(w) && t[i + 1]?.w === "you") {
      // ("would you be able to pull the numbers together"; "can you lot hear me", "could you two do the teas": the ones asked, said after "you")
      const you = /^(?:lot|all|guys|both|two|three)$/.test(t[i + 2]?.w ?? "") && !t[i + 2].stop && tags[i + 3] === "VERB" ? i + 3 : i + 2;
      const able = t[you]?.w === "be" && t[you + 1]?.w === "able" && t[you + 2]?.w === "to" ? you + 3 : you;
      const verb = t[able]?.w === "have" && t[able + 1] && !/^(?:to|been|a look)$/.test(t[able + 1].w) ? able : verbAt(t, able, tags);
      // ("do I call her?" "Dr Okafor: yes, can you ring her": a name answered with a yes is who speaks, asking someone else)
      let k = i - 1;
      while (k >= 0 && YES.test(bareWord(t[k].w))) k--;
      // (the name's last word: "Dr Okafor" is named at "dr")
      const answering = k < i - 1 && Boolean(speaker) && t.slice(Math.max(0, k - 2), k + 1).some((x) => x.name === speaker);
      const asked = speaker && !answering ? [speaker] : [];
      if (verb !== null) out.push({ at: i, verb, who: asked, kind: "request", topic, since, whoWhy: asked.length ? `request-to-${speakerWhy}` : undefined });
      continue;
    }
    // "I'd like you to lead the tour", "I need you to check it": a request to the person spoken to.
    const likeYou = w === "i" && /^(?:would|need|want)$/.test(t[i + 1]?.w ?? "") ? (t[i + 1].w === "would" && t[i + 2]?.w === "like" ? i + 3 : i + 2) : -1;
    if (likeYou > 0 && t[likeYou]?.w === "you" && t[likeYou + 1]?.w === "to") {
      const verb = verbAt(t, likeYou + 2, tags);
      if (verb !== null) {
        out.push({ at: i, verb, who: speaker ? [speaker] : [], kind: "request", topic, since, whoWhy: speaker ? `request-to-${speakerWhy}` : undefined });
        i = verb - 1;
        continue;
      }
    }
    // "Cara, please check the venue and I'll tell the printers": no answer came between, so the
    // one who asked goes on speaking, not the person asked
    if (w === "i" && t[i - 1]?.w === "and" && speaker && askedBy(out, t, i, speaker)) setSpeaker(undefined);
    // ("Kenji, can you set that up?" "sure, I'll email them" "um, and me: the invoices are unpaid, so I'll send the
    // reminder": "and me" before the thing spoken of (or "as for me") takes the floor, so whoever was speaking speaks no more, and who
    // does is not named)
    if (w === "me" && ((t[i - 1]?.w === "and" && /^(?:the|my|our|on|about)$/.test(t[i + 1]?.w ?? "")) || (t[i - 1]?.w === "for" && t[i - 2]?.w === "as"))) setSpeaker(undefined);
    // ("if I can take the car": a condition, no task)
    if (w === "i" && /^(?:if|unless)$/.test(t[i - 1]?.w ?? "")) continue;
    // ("I don't think I can do those alone", "not sure I can": what the speaker doubts they can do is no offer)
    // (only a verb of thinking or knowing: "never mind, I'll sort the chairs", "don't worry, I'll ..." are offers)
    if (w === "i" && (tags[i - 1] === "VERB" || t[i - 1]?.w === "sure") && DOUBT_VERB.test(baseForm(t[i - 1].w)) && !t[i - 1].stop && /^(?:don't|not|never|didn't)$/.test(t[i - 2]?.w ?? "")) continue;
    // "the approval came through last week so I can start collecting": what a report makes possible, no task
    // (a full stop the punctuation model put before "so" does not count)
    if (w === "i" && t[i + 1]?.w === "can" && t[i - 1]?.w === "so" && t.slice(Math.max(0, i - 10), i - 1).some((x, k, all) => PAST.test(x.w) && !all.slice(k, -1).some((y) => y.stop))) continue;
    if (w === "i" && /^(?:will|am|can|need|have|must|should|still)$/.test(t[i + 1]?.w ?? "")) {
      // "I am going to", "I have to", "I (still) need to"; not "I am sending" or "I have changed" (a report)
      const j = t[i + 1].w === "still" ? i + 2 : i + 1;
      // ("I'll need to update ...": the task is "update")
      const needTo = (k: number) => (/^(?:need|have)$/.test(t[k]?.w ?? "") && t[k + 1]?.w === "to" ? k + 2 : k);
      const m = t[j]?.w === "am" ? (t[j + 1]?.w === "going" && t[j + 2]?.w === "to" ? j + 3 : -1) : /^(?:need|have)$/.test(t[j]?.w ?? "") ? (t[j + 1]?.w === "to" ? j + 2 : -1) : /^(?:will|can|must|should)$/.test(t[j]?.w ?? "") ? needTo(j + 1) : -1;
      // ("I'll be writing the test cases": what the speaker will be doing, said in the -ing form)
      const ing = m > 0 && t[j]?.w === "will" && t[m]?.w === "be" && !t[m].stop ? progressiveAt(t, m - 1, tags, true) : null;
      const verb = ing ?? (m < 0 ? null : verbAt(t, m, tags));
      // ("Tom, you were going to mend the door" "I'd rather not" "Okay, I'll do it myself": not Tom's)
      const declined = Boolean(speaker) && since !== undefined && declinedSince(t, since, i, speaker!);
      // (the one just told something as "you", with no yes between: the speaker is who named them, if said, else unknown)
      const toldYou = spokenTo && speaker === spokenTo.who && !t.slice(spokenTo.at + 1, i).some((x) => ANSWER.test(x.w) || YES.test(x.w));
      const who = toldYou ? (spokenTo!.by ? [spokenTo!.by] : []) : speaker && !declined ? [speaker] : [];
      // (how many sentences since the one who speaks was named: the further, the likelier someone else speaks now)
      const sentences = since === undefined ? 0 : t.slice(since, i).filter((x) => x.stop).length;
      const whoWhy = toldYou ? "i-will-after-telling-you" : who.length ? `i-will-${speakerWhy}${sentences >= 2 ? "-sentences-after" : ""}` : undefined;
      // "I'll have a plan ready by Tuesday", "I can, yeah, by the tenth": an answer to the request just made, giving its day
      // ("could someone organise a card? Bethan: I will. Margaret: okay": a bare yes to the request, its verb "will")
      const bare = m > 0 && /^(?:will|can)$/.test(t[m - 1]?.w ?? "") && (t[m - 1].stop || (Boolean(t[m]?.name) && !t[m + 1]?.name) || !t[m]);
      const weak = verb === null && m > 0 && (bare || t[m]?.w === "have" || dayAnswer(t, m)) ? (bare ? m - 1 : m) : null;
      if (verb !== null) out.push({ at: i, verb, who, kind: "speaker", topic, since, whoWhy, ...(ing !== null ? { progressive: true } : {}), ...(toldYou ? { toldYou: spokenTo!.who } : {}) });
      else if (weak !== null) out.push({ at: i, verb: weak, who, kind: "speaker", weak: true, topic, since, whoWhy });
      continue;
    }
    // "Joanne, can you drive her there?" "Sure, we'll go Saturday": a yes that gives the request its day
    if (w === "we" && t[i + 1]?.w === "will" && ANSWER.test(t[i - 1]?.w ?? "") && findDue(t.slice(i + 3, i + 7).map((x) => x.w), new Date(0))?.start === 0 && tags[i + 2] === "VERB") {
      out.push({ at: i, verb: i + 2, who: [], kind: "speaker", weak: true });
      continue;
    }
    // "someone should also book ...", "please everyone clean up ...", "we need to ask ...".
    // (not a question: "do we need to chase him?", "does someone have to ...")
    const asking = /^(?:do|does|did|should|must|shall)$/.test(t[i - 1]?.w ?? "") && !t[i - 1].stop;
    const anyone = asking ? -1 : /^(?:someone|somebody|everyone|everybody|we)$/.test(w) ? i + 1 : w === "please" && /^(?:everyone|everybody)$/.test(t[i + 1]?.w ?? "") ? i + 2 : -1;
    if (anyone > 0) {
      // ("we still need to update the docs")
      const a = t[anyone]?.w === "still" ? anyone + 1 : anyone;
      const m = /^(?:should|must|will)$/.test(t[a]?.w ?? "") && a === anyone ? a + 1 : /^(?:needs|need|has|have)$/.test(t[a]?.w ?? "") && t[a + 1]?.w === "to" ? a + 2 : w === "please" ? anyone : -1;
      const verb = m < 0 || (w === "we" && t[anyone].w === "will") ? null : verbAt(t, m, tags);
      // "we should go with the cheaper one", "we need to talk about the car park": the room choosing
      // or discussing is a decision or the meeting's own business, nobody's task
      // ("somebody needs to fill in the entry form": work put to someone, any verb the tagger knows; what "we" need to do
      // only with a verb of work, "we need to be careful" is none)
      const work = verb !== null && (ACTION_VERB.test(t[verb].w) || (w !== "we" && tags[verb] === "VERB" && !t[verb].stop && !CHOOSING.test(t[verb].w) && !/^(?:it|that|this|them)$/.test(t[verb + 1]?.w ?? "")));
      if (verb !== null && work && !(w === "we" && (CHOOSING.test(t[verb].w) || /^(?:with|for|about)$/.test(t[verb + 1]?.w ?? "")))) out.push({ at: i, verb, who: [], kind: "anyone", wish: t[anyone].w === "should" });
    }
    // "can someone swap with me?": the one who asks the room is not the one who answers "I'll ..."
    if (/^(?:can|could|would|will|does|do)$/.test(w) && /^(?:someone|somebody|anyone|anybody)$/.test(t[i + 1]?.w ?? "")) setSpeaker(undefined);
    if (w === "who" && /^(?:can|could|will|wants|would)$/.test(t[i + 1]?.w ?? "")) {
      setSpeaker(undefined);
    }
    // "could someone ring the agency?", "who can chase the insurer?", "we need someone to write up the allergen sheet": work
    // put to the room, nobody's until someone takes it on ("I'll chase them tomorrow")
    const room = roomRequestAt(t, i);
    const told = room > 0 ? room : roomRequestAt(t, i, true);
    if (told > 0) {
      const verb = verbAt(t, told, tags);
      // (work on something: "who wants to go? Dom, me" names none)
      // (a person's own thing is work on something: "review Zhang Wei's code")
      const theirs = (k: number) => /'s$/.test(t[k].w) || (/'s$/.test(t[k + 1]?.w ?? "") && unaccented(t[k].name!.toLowerCase()).split(/\s+/).includes(unaccented(t[k + 1].w.replace(/'s$/, ""))));
      const object = verb !== null && !t[verb].stop && !t[verb].name && Boolean(t[verb + 1]) && (!t[verb + 1].name || theirs(verb + 1)) && !/^(?:go|come|help|volunteer)$/.test(baseForm(t[verb].w));
      if (verb !== null && object) {
        const heard = room < 0 || settledAtOnce(t, tags, verb);
        // ("who's doing the raffle?": the task starts with the verb's base form)
        const ing = /ing$/.test(t[verb].w) && tags[verb] === "VERB";
        // ("who's doing the stall?" "not me" "nor me": asked who will, it is an action only once someone takes it on)
        const asksWho = asksWhoIs(t, i);
        out.push({ at: i, verb, who: [], kind: "anyone", ...(heard ? { heard } : {}), ...(ing ? { progressive: true } : {}), ...(asksWho ? { wish: true } : {}) });
        i = verb - 1;
      }
    }
  }
  return out;
}

/** "who's" or "who is" at `i`: who will be doing something ("who's doing the raffle?"). */
const asksWhoIs = (t: Token[], i: number): boolean => t[i].w === "who's" || (t[i].w === "who" && t[i + 1]?.w === "is");

/** Where the verb of work put to the room starts ("could someone | ring", "who can | chase", "we need someone to | do"), or -1. */
function roomRequestAt(t: Token[], i: number, loose = false): number {
  const w = t[i].w;
  const next = t[i + 1]?.w ?? "";
  // (not after a word that makes it part of another clause: "ask who can ...", "I wonder if someone could ...")
  if (i > 0 && !t[i - 1].stop && !t[i - 1].pause && /^(?:ask|asked|know|knows|wonder|see|check|find|if|whether)$/.test(t[i - 1].w)) return -1;
  // ("the man who can fix the boiler", "anyone who can make it", "the question is who can afford ...": "who" after a
  // person it tells of, or after "is" or "knows", starts a clause inside a sentence, no question to the room)
  const opens = loose || i === 0 || t[i - 1].stop || Boolean(t[i - 1].pause) || !/^(?:is|was|are|were|be|knows|know|knew|about|of|someone|somebody|anyone|anybody|everyone|everybody|people|person|man|men|woman|women|guy|guys|bloke|lady|chap|one|ones|those|friend|friends|cousin|neighbour|neighbours|brother|sister|son|daughter|lad|lads|girl|boy|kids?|volunteers?|members?|parents?)$/.test(t[i - 1].w);
  let k = -1;
  if (/^(?:can|could|would|will)$/.test(w) && /^(?:someone|somebody|anyone|anybody)$/.test(next)) k = i + 2;
  else if (w === "who" && opens && /^(?:can|could|will|would)$/.test(next)) k = i + 2;
  else if (w === "who" && opens && next === "wants" && t[i + 2]?.w === "to") k = i + 3;
  // ("who's doing the raffle?", "who is going to print the tickets?": asked of the room as what someone will be doing)
  else if (opens && asksWhoIs(t, i)) {
    const v = w === "who's" ? i + 1 : i + 2;
    if (t[v]?.w === "going" && t[v + 1]?.w === "to") k = v + 2;
    else if (/ing$/.test(t[v]?.w ?? "") && t[v].w !== "going" && !t[v].stop) k = v;
    // (work named, not "who's doing that?", which asks who takes on what was just said)
    if (k > 0 && /^(?:it|that|this|them|those|these|what)$/.test(t[k + 1]?.w ?? "")) k = -1;
  }
  // (not a need denied: "we don't need someone to ...", "we no longer need someone to ...")
  else if (/^(?:need|needs)$/.test(w) && /^(?:someone|somebody)$/.test(next) && t[i + 2]?.w === "to" && (loose || !/^(?:do|does|did|don't|doesn't|didn't|not|never|longer|no)$/.test(t[i - 1]?.w ?? ""))) k = i + 3;
  // ("who could like put a tarp over it": a filler before the verb)
  if (k > 0 && t[k]?.w === "like" && !t[k].stop) k++;
  return k > 0 && !t.slice(i, k).some((x) => x.stop) ? k : -1;
}

/** Things asked of the room and done there and then: "could someone pass the biscuits", "get the door", "share their screen". */
const ROOM_AT_ONCE = /^(?:(?:pass|hand) (?:me|us|round|over|the|those|that|this)\b|share (?:their|your|his|her|my|the) screen\b|(?:get|answer|open|close|shut) the (?:door|window|windows|blinds|curtains|light|lights)\b|(?:turn|switch) (?:on|off|up|down) the\b|(?:turn|switch) the \S+ (?:on|off|up|down)\b)/;

/**
 * Work put to the room that the room settles at once: done on the spot ("could someone get the door"), or answered
 * straight away ("could someone check whether the cheque cleared" "Otto: it cleared on Tuesday").
 * (One nobody takes, "who wants to run the tombola?" "nobody", stays open work.)
 */
function settledAtOnce(t: Token[], tags: string[], verb: number): boolean {
  if (ROOM_AT_ONCE.test(t.slice(verb, verb + 5).map((x) => x.w).join(" "))) return true;
  let e = verb + 1;
  while (e < t.length && e < verb + 16 && !t[e - 1].stop && !t[e].name && !/^(?:nobody|noone)$/.test(t[e].w) && !(t[e].w === "no" && t[e + 1]?.w === "one")) e++;
  // (a question put to the room, "whether" or "if", and an answer that opens with what it asked about)
  const a = t[e]?.name ? e + 1 : e;
  const asks = t.slice(verb, e).some((x) => /^(?:whether|if)$/.test(x.w));
  return asks && /^(?:it|they|yes|yeah|no)$/.test(t[a]?.w ?? "") && tags[a + 1] === "VERB" && /ed$|^(?:was|were|did|went|came|got|is|has|had)$/.test(t[a + 1].w);
}

/** Questions answered on the spot ("can you give us an update") are no task. */
const ON_THE_SPOT = /^(?:give|tell|talk|walk|show|remind) (?:us|me)\b|^(?:explain|say|hear|see|repeat|update us)\b|^(?:remember|recall) (?:who|what|where|when|which|whether|if|how)\b/;
/** The speaker running the meeting there and then ("I'll give you a quick update", "I'll start with the money", "I'll tell you what"), with no day: no task. */
const MEETING_TALK = /^(?:tell you what\b|give you (?:all )?(?:a |an |the )?(?:quick |brief |short )?(?:update|summary|overview|rundown|recap|idea)\b|(?:walk|talk|run|take) you (?:all )?through\b|(?:start|begin) (?:with|by|off)\b|go first\b|kick (?:off|us off)\b|hand (?:over|it over)\b|keep (?:it|this) (?:short|brief|quick)\b)/;

/** "update the roadmap sorry the project plan" -> "update the project plan". */
function corrected(words: string[]): string[] {
  const at = words.findIndex((w, k) => /^(?:sorry|rather)$/.test(w.toLowerCase().replace(/[^\p{L}]/gu, "")) && k > 0);
  if (at < 0) return words;
  // ("send it today rather than tomorrow": what follows "rather than" is what is not meant)
  if (/^than$/i.test(bareWord(words[at + 1] ?? ""))) return words.slice(0, at);
  const fix = words.slice(at + 1).filter((w) => !/^(?:i|mean|no)$/i.test(w));
  if (fix.length === 0) return words.slice(0, at);
  if (/^(?:the|a|an|our|their|his|her|my)$/i.test(fix[0])) {
    const before = words.slice(0, at);
    const det = before.map((w) => /^(?:the|a|an|our|their|his|her|my)$/i.test(w)).lastIndexOf(true);
    if (det > 0) return [...before.slice(0, det), ...fix];
  }
  return fix;
}

/** Words of the transcript a task's tokens come from, each once ("i'll" is two tokens of one word). */
const taskRaw = (tokens: Token[]) => unique(tokens.map((x) => x.raw), String);

/** The task as written: a self-correction applied, urgency words, trailing joiners and a closing "will do" left off. */
function tidy(said: string[]): { joined: string; task: string } {
  // "I'll do it myself next week": who does it is the owner's field; "by myself", "for themselves" stay
  const words = corrected(said).filter((w, k, all) => !(k > 1 && /^(?:myself|yourself|himself|herself|ourselves|yourselves|themselves)$/.test(bareWord(w)) && !/[,;:.?!]$/.test(all[k - 1]) && !/^(?:by|for|to|with|of|about|on|at|from)$/.test(bareWord(all[k - 1]))));
  const lower = () => words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ""));
  const drop = /^(?:asap|immediately|urgently|please|kindly|too|now|first|and|so|then|or|but|um|uh|okay|right|actually|sorry|also|again|straight|away|quickly|probably|maybe|myself|yourself|himself|herself|ourselves|themselves|honestly|frankly|basically|really|anyway|obviously|though)$/;
  while (words.length && drop.test(lower()[words.length - 1])) words.pop();
  const joined = words.join(" ").replace(/[.?!]+\s+(?=(?:if|whether)\s)/gi, " ").replace(/[.?!,;:]+$/, "").replace(/\s+will do$/i, "").replace(/\s+(?:(?:this|that) is (?:\w+ )?(?:urgent|critical|important)|as soon as possible|right away|straight away|no rush(?: on (?:that|this)(?: one)?)?|no hurry|at some point|when you get a chance|whenever you get a chance)\b.*$/i, "").replace(/[,;:]+$/, "").replace(/\s+(?:and|so|then|or)$/i, "");
  // A full stop the punctuation model put inside the task left a capital ("update. The plan").
  const task = capitaliseFirst(joined.replace(/^(?:you\s+)/i, "").replace(/(?<=\s)(\p{Lu})(\p{Ll}+)\b/gu, (m, c: string, rest: string) => (STOPWORDS.has(m.toLowerCase()) ? c.toLowerCase() + rest : m)));
  return { joined, task };
}

/**
 * Deadlines stated rather than given to someone: "the deadline for the grant form is monday the
 * third", "the poster is due on the twelfth" -> "Grant form due" on that day,
 * nobody's yet.
 */
function deadlines(t: Token[], tags: string[], raw: string[], now: Date): Array<{ what: string; date: string; said: string }> {
  const out: Array<{ what: string; date: string; said: string }> = [];
  const phrase = (a: number, b: number) => taskRaw(t.slice(a, b)).map((r) => raw[r]).join(" ").replace(/[.?!,;:]+$/, "").replace(/^(?:the|our|your|their|this|that)\s+/i, "");
  for (let i = 1; i < t.length; i++) {
    let np: [number, number] | undefined;
    let dateFrom = -1;
    if (t[i].w === "due" && /^(?:is|are)$/.test(t[i - 1].w) && !t[i].stop) {
      // the subject: its determiner and the nouns before "is due"
      let k = i - 2;
      while (k >= 0 && /^(?:NOUN|PROPN|ADJ|NUM)$/.test(tags[k]) && !t[k].stop && i - 2 - k < 4) k--;
      if (k >= 0 && k < i - 2 && /^(?:the|our|your|their|this|that)$/.test(t[k].w) && /^(?:NOUN|ADJ|PROPN)$/.test(tags[i - 2])) np = [k + 1, i - 1];
      // ("the poster for the conference is due": the phrase after a preposition is not the thing due, and which noun
      // before it is, is not sure: nothing is listed)
      if (np && tags[k - 1] === "ADP" && !t[k - 1].stop) np = undefined;
      dateFrom = i + 1;
    } else if (t[i].w === "be" && /^(?:ready|done|finished|complete|completed|in|sent|submitted|printed|booked)$/.test(t[i + 1]?.w ?? "") && !t[i + 1].stop) {
      // "the rota should be ready by the fifth", "the forms need to be in before Friday"
      const m = /^(?:should|must|will)$/.test(t[i - 1].w) ? i - 1 : t[i - 1].w === "to" && /^(?:needs|need|has|have|ought)$/.test(t[i - 2]?.w ?? "") ? i - 2 : -1;
      let k = m - 1;
      while (m > 0 && k >= 0 && /^(?:NOUN|PROPN|ADJ|NUM)$/.test(tags[k]) && !t[k].stop && m - 1 - k < 4) k--;
      // (not the last of two: "the form and the payment need to be in")
      if (m > 0 && k >= 0 && k < m - 1 && /^(?:the|our|your|their|this|that)$/.test(t[k].w) && /^(?:NOUN|PROPN)$/.test(tags[m - 1]) && t[k - 1]?.w !== "and") np = [k + 1, m];
      dateFrom = i + 2;
    } else if (t[i].w === "deadline" && t[i - 1].w === "the" && t[i + 1]?.w === "for" && !t[i].stop) {
      let k = i + 2;
      while (k < t.length && t[k].w !== "is" && k - i < 7 && !t[k].stop) k++;
      if (t[k]?.w === "is" && k > i + 2) np = [i + 2, k];
      dateFrom = k + 1;
    }
    if (!np) continue;
    const due = findDue(t.slice(dateFrom, dateFrom + 8).map((x) => x.w), now);
    if (!due || due.start > 1) continue;
    const what = phrase(np[0], np[1]);
    if (what) out.push({ what, date: due.date, said: taskRaw(t.slice(dateFrom, dateFrom + due.end)).map((r) => raw[r]).join(" ").replace(/[.?!,;:]+$/, "") });
  }
  return out;
}

/** A request that names no work of its own ("can you do it?", "sort the signs"): its verb says nothing. */
const LIGHT_TASK = /^(?:do|sort(?: out)?|handle|manage|cover|take care of|deal with|look after)\s+(.+)$/i;

/**
 * The verb a thing was named with, when it is work still to do ("you were going to mend the shed door",
 * "can you paint the fence"): its base form right before the phrase; none for work done ("Raj fixed the gate").
 */
function verbOfThing(t: Token[], tags: string[], phrase: number): string | null {
  const v = phrase - 1;
  const w = t[v]?.w ?? "";
  // (after "to" and before the phrase, a word the tagger took for an adjective or noun is the verb: "to clear the gutters")
  const verb = tags[v] === "VERB" || (t[v - 1]?.w === "to" && /^(?:ADJ|NOUN)$/.test(tags[v] ?? "") && !/ly$/.test(w));
  // (nor a verb that passes work on: "get my daughter to ...", "ask Sam to ...")
  if (!verb || t[v].stop || NOT_TASK.has(w) || LIGHT_TASK.test(`${w} x`) || baseForm(w) !== w || /^(?:get|have|let|ask|tell|make|help)$/.test(w)) return null;
  // ("I'll get my daughter to design the poster ... I'll do it": work passed to someone else is not the job taken)
  if (t.slice(Math.max(0, v - 5), v - 1).some((x) => /^(?:get|got|ask|asked|have|tell|told|want|wanted)$/.test(x.w))) return null;
  // after "to", a modal or "you": asked or meant, not reported
  return /^(?:to|will|can|could|would|should|must|you|please)$/.test(t[v - 1]?.w ?? "") ? w : null;
}

/** Work said as still to do in t[from, to) ("you were going to mend the gate", "to paint the shed"): each verb and its object. */
function jobsSaid(t: Token[], tags: string[], from: number, to: number): Array<{ verb: string; phrase: [number, number] }> {
  const out: Array<{ verb: string; phrase: [number, number] }> = [];
  for (let p = Math.max(1, from); p < to; p++) {
    if (!/^(?:the|a|an|this|that|these|those|your|our|their|my|his|her)$/.test(t[p].w) || t[p].stop) continue;
    const verb = verbOfThing(t, tags, p);
    if (!verb) continue;
    let end = p + 1;
    while (end < to && end <= p + 5 && /^(?:NOUN|ADJ|PROPN|NUM)$/.test(tags[end]) && !t[end].name && !t[end - 1].stop) end++;
    if (tags[end - 1] === "NOUN") out.push({ verb, phrase: [p, end] });
  }
  return out;
}

/** "the seed swap posters need doing" in t[from, to): each thing said to need work, with that work's verb. */
function neededJobs(t: Token[], tags: string[], from: number, to: number): Array<{ verb: string; phrase: [number, number] }> {
  const out: Array<{ verb: string; phrase: [number, number] }> = [];
  for (let k = Math.max(2, from); k + 1 < to; k++) {
    if (!/^(?:needs?|needed)$/.test(t[k].w) || !/[a-z]{2}ing[.,?!]*$/.test(t[k + 1].w) || t[k - 1].stop || t[k].stop) continue;
    let p = k;
    while (p > from && p > k - 5 && /^(?:NOUN|ADJ|PROPN|NUM)$/.test(tags[p - 1]) && !t[p - 1].name && !t[p - 1].stop) p--;
    if (p < k && /^(?:the|our|your|their|this|these|those)$/.test(t[p - 1]?.w ?? "") && !t[p - 2]?.name) out.push({ verb: baseForm(t[k + 1].w.replace(/[.,?!]+$/, "")), phrase: [p - 1, k] });
  }
  return out;
}

/**
 * Work said to be needed that stays to do: not denied ("none of the sheds needs painting"), and with nothing in the
 * words after it that settles it, whether done ("Nina did it on Saturday"), put off or decided against ("but we can't
 * afford it", "we've decided to leave it") or taken on by someone ("and Rhea's doing that", "Rhea: I'll ring the engineer").
 */
function leftOpen(t: Token[], tags: string[], phrase: [number, number]): boolean {
  if (/^(?:none|neither|no|nothing)$/.test(t[phrase[0] - 2]?.w ?? "") || /^(?:no|not|never)$/.test(t[phrase[0] - 1]?.w ?? "")) return false;
  const after = t.slice(phrase[1] + 2, phrase[1] + 16);
  // (up to the next thing said to need work, or the end of the next sentence)
  const stops = after.findIndex((x, k) => /^(?:needs?|needed)$/.test(x.w) || (x.stop && after.slice(0, k).some((y) => y.stop)));
  const window = stops < 0 ? after : after.slice(0, stops);
  const at = phrase[1] + 2;
  return !window.some((x, k) => {
    const w = x.w;
    if (/^(?:not|never|can't|cannot|won't|don't|didn't|shouldn't|decided|already|done|afford)$/.test(w) || /n't$/.test(w)) return true;
    // someone acting: another who answers "I'll ..." ("Rhea: I'll ring the engineer"), "Nina did it", "Rhea's doing that",
    // or "I'll do it", "I did that" (not "we'll sort it", the room's, nor the speaker going on to other work: "I'll ask Dave")
    if (x.name && window[k + 1]?.w === "i" && /^(?:will|am|have|did|can)$/.test(window[k + 2]?.w ?? "")) return true;
    if (w === "i" && /^(?:will|am|have|did|can|had)$/.test(window[k + 1]?.w ?? "") && window.slice(k + 2, k + 5).some((y) => /^(?:it|that|this|them)$/.test(y.w))) return true;
    if (x.name && (tags[at + k + 1] === "VERB" || /^(?:will|is|has|did|can)$/.test(window[k + 1]?.w ?? ""))) return true;
    if (/'s$/.test(w) && /ing$/.test(window[k + 1]?.w ?? "")) return true;
    return false;
  });
}

/**
 * "Can you do the risk assessment?" "Yes, I'll write it on Saturday and send it to Rachel": the
 * reply names the work, so it becomes the task, its first pronoun standing for the request's object.
 */
function concreteTask(request: string, reply: string): string {
  const asked = LIGHT_TASK.exec(request);
  const words = reply.split(/\s+/);
  if (!asked || LIGHT_TASK.test(reply) || words.length < 2) return request;
  const k = words.findIndex((w, i) => i > 0 && /^(?:it|them|that|this|those|one)$/i.test(w.replace(/[.,?!]+$/, "")));
  if (k < 0) return request;
  // "draw it up" -> "draw up the seating plan"
  const particle = /^(?:up|out|off|round|back|down|over)$/i.test(words[k + 1] ?? "") ? 1 : 0;
  return capitaliseFirst([...words.slice(0, k), ...words.slice(k + 1, k + 1 + particle), asked[1], ...words.slice(k + 1 + particle)].join(" "));
}

/**
 * "Could you renew the permit?" "I already have" / "I've already renewed it": the request was met.
 * Not when what was already done is something else ("... by Friday and I've already told the head").
 */
function alreadyMet(after: Token[], task: string[]): boolean {
  const m = ALREADY.exec(after.map((x) => x.w).join(" "));
  if (!m) return reportedDone(after, task);
  const k = m[0].trim().split(" ").length;
  // ("done already", "Maya already sorted it": the work said done, nothing more to name)
  // (unless a thing of its own is named after it: "Lena already sent the minutes" does not send the agenda)
  // (a new clause is no object: "already sorted, my daughter's doing it")
  if (/\b(?:done|did|sorted|fixed|booked|sent|handled)\b/.test(m[0])) return after[k - 1]?.stop || !DETERMINER.test(after[k]?.w ?? "") || newClause(after.slice(k, k + 4)) || sameThing(after.slice(k), task);
  const rest: string[] = [];
  for (let j = k; j < after.length && rest.length < 6; j++) {
    // ("I already did I ordered two hundred": a new clause with its own subject is no object of the verb)
    if (rest.length > 0 && /^(?:i|we|he|she|they)$/.test(after[j].w)) break;
    rest.push(after[j].w);
    if (after[j].stop) break;
  }
  // Its object, past the verb: nothing of its own ("I've already done"), the request's own object, or a
  // pronoun after the request's verb. The verb alone meets nothing: "order the chairs" is not met by
  // "I've already ordered the tables".
  // (its object ends where a new clause or a remark starts: "I already did, actually it came today")
  const clause = rest.findIndex((w, j) => j > 0 && AFTER_OBJECT.test(w));
  const object = contentStems(rest.slice(1, clause > 0 ? clause : undefined).join(" "));
  if (object.length === 0 && !/^(?:it|them|that|those|this|these)$/.test(rest[1] ?? "")) return true;
  const askedObject = new Set(contentStems(task.slice(1).join(" ")));
  if (object.some((w) => askedObject.has(w))) return true;
  if (!/^(?:it|them|that|those|this|these)$/.test(rest[1] ?? "")) return false;
  // ("will you do the reorder?" "I've already reordered them": the task's own verb, or a light one, before the pronoun)
  const askedVerb = new Set(contentStems(task.join(" ")));
  const verbSaid = /^(?:done|did|sorted|handled|dealt|fixed)$/.test(rest[0] ?? "") || contentStems(rest[0] ?? "").some((w) => askedVerb.has(w));
  // ... but not when it went somewhere else: "email the members" is not met by "I've already emailed it to Ines"
  const elsewhere = /^(?:to|for|with)$/.test(rest[2] ?? "") && contentStems(rest.slice(3).join(" ")).some((w) => !askedVerb.has(w));
  return verbSaid && !elsewhere;
}

/** The object named at the start of `said` ("the minutes but not the agenda") shares a content word with the task's object. */
function sameThing(said: Token[], task: string[]): boolean {
  const object: string[] = [];
  for (const x of said) {
    if (object.length && AFTER_OBJECT.test(x.w)) break;
    object.push(x.w);
    if (x.stop || object.length >= 6) break;
  }
  const asked = new Set(contentStems(task.slice(1).join(" ")));
  return contentStems(object.join(" ")).some((w) => asked.has(w));
}

/** The words open a clause of their own, a subject and its verb ("my daughter's doing it", "the van's been"). */
const newClause = (said: Token[]) => said.some((x, j) => /'s$/.test(x.w) && /ing$|^(?:been|got|done|already|not)$/.test(said[j + 1]?.w ?? ""));

/**
 * "I rang them but nobody picked up", "I fixed the one in the bathroom but not the kitchen one": a report the
 * speaker turns round at once ("but" and a negative) says the work is not done.
 */
function notDoneAfterAll(said: Token[]): boolean {
  const end = said.findIndex((x) => x.stop);
  const clause = said.slice(0, end < 0 ? 10 : Math.min(end + 1, 10));
  const but = clause.findIndex((x) => x.w === "but");
  return but >= 0 && clause.slice(but + 1, but + 6).some((x) => /^(?:not|no|nobody|noone|nothing|never|none|still)$|n't$/.test(x.w));
}

/** Words that open a change of mind ("hmm, actually", "wait"), then a no from the same speaker: the offer just made is taken back. */
function changedMind(after: Token[], who: string[]): boolean {
  let k = 0;
  while (k < 3 && /^(?:um|uh|er|erm|hmm|oh|well)$/.test(after[k]?.w ?? "")) k++;
  if (!/^(?:actually|wait)$/.test(after[k]?.w ?? "")) return false;
  // ("actually wait, I'm not in on Monday")
  while (/^(?:actually|wait)$/.test(after[k + 1]?.w ?? "")) k++;
  // ("actually no, Lena, you take them", "wait no, I'll send it today": a no that passes the work on or says it
  // again is no refusal; the task is handed over or replaced where the no is read, not dropped here)
  if (RETRACT(after, k + 1)) return false;
  return refused(after.slice(k + 1), who);
}

/** Words that end the object of a verb said in a report: a new clause's subject or a remark ("I already did, actually it ..."). */
const AFTER_OBJECT = /^(?:i|we|they|he|she|you|actually|anyway|but|so|because|and|it's|that's)$/;

/**
 * The work was reported done: straight after the request, or by the first words of someone's turn a remark later
 * ("someone needs to renew the insurance, it lapses soon" "Raj: I renewed it on Monday").
 */
function doneSince(after: Token[], task: string[]): boolean {
  if (alreadyMet(after, task)) return true;
  return after.some((x, j) => j > 0 && Boolean(x.name) && !/'s$/.test(x.w) && !NAME_IN_TASK.test(after[j - 1].w) && alreadyMet(after.slice(j), task));
}

/** Content words of a task past its verb ("Draft the letter to the council" -> letter, council). */
const objectStems = (task: string) => contentStems(task.split(/\s+/).slice(1).join(" "));

/** The reply names the same work as the request: most of what it acts on was in the request (`all` of it, when asked). */
function sameWork(request: string, reply: string, all = false): boolean {
  const asked = new Set([...objectStems(request), ...contentStems(request.split(/\s+/)[0])]);
  const said = objectStems(reply).filter((w) => !/^(?:something|thing|stuff|bit)$/.test(w));
  const shared = said.filter((w) => asked.has(w));
  // (when every word must be the open work's, a time said with it is none of what it acts on: "ring the printers this week")
  const acted = all ? said.filter((w) => !WHEN_NOUN.test(w) && !isWeekday(w)) : said;
  return shared.length > 0 && shared.length * (all ? 1 : 2) >= acted.length;
}

/**
 * The reply's verb acts on what the request named: nothing of its own, a pronoun ("I'll call them"), a word of the
 * request's object, a bare name it goes through ("chase procurement") or whom to put the request's question to;
 * not other work said with a determiner ("call the school" / "I'll call the dentist").
 */
function sameObject(request: string, reply: string): boolean {
  const words = reply.split(/\s+/).slice(1);
  if (!words.length || REPLY_OBJECT.test(words.slice(0, 2).join(" "))) return true;
  const own = objectStems(reply);
  if (!own.length) return true;
  const asked = new Set(objectStems(request));
  // ("someone needs to ask the school if we can borrow their risers" "I'll ask the head": whom to ask, the question the same)
  const question = /\s(?:if|whether|about)\s/i.test(request) && !/\b(?:if|whether|about)\b/i.test(reply) && words.length <= 3;
  return question || own.some((w) => asked.has(w)) || !/^(?:the|a|an|my|our|your|their|his|her|some|those|these|this|that)$/i.test(words[0]);
}

/** "do the needful", "sort it all out": a light verb whose object names nothing (no noun). */
function vague(task: Token[], tags: string[], at: number): boolean {
  if (at < 0 || task.length < 2 || !LIGHT_TASK.test(task.map((x) => x.w).join(" "))) return false;
  return !task.slice(1).some((x, k) => /^(?:NOUN|PROPN)$/.test(tags[at + 1 + k] ?? "") && !/^(?:needful|lot|rest|bit)$/.test(x.w));
}

/** Of the request and the reply that restates it, the one that says more (the reply's own verb on a tie). */
function fuller(request: string, reply: string): string {
  return contentStems(reply).length >= contentStems(request).length && !LIGHT_TASK.test(reply) ? reply : request;
}

/**
 * "Rosa, can you send the invite by Monday?" "I sent it on Friday": the answer reports the work as
 * done (a past verb on the request's object, or on "it"/"that"), so nothing is left to do.
 */
function reportedDone(after: Token[], task: string[]): boolean {
  let k = 0;
  // the answerer's name and an opening word ("Rosa: oh, I sent it ...")
  // (and a tag question before it: "You're printing the flyers, aren't you?" "Yes, I printed them")
  while (k < 4 && (Boolean(after[k]?.name) || /^(?:oh|yes|yeah|no|um|uh|well|actually|erm|aren't|isn't|don't|didn't|won't|you|right)$/.test(after[k]?.w ?? ""))) k++;
  if (!/^(?:i|we)$/.test(after[k]?.w ?? "")) return false;
  k++;
  const perfect = /^(?:have|had)$/.test(after[k]?.w ?? "");
  if (perfect) k++;
  const verb = after[k]?.w ?? "";
  // a past verb ("sent"), or any verb after "have" ("I've read them": "read" is its own past)
  if (!verb || /ing$|s$|n't$/.test(verb) || /^(?:have|had|will|would|can|could|should|must|need|am|to|think|thought|said|guess|got|been|not|never|no|cannot|was|were|are|do|might|may|shall)$/.test(verb) || (!perfect && baseForm(verb) === verb)) return false;
  const object = after.slice(k + 1, k + 4).map((x) => x.w);
  // ("I've phoned them before and they never answer": done on other days, no sign this time was)
  // ("I painted it last year": an earlier round of the same work, not this one)
  if (after.slice(k + 1, k + 6).some((x, j, all) => (/^(?:before|previously|ever|past)$/.test(x.w) || (x.w === "last" && /^(?:time|year|month|term|season|round)$/.test(all[j + 1]?.w ?? ""))) && !all.slice(0, j).some((y) => y.stop))) return false;
  // ("I rang them but nobody picked up": done, but not to any end)
  if (notDoneAfterAll(after.slice(k + 1))) return false;
  // ("we did that order already": the light verb and "already" say the work is done)
  if (/^(?:did|done)$/.test(verb) && after.slice(k + 1, k + 5).some((x, j, all) => x.w === "already" && !all.slice(0, j).some((y) => y.stop))) return true;
  if (/^(?:it|that|them|this|those)$/.test(object[0] ?? "")) return true;
  // ("could you look at it?" "I've looked, it's fine": the request's own verb, done, with nothing after it but a new clause)
  if (perfect && baseForm(verb) === baseForm(task[0] ?? "") && (after[k].stop || after[k].pause || object.length === 0 || /^(?:it's|that's|its|thats)$/.test(object[0]))) return true;
  const asked = new Set(contentStems(task.slice(1).join(" ")));
  return contentStems(object.join(" ")).some((w) => asked.has(w));
}

/** Words that open with a no ("I'd rather not, okay.", "No, sorry, Tom."), read as refused() reads an answer (the participants' names heard as names). */
export function opensWithNo(words: string, participants: string[]): boolean {
  const t = expand(words);
  if (t.length === 0) return false;
  markNames(t, tagWords(t.map((x) => x.w || "x")).map((tg) => tg[0]), nameIndex(participants), participants);
  return refused(t, participants);
}

/**
 * The answer to a request says no: "no, sorry", "not this month", "I can't", "I'm away", said
 * first, by the person asked (their name may open the answer in a transcript that names who speaks).
 * Not "no problem", "no worries", "not till Monday" (when, not whether).
 */
function refused(after: Token[], asked: string[]): boolean {
  let k = 0;
  while (k < 3 && after[k] && ((after[k].name && asked.includes(after[k].name!)) || /^(?:um|uh|er|erm|oh|ah|well|hmm|like)$/.test(after[k].w))) k++;
  // the answer is someone else's: another name opens it
  if (after[k]?.name && !asked.includes(after[k].name!)) return false;
  // ("Liam: Wednesday? No, I'm off Wednesday": the day asked for said back before the no)
  const day = findDue(after.slice(k, k + 4).map((x) => x.w), new Date(0));
  if (day?.start === 0 && /^(?:no|nope|not)$/.test(after[k + day.end]?.w ?? "")) k += day.end;
  const w = after.slice(k, k + 6).map((x) => x.w);
  // (not "no one else has volunteered": "no one" is a pronoun, the subject of what follows, not an answer)
  if (/^(?:no|nope)$/.test(w[0] ?? "")) return !/^(?:problem|problems|worries|bother|wait|rush|hurry|doubt|one)$/.test(w[1] ?? "");
  if (w[0] === "not") return !/^(?:until|till|before|a|an|problem|sure|yet)$/.test(w[1] ?? "");
  const rest = (w[0] === "sorry" ? w.slice(1) : w).join(" ");
  return /^(?:i )?(?:can't|cannot|can not|won't|will not|couldn't)\b|^i would (?:rather|prefer) not\b|^i would (?:like|love) to,? but\b|^i wish i could\b|^i am (?:afraid|off|away|not able|not around|on leave|on holiday|not in (?:on|that|this|next|till|until|tomorrow|today|then)\b)\b|^i (?:don't|do not|haven't|have not) (?:have|got) (?:the )?time\b/.test(rest);
}

/** A past verb ("we met on Monday"): the day it names is no day something will happen. */
const PAST = /^(?:was|were|did|had|came|went|got|sent|met)$/;

/**
 * t[k] is a verb in the past with its own subject ("the painters finished on Monday", "we submitted it on
 * Friday"), not a participle after an object ("get the skip swapped today").
 */
function pastWithSubject(t: Token[], tags: string[], k: number): boolean {
  if (!/[^e]ed$|^(?:did|made|took|gave|brought|bought|paid|rang|told|said|left|began|wrote|sold|put)$/.test(t[k]?.w ?? "") || tags[k] !== "VERB") return false;
  if (/^(?:i|we|they|he|she|you|it)$/.test(t[k - 1]?.w ?? "")) return true;
  return tags[k - 1] === "NOUN" && /^(?:the|a|an|our|their|his|her|my|your)$/.test(t[k - 2]?.w ?? "") && tags[k - 3] !== "VERB";
}

/**
 * The day said in t[from, to) is a modifier inside a noun phrase ("the notes about Friday assembly", "book the
 * Sunday rota"): a weekday after a determiner or a preposition that does not say when ("to", "of", "about"), right
 * before the noun it qualifies. It names which thing is meant, not a day the task is due. An event the task is done
 * at or by is its time ("I'll raise it at the Monday briefing", "put it in the Tuesday newsletter").
 */
function dayNamesThing(t: Token[], tags: string[], from: number, to: number): boolean {
  const day = t.slice(from, to).findIndex((x) => isWeekday(x.w));
  if (day < 0) return false;
  const k = from + day;
  // (a word that says when before it: "by Friday lunchtime", "on Monday", "before Thursday", "next Tuesday")
  if (t.slice(from, k).some((x) => /^(?:by|on|before|until|till|for|from|after|next|this)$/.test(x.w))) return false;
  const before = t[k - 1];
  if (!before || before.stop || before.pause) return false;
  if (!/^(?:the|a|an|our|your|their|his|her|my|its|to|of|about|with|into)$/.test(before.w) || !dayBeforeNoun(t, tags, to)) return false;
  // (an event the task is done at or by is its time: "I'll raise it at the Monday briefing")
  let q = k - 1;
  while (q > 0 && /^(?:the|a|an|our|your|their|his|her|my|its)$/.test(t[q].w)) q--;
  if (q < k - 1 && /^(?:at|on|before|by|after|in|during|for|until|till|from)$/.test(t[q].w)) return false;
  return true;
}

/** The weekday ending before t[to] qualifies the noun at t[to] ("Friday assembly", "the Monday briefing"), not a time of day. */
function dayBeforeNoun(t: Token[], tags: string[], to: number): boolean {
  const day = t[to - 1];
  const after = t[to];
  if (!day || !isWeekday(day.w) || day.stop || day.pause || !after || after.name) return false;
  return tags[to] === "NOUN" && !/^(?:lunchtime|lunch|noon|midday|latest|first|close|eod|week|weekend)$/.test(after.w);
}

/** "Thursday's order", "Friday's newsletter": the day ending at t[to] is said as whose the noun after it is. */
function dayOwnsNoun(t: Token[], tags: string[], to: number): boolean {
  const day = t[to - 1];
  return Boolean(day) && /'s$/.test(day.w) && isWeekday(day.w.slice(0, -2)) && !day.stop && !day.pause && tags[to] === "NOUN" && !t[to].name;
}

/** The last day said in t[from, to) of something still to come ("they should arrive Monday"), if any. */
function dayJustSaid(t: Token[], tags: string[], from: number, to: number, now: Date): string | undefined {
  const words = t.slice(from, to).map((x) => x.w);
  let last: string | undefined;
  for (let at = 0; at < words.length; ) {
    const due = findDue(words.slice(at), now);
    if (!due) break;
    const start = from + at + due.start;
    const before = t.slice(Math.max(from, start - 4), start);
    // ("I'm out Wednesday to Friday": a span of days, none of them the day meant)
    const to = /^(?:to|till|until|through)$/.test(words[at + due.end] ?? "") ? findDue(words.slice(at + due.end + 1), now) : undefined;
    if (to?.start === 0) {
      at += due.end + 1 + to.end;
      continue;
    }
    if (!before.some((x, k) => PAST.test(x.w) || (/ed$/.test(x.w) && tags[start - before.length + k] === "VERB"))) last = due.date;
    at += Math.max(due.end, 1);
  }
  return last;
}

/**
 * After a request at t[from], the one asked answers first with a yes and a day and nothing more ("Fatima: yeah, by
 * Monday", "sure, Thursday"): that day, if so.
 */
function dayAnswered(t: Token[], from: number, who: string, now: Date): string | undefined {
  let k = from;
  while (k < from + 3 && t[k]?.name === who) k++;
  const yes = k;
  while (k < yes + 2 && t[k] && (YES.test(t[k].w) || HESITATION.test(t[k].w))) k++;
  if (k === from) return undefined;
  const words = t.slice(k, k + 6).map((x) => x.w);
  const due = findDue(words, now);
  if (!due || due.start !== 0) return undefined;
  const last = t[k + due.end - 1];
  const next = t[k + due.end];
  return last.stop || !next || Boolean(next.name) || /^(?:fine|ok|okay|yes|yeah|yep|works|then|latest|at|is|should|no|problem)$/.test(next.w) ? due.date : undefined;
}

/** The last date in t[from, to) said with its month whose day of the month is `day` ("December fourth", "the fourth of May"). */
function sameDayWithMonth(t: Token[], from: number, to: number, day: number, now: Date): string | undefined {
  let found: string | undefined;
  for (let k = from; k < to; k++) {
    if (!MONTH_NAMES.includes(t[k].w)) continue;
    const words = t.slice(Math.max(from, k - 4), Math.min(to, k + 4)).map((x) => x.w);
    for (let a = 0; a < words.length; a++) {
      const hit = findDue(words.slice(a), now);
      if (hit && hit.start === 0 && Number(hit.date.slice(8)) === day && words.slice(0, a + hit.end).includes(t[k].w)) found = hit.date;
    }
  }
  return found;
}

/** Priority from the urgency words of the assignee's own clause ("no rush" wins over "tomorrow"). */
function priorityOf(context: string): Level {
  if (LOW.test(context)) return "low";
  return HIGH.test(context) ? "high" : "medium";
}

/** The action items of a punctuated meeting transcript, resolved against the meeting's date. */
/** A yes straight after a question: "yes", "sure", "will do", "I'll ...", "I can" (not "I'll try", "I could try"). */
const YES = /^(?:yes|yeah|yep|yup|aye|sure|fine|ok|okay|absolutely|definitely|certainly|course)$/;
const HESITATION = /^(?:um|uh|er|erm|oh|well|right|so)$/;
/** Words of a reply that is not a plain yes: a no, a doubt, a hedge ("I might", "why me", "I'd rather"). */
const NOT_YES = /^(?:no|not|nope|can't|cannot|won't|rather|prefer|why|try|might|maybe|perhaps|afraid|sorry|unless|but|if|busy|away)$/;
/** After a name, words that make it no one answering: the next request or something said about them ("Kate, can you ...", "Priya will ..."). */
const NOT_ANSWERING = /^(?:will|can|could|would|should|shall|must|is|was|are|has|had|needs|need|and|you|please|to|said|says)$/;
/**
 * "Tom, can you update the runbook?", "can you book it, Tom?": a question that is answered otherwise gives nobody the work.
 * Read from the words straight after it (the day or the rest of the request may come first): someone else speaking first
 * (another name, not with a request or a verb of their own: the next speaker, or the asker's own name in a transcript that
 * names each speaker), or the one asked saying anything but a yes first ("I could try, but", "not me", "um, Thursday",
 * "I'll try"). A yes ("Lena: Wednesday is fine, yeah", "will do") or nothing heard leaves the work with the one asked.
 */
function answeredOtherwise(t: Token[], from: number, who: string): boolean {
  const wordsOf = (name: string) => name.toLowerCase().split(/\s+/);
  let named = false;
  let said = 0;
  for (let k = from; k < Math.min(t.length, from + 14); k++) {
    const w = t[k].w;
    const name = t[k].name;
    if (name) {
      const own = wordsOf(name);
      while (k + 1 < t.length && own.includes(t[k + 1].w) && !t[k + 1].name) k++;
      if (name === who) {
        named = true;
        continue;
      }
      if (/'s$/.test(w)) continue;
      // ("... for the board and Owen, the chairs ...": after "and" the asker goes on)
      return t[k - 1]?.w !== "and" && !NOT_ANSWERING.test(t[k + 1]?.w ?? "and");
    }
    if (HESITATION.test(w)) continue;
    if (named && NOT_YES.test(w)) return true;
    if (w === "i" && /^(?:will|can|shall)$/.test(t[k + 1]?.w ?? "")) return t[k + 2]?.w === "try";
    if (YES.test(w) || (w === "will" && t[k + 1]?.w === "do")) return false;
    if (named && ++said > 5) return false;
  }
  return false;
}

/**
 * "Joe, you could write to them" "maybe" / "sorry, I'm busy": a suggestion turned down or hedged. Read from the first four
 * words straight after it (names and hesitations passed over): a no, a doubt or a hedge first ("maybe", "I might", "I can
 * try", "I suppose ... but", "I'd love to but") turns it down; anything else - a yes in any words ("leave it with me", "on
 * it", "sounds good", "I guess"), or no answer at all (the chair goes on) - does not.
 */
function declinedAfter(t: Token[], from: number): boolean {
  let said = 0;
  for (let k = from; k < Math.min(t.length, from + 14); k++) {
    const w = bareWord(t[k].w);
    const next = t[k + 1]?.w ?? "";
    if (t[k].name || HESITATION.test(w)) continue;
    if (++said > 4) return false;
    // (a yes that starts with a word of no: "no problem", "no worries", "not a problem", "why not")
    if ((w === "no" && /^(?:problem|worries|bother)$/.test(next)) || (w === "not" && next === "a" && t[k + 2]?.w === "problem") || (w === "why" && next === "not")) return false;
    // ("I suppose, but not this week", "I'd love to but I'm away": a yes taken back)
    const butSoon = t.slice(k + 1, k + 5).some((x) => /^(?:but|though|only)$/.test(bareWord(x.w)));
    if (/^(?:suppose|guess|love|like)$/.test(w) && butSoon) return true;
    if (/^(?:no|nope|not|can't|cannot|won't|rather|prefer|try|might|maybe|perhaps|possibly|afraid|sorry|busy|away)$/.test(w)) return true;
  }
  return false;
}

/**
 * "I can bring cones, I've got loads at work" "no no, we've got plenty, thanks": an offer the room answers with a no
 * (said twice, or with thanks or a need it does not have) soon after is no one's work. A no that is a yes ("no problem")
 * is not one.
 */
function offerRefused(t: Token[], from: number): boolean {
  for (let k = from; k < Math.min(t.length, from + 10); k++) {
    const w = bareWord(t[k].w);
    const next = bareWord(t[k + 1]?.w ?? "");
    if (w === "no" && /^(?:no|thanks|thank|need|we|we've|we're|it's|that's|you're)$/.test(next)) return true;
  }
  return false;
}

/**
 * "Björn, can you order the spices today?" "Björn: um, Thursday": the one asked answers first with a day of their own, so
 * the day asked for is not sure ("Fergus: yeah, I'll ask the shop on Monday" is a yes, its day for work of its own).
 */
function dayArgued(t: Token[], from: number, who: string, day: string, now: Date): boolean {
  for (let k = from; k < Math.min(t.length, from + 12); k++) {
    if (!t[k].name) continue;
    if (t[k].name !== who) return false;
    const answer: string[] = [];
    for (let j = k + 1; j < Math.min(t.length, k + 9) && !YES.test(t[j].w) && !/^(?:i|we)$/.test(t[j].w) && !t[j].name; j++) answer.push(t[j].w);
    const theirs = findDue(answer, now);
    return Boolean(theirs) && theirs!.date !== day;
  }
  return false;
}

export function extractActions(text: string, participants: string[], now: Date): ActionItem[] {
  const raw = text.split(/\s+/).filter(Boolean);
  const t = expand(text);
  if (t.length === 0) return [];
  const tags = tagWords(t.map((x) => x.w || "x")).map((tg) => tg[0]);
  const names = nameIndex(participants);
  const everyone = [...names.values()];
  markNames(t, tags, names, participants);
  const found = splitTasks(starts(t, names, tags), t, tags, now);
  const items: ActionItem[] = [];
  let lastEnd: number | undefined;
  /** Where the last task's own words ended (before its date's sentence and any remark). */
  let lastTaskEnd = 0;
  let lastKind: Start["kind"] | undefined;
  let lastAt: number | undefined;
  /** Where a task taken back at once began ("I'll get my brother to ..., no, I'll do it"). */
  let retracted: number | undefined;
  /** Who work taken back was to be passed to: no later "it" means them ("I'll get my cousin to ..., no, I'll do it"). */
  let causee: number | undefined;
  /** Where the last task's verb was. */
  let lastVerb: number | undefined;
  let boundary = 0;
  let previous: { who?: string; date?: string; end: number } | undefined;
  /** A request everyone asked said no to, which someone else may take on. */
  let declined: { task: string; who: string[]; at: number; end: number; due?: string; priority: Level } | undefined;
  const accepted = new Set<Start>();
  /** The words each item was given in: a day said for it later is read from there on. */
  const givenIn = new Map<ActionItem, { at: number; end: number }>();
  const wishes = new Set<ActionItem>();
  /** Work suggested to someone who turned it down: talked of, so a deadline said for it is no item of its own. */
  const turnedDown: string[] = [];
  // items whose last word is a name said with more of the task after it ("collect Priya on Friday morning"): the
  // verb's object, not who speaks next
  const nameIsObject = new Set<ActionItem>();
  /** Work asked as a question and the one asked, answered otherwise straight after: theirs is unsure. */
  const unanswered = new Map<ActionItem, string>();
  /** Requests put to someone by name that another speaker answered straight after with other work of their own. */
  const otherWorkAfter = new Set<ActionItem>();
  /** "send it" -> "send the report": the thing the person was asked about, or the phrase the pronoun stands for. */
  /** Which reading resolvePronoun last took (the item's `words` path). */
  let wording = "as-said";
  const resolvePronoun = (said: string[], s: Start, taskTokens: Token[], end: number, from: number): string[] => {
    let words = said;
    wording = "as-said";
    const place = (p: number, about: string) => {
      const k = taskRaw(taskTokens).indexOf(t[p].raw);
      if (k <= 0) return;
      // "set it up" -> "set up the group"
      // (not a preposition with its own object: "do that over the weekend")
      const particle = /^(?:up|out|off|round|back|down|over)$/i.test(words[k + 1] ?? "") && !/^(?:the|a|an|this|that|next|my|our|your|their)$/i.test(words[k + 2] ?? "") ? 1 : 0;
      words = [...words.slice(0, k), ...(particle ? [words[k + 1]] : []), about + (words[k + particle].match(/[.,?!]$/)?.[0] ?? ""), ...words.slice(k + 1 + particle)];
    };
    const spoken = (a: number, b: number) => unique(t.slice(a, b).map((x) => x.raw), String).map((r) => raw[r]).join(" ").replace(/[.?!,;:]+$/, "");
    // "Omar, the car park." "I'll measure it on Monday": "it" is what they were asked about
    const pronoun = taskTokens.findIndex((x, j) => j > 0 && /^(?:it|them|those|that)$/.test(x.w));
    const topic = s.topic;
    // "Kofi, how are the cake stall rotas going?" "I'll finish by Friday": a verb said without its object acts on what they were asked about
    if (topic && s.kind === "speaker" && s.at - topic[0] <= 40 && tidy(said).task.split(/\s+/).length === 1 && LEFT_OBJECT.test(t[s.verb].w)) {
      wording = "object-from-topic-asked";
      return [said[0], spoken(topic[0], topic[topic.length - 1] + 1)];
    }
    if (topic && pronoun > 0 && s.at - topic[0] <= 40 && (s.kind === "speaker" || s.kind === "request") && isPlural(topicHead(t, topic)) === !/^(?:it|that)$/.test(taskTokens[pronoun].w)) {
      place(t.indexOf(taskTokens[pronoun]), spoken(topic[0], topic[topic.length - 1] + 1));
      wording = "pronoun-topic-asked";
      return words;
    }
    // "you were going to clear the gutters" ... "I'll do it myself": "it" is the job, whatever its object's
    // number (only when one job was said since: with two, which is meant is a guess)
    if (s.kind === "speaker" && LIGHT_TASK.test(said.slice(0, 2).join(" ")) && /^(?:it|that|this)\b/i.test(said[1] ?? "")) {
      const jobs = jobsSaid(t, tags, from, s.at);
      // ("the posters need doing ... I'll do that": the thing said to need it)
      if (jobs.length === 0) jobs.push(...neededJobs(t, tags, from, s.at));
      if (jobs.length === 1) {
        wording = "do-it-job-said";
        return [jobs[0].verb, spoken(jobs[0].phrase[0], jobs[0].phrase[1]), ...said.slice(/^(?:on|out)$/i.test(said[2] ?? "") ? 3 : 2)];
      }
    }
    // "we'll need to move the chairs back" "Joe: I'll do the chairs": "do" names no work, the verb the same thing was
    // just said with does (one such job said since, on the same noun)
    if (s.kind === "speaker" && LIGHT_TASK.test(said.slice(0, 2).join(" ")) && /^(?:the|those|these)$/i.test(said[1] ?? "") && said.length <= 4) {
      const head = bareWord(said[said.length - 1]);
      const jobs = jobsSaid(t, tags, from, s.at).filter((j) => t[j.phrase[1] - 1].w === head);
      if (jobs.length === 1) {
        wording = "do-the-verb-said";
        return [jobs[0].verb, ...said.slice(1)];
      }
    }
    // ("Ben will pull the figures together and Ana will check them": what the last task acted on,
    // when the task says nothing else and would be lost)
    const bare = ONLY_PRONOUN.test(tidy(said).task);
    // ("Rob, can you update the policy, and Kate, could you file it?": asked straight after the last task, joined by "and")
    const chained = t[s.at - 1]?.w === "and" && lastTaskEnd >= s.at - 1;
    let ref = antecedent(t, tags, s.verb, end, from) ?? ((bare || chained) && s.kind === "named" && lastVerb !== undefined && lastVerb < from ? antecedent(t, tags, s.verb, end, lastVerb) : null);
    if (ref && causee !== undefined && ref.phrase[0] === causee) ref = antecedent(t, tags, s.verb, end, from, causee - 1);
    // ("Mr Kowalczyk, you see him every day" "yes, I'll ask him": a pronoun in a task never stands for the one who takes it on)
    if (ref && t.slice(ref.phrase[0], ref.phrase[1]).some((x) => x.name !== undefined && s.who.includes(x.name))) ref = null;
    // ("Kate, the locum for the summer. Did you hear back from Dr Mensah?" "I'll chase her": the person, about what was asked)
    const person = ref && /^(?:her|him)$/.test(t[ref.pronoun].w);
    if (ref && person && topic && s.kind === "speaker" && s.at - topic[0] <= 40 && topic[0] < ref.phrase[0]) {
      place(ref.pronoun, `${spoken(ref.phrase[0], ref.phrase[1])} about ${spoken(topic[0], topic[topic.length - 1] + 1)}`);
      wording = "person-about-topic";
    } else if (ref) {
      place(ref.pronoun, spoken(ref.phrase[0], ref.phrase[1]));
      wording = "pronoun-antecedent";
      // "you were going to mend the gate" ... "I'll do it": "do" names no work, the verb the thing was said with does
      const verb = verbOfThing(t, tags, ref.phrase[0]);
      const light = LIGHT_TASK.exec(words.join(" "));
      if (verb && light) {
        words = [verb, ...light[1].split(/\s+/)];
        wording = "pronoun-antecedent-verb";
      }
    }
    return words;
  };
  found.forEach((s, n) => {
    const regionEnd = found[n + 1]?.at ?? t.length;
    if (s.heard) return;
    // The task: from the verb to the end of its sentence (a full stop after "sorry" or before a
    // name's request does not count), a reason or condition, or the next task.
    let end = s.verb;
    // "I'll ring the plumber, he's coming on Thursday anyway": someone else's doing, with its own day, not the task's
    // (or a remark to the one spoken to: "would you take it on, you're better at it")
    const otherClause = (k: number) =>
      k > s.verb + 1 &&
      (/^(?:he|she|they|he's|she's)$/.test(t[k]?.w ?? "") || (t[k]?.w === "you" && /^(?:are|were)$/.test(t[k + 1]?.w ?? ""))) &&
      (/'s$/.test(t[k].w) || /^(?:VERB|AUX)$/.test(tags[k + 1] ?? "")) &&
      !OPENS_CLAUSE.test(t[k - 1].w) &&
      tags[k - 1] !== "VERB" &&
      // (not what someone is told: "tell the parents they can park at the back"; but "ask the matron if we can get a
      // hoist, she's not in today" has told them already)
      !(t.slice(s.verb, k).some((x) => TELLING.test(x.w)) && !t.slice(s.verb, k).some((x) => /^(?:if|whether)$/.test(x.w)));
    const cutsHere = (k: number) =>
      k > s.verb &&
      (TASK_CUT.test(t[k].w) ||
        thanksAt(t, k) ||
        isPraise(t, k) ||
        // ("I'll help Nadia good", "I'll drive Helen thanks": a name answered with a word of thanks or praise is who speaks next)
        (Boolean(t[k].name) && !t[k].stop && (thanksAt(t, k + 1) || PRAISE.test(t[k + 1]?.w ?? "") || /^(?:good|okay|ok|fine)$/.test(t[k + 1]?.w ?? "")) && !NAME_IN_TASK.test(t[k - 1].w)) ||
        // ("who wants to run the tombola this year? nobody": the room's answer, no word of the task)
        (s.kind === "anyone" && /^(?:nobody|noone)$/.test(t[k].w) && !/^(?:VERB|AUX)$/.test(tags[k + 1] ?? "")) ||
        // ("who is printing the flyers not me nor me": the room's refusals, no word of the task)
        (s.kind === "anyone" && k > s.verb + 1 && /^(?:not|nor)$/.test(t[k].w) && t[k + 1]?.w === "me") ||
        REPLY_WORD.test(t[k].w) ||
        // ("... for that letter happy to, I'll have them ...": a yes said back)
        (t[k].w === "happy" && t[k + 1]?.w === "to" && (t[k + 1].stop || t[k + 1].pause || t[k + 2]?.w === "i")) ||
        RETRACT(t, k) ||
        // a new clause with its own subject ("will you send the minutes? I sent them this morning")
        (k > s.verb + 1 && /^(?:i|we)$/.test(t[k].w) && /^(?:VERB|AUX)$/.test(tags[k + 1] ?? "") && !OPENS_CLAUSE.test(t[k - 1].w)) ||
        otherClause(k) ||
        (SAYING.test(t[k].w) && (Boolean(t[k + 1]?.name) || /^(?:he|she|they)$/.test(t[k + 1]?.w ?? ""))) ||
        (t[k].w === "no" && /^(?:problem|worries)$/.test(t[k + 1]?.w ?? "")) ||
        (k > s.verb + 1 && newTopicAt(t, tags, k)) ||
        dayEndsPronounTask(t, s.verb, k, now) ||
        // (not "so" said for what was just said: "write to the county to say so and ask about ...")
        (k >= s.verb + 3 && TASK_CUT_LATER.test(t[k].w) && !/^(?:about|on|of|in|for|to|with)$/.test(t[k - 1].w) && !(t[k].w === "so" && /^(?:say|said|tell|think|hope|do)$/.test(t[k - 1].w)) && !(t[s.verb].w === "ask" && /^(?:if|whether)$/.test(t[k].w))) ||
        (t[k].w === "and" && (Boolean(t[k + 1]?.name) || opensClause(t, tags, k + 1))) ||
        // another person named inside the run: the task ended before ("... by Tuesday, Omar, the car park?")
        // (not the verb's own object after its particle: "pick up Lena on Saturday")
        (k >= s.verb + 2 && Boolean(t[k].name) && !NAME_IN_TASK.test(t[k - 1].w) && !(s.kind === "request" && t[k].stop) && !(k === s.verb + 2 && !t[k].stop && !t[k - 1].stop && /^(?:up|out|off|round|back|down|over|in)$/.test(t[k - 1].w) && /^(?:on|at|by|from|to|before|after|this|next|tomorrow|tonight|today)$/.test(t[k + 1]?.w ?? ""))));
    while (end < regionEnd && !cutsHere(end)) {
      // ("ask the bishop? If he could come": the question asked goes on past a full stop put before it)
      const asks = t[s.verb].w === "ask" && /^(?:if|whether)$/.test(t[end + 1]?.w ?? "") && end + 1 < regionEnd;
      if (t[end].stop && !/^(?:sorry|mean)$/.test(t[end].w) && !asks) {
        end++;
        break;
      }
      end++;
    }
    // "I'll get my brother to paint it, no actually, I'll do it myself": taken back at once, and
    // replaced by what the speaker says instead
    // (what they say instead answers what the taken-back words answered)
    const no = takenBack(t, end, regionEnd);
    // (unless the one it is passed to answers with an "I'll ..." of their own: that answer takes it, as when taken back)
    const handed = no === undefined ? undefined : passedOnTo(t, no, t[s.verb].w);
    const answered = found[n + 1]?.kind === "speaker" && found[n + 1].who[0] === handed && found[n + 1].at - (no ?? 0) <= 25;
    const passedTo = answered ? undefined : handed;
    // ("Otto, can you order the seeds?" "I'll order them." "Actually no, Nina, you do it": the request goes to Nina)
    const request = items[items.length - 1];
    if (passedTo && s.kind === "speaker" && request && s.at - (lastEnd ?? -99) <= 6 && (lastKind === "named" || lastKind === "request")) {
      giveOwner(request, passedTo, "passed-on");
      return;
    }
    // ("I can order one, but I don't know which one": an offer the speaker doubts in the same breath is not made)
    if (s.kind === "speaker" && t[s.at + 1]?.w === "can" && hedgedAfter(t, s.verb, end)) return;
    // ("Otto, can you order the seeds by Friday? Actually no, Nina, you do it": the task itself, Nina's)
    if (no !== undefined && !passedTo) {
      retracted = retracted ?? s.at;
      // (the person it was to be passed to: "get my cousin to ...")
      if (/^(?:get|ask|have|let)$/.test(t[s.verb].w)) causee = s.verb + 1;
      return;
    }
    const at = retracted ?? s.at;
    retracted = undefined;
    // The clause's own words give priority and date: the rest of its sentence (a reason, a date)
    // and a short remark after it ("It is urgent."), never the next person's task.
    const sentenceEnd = (from: number) => {
      let k = from;
      while (k < regionEnd && !t[k].stop) k++;
      return Math.min(regionEnd, k + 1);
    };
    let contextEnd = t[end - 1]?.stop ? end : sentenceEnd(end);
    /** Where the task's own sentence ends, before any remark after it. */
    const ownEnd = contextEnd;
    const remark = sentenceEnd(contextEnd);
    // (not a question of what has been, put to the room: "... about the run. Did everyone see the weather for Sunday?")
    const askedAfter = Boolean(t[remark - 1]?.ask) && askedOfThePast(t, contextEnd);
    if (!askedAfter && (remark - contextEnd <= 8 || /^(?:it|that|this|it's|that's)$/.test(t[contextEnd]?.w ?? ""))) contextEnd = remark;
    // never into the next clause ("... by Monday, and we've agreed the office shuts on the fifth")
    for (let k = end; k < contextEnd; k++) {
      const next = t[k + 1]?.w ?? "";
      // (nor past the next speaker's name: "... Friday. Lakshmi: and somebody should ...", "... by eleven. Helen: Cait, the court case")
      // (nor past someone else spoken to where the task's words end, words said to them after: "Sorry, I'll ring the tuner.
      // Sue, actually Thursday" is Sue's day; "I'll do it, Adaeze." only says who is answered)
      const toSomeoneElse = k === end && s.kind === "speaker" && Boolean(t[k].name) && !s.who.includes(t[k].name!) && !/'s$/.test(t[k].w) && Boolean(t[k - 1]?.stop || t[k - 1]?.pause) && !t[k].stop;
      // (nor past someone else named and set apart in a remark after it, words said to them: "... on Wednesday. Sorry, Sue,
      // can we make that Thursday?")
      const saidToOther = s.kind === "speaker" && k >= end && Boolean(t[k].name) && Boolean(t[k].pause) && !s.who.includes(t[k].name!) && !/'s$/.test(t[k].w) && /^(?:can|could|would|will|shall)$/.test(next) && /^(?:we|you|i)$/.test(t[k + 2]?.w ?? "");
      if ((/^(?:and|so|but)$/.test(t[k].w) && (opensClause(t, tags, k + 1) || next === "we" || Boolean(t[k + 1]?.name))) || newTopicAt(t, tags, k) || toSomeoneElse || saidToOther || (k >= end && t[k].name && (/^(?:and|so|i|we|yeah|yes|okay|ok|um|no)$/.test(next) || Boolean(t[k + 1]?.name && !/'s$/.test(t[k + 1].w))))) {
        contextEnd = k;
        break;
      }
    }
    // a pronoun in the task stands for something said since the last task, not before it
    // (a task given with the name, "Priya, can you write those", means what was said before the name)
    // (a name said just before "I'll" is who speaks: what they mean was said before it)
    // (after words taken back, "Precious: I'll get my cousin to ..., no, I'll do it", as if said where they began)
    // (or with no thing named between the name and "I'm going to ...": "Precious: they will, because I'm going to email all of them")
    const nothingNamed = s.since !== undefined && at - s.since <= 8 && !tags.slice(s.since + 1, at).some((tg) => /^(?:NOUN|PROPN)$/.test(tg));
    const from = Math.max(boundary, s.at - 30, s.kind === "named" || (s.since !== undefined && at - s.since <= 2) || nothingNamed ? 0 : (s.since ?? 0));
    // (a task cut by another person's name: what follows the name is theirs to refer back to)
    const boundaryBefore = boundary;
    // (not past a remark that names a thing of its own: "... for the meeting on the sixteenth. The dog bin on Mill Lane.
    // It's overflowing again. Derek, will you report it?" means the bin)
    const remarkNames = t.slice(ownEnd, contextEnd).some((x, k, all) => /^(?:the|our|your|their)$/.test(x.w) && tags[ownEnd + k + 1] === "NOUN" && !all[k].stop);
    boundary = t[end]?.name && end < contextEnd ? end : remarkNames ? ownEnd : contextEnd;
    const context = t.slice(s.at, contextEnd).map((x) => x.w).join(" ");
    // (no day of someone else's doing that follows, in the task's sentence or after it, is the task's: "He's coming on Thursday.")
    // ("chase the plots that haven't paid, that's the treasurer's job and she's not here tonight": nor a day of
    // someone else's, said in a clause of their own after the task)
    let clauseEnd = otherClause(end) ? end : contextEnd;
    for (let k = end; k < clauseEnd; k++) {
      if (!/^(?:he|she|they|he's|she's)$/.test(t[k].w) || !(/'s$/.test(t[k].w) || /^(?:VERB|AUX)$/.test(tags[k + 1] ?? "")) || /^(?:that|if|whether|what|which|who|whom|where|how|when|than|to)$/.test(t[k - 1].w) || tags[k - 1] === "VERB" || t.slice(s.verb, k).some((x) => TELLING.test(x.w))) continue;
      clauseEnd = k;
      break;
    }
    const clauseWords = t.slice(s.verb, clauseEnd).map((x) => x.w);
    let due = findDue(clauseWords, now);
    let dueWhy = due ? "clause" : undefined;
    // "finish the draft we sent on Monday": a day of something already done is no due date
    // (a past form only: "get the skip swapped today" is a participle and a due day)
    const pastDay = (d: NonNullable<typeof due>, offset: number) => {
      const at = s.verb + offset + d.start;
      return t.slice(Math.max(s.verb + 1, at - 3), at).some((x, j) => PAST.test(x.w) || pastWithSubject(t, tags, Math.max(s.verb + 1, at - 3) + j));
    };
    // ("the notes about Friday assembly": a day that names which thing is meant says nothing of when the task is due)
    // ("I'm out Wednesday to Friday": a span of days someone is away, no day the task is due)
    const span = (d: NonNullable<typeof due>, offset: number) => /^(?:to|till|until|through)$/.test(clauseWords[offset + d.end] ?? "") && findDue(clauseWords.slice(offset + d.end + 1), now)?.start === 0;
    // ("after the first bake", "the second floor": an ordinal before its noun counts things, it is no day of the month)
    const counts = (d: NonNullable<typeof due>, offset: number) => {
      const last = t[s.verb + offset + d.end - 1];
      const next = t[s.verb + offset + d.end];
      // (not after a word that says a date comes: "for the meeting on the sixteenth item six" runs on to the next item)
      const said = t[s.verb + offset + d.start]?.w === "the" ? t[s.verb + offset + d.start - 1] : t[s.verb + offset + d.start];
      if (/^(?:on|by|before|until|till|due)$/.test(said?.w ?? "")) return false;
      return Boolean(ordinal([last?.w ?? ""], 0)) && !last.stop && !last.pause && Boolean(next) && !next.name && /^(?:NOUN|VERB)$/.test(tags[s.verb + offset + d.end] ?? "") && !findDue([next.w], now);
    };
    const notWhen = (d: NonNullable<typeof due>, offset: number) => pastDay(d, offset) || span(d, offset) || counts(d, offset) || dayNamesThing(t, tags, s.verb + offset + d.start, s.verb + offset + d.end);
    if (due && notWhen(due, 0)) {
      const first = due;
      // (past the whole span: "out Wednesday to Friday")
      const past = span(due, 0) ? due.end + 1 + findDue(clauseWords.slice(due.end + 1), now)!.end : due.end;
      const later = findDue(clauseWords.slice(past), now);
      due = later && !notWhen(later, past) ? { date: later.date, start: past + later.start, end: past + later.end } : undefined;
      dueWhy = due ? (pastDay(first, 0) ? "clause-after-past-day" : "clause-after-day-naming-thing") : undefined;
    }
    // ("... before the meeting on the twenty? First, yes": a full stop put inside the day said)
    if (!due && t[end - 1]?.stop && /^(?:twenty|thirty)$/.test(t[end - 1].w) && /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.test(t[end]?.w ?? "")) {
      const whole = findDue([...clauseWords.slice(0, end - s.verb), t[end].w], now);
      if (whole && whole.end === end - s.verb + 1 && !notWhen(whole, 0)) [due, dueWhy] = [whole, "clause-day-split-by-mark"];
    }
    // "I'll change it. Wednesday.": a day said on its own right after the task (the full stop put before it) is its day
    // (not one that opens the next clause: "Tomorrow, we have the sale")
    if (!due && t[end - 1]?.stop && end < regionEnd) {
      const alone = findDue(t.slice(end, end + 6).map((x) => x.w), now);
      const after = alone ? end + alone.end : -1;
      const last = t[after - 1];
      if (alone && alone.start === 0 && !/'s$/.test(last.w) && (last.stop || after >= regionEnd || (!last.pause && (Boolean(t[after]?.name) || /^(?:and|then|okay|ok|right|yeah|yes)$/.test(t[after]?.w ?? ""))))) {
        due = { date: alone.date, start: end - s.verb + alone.start, end: end - s.verb + alone.end };
        dueWhy = "day-alone-after";
      }
    }
    // "I'll ring them on Thursday. No wait, Wednesday": a repair after the clause's last day moves it
    if (due && s.verb + due.end >= contextEnd - 1) {
      const repaired = findDue(t.slice(s.verb, contextEnd + 10).map((x) => x.w), now);
      if (repaired && repaired.start === due.start && repaired.end > due.end) [due, dueWhy] = [{ ...repaired, end: due.end }, "day-repaired"];
    }
    // "... by next Sunday" "No, sooner than that, by Wednesday" "Fine, Wednesday": a day argued
    // down (or up) before anyone takes on another task is the day agreed, the last one said
    if (due) {
      const stop = Math.min(regionEnd, s.verb + due.end + 25);
      const cue = t.findIndex((x, k) => k >= s.verb + due!.end && k < stop && ((/^(?:sooner|earlier|later|instead|rather)$/.test(x.w) && !/^(?:than|of)$/.test(t[k + 1]?.w ?? "")) || (/^(?:till|until)$/.test(x.w) && /^(?:have|need|make)$/.test(t[k - 1]?.w ?? "")) || (x.w === "no" && !/^(?:problem|problems|worries|bother|rush|hurry)$/.test(t[k + 1]?.w ?? ""))));
      const agreed = cue >= 0 ? dayJustSaid(t, tags, cue, Math.min(stop, cue + 12), now) : undefined;
      if (agreed && agreed !== due.date) [due, dueWhy] = [{ ...due, date: agreed }, "day-argued"];
    }
    // "begin the stocktake on Thursday and finish by Monday": the day it is due, not the day it starts
    if (due && clauseWords.slice(0, due.start + 1).some((w) => START.test(w)) && !/^(?:by|before|until|till)$/.test(clauseWords[due.start])) {
      const rest = findDue(clauseWords.slice(due.end), now);
      if (rest && /^(?:by|before|until|till)$/.test(clauseWords[due.end + rest.start])) [due, dueWhy] = [{ date: rest.date, start: due.end + rest.start, end: due.end + rest.end }, "finish-day-of-begun-job"];
    }
    // ("they want the photos by December fourth" ... "I'll get them over by the fourth": a day of the month said alone
    // is the one said with its month just before, not the next such day)
    if (due && !clauseWords.slice(due.start, due.end).some((w) => MONTH_NAMES.includes(w))) {
      const n = ordinal(clauseWords, due.end - 1);
      const said = n && n.value === Number(due.date.slice(8)) ? sameDayWithMonth(t, Math.max(0, s.at - 40), s.at, n.value, now) : undefined;
      if (said && said !== due.date) [due, dueWhy] = [{ ...due, date: said }, `${dueWhy}-month-said-before`];
    }
    // ("by Friday at the latest": the words that say how firm the day is go with it)
    if (due) {
      const firm = clauseWords[due.end] === "at" ? 1 : 0;
      if (clauseWords[due.end + firm] === "the" && LATEST.test(clauseWords[due.end + firm + 1] ?? "")) due = { ...due, end: due.end + firm + 2 };
    }
    // Drop the date, urgency words and trailing joiners from the task.
    let taskTokens = t.slice(s.verb, end);
    // (not when the day names the event the task is done at: "raise it at the Monday briefing" keeps its words)
    // ("put it on Thursday's order": a day said as whose the thing is names the thing, its words stay too)
    const event = due && ((dayBeforeNoun(t, tags, s.verb + due.end) && /^(?:the|our|your|their|his|her|my)$/.test(t[s.verb + due.end - 2]?.w ?? "")) || dayOwnsNoun(t, tags, s.verb + due.end));
    if (due && due.start < end - s.verb && !event) taskTokens = [...taskTokens.slice(0, due.start), ...taskTokens.slice(due.end)];
    const taskRaw = unique(taskTokens.map((x) => x.raw), String);
    const said = taskRaw.map((r) => raw[r]);
    // "you're writing to the council" -> "Write to the council"
    if ((s.progressive || t[s.verb - 1]?.w === "mind") && said.length) said[0] = said[0].replace(/^[\p{L}']+/u, (v) => baseForm(v));
    const earlier = previous;
    previous = { who: s.who[0], date: due?.date, end: contextEnd };
    // "Owen, could you order the chairs?" "Yes, I'll do it on Thursday":
    // the reply of the person just asked accepts the task and may give its day; it is no task of its own
    const asked = items[items.length - 1];
    const plain = tidy(said).joined;
    // "Rajesh: I'll draft something." "Thanks Rajesh, could you get the draft over to me Friday?": asked straight after taking
    // work on, for it again with no work of its own ("do it", "have it to me"), the one who took it on is asked its day
    const again = tidy(said).task;
    // (or named as they speak, "Dafydd: I'll sort it." "Huw: can you do it by Thursday?" "Dafydd: Thursday's fine", when the
    // one who took it on is who answers)
    const answeredBy = t.slice(end, end + 12).find((x) => x.name && !/'s$/.test(x.w))?.name;
    const followUp = (s.kind === "named" || s.kind === "request") && s.who.length === 1 && Boolean(asked?.assignee) && (asked.assignee === s.who[0] || answeredBy === asked.assignee) && at - (lastEnd ?? -99) <= 8 && (/^have\s+(?:it|them|that|this|a|an|the|something)\b/i.test(again) || TAKE_ON.test(again.split(/\s+/).slice(0, 2).join(" ")) || ONLY_PRONOUN.test(again));
    if (followUp) {
      if (due && !refused(t.slice(end, end + 8), s.who)) giveDue(asked, due.date, `follow-up-asks-day-${dueWhy}`);
      [lastEnd, lastTaskEnd, lastKind, lastAt, lastVerb] = [contextEnd, end, s.kind, s.at, s.verb];
      return;
    }
    // ("I'll do that on the fifth. No wait, the fifth's the show, I'll do it Saturday": the speaker puts their own work, just
    // taken on, to another day, saying nothing of other work; no one else named between; only "do it/that", the same work:
    // "actually, they want a call as well, so I'll ring them Thursday" and "I'll check it again on Monday" are other work)
    const cue = t.findLastIndex((x, k) => k >= Math.max(0, at - 10) && k < at && /^(?:no|wait|actually)$/.test(x.w));
    const redated = s.kind === "speaker" && Boolean(asked?.assignee) && asked.assignee === s.who[0] && Boolean(due && asked.dueDate) && due!.date !== asked.dueDate && /^do\s+(?:it|that)$/i.test(again.replace(/\s+(?:this|next) week$/i, "")) && cue >= (lastTaskEnd ?? 0) && !t.slice(cue, at).some((x) => x.name || /^(?:too|also|as|another|again)$/.test(x.w));
    if (redated) {
      giveDue(asked, due!.date, `own-day-repaired-${dueWhy}`);
      [lastEnd, lastTaskEnd, lastKind, lastAt, lastVerb] = [contextEnd, end, s.kind, s.at, s.verb];
      return;
    }
    // ("Sure, I'll look into it and email it round on Monday": both halves of the reply)
    const accepts = s.kind === "speaker" && asked && s.who[0] === asked.assignee && (s.split ? accepted.has(s.parent!) : at - (lastEnd ?? -99) <= 6);
    // "Someone needs to check the floodlights." "I'll have a look next week": the one who answers takes it
    // (only when that person was just named: "Oskar, someone needs to ..."; else who answered is unknown)
    // (a little later too when the one who answers was named just before their "I'll": "... on Sunday. Declan: I'll do it")
    // (or after a no from someone asked in between, the one who answers named just before their "I'll": "Someone has to book
    // the cleaners." "I'd rather not, I booked them last time." "Marco: fair enough, I'll book them myself")
    const afterNo = s.since !== undefined && at - s.since <= 3 && at - (lastEnd ?? -99) <= 25 && t.slice(lastEnd ?? 0, s.since).some((x, k, all) => (k === 0 || all[k - 1].stop || all[k - 1].pause || Boolean(all[k - 1].name)) && refused(all.slice(k, k + 8), everyone));
    // (or named as the request ends, and going on with no other name said until their "I'll": "Someone should make a sign,
    // Ellie." "I'm good with the printer, I'll do one by Saturday")
    const namedAtEnd = s.since !== undefined && s.since >= (lastEnd ?? -99) - 1 && s.since <= (lastEnd ?? -99) + 1 && at - (lastEnd ?? -99) <= 16 && !t.slice(s.since + 1, at).some((x) => x.name);
    const near = at - (lastEnd ?? -99) <= 6 || (at - (lastEnd ?? -99) <= 16 && s.since !== undefined && (at - s.since <= 2 || namedAtEnd) && (found[n - 1]?.at === lastAt || found[n - 1]?.at === at)) || afterNo;
    const claims = s.kind === "speaker" && s.who.length > 0 && asked && !asked.assignee && lastKind === "anyone" && !s.split && near && (s.since ?? -99) >= (lastAt ?? 0) - 3;
    // the reply says the same work again in its own words ("I'll get the letter drafted by Friday",
    // "I'll email all the volunteers tonight") or a light verb with nothing of its own ("I'll do the needful")
    const restates = Boolean(asked) && (sameWork(asked.task, plain) || vague(taskTokens, tags, t.indexOf(taskTokens[0])));
    // "Zeke, could you call the duty manager?" "I'd rather not." "Meg: I'll do it": someone else, named after the no, takes
    // the request on (one item, theirs, with their day)
    // (work put to the room that nobody had taken is what they take: that item, below)
    const openBefore = Boolean(asked) && !asked.assignee && lastKind === "anyone";
    // (a request that named nothing, "could you do that?", leaves the reply's own words to say what)
    const takesDeclined = s.kind === "speaker" && declined && !openBefore && !/^\S+\s+(?:that|it|this|them)\b/i.test(declined.task) && s.who.length === 1 && !declined.who.includes(s.who[0]) && (s.since ?? -1) > declined.at && at - declined.end <= 25 && !s.split && (TAKE_ON.test(tidy(said).task) || REPLY_OBJECT.test(plain) || sameWork(declined.task, plain));
    if (takesDeclined) {
      const item: ActionItem = { task: declined!.task, priority: declined!.priority };
      tag(item, { action: "declined-request-taken" });
      items.push(item);
      giveOwner(item, s.who[0], `takes-declined-${s.whoWhy}`);
      const day = due?.date ?? declined!.due;
      if (day) giveDue(item, day, due ? `takes-declined-${dueWhy}` : "declined-request-day");
      declined = undefined;
      [lastEnd, lastTaskEnd, lastKind, lastAt, lastVerb] = [contextEnd, end, "named", s.at, s.verb];
      return;
    }
    // ("I can do it if I can take the car": an offer on a condition takes nothing on yet)
    // (not the weather or the like, "if it's dry": the offer stands, the day may slip)
    const conditional = t.slice(s.verb + 1, Math.min(end + 2, s.verb + 5)).some((x) => /^(?:if|provided|providing|unless)$/.test(x.w) && !/^(?:it|it's)$/.test(t[t.indexOf(x) + 1]?.w ?? "") && !politeIf(t, t.indexOf(x)));
    if (conditional && s.kind === "speaker" && REPLY_OBJECT.test(plain)) return;
    // ("who is printing the flyers?" "Not me." "Okay, I'll print them.": taken on by someone unnamed, the work is to be
    // done, nobody's for sure)
    const takenUnnamed = s.kind === "speaker" && s.who.length === 0 && !s.split && Boolean(asked) && !asked.assignee && wishes.has(asked) && lastKind === "anyone" && at - (lastEnd ?? -99) <= 10 && (restates || (s.weak && REPLY_OBJECT.test(plain)) || (REPLY_OBJECT.test(plain) && baseForm(t[s.verb].w) === baseForm(bareWord(asked.task.split(/\s+/)[0]))));
    if (takenUnnamed) {
      wishes.delete(asked);
      if (due && !asked.dueDate) giveDue(asked, due.date, `taken-unnamed-${dueWhy}`);
      lastEnd = contextEnd;
      return;
    }
    // ("I'll run a quiz, hmm, actually I'm away that week": an offer the speaker takes back in the next breath)
    // (the "actually" may end the task's sentence: "I'll run a quiz actually. I'm away that week")
    // (the work itself stays open, without the day that did not suit, for another to take: "Jo: I'll do it then")
    if (s.kind === "speaker" && changedMind(t.slice(/^(?:actually|wait)$/.test(t[end - 1]?.w ?? "") ? end - 1 : end, end + 10), s.who)) {
      const kept = said.slice(0, said.length - [...said].reverse().findIndex((w) => !/^(?:actually|wait|um|uh|er|erm|hmm|oh|well)\W*$/i.test(w)));
      if (s.who.length === 1 && kept.length > 1 && !ONLY_PRONOUN.test(tidy(kept).task)) declined = { task: tidy(kept).task, who: s.who, at: s.at, end: contextEnd, priority: priorityOf(context) };
      return;
    }
    // ("I'll have it done by Monday", "I'll have a look" take it on; "I'll have the newsletter out" names other work of its own)
    const ownWork = s.weak && t[s.verb].w === "have" && /^(?:the|my|our|your|their)$/.test(t[s.verb + 1]?.w ?? "") && !restates;
    // ("someone needs to chase the new couch" "Ross: I'll chase procurement on Wednesday": the same verb said straight
    // back takes the same job on)
    // (the same verb on other work is other work: "someone needs to call the school" "I'll call the dentist on Tuesday")
    const sameJob = baseForm(t[s.verb].w) === baseForm(bareWord(asked?.task.split(/\s+/)[0]) || "x") && at - (lastEnd ?? -99) <= 6 && sameObject(asked.task, plain);
    if (claims && !conditional && !ownWork && (s.weak || REPLY_OBJECT.test(plain) || restates || sameJob)) {
      giveOwner(asked, s.who[0], `claims-open-${s.whoWhy}`);
      // (the day the one who takes it on gives is theirs to keep, over a day the work was put to the room with:
      // "we need someone to write up the sheet before it launches on the fifteenth" "I'll have it done by Tuesday")
      // (or said taking it on with a light verb: "someone has to clear the fridge before Friday" "I can do it on Thursday")
      const ownDay = s.weak || baseForm(t[s.verb].w) === baseForm(asked.task.split(/\s+/)[0].toLowerCase()) || TAKE_ON.test(tidy(said).task.split(/\s+/).slice(0, 2).join(" "));
      if ((!asked.dueDate || ownDay) && due) giveDue(asked, due.date, `claim-reply-${dueWhy}`);
      // (another day from the one who takes it on, for other words of their own: two days, neither sure)
      else if (due && asked.dueDate && due.date !== asked.dueDate) {
        withhold(asked, "due", "claim-day-differs", asked.dueDate);
        delete asked.dueDate;
      }
      if (!s.weak && (restates || (sameJob && !REPLY_OBJECT.test(plain)))) reword(asked, fuller(asked.task, tidy(said).task), "claim-fuller");
      // ("who can sort the raffle tickets?" "I'll sort them out next week": the reply's own words, its pronoun the thing asked about)
      const pronounAt = said.findIndex((w, k) => k > 0 && k <= 2 && /^(?:it|them)$/i.test(bareWord(w)));
      const sameVerb = baseForm(t[s.verb].w) === baseForm(asked.task.split(/\s+/)[0].toLowerCase());
      if (!s.weak && !restates && sameVerb && pronounAt > 0 && said.length > pronounAt + 1 && asked.task.split(/\s+/).length > 1) {
        reword(asked, tidy([...said.slice(0, pronounAt), ...asked.task.split(/\s+/).slice(1), ...said.slice(pronounAt + 1)]).task, "claim-pronoun-asked");
      }
      wishes.delete(asked);
      // (their next words go on with it: "I'll do it myself. I'll fix it Saturday.")
      lastEnd = contextEnd;
      return;
    }
    // "Funmi, can you put a note in the newsletter, Holly?" "Yeah, I'll put a note in Friday's newsletter":
    // whoever answers "I'll ..." to the request just made takes it on, the one named just before the
    // answer ("..., Holly? Yeah, I'll ...") if another was asked
    // ("Jamal, you can help her with the numbers." "Jamal: okay." "Priscilla: I'll have a draft by the tenth": the one
    // asked said yes first, so who speaks next answers nothing of theirs)
    const saidYes = Boolean(asked?.assignee) && t.slice(lastTaskEnd, s.since ?? s.at).some((x, k, all) => x.name === asked.assignee && YES.test(all[k + 1]?.w ?? ""));
    // ("Zara: Helen, can you sign the rota by Friday?" "Liam: I'll print it on Thursday": someone other than the one asked by
    // name, doing other work of their own to the same thing, answers nothing of the request, its owner and day kept)
    // (named as the next speaker after the request, with no yes between: "rosa can you give amaka your dates today yep
    // i'll email them" is Rosa answering)
    const namedNext = s.since !== undefined && s.since >= lastTaskEnd && !t.slice(lastTaskEnd, s.at).some((x) => YES.test(x.w));
    const otherWork = Boolean(asked?.assignee) && namedNext && s.who.length === 1 && s.who[0] !== asked.assignee && !s.weak && !restates && !LIGHT_TASK.test(plain) && baseForm(t[s.verb].w) !== baseForm(bareWord(asked.task.split(/\s+/)[0]) || "x");
    if (otherWork && s.kind === "speaker" && !s.split && at - (lastEnd ?? -99) <= 6) otherWorkAfter.add(asked);
    const answers = s.kind === "speaker" && asked && !accepts && !s.split && !otherWork && !(saidYes && s.who[0] !== asked.assignee) && (lastKind === "named" || lastKind === "request") && at - (lastEnd ?? -99) <= 6 && (s.who.length > 0 || t[s.at - 1]?.w !== "and") && (restates || REPLY_OBJECT.test(plain) || s.weak);
    if (answers) {
      // (only a name said straight after the request, nothing but a date or "yes" between: "..., Holly? Yeah, I'll ...")
      const between = t.slice(lastTaskEnd, s.since ?? 0);
      const direct = between.length <= 6 && between.every((x) => ANSWER.test(x.w) || Boolean(x.name && !/'s$/.test(x.w)) || /^(?:by|on|the|before|um|uh|oh)$/.test(x.w) || Boolean(findDue([x.w], now)));
      const answerer = s.who.length > 0 && s.since !== undefined && s.since > (lastAt ?? 0) && s.at - s.since <= 4 && items[items.length - 2]?.task !== asked.task;
      // ("Jonas, could you call them?" "Actually Kwesi knows the guy." "Kwesi: fine, I'll call them": the one asked
      // passed it on, naming who answers; someone else named before the answer, with more said between, leaves it nobody's for sure)
      const passedOn = answerer && s.who[0] !== asked.assignee && between.some((x) => x.name === s.who[0]);
      const named = answerer && (direct || passedOn);
      if (named) giveOwner(asked, s.who[0], passedOn && !direct ? "answerer-named-passed-on" : "answerer-named");
      else if (answerer && asked.assignee && s.who[0] !== asked.assignee) {
        withhold(asked, "owner", "asked-then-other-answers", asked.assignee);
        delete asked.assignee;
      }
      if ((named || !asked.dueDate) && due) giveDue(asked, due.date, `answer-reply-${dueWhy}`);
      if (!s.weak && restates) reword(asked, fuller(asked.task, tidy(said).task), "answer-fuller");
      return;
    }
    // "May, you'll coordinate the volunteers." "Yes, I'll do the rota": a yes from the person asked,
    // naming a part of the work, is that work (one item, its words joined)
    if (accepts && !s.weak && !REPLY_OBJECT.test(plain) && !restates && ANSWER.test(t[s.at - 1]?.w ?? "") && t[s.at - 1].w !== "do" && !s.split && !ON_THE_SPOT.test(plain.toLowerCase())) {
      const part = tidy(said).task;
      if (part.split(/\s+/).length >= 2) reword(asked, `${asked.task} and ${part.charAt(0).toLowerCase()}${part.slice(1)}`, "accept-part");
      if (!asked.dueDate && due) giveDue(asked, due.date, `accept-part-${dueWhy}`);
      accepted.add(s);
      lastEnd = contextEnd;
      return;
    }
    // "Fergus, the fixtures list." "Fergus: half there, I'll have that ready on Tuesday": with nothing
    // asked of them just before, their "I'll have it ready" about what they were asked about is their task
    const ownTopic = s.weak && !accepts && Boolean(s.topic) && s.who.length > 0 && /^(?:it|that|this|them)$/.test(t[s.verb + 1]?.w ?? "") && /^(?:done|ready|finished|sorted|written|sent|fixed|booked)$/.test(t[s.verb + 2]?.w ?? "");
    // ("So I'll have the engineer in on Wednesday", nothing asked of them: work of their own, "have the engineer in")
    const ownJob = ownWork && !accepts && !claims && t.slice(s.verb + 3, Math.min(end, s.verb + 6)).some((x) => /^(?:in|out|round|over|up|back|done|ready|fixed|sorted|booked|sent)$/.test(x.w));
    if (!ownTopic && !ownJob && (s.weak || (accepts && (REPLY_OBJECT.test(plain) || restates)))) {
      // (the day the person asked gives for the same work is the day they will do it: "ring the co-op
      // before Thursday?" "I'll ring them tomorrow"; not a first step: "get the letters by the 7th?" "I'll ask them today")
      const verbs = [said[0]?.replace(/[^\p{L}']/gu, "") ?? "", asked?.task.split(/\s+/)[0].replace(/[^\p{L}']/gu, "") ?? ""];
      const sameVerb = verbs.every(Boolean) && baseForm(verbs[0]) === baseForm(verbs[1]);
      // ("Fatima, could you get it in before the thirteenth?" "I'll have it in by the tenth": a reply naming no work of its own gives the day it will be done)
      if (accepts && due && (!asked.dueDate || sameVerb || s.weak)) giveDue(asked, due.date, `accept-reply-${dueWhy}`);
      // ("Stefan, you'll plan the drills for Monday" "yeah, I'll send you them Sunday night": another day for another
      // step, from the one asked: two days, and which is the task's is a guess)
      // (not the speaker's own next step: "I'll send the invoice on Monday ... so I'll ring them Thursday")
      else if (accepts && due && asked.dueDate && due.date !== asked.dueDate && /^(?:named|request)/.test(REASONS.get(asked)?.action ?? "")) {
        withhold(asked, "due", "reply-day-differs", asked.dueDate);
        delete asked.dueDate;
      }
      if (accepts) accepted.add(s);
      if (accepts && !s.weak) reword(asked, restates && !REPLY_OBJECT.test(plain) ? fuller(asked.task, tidy(said).task) : concreteTask(asked.task, tidy(said).task), restates && !REPLY_OBJECT.test(plain) ? "accept-fuller" : "accept-concrete");
      return;
    }
    // "I'll take it.", "I'll do that": taking something on, said with nothing of its own, is no task,
    // and what the next task's "it" means may still be what was said before it
    // (unless "it" is work someone was meant to do, said with its verb: "you were going to mend the gate" ... "I'll do it")
    const words = resolvePronoun(said, s, taskTokens, end, from);
    // (but "Ines: I'll do that by Friday" is a commitment: with who and when, it stays, "it" resolved when it can be;
    // left as said only when no task was asked for just before, which "it" would more likely be)
    const resolved = words.join(" ") !== said.join(" ");
    const committed = s.kind === "speaker" && !accepts && s.who.length > 0 && Boolean(due) && (resolved || n === 0 || s.at - found[n - 1].at > 60);
    // "We need someone to prune the apple trees." "Could someone take that on?", "who wants to run it?": the same work put
    // to the room again, no item of its own
    // (nor the same words said again: "could someone print the flyers? could someone print the flyers?")
    const askedAgain = TAKE_ON.test(tidy(said).task) || ONLY_PRONOUN.test(tidy(said).task) || tidy(said).task.toLowerCase() === asked?.task.toLowerCase();
    if (s.kind === "anyone" && asked && !asked.assignee && lastKind === "anyone" && at - (lastEnd ?? -99) <= 10 && askedAgain) {
      if (due && !asked.dueDate) giveDue(asked, due.date, `asked-again-${dueWhy}`);
      // (asked who will, then said to be needed, "who's doing the posters?" "nobody" "so somebody has to make posters": work to do)
      if (!s.wish) wishes.delete(asked);
      lastEnd = contextEnd;
      lastAt = s.at;
      return;
    }
    // "We need somebody to ring round the members." "Sam, could you do that?": the work put to the room, asked of Sam
    // (theirs unless they say no; their answer then gives its day)
    const putTo = (s.kind === "request" || s.kind === "named") && s.who.length === 1 && asked && !asked.assignee && lastKind === "anyone" && at - (lastEnd ?? -99) <= 10 && (TAKE_ON.test(tidy(said).task) || ONLY_PRONOUN.test(tidy(said).task));
    if (putTo && !refused(t.slice(end, end + 8), s.who)) {
      giveOwner(asked, s.who[0], `room-work-asked-of-${s.whoWhy}`);
      if (due && !asked.dueDate) giveDue(asked, due.date, `asked-of-${dueWhy}`);
      wishes.delete(asked);
      [lastEnd, lastTaskEnd, lastKind, lastAt, lastVerb] = [contextEnd, end, "request", s.at, s.verb];
      return;
    }
    if (s.kind === "speaker" && !accepts && TAKE_ON.test(tidy(said).task) && words[0] === said[0] && !committed) {
      boundary = boundaryBefore;
      return;
    }
    const { joined, task } = tidy(words);
    const meetingTalk = s.kind === "speaker" && MEETING_TALK.test(joined.toLowerCase()) && (!due || /^tell you what\b/i.test(joined));
    // ("could someone start on that?" with nothing said that "that" is: work put to the room that names none)
    const namesNothing = s.kind === "anyone" && /^\S+(?:\s+(?:on|in|up|out|over))?\s+(?:that|it|this|them)(?:\s+(?:on|in|up|out|over))?$/i.test(task);
    if (task.split(/\s+/).length < 2 || ON_THE_SPOT.test(joined.toLowerCase()) || (ONLY_PRONOUN.test(task) && !committed) || meetingTalk || namesNothing || (ONLY_YOU.test(task) && /\byou\b/i.test(task))) {
      if (accepts && !asked.dueDate && due) giveDue(asked, due.date, `accept-reply-${dueWhy}`);
      return;
    }
    // "can you book the venue for the launch Tom?": the name said at the end is the assignee.
    let who = passedTo ? [passedTo] : s.who;
    let whoWhy = passedTo ? "passed-on" : s.whoWhy;
    // "... and Marek, I'll send you the bill": a name said just before "I'll" and a task done to "you"
    // read two ways (Marek speaking to someone, or someone speaking to Marek), so it names no owner
    // (so does one said right before "I" after a verb that could take it: "I might need help, Olu, I can pair with you")
    if (s.kind === "speaker" && ((s.since !== undefined && at - s.since <= 2) || Boolean(t[at - 1]?.name)) && taskTokens.some((_, j) => saysYou(taskTokens, j))) who = [];
    // "Kofi, do you want to ... actually no, I'll ring them myself": the one who asked takes the question back, not Kofi
    if (s.kind === "speaker" && s.since !== undefined && t.slice(s.since + 1, s.since + 4).some((x) => x.w === "you") && [1, 2, 3].some((d) => RETRACT(t, at - d))) who = [];
    if (s.kind === "request") {
      const last = t[end - 1]?.name;
      if (last) [who, whoWhy] = [[last], "request-name-after"];
      // "can you present it on Tuesday week" "Hamza: Tuesday week, yes, fine": who answers straight
      // away was the one asked (in a transcript that names each speaker, the asker was named before)
      else if (t[end]?.name && t.slice(end + 1, end + 6).some((x) => /^(?:yes|yeah|yep|sure|fine|okay|ok)$/.test(x.w))) [who, whoWhy] = [[t[end].name!], "request-answerer-says-yes"];
    }
    const priority = priorityOf(context);
    const cleanTask = s.kind === "request" && who.length && task.toLowerCase().endsWith(` ${who[0].split(/\s+/)[0].toLowerCase()}`) ? task.split(/\s+/).slice(0, -1).join(" ").replace(/[,;:]+$/, "") : task;
    // "Omar, could you renew the permit?" "I already have": nothing left to do
    // ("I'll update the website. I updated it on Friday, actually": the speaker's own too)
    // ("we need someone to order more gloves" "Sven: I ordered them yesterday": work put to the room, already done)
    if ((s.kind === "named" || s.kind === "request" || (s.kind === "speaker" && !s.split)) && alreadyMet(t.slice(end, end + 16), said)) return;
    // "Someone has to hire the marquee." "Raj: I already hired it": work put to the room that someone has done
    if (s.kind === "anyone" && doneSince(t.slice(end, Math.min(end + 16, regionEnd)), said)) return;
    // "Jo, can you write the rota?" "Not this week, I'm away": whoever says no does not take it
    if ((s.kind === "named" || s.kind === "request") && who.length && refused(t.slice(end, end + 8), who)) {
      who = who.filter((p) => !refused(t.slice(end, end + 8), [p]));
      whoWhy = `${whoWhy}-other-refused`;
      if (who.length === 0) {
        declined = { task: cleanTask, who: s.who, at: s.at, end: contextEnd, due: due?.date, priority };
        return;
      }
    }
    // "I'll do it on Saturday and take the rest to the tip afterwards": the day just said
    // ("the third one starts on Thursday and I'll take him through it then": the day said since they were named)
    const then = !due && /\b(?:afterwards|after that|then|the same day|that day|on the day)\b/i.test(said.join(" "));
    const after = !then ? undefined : earlier?.date && earlier.who === s.who[0] && s.at - earlier.end <= 3 ? earlier.date : s.who.length ? dayJustSaid(t, tags, from, s.at, now) : undefined;
    const dueDate = due?.date ?? after;
    const dueFrom = due ? dueWhy : after ? (earlier?.date === after ? "afterwards-own-last-day" : "afterwards-day-said-since") : undefined;
    // "someone has to collect Pat from the airport on the 12th" ... "Frank, you'll collect Pat then":
    // a person given work nobody had taken on yet gets that item, with its day
    // (work only wished for or asked about, "who's doing the fair stall?", is taken by the same work, not other work on
    // the same thing: "Elif, can you email the fair organisers?")
    const sameVerb = (a: ActionItem) => baseForm(bareWord(a.task.split(/\s+/)[0])) === baseForm(bareWord(cleanTask.split(/\s+/)[0])) || LIGHT_TASK.test(cleanTask);
    // (other work on a thing of the same kind, "read the methods chapter" after "send me the literature review chapter",
    // takes nothing: with another verb, every word of what it acts on must be the open work's)
    const sameThing = (a: ActionItem) => sameVerb(a) || sameWork(a.task, cleanTask, true);
    const open = s.kind === "named" && who.length === 1 && !s.split ? items.slice(-3).reverse().find((a) => !a.assignee && sameWork(a.task, cleanTask) && (wishes.has(a) ? sameVerb(a) : sameThing(a))) : undefined;
    // "someone needs to tell the parents" "Chloe, can you put it in the newsletter?": asked straight after, with
    // "it" for what nobody had taken on, the person named takes that work on, done that way (one item, not two)
    const last = items[items.length - 1];
    const how = !open && s.kind === "named" && who.length === 1 && !s.split && lastKind === "anyone" && last && !last.assignee && s.at - (lastEnd ?? -99) <= 6 && /^(?:it|that|this)$/.test(taskTokens[1]?.w ?? "") ? last : undefined;
    if (how) reword(how, `${how.task} and ${cleanTask.charAt(0).toLowerCase()}${cleanTask.slice(1)}`, "named-says-how");
    const taken = open ?? how;
    if (taken) {
      giveOwner(taken, who[0], `${open ? "named-takes-open" : "named-says-how"}-${whoWhy}`);
      if (s.question && answeredOtherwise(t, end, who[0])) unanswered.set(taken, who[0]);
      if (dueDate) giveDue(taken, dueDate, `${open ? "named-takes-open" : "named-says-how"}-${dueFrom}`);
      wishes.delete(taken);
      lastEnd = contextEnd;
      return;
    }
    // "Could you ask the tenors?" "I'll text the section tonight": the person asked
    // answering straight away with how they will do it gives the request its day ("also" adds other work)
    if (accepts && !asked.dueDate && dueDate && !s.split && t.slice(lastTaskEnd, s.at).every((x) => ANSWER.test(x.w)) && !/\b(?:also|too|as well)\b/.test(context)) giveDue(asked, dueDate, `answer-says-how-${dueFrom}`);
    // "Tom, can you update the runbook?" "I can, but not this week." "Leo: I'll update the runbook by Thursday": someone
    // else, named after the request, takes the same work on straight after: it is theirs, and the request no item of its own
    // ("Wen: I can put them up." "Abe: no, Wen, you hurt your back, I'll put them up with my son": the one who offered is
    // told no and the speaker takes the same work on, said with its verb)
    const toldNo = Boolean(s.toldYou) && s.toldYou === asked?.assignee && baseForm(t[s.verb].w) === baseForm(bareWord(asked.task.split(/\s+/)[0]) || "x");
    // (not once the one asked said yes: "Jo, you can help Alex with the slides." "Jo: okay." "Alex: I'll finish the slides")
    const takesOver = s.kind === "speaker" && asked?.assignee && who.length === 1 && who[0] !== asked.assignee && !s.split && at - (lastEnd ?? -99) <= 12 && !saidYes && (toldNo || ((s.since ?? -1) > (lastAt ?? 0) && restates));
    if (takesOver) items.splice(items.indexOf(asked), 1);
    for (const assignee of who.length ? who : [undefined]) {
      items.push({ task: cleanTask, priority });
      const item = items[items.length - 1];
      givenIn.set(item, { at: s.at, end: contextEnd });
      tag(item, { action: `${s.kind}${s.weak ? "-weak" : ""}${s.split ? "-split" : ""}${s.wish ? "-wish" : ""}${s.progressive ? "-progressive" : ""}`, words: words.join(" ") === said.join(" ") ? "as-said" : wording });
      if (assignee) giveOwner(item, assignee, whoWhy ?? "?");
      // ("I can run the stall again if nobody else wants it": an offer on a condition the room may still take up is
      // nobody's for sure, until someone says yes to it: "Graham: yes please")
      const condition = end + t.slice(end, end + 2).findIndex((x) => /^(?:if|unless)$/.test(x.w));
      const onCondition = condition >= end && !/^(?:it|it's)$/.test(t[condition + 1]?.w ?? "") && !politeIf(t, condition) && !t.slice(condition + 1, condition + 10).some((x) => YES.test(x.w) || x.w === "please");
      if (assignee && s.kind === "speaker" && t[s.at + 1]?.w === "can" && onCondition) {
        withhold(item, "owner", "offer-on-condition", assignee);
        delete item.assignee;
      }
      if (assignee && (s.kind === "request" || s.question) && answeredOtherwise(t, end, assignee)) unanswered.set(item, assignee);
      if (dueDate) giveDue(item, dueDate, dueFrom ?? "?");
      // ("Fatima, could you make the fair posters?" "Fatima: yeah, by Monday": the one asked answers with its day)
      const answerDay = !dueDate && assignee && (s.kind === "named" || s.kind === "request") ? dayAnswered(t, end, assignee, now) : undefined;
      if (answerDay) giveDue(item, answerDay, "asked-answers-with-day");
      if (assignee && dueDate && item.dueDate && (s.kind === "request" || s.question) && dayArgued(t, end, assignee, dueDate, now)) {
        withhold(item, "due", "asked-day-argued", dueDate);
        delete item.dueDate;
      }
      // (a suggestion turned down or hedged, "maybe", "I suppose I could but I'm not promising": nobody's)
      if (assignee && s.kind === "speaker" && /^(?:can|could)$/.test(t[s.at + 1]?.w ?? "") && offerRefused(t, end)) {
        withhold(item, "owner", "offer-refused", assignee);
        delete item.assignee;
        wishes.add(item);
      }
      if (s.suggestion && item.assignee && declinedAfter(t, end)) {
        withhold(item, "owner", "suggestion-not-taken", item.assignee);
        delete item.assignee;
        turnedDown.push(item.task);
      }
      if (s.wish || s.suggestion || (s.kind === "anyone" && !assignee && putOff(t, end))) wishes.add(items[items.length - 1]);
      const lastWord = taskTokens[taskTokens.length - 1];
      if (lastWord?.name && t.indexOf(lastWord) < end - 1 && !lastWord.stop && !lastWord.pause) nameIsObject.add(item);
    }
    declined = undefined;
    lastEnd = contextEnd;
    lastTaskEnd = end;
    lastKind = s.kind;
    lastAt = s.at;
    lastVerb = s.verb;
  });
  /**
   * "Zara: Liam, can you ring the lab on Monday?" "Helen: I'll do the audit on Friday": straight after a request put to
   * someone by name, another speaker taking on other work of their own ("do it", or the same work, would be the request's)
   * answers nothing of it: the one asked keeps it, with its day.
   */
  function takesOwnWork(item: ActionItem, who: string): boolean {
    if (otherWorkAfter.has(item)) return true;
    const k = items.indexOf(item);
    const next = items[k + 1];
    const asked = givenIn.get(item);
    const given = next && givenIn.get(next);
    if (k < 0 || !next?.assignee || next.assignee === who || !asked || !given || !/^speaker/.test(REASONS.get(next)?.action ?? "")) return false;
    if (/^(?:do|sort|handle|manage|cover)\s+(?:it|that|this|them|one)\b/i.test(next.task) || sameWork(item.task, next.task)) return false;
    const theirs = next.assignee.toLowerCase().split(/\s+/);
    return t.slice(asked.end, given.at).every((x) => Boolean(x.name) || theirs.includes(x.w.replace(/[^\p{L}'-]/gu, "")) || HESITATION.test(x.w) || TITLE.test(x.w));
  }
  // a question answered otherwise is nobody's for sure, nor is its day (unless someone has since taken it on)
  for (const [item, who] of unanswered) {
    if (item.assignee !== who || takesOwnWork(item, who)) continue;
    withhold(item, "owner", "asked-answered-otherwise", who);
    delete item.assignee;
    if (item.dueDate) {
      withhold(item, "due", "asked-answered-otherwise", item.dueDate);
      delete item.dueDate;
    }
  }
  // "Kwame, can you do the allergen sheets for the new menu?" "can I not ..." "Siobhan: fine, I'll do the allergen sheets by
  // the twenty fifth": a request the one asked did not take, taken on just after by someone saying they will do that work
  // (its verb, or a verb that names no work of its own, on the same thing) is one item, the taker's, in the fuller words
  // (not a second one nobody owns)
  for (const [item] of unanswered) {
    const k = items.indexOf(item);
    if (item.assignee || k < 0) continue;
    const verb = baseForm(bareWord(item.task.split(/\s+/)[0]));
    const taker = items.slice(k + 1, k + 4).find((b) => {
      const bVerb = baseForm(bareWord(b.task.split(/\s+/)[0]));
      const sameVerb = bVerb === verb || LIGHT_TASK.test(item.task) || LIGHT_TASK.test(b.task);
      return Boolean(b.assignee) && /^(?:speaker|declined-request-taken)/.test(REASONS.get(b)?.action ?? "") && sameVerb && objectStems(b.task).length > 0 && sameWork(item.task, b.task);
    });
    if (!taker) continue;
    reword(taker, fuller(item.task, taker.task), "taker-fuller");
    items.splice(k, 1);
  }
  // a wish nobody took on ("someone should look at the gift aid at some point") is no action
  for (const w of wishes) if (!w.assignee) items.splice(items.indexOf(w), 1);
  // "the mot bay needs repainting at some point": work the meeting says is needed, listed (nobody's) unless some item
  // already acts on that thing or does that work
  for (const job of neededJobs(t, tags, 0, t.length)) {
    const said = t[job.phrase[1] + 1].w.replace(/[.,?!]+$/, "");
    if (!/^needs?$/.test(t[job.phrase[1]].w) || job.verb === said || t[job.phrase[1]].pause || !leftOpen(t, tags, job.phrase) || putOff(t, job.phrase[1])) continue;
    const what = taskRaw(t.slice(job.phrase[0], job.phrase[1])).map((r) => raw[r]).join(" ").replace(/[.?!,;:]+$/, "").replace(/^(?:The|Our|Your|Their|This|These|Those)\b/, (d) => d.toLowerCase());
    const stems = contentStems(what);
    const covered = items.some((a) => {
      const has = new Set(contentStems(a.task));
      return stems.some((w) => has.has(w)) || baseForm(a.task.split(/\s+/)[0]) === job.verb;
    });
    if (covered || stems.length === 0) continue;
    const item: ActionItem = { task: capitaliseFirst(`${job.verb} ${what}`), priority: "medium" };
    tag(item, { action: "needed-job" });
    items.push(item);
  }
  // a deadline stated for work someone has already taken on is theirs, with the day they gave
  // ("the renewal is due on the first" and "Jen will submit the renewal by the twenty fifth")
  // (and gives its day to such work that had none: "May, I'll do the rota" ... "the rota should be ready by the fifth")
  const covered = (d: { what: string; date: string }) => {
    const subject = contentStems(d.what);
    const work = items.filter((a) => {
      const has = new Set(contentStems(a.task));
      return subject.length > 0 && subject.every((w) => has.has(w));
    });
    if (work.length === 1 && !work[0].dueDate) giveDue(work[0], d.date, "stated-deadline-of-taken-work");
    // ("Priya, you could take the lead on the renewal" "maybe" ... "the renewal is due on the fifteenth": a status of work
    // offered and turned down, not an item nobody owns)
    const offered = turnedDown.some((task) => subject.length > 0 && subject.every((w) => contentStems(task).includes(w)));
    return work.length > 0 || offered;
  };
  for (const d of deadlines(t, tags, raw, now).filter((x) => !covered(x))) {
    const item: ActionItem = { task: `${capitaliseFirst(d.what)} due`, priority: "medium" };
    tag(item, { action: "stated-deadline" });
    giveDue(item, d.date, "stated-deadline");
    // (a day held back stays in the words: "Music licence renewal due on the fourth of January")
    if (!item.dueDate) item.task = `${item.task} ${d.said}`;
    items.push(item);
  }
  // ("Do that", "Get them out", "Let you know": an item that says nothing of the work is no use to a reader)
  // "Somebody must update them before the inspection." "Lakshmi: I'll update the care plans by the tenth": the room's
  // need, taken on straight after by someone in words of their own, is that person's item, not a second one nobody owns
  // (the same verb, on a pronoun or the same thing)
  const takenOn = items.filter((a, k) => {
    if (a.assignee || !/^anyone/.test(REASONS.get(a)?.action ?? "")) return false;
    const verb = baseForm(bareWord(a.task.split(/\s+/)[0]));
    const onPronoun = /^(?:it|them|him|her|that|this|those)$/.test(bareWord(a.task.split(/\s+/)[1]));
    return items.slice(k + 1, k + 3).some((b) => Boolean(b.assignee) && baseForm(bareWord(b.task.split(/\s+/)[0])) === verb && (onPronoun || sameWork(a.task, b.task)));
  });
  for (const a of takenOn) items.splice(items.indexOf(a), 1);
  // ("... someone to find out why the boiler keeps failing" "Lena: I'll find out": taken on with the verb alone, the
  // room's item is that person's, with their day; their words name no work of their own)
  for (const [k, a] of items.entries()) {
    if (a.assignee || !/^anyone/.test(REASONS.get(a)?.action ?? "") || namesNoWork(a.task)) continue;
    const verb = baseForm(bareWord(a.task.split(/\s+/)[0]));
    const bare = items.slice(k + 1, k + 3).find((b) => Boolean(b.assignee) && baseForm(bareWord(b.task.split(/\s+/)[0])) === verb && namesNoWork(b.task));
    if (!bare) continue;
    giveOwner(a, bare.assignee!, "anyone-taken-on-bare-verb");
    if (!a.dueDate && bare.dueDate) giveDue(a, bare.dueDate, "anyone-taken-on-bare-verb");
    items.splice(items.indexOf(bare), 1);
  }
  // ("Sue, can you send the report by Friday?" ... "Actually, Sue, can we make that Thursday?": the day said last)
  const placed = items.flatMap((item): PlacedItem[] => (givenIn.has(item) ? [{ item, ...givenIn.get(item)! }] : []));
  for (const item of takeLaterDays(t, tags, placed, found.map((s) => s.at), now)) tag(item, { due: "moved-later-in-meeting" });
  for (const a of items) if (!nameIsObject.has(a)) a.task = withoutNameAfter(a.task, participants);
  const listed = unique(items.filter((a) => !guessed(a) && !namesNoWork(a.task, Boolean(a.assignee)) && !forOwnGood(a.task) && !thanksInTheRoom(a.task, names)), (a) => `${a.assignee ?? ""}|${a.task.toLowerCase()}`);
  const labelled = t.some((x) => x.label);
  return unique(listed.filter((a) => surely(a, labelled, participants.length, listed.length, now)), (a) => `${a.assignee ?? ""}|${a.task.toLowerCase()}`);
}

/**
 * The item as far as the engine is sure of it (meeting-confidence.ts): false when it is not sure the item is someone's
 * work at all; an owner or a day it is not sure of is dropped and the item stays, said without it.
 */
function surely(item: ActionItem, labelled: boolean, participants: number, items: number, now: Date): boolean {
  const why = REASONS.get(item) ?? { action: "untagged" };
  const knownVerb = ACTION_VERB.test(bareWord(item.task.split(/\s+/)[0] ?? "").toLowerCase());
  const features = confidenceFeatures({ ...why, task: item.task, assignee: item.assignee, dueDate: item.dueDate, labelled, participants, items, knownVerb, now });
  const confidence = confidenceOf(features, item);
  CONFIDENCE.set(item, { features, confidence });
  if (!meetingConfidence.apply) return true;
  const { thresholds } = meetingConfidence.models;
  if (confidence.item < thresholds.item) return false;
  if (item.assignee && (confidence.owner ?? 1) < thresholds.owner) {
    withhold(item, "owner", "confidence", item.assignee);
    delete item.assignee;
  }
  if (item.dueDate && (confidence.due ?? 1) < thresholds.due) {
    withhold(item, "due", "confidence", item.dueDate);
    delete item.dueDate;
  }
  return true;
}

/** A rest from work (time off, sleep, a break), not a thing named by it ("the break room", "holiday cover"). */
const REST = /^(?:get|take|have|grab|catch)\s+(?:(?:some|a|an|the|a few|a couple of|a bit of|a proper|a good|a long|an early|more)\s+)*(?:rest|sleep|nap|break|breather|lie in|days? off|time off|weeks? off|afternoon off|morning off|holiday|it easy|early night|rest of the (?:day|week|afternoon|morning|evening) off)(?:\s+(?:from|off|today|tomorrow|tonight|this|next|for|over|at|when|before|after)\b.*)?(?:\s+(?:you|you've|you're)\s+(?:look|looked|seem|are|have|deserve|earned|need|must)\b.*)?$/i;
/** Care of one's own self ("look after yourself", "pace yourself", "go home and rest"). */
const SELF = /^(?:look after|take care of|be kind to|pace)\s+(?:yourself|yourselves|myself|himself|herself|themselves)(?:\s+(?:today|tonight|tomorrow|this week|this weekend|over the weekend|over christmas|for a bit|a bit))?$|^(?:go home|rest|relax|sleep)(?:\s+(?:and rest|early|up|in|for a bit|a bit|today|tonight|tomorrow))*$/i;

/**
 * "Pat, you should thank Lena too" "Thanks, Lena!": thanks to someone in the meeting is said there and then, it is no
 * work left to do (thanking someone who is not there, "thank the caretaker", is).
 */
function thanksInTheRoom(task: string, names: Map<string, string>): boolean {
  const words = task.toLowerCase().replace(/[.,;:!?]+/g, "").split(/\s+/);
  const thanked = words[0] === "thank" ? 1 : words[0] === "say" && /^(?:thanks|thank)$/.test(words[1] ?? "") ? (words[2] === "you" ? 3 : 2) : -1;
  if (thanked < 0) return false;
  const to = words[thanked] === "to" ? thanked + 1 : thanked;
  // (the room as a whole only said alone, "thank everyone": "thank all the volunteers", "thank everyone who helped" is work)
  const alone = words.slice(to + 1).every((w) => /^(?:too|again)$/.test(w));
  return names.has(unaccented(words[to] ?? "")) || /^(?:you|us|yourself|yourselves)$/.test(words[to] ?? "") || (/^(?:everyone|everybody|all)$/.test(words[to] ?? "") && alone);
}

/**
 * "Omar, you should get some rest", "take it easy this week", "look after yourself": advice for someone's own good (rest,
 * a break, care of themselves) is said kindly, it is no work the meeting gives out.
 */
function forOwnGood(task: string): boolean {
  // (up to a remark after it: "take the rest of the week off, you've earned it")
  const words = task.split(/[,;:]\s/)[0].replace(/[.,;:!?]+$/, "").trim();
  return REST.test(words) || SELF.test(words);
}

/**
 * "Confirm Ben", "Survive Paolo Marcus": a participant's name (whole, or the name they are called by) that ends the
 * task, after no word that takes a person ("email Sian", "ring Dr Okafor", "send it to Tom"), is who speaks or is
 * spoken to next, not part of the work.
 */
function withoutNameAfter(task: string, participants: string[]): string {
  const forms = participants.flatMap((p) => {
    const parts = p.split(/\s+/).map((w) => bareWord(w)).filter(Boolean);
    const called = parts.filter((w, k) => !(TITLE.test(w) && k < parts.length - 1));
    return [parts, ...called.filter((w) => w.length > 1).map((w) => [w])];
  });
  let words = task.split(/\s+/);
  for (let cut = true; cut; ) {
    cut = false;
    for (const form of forms.sort((x, y) => y.length - x.length)) {
      const at = words.length - form.length;
      const said = words.slice(at);
      if (at < 1 || !said.every((w, k) => /^\p{Lu}/u.test(w) && bareWord(w) === form[k]) || NAME_IN_TASK.test(bareWord(words[at - 1])) || TITLE.test(bareWord(words[at - 1]))) continue;
      words = words.slice(0, at);
      cut = true;
      break;
    }
  }
  return words.join(" ").replace(/[,;:]+$/, "");
}

/** Verbs that say nothing of the work without an object that names it ("do it", "take that on", "get them out", "find out"). */
const LIGHT_VERB = /^(?:do|take|get|handle|sort|cover|look|find|manage|deal|own)$/;
/** Nouns that say when, not what ("do it over the weekend"). */
export const WHEN_NOUN = /^(?:weekend|week|weeks|day|days|morning|afternoon|evening|night|tonight|today|tomorrow|time|month|moment|minute|second|bit|one|ones)$/;
/** Words that open a noun phrase ("the", "my", "more"). */
const DETERMINER = /^(?:the|a|an|my|your|our|their|his|her|its|some|more|any|every|each|all)$/;
/** Who the task is said to, and nothing else ("tell you", "let you know", "help you"). */
const ROOM_ONLY = /^(?:you|me|us|know|back)$/;

/**
 * The task names no work: past its verb no word of its own (a pronoun, a particle, a word that says when, a bare verb)
 * and the verb light ("do that before you go", "get cracking"), or its only object who it is said to ("tell you"). A
 * reader of the minutes could not tell what is to be done, so it is no action item ("do no harm": list nothing).
 */
function namesNoWork(task: string, owned = false): boolean {
  const words = task.toLowerCase().split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "")).filter(Boolean);
  if (words.length === 0) return true;
  const rest = words.slice(1);
  // (a verb alone, "Confirm", names nothing it acts on)
  if (rest.length === 0) return true;
  // (nor a light or saying verb with only who it is said to: "tell you", "let you know"; "pay you back" is work of its own)
  const verb = baseForm(words[0]);
  if (rest.every((w) => ROOM_ONLY.test(w)) && (LIGHT_VERB.test(verb) || TELLING.test(verb) || verb === "help")) return true;
  // ("Go on", "go ahead": a nudge to speak, no work; "go and see him" is the seeing)
  if (verb === "go" && rest[0] !== "and" && rest.every((w) => STOPWORDS.has(w) || WHEN_NOUN.test(w))) return true;
  // ("Do it before half term" with nobody to do it: a light verb on a pronoun, whatever day follows, names no work a
  // reader could find; "I'll do it before half term" is the speaker's, said of the thing just spoken of)
  if (!owned && LIGHT_VERB.test(verb) && /^(?:it|that|this|them|those|these)$/.test(rest[0])) return true;
  // ("I'll let you all get your tea", "let you go": the room let go at the meeting's end, no work; "let you know", "let you
  // have the figures" and "let you see the draft" pass something on)
  if (verb === "let" && /^(?:you|us|everyone|everybody|y'all)$/.test(rest[0]) && !/^(?:know|have|see|hear)$/.test(rest.find((w, k) => k > 0 && w !== "all") ?? "know")) return true;
  // ("do cleaning": after "do" a word in -ing is the thing done, whatever the tagger makes of it)
  if (verb === "do" && /ing$/.test(rest[0])) return false;
  // ("I'll look at it tomorrow", "look into it": someone's looking at a thing just said is work; put to the room,
  // "could someone look at that" names nothing a reader could act on)
  if (owned && verb === "look" && /^(?:at|into|over)$/.test(rest[0])) return false;
  const tags = rest.length ? tagWords(rest).map((tg) => tg[0]) : [];
  // (a word of its own, not a verb unless a noun phrase has begun: "see why the pump leaks", "the spare keys"; "get cracking" names nothing)
  const phrase = rest.findIndex((w) => DETERMINER.test(w));
  const content = rest.some((w, k) => !STOPWORDS.has(w) && !WHEN_NOUN.test(w) && (!/^(?:VERB|AUX)$/.test(tags[k] ?? "") || (phrase >= 0 && phrase < k)));
  // (put to the room with only a pronoun or a particle after its verb, "write to them", "order one", the work is not named
  // for anyone who might take it up)
  return !content && (LIGHT_VERB.test(baseForm(words[0])) || (!owned && rest.length <= 2));
}

// A task's day changed later in the meeting: "Sue, can you send the report by Friday?" ... (other
// business) ... "Actually, Sue, can we make that Thursday?" The item takes the day said last. Read
// from the meeting's structure, not from phrasings: a clause said after the task (in no other
// task's words) that names a day and nothing else of its own (no thing, no verb of an event: only
// the day, words that refer back to what was said, "be", a modal, the task's own things and the
// people in the room) gives that day to the one task it can only be about: the task just given,
// or the one of the person named beside it. When two tasks could be meant, when a question
// asked in between ("when is the next meeting?") or another thing's day may be what the day
// answers, or when the next words say no to it, nothing changes. Pure code.
import { PERSON_SUBJECTS } from "@/lib/ai/local/lexicon";
import { findDue } from "@/lib/ai/local/meeting-dates";
import { contentStems } from "@/lib/ai/local/text";
import type { MeetingMinutes } from "@/lib/schemas/ai";

type ActionItem = MeetingMinutes["actionItems"][number];
/** A word of the meeting as extractActions reads it (lower case, marks as flags, the participant it names). */
export type MeetingWord = { w: string; stop: boolean; pause?: boolean; ask?: boolean; name?: string };
/** An item and the words it was given in ([at, end) of the meeting's words). */
export type PlacedItem = { item: ActionItem; at: number; end: number };

/** Words that stand for what was just said ("make that Thursday", "do it Monday", "push that back"). */
const REFERS_BACK = /^(?:that|it|this)$/;
/**
 * Verbs that name no work of their own when their object is what was just said: they move or settle it ("make that
 * Thursday", "do it Monday", "push that back"), where "ask them today" or "read it Thursday" is work of its own.
 */
const LIGHT = /^(?:make|do|move|push|bring|change|shift)$/;
/** People as the subject ("I am off on the seventeenth"): says when someone is free, not when the work is due. */
const isPerson = (w: string): boolean => PERSON_SUBJECTS.has(w) || w === "am";
/** A past form: a day of something done ("I did it on Thursday", "we met on Monday") is no new day. */
const PAST = /^(?:was|were|did|had|went|came|got|sent|met|said|told|asked)$/;
/** A question that asks for a time or a thing ("when is the next meeting?", "what about the van?"): a day after it answers that. */
const ASKS = /^(?:when|what|which)$/;
/** A day said, then refused straight after ("can we make that Thursday?" "No, sorry, ..."). */
const REFUSAL = /^(?:no|nope|not|can't|cannot|won't)$/;
/** Words that say no to the day itself ("not Thursday", "can't do Thursday"; a "no" before it says no to the day before: "no, Thursday is better"). */
const DENIES = /^(?:not|never|can't|cannot|won't|don't|isn't)$|n't$/;

type Clause = { from: number; to: number };

/** The sentence word `k` is in ends with a question mark. */
function insideQuestion(words: MeetingWord[], k: number): boolean {
  while (k < words.length - 1 && !words[k].stop) k++;
  return Boolean(words[k]?.ask);
}

/**
 * The meeting's clauses: cut at each full stop, each mark of a pause, and each participant's name said to or by someone
 * (set apart by marks: "Sue, actually Thursday", "Raj: Monday"), kept out of both sides; a name inside a clause stays in it
 * ("Is Raj in on Monday?" is a question about Raj, not a day said to him).
 */
function clausesOf(words: MeetingWord[]): Clause[] {
  const clauses: Clause[] = [];
  let from = 0;
  words.forEach((x, k) => {
    const setApart = k === 0 || words[k - 1].stop || Boolean(words[k - 1].pause) || x.stop || Boolean(x.pause);
    if (x.name && !/'s$/.test(x.w) && (setApart || !insideQuestion(words, k))) {
      if (k > from) clauses.push({ from, to: k });
      from = k + 1;
      return;
    }
    if (x.stop || x.pause) {
      clauses.push({ from, to: k + 1 });
      from = k + 1;
    }
  });
  if (from < words.length) clauses.push({ from, to: words.length });
  return clauses;
}

type Retiming = { date: string; from: number; to: number; names: string[]; things: string[] };

/** The new day a clause gives, if it names a day and nothing else of its own. */
function retimingIn(words: MeetingWord[], tags: string[], c: Clause, now: Date): Retiming | null {
  const said = words.slice(c.from, c.to).map((x) => x.w);
  const due = findDue(said, now);
  if (!due || findDue(said.slice(due.end), now)) return null;
  const things: string[] = [];
  let moves = false;
  for (let k = 0; k < said.length; k++) {
    if (k >= due.start && k < due.end) continue;
    const tag = tags[c.from + k] ?? "";
    const w = said[k];
    if (ASKS.test(w) || PAST.test(w) || DENIES.test(w) || /^NUM$/.test(tag)) return null;
    if (/^(?:NOUN|PROPN)$/.test(tag)) things.push(...contentStems(w));
    // (a verb of its own names an event, "we'll meet on Thursday", "I'll ask them today"; a light one on what was said
    // names none, "make that Thursday", "could I do it Monday")
    const light = LIGHT.test(w) && REFERS_BACK.test(said[k + 1] ?? "");
    moves ||= light;
    if (tag === "VERB" && !light) return null;
  }
  if (!moves && said.some(isPerson)) return null;
  // (the people named right beside it: who is spoken to, or who speaks)
  const names = [words[c.from - 1]?.name, words[c.to]?.name, words[c.from - 2]?.name].filter((n): n is string => Boolean(n));
  return { date: due.date, from: c.from, to: c.to, names, things };
}

/**
 * Whether words said between the task and the new day may be what the day answers: a question asking when or what,
 * or another day (not one inside another task's own words: "Sue, can you mow the grass by Monday?" is that task's).
 */
function otherDayOrQuestion(words: MeetingWord[], from: number, to: number, inTask: (k: number) => boolean, asksTask: (k: number) => boolean, current: string, now: Date, toOwner: boolean): boolean {
  const said = words.slice(from, to).map((x, k) => (inTask(from + k) ? "" : x.w));
  if (said.some((w) => ASKS.test(w))) return true;
  // (any other question asked in between, "And the interviews?", "Is Raj in on Monday?": the day may answer it, unless it
  // is said to the task's owner by name or names the task's thing: "Sue, actually Thursday", "could it be Thursday for the gate?")
  if (!toOwner && words.slice(from, to).some((x, k) => x.ask && !asksTask(from + k))) return true;
  for (let at = 0; at < said.length; ) {
    const due = findDue(said.slice(at), now);
    if (!due) return false;
    if (due.date !== current) return true;
    at += due.end;
  }
  return false;
}

/**
 * Gives each item the day its task was moved to later in the meeting (see the file's head); an item it
 * cannot tell apart from another keeps its day. Returns the items whose day changed.
 */
export function takeLaterDays(words: MeetingWord[], tags: string[], placed: PlacedItem[], workGiven: number[], now: Date): ActionItem[] {
  const changed: ActionItem[] = [];
  // (a task's own words run to the end of its sentence at most: "... by Friday? Sure. When shall we meet again?" asks another thing)
  // (a stop after the name the task is said to, inside the task's words, ends no sentence: "then Sue. Can you mow ...")
  const ownSentenceEnd = (p: PlacedItem) => {
    let k = p.at;
    while (k < words.length - 1 && (!words[k].stop || (words[k].name && k < p.end))) k++;
    return k + 1;
  };
  const sentenceEnd = (p: PlacedItem) => Math.min(p.end, ownSentenceEnd(p));
  /** A question mark that ends a task's own sentence ("Mo, can you fix the gate by Friday, Mo?") asks for that task. */
  const asksTask = (k: number) => placed.some((p) => k >= p.at && k < ownSentenceEnd(p));
  /** Where each item's day was last said (its own words at first). */
  const lastSaid = new Map(placed.map((p) => [p.item, Math.min(p.end, sentenceEnd(p))]));
  const inTask = (k: number) => placed.some((p) => k >= p.at && k < sentenceEnd(p));
  for (const c of clausesOf(words)) {
    if (placed.some((p) => c.from < p.end && c.to > p.at)) continue;
    const r = retimingIn(words, tags, c, now);
    if (!r) continue;
    // (a day refused in the next words is no new day)
    if (words.slice(c.to, c.to + 4).some((x) => REFUSAL.test(x.w))) continue;
    const before = placed.filter((p) => p.end <= c.from);
    const dated = before.filter((p) => p.item.dueDate && p.item.assignee);
    let chosen: PlacedItem[];
    /** Chosen by the person named beside the new day, the one task of theirs with a day. */
    let byName = false;
    if (r.things.length) {
      // (a thing named: the task that names it, and only one)
      chosen = dated.filter((p) => {
        const has = new Set(contentStems(p.item.task));
        return r.things.every((s) => has.has(s));
      });
    } else {
      const owners = new Set(dated.map((p) => p.item.assignee).filter(Boolean));
      const named = [...new Set(r.names.filter((n) => owners.has(n)))];
      const nearest = before.reduce<PlacedItem | undefined>((last, p) => (!last || p.at > last.at ? p : last), undefined);
      if (named.length > 1) continue;
      if (named.length === 0) chosen = nearest?.item.dueDate && nearest.item.assignee ? before.filter((p) => p.at === nearest.at) : [];
      else if (nearest?.item.assignee === named[0] && nearest.item.dueDate) {
        chosen = before.filter((p) => p.at === nearest.at);
        byName = true;
      }
      // (the one named has the only task it can be, and the last task given was nobody's with a day)
      else if (nearest && nearest.item.dueDate && nearest.item.assignee !== named[0]) chosen = [];
      else {
        chosen = dated.filter((p) => p.item.assignee === named[0]);
        byName = true;
      }
    }
    if (chosen.length !== 1) continue;
    const { item } = chosen[0];
    // ("on the twenty eighth" ... "yeah, that Saturday": the day already said, named by its weekday)
    const sameWeekday = new Date(`${item.dueDate}T12:00:00Z`).getUTCDay() === new Date(`${r.date}T12:00:00Z`).getUTCDay();
    if (item.dueDate === r.date || sameWeekday) {
      lastSaid.set(item, c.to);
      continue;
    }
    // (nor after other work was put to someone since, taken on or not: "Nikhil, could you do that?" "I can't" "I'll do it myself on Saturday")
    const since = lastSaid.get(item)!;
    // (unless the new day names the task's own thing, "could it be Thursday for the gate", or its owner: "Sue, actually Thursday")
    if (!r.things.length && !byName && workGiven.some((at) => at > chosen[0].at && at >= since && at < c.from)) continue;
    if (otherDayOrQuestion(words, since, c.from, inTask, asksTask, item.dueDate!, now, byName || r.things.length > 0)) continue;
    item.dueDate = r.date;
    lastSaid.set(item, c.to);
    changed.push(item);
  }
  return changed;
}

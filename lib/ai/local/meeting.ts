// Meeting minutes from a dictated meeting: executive summary, key discussion points (decisions,
// issues, updates), action items (meeting-actions.ts: one per person, priority, due date) and
// the cleaned transcript. A decision is a key point, never an action item.
import type { MeetingMinutes } from "@/lib/schemas/ai";
import { pauseOffsets } from "@/lib/ai/local/brainstorm-pauses";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { extractActions, opensWithNo, type ActionItem } from "@/lib/ai/local/meeting-actions";
import { namesSomething } from "@/lib/ai/local/meeting-content";
import { calledBy } from "@/lib/ai/local/meeting-names";
import { NOT_SAID_TO, speakerTurns } from "@/lib/ai/local/meeting-turns";
import { topSentences } from "@/lib/ai/local/summarize";
import { bulletsAsSentences, capitaliseFirst, countWords, joinList, splitSentences, stripLeadIns, unique, withFullStop, withoutFinalPunctuation } from "@/lib/ai/local/text";

/** `phrases`: what the recogniser sent, one piece at each pause, when the page has them (pauses are evidence for punctuation). */
export type MeetingInput = { transcript: string; meetingTitle: string; participants: string[]; phrases?: readonly string[] };

const DECISION = /\b(?:we(?:'ve| have)? (?:agreed|decided)|we(?:'ve| have) (?:chosen|gone for|gone with|settled on)|(?:we're|we are|we'll|we will) (?:going with|go with|switching|keeping|keep|sticking with)|let's go with|agreed (?:that|to)|decided (?:that|to|not to)|the decision is|decision time|signed off|has been moved|is confirmed|go ahead)\b/i;
const ISSUE = /\b(?:problem|issue|risk|blocker|delay|delayed|late|still (?:do not|don't|have not|haven't)|waiting for|stops? working|broken|concern|worried|complaint|crash(?:ed|es)?|failed)\b/i;
/** An issue word said to deny one ("no problem", "not a problem", "no worries about the delay", "any issues?"). */
const NO_ISSUE = /\b(?:no|not(?: a| any| an)?|never(?: a| any)?|without(?: a| any)?|any)\s+(?:(?:big|real|major|more|other)\s+)?(?:problems?|issues?|risks?|blockers?|delays?|concerns?|complaints?)\b|\bnot (?:late|delayed|broken|worried)\b/gi;

function raisesIssue(sentence: string): boolean {
  return ISSUE.test(sentence.replace(NO_ISSUE, " "));
}
const STATUS = /\b(?:finished|done|completed|complete|approved|working|percent|half done|on track|ready|launched|went well|raised)\b/i;

/** "Sorry, ...", "Excuse me, ...": a polite opener, no point of the meeting and no "no" either. */
const POLITE_OPENER = /^(?:sorry|excuse me|pardon)[,.;:!]+\s+/i;

/** A no said back ("I'd rather not, okay.", "No, sorry.", a name run into it) states no point of the meeting: the turn without it, or nothing. */
function withoutRefusal(turn: string, participants: string[]): string {
  let rest = turn;
  // ("No, sorry, the shed is done": a no and a polite opener, either first)
  for (let i = 0; i < 3; i++) {
    const words = rest.replace(POLITE_OPENER, "").split(/\s+/);
    // (the no's own words end at its first mark: a no run on into more words is kept whole, "no we haven't had a complaint since")
    const cut = words.findIndex((w, k) => k < 6 && /[,.;:!?]$/.test(w));
    const next = cut >= 0 && opensWithNo(words.slice(0, cut + 1).join(" "), participants) ? words.slice(cut + 1).join(" ") : words.join(" ");
    if (next === rest) break;
    rest = next;
  }
  return capitaliseFirst(rest);
}

/**
 * "you" giving someone work ("you were going to", "you said you'd", "you'll", "can you"); not an impersonal
 * "you" ("you can't open the gate when it rains", "you need a permit"), which says something of everyone.
 */
const GIVES_YOU_WORK = /\b(?:you (?:were|was|are) going to|you're going to|you said you(?:'d| would| will|'ll| were going to)|you will|you'll|(?:can|could|would|will) you)\b/i;

/** A turn that gives "you" work names who was spoken to ("Tom, you were going to ..."), or it is no key point: whose work it is would be lost. */
function namesWhoIsAddressed(turn: string, participants: string[]): boolean {
  if (!GIVES_YOU_WORK.test(turn.replace(NOT_SAID_TO, " "))) return true;
  const vocative = /^([\p{L}'-]+),/u.exec(turn)?.[1];
  return Boolean(vocative) && participants.some((p) => calledBy(p).toLowerCase() === vocative!.toLowerCase());
}

/** Cuts a decision sentence before the tasks that follow it ("we agreed to close early on Friday, and Sam will tell the team"). */
function decisionPart(sentence: string, participants: string[]): string {
  const firsts = participants.map((p) => calledBy(p)).filter((n) => n.length > 1).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const handoff = firsts.length
    ? new RegExp(`(?:,?\\s+(?:so|and|then)\\s+|,\\s+|\\s+)(?=(?:${firsts.join("|")})(?:'s)?,?\\s+(?:will|is|are|needs|need|has|can|could|would|should|must|you|please)\\b)|,?\\s+and\\s+(?=I(?:'ll| will)\\b)`, "i")
    : /$^/;
  return sentence.split(handoff)[0];
}

function keyPoints(sentences: string[], actions: ActionItem[], participants: string[]): string[] {
  const actionTexts = actions.map((a) => a.task.toLowerCase().slice(0, 30));
  const points: string[] = [];
  for (const s of sentences) {
    const clean = withFullStop(stripLeadIns(s.replace(/^(?:thanks|thank you)[,]?\s+[\p{Lu}][\p{L}'-]+[.,]?\s*/iu, "")));
    if (countWords(clean) < 4) continue;
    // The decision itself: before the tasks that follow it (which may end in a question to
    // someone), from "we agreed" on ("the main thing is, ...").
    const part = decisionPart(clean, participants);
    const cue = /\?$/.test(part) ? null : DECISION.exec(part);
    // "We agreed that last time" says nothing new: a decision names what was decided.
    if (cue && !/^\W*(?:(?:that|this|it|so|on|last|time|before|already|earlier|again|too|now)\W*)*$/i.test(part.slice(cue.index + cue[0].length))) {
      const from = /^(?:we|let's)/i.test(cue[0]) ? cue.index : 0;
      // (a decision is kept whoever it names: "we decided you would clear the water butts" is still what was decided)
      const decision = withFullStop(withoutFinalPunctuation(capitaliseFirst(part.slice(from))));
      points.push(/^(?:The )?Decision/i.test(decision) ? `Decision: ${capitaliseFirst(decision.replace(/^(?:The )?Decision(?: time)?[:,]?\s*(?:is(?: that)?\s*)?/i, ""))}` : `Decision: ${decision}`);
      continue;
    }
    if (/\?$/.test(s) || actionTexts.some((t) => clean.toLowerCase().includes(t)) || !namesWhoIsAddressed(clean, participants)) continue;
    if (raisesIssue(s)) points.push(`Issue: ${clean}`);
    else if (STATUS.test(s)) points.push(`Update: ${clean}`);
  }
  return unique(points).slice(0, 10);
}

/**
 * "... by Friday and Tom. Can you book ..." -> "... by Friday, and Tom, can you book ...": a request to a named person starts there.
 * A mark already before the joiner stays the only one ("Okay, so Sue. Can you" -> "Okay, so Sue, can you"; "Right. So Sue. Can you" -> "Right. So Sue, can you").
 */
export function joinRequests(text: string, participants: string[]): string {
  const firsts = participants.map((p) => calledBy(p)).filter((n) => n.length > 1).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (firsts.length === 0) return text;
  return text.replace(
    new RegExp(`([,;:.?!]?)\\s(and|so) (${firsts.join("|")})[.?]\\s+(Can|Could|Would|Will) you\\b`, "gi"),
    (_, mark: string, joiner: string, name: string, verb: string) => `${mark || ","} ${joiner} ${name}, ${verb.toLowerCase()} you`,
  );
}

export function processMeeting(input: MeetingInput, now: Date = new Date()): MeetingMinutes {
  const pauses = input.phrases?.length ? pauseOffsets(input.transcript, input.phrases) : [];
  const transcript = joinRequests(enhanceDocument(input.transcript, { names: input.participants, aggressive: true, pauses }), input.participants);
  // (a typed line's "- " bullet is no word of a point or task: each bulleted line is read as a sentence of its own)
  const read = bulletsAsSentences(transcript);
  const sentences = splitSentences(read);
  // (key points one speaker's words at a time: "Sue so the butts are fixed now Raj" -> "The butts are fixed now.")
  const turns = sentences
    .flatMap((s) => speakerTurns(s, input.participants))
    .map((s) => withoutRefusal(s, input.participants))
    .filter((s) => countWords(s) >= 3);
  const points = keyPoints(turns, [], input.participants);
  const decisions = points.filter((p) => p.startsWith("Decision: "));
  // A decision ("we agreed to move the launch") is kept apart: no action item repeats it.
  const actions = extractActions(read, input.participants, now).filter(
    (a) => !decisions.some((d) => d.toLowerCase().includes(a.task.toLowerCase()) && !a.assignee),
  );
  // (a point says what was discussed: thanks, apologies, a yes or "I'll do that" name nothing, meeting-content.ts)
  const allPoints = keyPoints(turns, actions, input.participants).filter((p) => namesSomething(p, input.participants));
  // (never empty for want of a named "you": then the turns as they were said)
  const named = turns.filter((s) => namesWhoIsAddressed(s, input.participants));
  // (nor a turn that names nothing past who it is said to: "Nina, you do it?" hands work over, it is no point of the meeting)
  const saysSomething = (list: string[]) => list.filter((s) => namesSomething(s.replace(/^[\p{L}'-]+,\s*/u, ""), input.participants));
  const turnsSaying = saysSomething(turns);
  const plainTurns = [saysSomething(named), turnsSaying, named, turns].find((list) => list.length) ?? [];
  const fallbackPoints = allPoints.length ? allPoints : unique(topSentences(plainTurns, Math.min(5, plainTurns.length)).map((s) => withFullStop(stripLeadIns(s.text))));

  const who = input.participants.length ? ` with ${joinList(input.participants)}` : "";
  const decided = allPoints.filter((p) => p.startsWith("Decision: ")).map((p) => lowerFirstWord(withoutFinalPunctuation(p.slice(10))));
  const issues = allPoints.filter((p) => p.startsWith("Issue: ")).map((p) => lowerFirstWord(withoutFinalPunctuation(p.slice(7))));
  const summaryParts = [`${input.meetingTitle}: a meeting${who}.`];
  if (decided.length) summaryParts.push(`Decided: ${decided.slice(0, 2).join("; ")}.`);
  if (issues.length) summaryParts.push(`Open issues: ${issues.slice(0, 2).join("; ")}.`);
  if (actions.length) {
    const owners = unique(actions.map((a) => a.assignee).filter((a): a is string => Boolean(a)));
    summaryParts.push(`${actions.length} action ${actions.length === 1 ? "item was" : "items were"} agreed${owners.length ? `, for ${joinList(owners)}` : ""}.`);
  }
  if (summaryParts.length === 1) summaryParts.push(...topSentences(turnsSaying.length ? turnsSaying : turns, 2).map((s) => withFullStop(stripLeadIns(s.text))));

  return { summary: summaryParts.join(" "), keyPoints: fallbackPoints, actionItems: actions, transcript };
}

function lowerFirstWord(s: string): string {
  return /^(?:I|I'm|I'll)\b/.test(s) || /^\p{Lu}\p{Ll}+\s/u.test(s) === false ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

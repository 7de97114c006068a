// Meeting minutes from a dictated meeting: executive summary, key discussion points, action
// items (task, assignee from the participant list, priority from urgency words and due
// dates) and the cleaned transcript.
import * as chrono from "chrono-node";
import type { Level, MeetingMinutes } from "@/lib/ai/schemas";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { topSentences } from "@/lib/ai/local/summarize";
import {
  capitaliseFirst,
  countWords,
  joinList,
  splitSentences,
  stripLeadIns,
  unique,
  withFullStop,
  withoutFinalPunctuation,
} from "@/lib/ai/local/text";

export type MeetingInput = { transcript: string; meetingTitle: string; participants: string[] };
type ActionItem = MeetingMinutes["actionItems"][number];

const HIGH = /\b(?:urgent|urgently|asap|as soon as possible|immediately|right away|critical|top priority|blocker|blocking|today|tonight|this morning|this afternoon|by tomorrow|end of (?:the )?day|must)\b/i;
const LOW = /\b(?:not urgent|no rush|no hurry|when (?:you|we) (?:can|have time)|eventually|at some point|nice to have|low priority|can wait|if (?:there is|we have) time|next month|later on)\b/i;
const DECISION = /\b(?:we (?:agreed|decided)|agreed (?:that|to)|decided (?:that|to)|decision|signed off|will move|moved to|has been moved|is confirmed|we will go with|go ahead)\b/i;
const ISSUE = /\b(?:problem|issue|risk|blocker|delay|delayed|late|still (?:do not|don't|have not|haven't)|waiting for|stops? working|broken|concern|worried)\b/i;
const STATUS = /\b(?:finished|done|completed|complete|approved|working|percent|half done|on track|ready|launched)\b/i;

/** "Ahmed" or "Ahmed Khan" -> the participant as written in the list. */
function findParticipant(name: string, participants: string[]): string | undefined {
  const n = name.toLowerCase();
  return participants.find((p) => p.toLowerCase() === n) ??
    participants.find((p) => p.toLowerCase().split(/\s+/)[0] === n.split(/\s+/)[0]);
}

function firstNames(participants: string[]): string[] {
  return participants.map((p) => p.split(/\s+/)[0]).filter((n) => n.length > 1);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A named person asked a question ("Sarah, can you give us an update?") speaks next. */
function addressee(sentence: string, names: string[]): string | undefined {
  for (const name of names) {
    const re = new RegExp(`^(?:(?:thanks|thank you|okay|ok|right|great|so)[,.]?\\s+)?${escape(name)}\\b[,]?\\s+(?:can|could|would|will|what|how|where|when|do|did|are|is|have|please|your)\\b`, "i");
    if (re.test(sentence) || (/\?$/.test(sentence) && new RegExp(`\\b${escape(name)}\\?$`, "i").test(sentence))) return name;
  }
  return undefined;
}

const COMMITMENT = [
  // "Ahmed will update ...", "Sarah is going to chase ...", "Lucy needs to finish ..."
  /^(?<who>[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)?)\s+(?:will|'ll|is going to|needs to|need to|has to|must|should|agreed to|is to|can)\s+(?<task>.+)$/u,
  // "I will send ...", "I'll check ...", "We need to ..."
  /^(?<who>I|We|I'll|We'll)\s*(?:will|need to|have to|must|should|'ll|am going to|are going to|can)?\s+(?<task>.+)$/u,
  // "Someone should also book ..."
  /^(?<who>Someone|Somebody|Everyone|Everybody)\s+(?:should|needs to|must|will|has to)\s+(?:also\s+)?(?<task>.+)$/u,
  // "Can you send ...?" addressed to a named person
  /^(?<who>[\p{Lu}][\p{L}'-]+),?\s+(?:can|could|would)\s+you\s+(?:please\s+)?(?<task>.+?)\??$/u,
  // "Please send ..." / "Action: ..."
  /^(?:please|action(?: item)?:?)\s+(?<task>.+)$/iu,
];
const ACTION_VERB = /^(?:also\s+)?(?:send|update|chase|finish|book|check|write|call|email|prepare|review|share|fix|organise|organize|arrange|set up|create|draft|order|contact|ask|follow up|schedule|book|buy|get|confirm|test|add|remove|move|plan|find|make|draw|read|try|look into|talk to|speak to|tell|let|deliver|submit|file|pay|sign|print|upload|publish|present|complete|do)\b/i;
const NOT_ACTION = /^(?:think|hope|guess|feel|know|agree|believe|was|were|had|did|have (?:written|done|finished))\b/i;

const REQUEST = /(?:^|\s)(?:can|could|would|will)\s+you\s+(?:please\s+)?(?<task>.+?)\??$/iu;
const ON_THE_SPOT = /^(?:give|tell|talk|walk|show|remind)\s+(?:us|me)\b|^(?:update us|explain|say|hear)\b/i;

/** "Tom, can you book the venue?": a request for an action, not a question answered on the spot. */
function isRequest(sentence: string): boolean {
  const m = REQUEST.exec(sentence);
  return Boolean(m?.groups && ACTION_VERB.test(m.groups.task) && !ON_THE_SPOT.test(m.groups.task));
}

/** Days from `now` to the date a task names, if it names a day (not just "this week"). */
function dueInDays(text: string, now: Date): number | undefined {
  for (const r of chrono.parse(text, now, { forwardDate: true })) {
    if (!r.start.isCertain("day") && !r.start.isCertain("weekday")) continue;
    const days = (r.start.date().getTime() - now.getTime()) / 86_400_000;
    if (days > -1) return days;
  }
  return undefined;
}

function priorityOf(task: string, sentence: string, next: string | undefined, now: Date): Level {
  // A short remark after the task ("It is urgent.", "No rush on that one.") belongs to it.
  const context = `${sentence} ${next && (/^(?:that|this|it)\b/i.test(next) || countWords(next) <= 6) ? next : ""}`;
  if (LOW.test(context)) return "low";
  if (HIGH.test(context)) return "high";
  const days = dueInDays(task, now);
  if (days !== undefined) {
    if (days <= 1.5) return "high";
    if (days > 14) return "low";
  }
  return "medium";
}

/** Clauses of a sentence: "... Sarah will chase X and Lucy needs to finish Y" -> two clauses. */
function clausesOf(sentence: string, names: string[]): string[] {
  if (names.length === 0) return [sentence];
  const alternation = names.map(escape).join("|");
  const splitter = new RegExp(`(?:,?\\s+and\\s+|,\\s+|\\s+)(?=(?:${alternation}),?\\s+(?:will|'ll|is going to|needs to|need to|has to|must|should|agreed to|can|could you)\\b)`, "giu");
  return sentence.split(splitter).map((c) => c.trim()).filter(Boolean);
}

function actionItems(sentences: string[], participants: string[], now: Date): ActionItem[] {
  const names = firstNames(participants);
  const items: ActionItem[] = [];
  let speaker: string | undefined;
  sentences.forEach((raw, i) => {
    const asked = addressee(raw, names);
    // A question answered on the spot ("Sarah, can you give us an update?") is no task, unless it
    // has a deadline or asks someone to do something ("Tom, can you book the venue?").
    if (/\?$/.test(raw) && !/\b(?:by|before|until)\s+\w+/i.test(raw) && !isRequest(raw)) {
      if (asked) speaker = asked;
      return;
    }
    const base = stripLeadIns(raw.replace(/^(?:thanks|thank you)[,]?\s+[\p{Lu}][\p{L}'-]+[.,]?\s*/iu, ""));
    for (const clause of clausesOf(base, names)) extractFromClause(clause, raw, i);
    if (asked) speaker = asked;
  });

  function extractFromClause(sentence: string, raw: string, i: number) {
    for (const pattern of COMMITMENT) {
      const m = pattern.exec(withoutFinalPunctuation(sentence));
      if (!m?.groups) continue;
      let task = m.groups.task.trim().replace(/^(?:also|please)\s+/i, "");
      if (NOT_ACTION.test(task) || countWords(task) < 2) continue;
      const whoRaw = m.groups.who ?? "";
      const named = whoRaw && !/^(?:I|We|I'll|We'll|Someone|Somebody|Everyone|Everybody)$/i.test(whoRaw) ? findParticipant(whoRaw, participants) : undefined;
      if (whoRaw && /^[\p{Lu}]/u.test(whoRaw) && !/^(?:I|We|I'll|We'll|Someone|Somebody|Everyone|Everybody)$/i.test(whoRaw) && !named) continue;
      // "I think we will finish them by Wednesday" is a forecast, not a task.
      if (!named && !ACTION_VERB.test(task) && !/^(?:please|action)/i.test(sentence)) continue;
      const assignee = named ?? (/^(?:I|I'll)$/i.test(whoRaw) ? speaker && findParticipant(speaker, participants) : undefined) ??
        (pattern === COMMITMENT[3] ? findParticipant(whoRaw, participants) : undefined);
      task = capitaliseFirst(withoutFinalPunctuation(task.replace(/\s+but that is not urgent.*$/i, "").replace(/\s+(?:that|which) is (?:urgent|not urgent).*$/i, "")));
      items.push({ task, ...(assignee ? { assignee } : {}), priority: priorityOf(task, sentence, sentences[i + 1], now) });
      break;
    }
  }
  return unique(items, (a) => a.task.toLowerCase());
}

function keyPoints(sentences: string[], actions: ActionItem[]): string[] {
  const actionTexts = actions.map((a) => a.task.toLowerCase());
  const points: string[] = [];
  for (const s of sentences) {
    const clean = withFullStop(stripLeadIns(s.replace(/^(?:thanks|thank you)[,]?\s+[\p{Lu}][\p{L}'-]+[.,]?\s*/iu, "")));
    if (countWords(clean) < 5 || /\?$/.test(s)) continue;
    if (actionTexts.some((t) => clean.toLowerCase().includes(t.slice(0, 30)))) continue;
    if (DECISION.test(s)) points.push(clean.startsWith("Decision") ? clean : `Decision: ${clean}`);
    else if (ISSUE.test(s)) points.push(`Issue: ${clean}`);
    else if (STATUS.test(s)) points.push(`Update: ${clean}`);
  }
  return unique(points).slice(0, 10);
}

export function processMeeting(input: MeetingInput, now: Date = new Date()): MeetingMinutes {
  const transcript = enhanceDocument(input.transcript, { names: input.participants, aggressive: true });
  const sentences = splitSentences(transcript);
  const actions = actionItems(sentences, input.participants, now);
  const points = keyPoints(sentences, actions);
  const fallbackPoints = points.length ? points : topSentences(sentences, Math.min(5, sentences.length)).map((s) => withFullStop(stripLeadIns(s.text)));

  const who = input.participants.length ? ` with ${joinList(input.participants)}` : "";
  const decisions = points.filter((p) => p.startsWith("Decision: ")).map((p) => lowerFirstWord(withoutFinalPunctuation(p.slice(10))));
  const issues = points.filter((p) => p.startsWith("Issue: ")).map((p) => lowerFirstWord(withoutFinalPunctuation(p.slice(7))));
  const summaryParts = [`${input.meetingTitle}: a meeting${who}.`];
  if (decisions.length) summaryParts.push(`Decided: ${decisions.slice(0, 2).join("; ")}.`);
  if (issues.length) summaryParts.push(`Open issues: ${issues.slice(0, 2).join("; ")}.`);
  if (actions.length) {
    const owners = unique(actions.map((a) => a.assignee).filter((a): a is string => Boolean(a)));
    summaryParts.push(`${actions.length} action ${actions.length === 1 ? "item was" : "items were"} agreed${owners.length ? `, for ${joinList(owners)}` : ""}.`);
  }
  if (summaryParts.length === 1) summaryParts.push(...topSentences(sentences, 2).map((s) => withFullStop(stripLeadIns(s.text))));

  return { summary: summaryParts.join(" "), keyPoints: fallbackPoints, actionItems: actions, transcript };
}

function lowerFirstWord(s: string): string {
  return /^(?:I|I'm|I'll)\b/.test(s) || /^\p{Lu}\p{Ll}+\s/u.test(s) === false ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

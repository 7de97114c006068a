// Meeting minutes on the labelled meetings (tests/fixtures/ai/sets/meeting-*.ts): action items
// (one per assignee, with priority and due date), and decisions kept apart from them.
import { processMeeting } from "@/lib/ai/local/meeting";
import type { MeetingItem } from "@/tests/fixtures/ai/sets/types";
import { containsAll, contentStems, f1, ratio, type Figure } from "./match";

type Produced = { task: string; assignee?: string; priority: string; dueDate?: string };

/** Words a task may carry besides the labelled ones: when it is due. */
const DATE_WORDS = new Set(contentStems("by on before until today tonight tomorrow morning afternoon evening end week month next this monday tuesday wednesday thursday friday saturday sunday first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty thirtieth thirty asap soon possible"));

/** Pairs each expected action with a produced one: same assignee first, then any. */
function pair(expected: MeetingItem["actions"], produced: Produced[]): Array<[number, number]> {
  const used = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const pass of [true, false]) {
    expected.forEach((e, i) => {
      if (pairs.some(([x]) => x === i)) return;
      const j = produced.findIndex((p, k) => !used.has(k) && containsAll(p.task, e.task) && (!pass || (p.assignee ?? "") === (e.assignee ?? "")));
      if (j >= 0) {
        used.add(j);
        pairs.push([i, j]);
      }
    });
  }
  return pairs;
}

export function meetingFigures(items: MeetingItem[], meetingDate: Date): Figure[] {
  let expected = 0, produced = 0, matched = 0, assignee = 0, priority = 0, clean = 0;
  let dueExpected = 0, dueFound = 0, dueGiven = 0, dueGivenRight = 0;
  let decExpected = 0, decFound = 0, decGiven = 0, decGivenRight = 0, decisionsAsActions = 0;
  for (const item of items) {
    const minutes = processMeeting({ transcript: item.transcript, meetingTitle: "Meeting", participants: item.participants }, meetingDate);
    const actions = minutes.actionItems as Produced[];
    expected += item.actions.length;
    produced += actions.length;
    for (const [i, j] of pair(item.actions, actions)) {
      const e = item.actions[i];
      const p = actions[j];
      matched++;
      if ((p.assignee ?? "") === (e.assignee ?? "")) assignee++;
      if (p.priority === e.priority) priority++;
      const labelled = new Set(contentStems(e.task));
      if (contentStems(p.task).filter((w) => !labelled.has(w) && !DATE_WORDS.has(w)).length === 0) clean++;
      if (e.due) dueExpected++;
      if (e.due && p.dueDate === e.due) dueFound++;
      if (p.dueDate) dueGiven++;
      if (p.dueDate && p.dueDate === e.due) dueGivenRight++;
    }
    const decisions = minutes.keyPoints.filter((k) => /^Decision:/.test(k));
    decExpected += item.decisions.length;
    decFound += item.decisions.filter((d) => decisions.some((k) => containsAll(k, d))).length;
    decGiven += decisions.length;
    decGivenRight += decisions.filter((k) => item.decisions.some((d) => containsAll(k, d))).length;
    decisionsAsActions += actions.filter((a) => item.decisions.some((d) => containsAll(a.task, d) || containsAll(d, a.task))).length;
  }
  const precision = ratio(matched, produced);
  const recall = ratio(matched, expected);
  const decP = ratio(decGivenRight, decGiven);
  const decR = ratio(decFound, decExpected);
  return [
    { metric: "action items: precision", value: precision, n: produced },
    { metric: "action items: recall", value: recall, n: expected },
    { metric: "action items: F1", value: f1(precision, recall), n: expected },
    { metric: "action items: assignee right", value: ratio(assignee, matched), n: matched },
    { metric: "action items: priority right", value: ratio(priority, matched), n: matched },
    { metric: "action items: task without another clause's words", value: ratio(clean, matched), n: matched },
    { metric: "action items: due date right (recall)", value: ratio(dueFound, dueExpected), n: dueExpected },
    { metric: "action items: due dates given that are right", value: ratio(dueGivenRight, dueGiven), n: dueGiven },
    { metric: "decisions: F1", value: f1(decP, decR), n: decExpected },
    { metric: "decisions: not listed as action items", value: 1 - ratio(decisionsAsActions, decExpected), n: decExpected },
  ];
}

// Lecture key terms and meeting action items on our labelled snippets
// (tests/fixtures/ai/lecture-snippets.ts, meeting-snippets.ts).
import { sameTerm } from "@/lib/ai/local/key-terms";
import { processLecture } from "@/lib/ai/local/lecture";
import { processMeeting } from "@/lib/ai/local/meeting";
import { lectureSnippets } from "@/tests/fixtures/ai/lecture-snippets";
import { MEETING_NOW, meetingSnippets } from "@/tests/fixtures/ai/meeting-snippets";
import { wordTokens } from "@/lib/ai/local/text";

export type LectureFigures = { precisionAt5: number; recall: number; snippets: number };

export function lectureFigures(): LectureFigures {
  let hits = 0;
  let shown = 0;
  let found = 0;
  let expected = 0;
  for (const s of lectureSnippets) {
    const got = processLecture({ transcript: s.transcript, courseTitle: s.courseTitle, lecturerName: "Dr Morgan" }).keyTerms.map((t) => t.term);
    const top = got.slice(0, 5);
    hits += top.filter((g) => s.terms.some((e) => sameTerm(g, e))).length;
    shown += top.length;
    found += s.terms.filter((e) => got.some((g) => sameTerm(g, e))).length;
    expected += s.terms.length;
  }
  return { precisionAt5: hits / Math.max(shown, 1), recall: found / Math.max(expected, 1), snippets: lectureSnippets.length };
}

export type MeetingFigures = { precision: number; recall: number; f1: number; assignee: number; priority: number; snippets: number; expected: number };

/** An action item matches an expected one when it contains all the expected task's words. */
function matches(task: string, expected: string): boolean {
  const got = new Set(wordTokens(task));
  return wordTokens(expected).every((w) => got.has(w));
}

export function meetingFigures(): MeetingFigures {
  let tp = 0;
  let predicted = 0;
  let expected = 0;
  let assigneeRight = 0;
  let priorityRight = 0;
  for (const s of meetingSnippets) {
    const items = processMeeting({ transcript: s.transcript, meetingTitle: "Meeting", participants: s.participants }, MEETING_NOW).actionItems;
    predicted += items.length;
    expected += s.actions.length;
    for (const e of s.actions) {
      const item = items.find((it) => matches(it.task, e.task));
      if (!item) {
        if (process.env.EVAL_VERBOSE) console.log("MISSED", e.task, "|", items.map((i) => i.task).join(" / "));
        continue;
      }
      tp++;
      if ((item.assignee ?? "") === (e.assignee ?? "")) assigneeRight++;
      else if (process.env.EVAL_VERBOSE) console.log("ASSIGNEE", e.task, item.assignee, e.assignee);
      if (item.priority === e.priority) priorityRight++;
      else if (process.env.EVAL_VERBOSE) console.log("PRIORITY", e.task, item.priority, e.priority);
    }
  }
  const precision = tp / Math.max(predicted, 1);
  const recall = tp / Math.max(expected, 1);
  return {
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    assignee: assigneeRight / Math.max(tp, 1),
    priority: priorityRight / Math.max(tp, 1),
    snippets: meetingSnippets.length,
    expected,
  };
}

export function evaluateLectures(row: (c: string[]) => void): void {
  const f = lectureFigures();
  console.log("## Lecture key terms and meeting action items (our labelled snippets)\n");
  row(["job", "set", "metric", "figure"]);
  row(["---", "---", "---", "---"]);
  row(["lecture key terms", `${f.snippets} lecture snippets`, "precision of the top 5 terms", f.precisionAt5.toFixed(3)]);
  row(["lecture key terms", `${f.snippets} lecture snippets`, "recall of the expected terms", f.recall.toFixed(3)]);
}

export function evaluateMeetings(row: (c: string[]) => void): void {
  const f = meetingFigures();
  row(["meeting action items", `${f.snippets} meeting snippets (${f.expected} items)`, "precision", f.precision.toFixed(3)]);
  row(["meeting action items", `${f.snippets} meeting snippets`, "recall", f.recall.toFixed(3)]);
  row(["meeting action items", `${f.snippets} meeting snippets`, "F1", f.f1.toFixed(3)]);
  row(["meeting action items", "found items", "assignee right", f.assignee.toFixed(3)]);
  row(["meeting action items", "found items", "priority right", f.priority.toFixed(3)]);
}

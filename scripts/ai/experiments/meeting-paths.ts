// Each rule path of the meeting action items (lib/ai/local/meeting-actions.ts, actionReason) scored on
// the readable meeting sets pooled: per path that made an item an action, gave its owner or gave its
// due date, how many items it gave and how many were wrong by the harm scorer
// (scripts/ai/tools/eval-fresh.ts freshMeetingFigures). A path that is not near-perfect here is one
// to make abstain (no owner, no date, no item). Held-out sets are never read here.
// Run: `npx tsx scripts/ai/experiments/meeting-paths.ts` (MEETING_PATHS_SETS=dev,fresh to pick sets,
// MEETING_PATHS_MISSES=1 to list each wrong item of these readable sets, judged chatter with its reason and path included,
// MEETING_PATHS_HELD=1 each owner or day held back).
import { actionReason } from "@/lib/ai/local/meeting-actions";
import { freshMeeting } from "@/tests/fixtures/ai/fresh/meeting";
import { fresh4Meeting } from "@/tests/fixtures/ai/fresh4/meeting";
import { fresh5Meeting } from "@/tests/fixtures/ai/fresh5/meeting";
import { fresh6Meeting } from "@/tests/fixtures/ai/fresh6/meeting";
import { fresh7Meeting } from "@/tests/fixtures/ai/fresh7/meeting";
import { fresh8Meeting } from "@/tests/fixtures/ai/fresh8/meeting";
import { fresh9Meeting } from "@/tests/fixtures/ai/fresh9/meeting";
import { fresh10Meeting } from "@/tests/fixtures/ai/fresh10/meeting";
import { fresh11Meeting } from "@/tests/fixtures/ai/fresh11/meeting";
import { fresh12Meeting } from "@/tests/fixtures/ai/fresh12/meeting";
import { fresh13Meeting } from "@/tests/fixtures/ai/fresh13/meeting";
import { fresh13MeetingB } from "@/tests/fixtures/ai/fresh13/meeting-b";
import type { FreshMeeting } from "@/tests/fixtures/ai/fresh/types";
import { meetingHarmDev } from "@/tests/fixtures/ai/sets/harm-dev";
import { fresh17Meeting } from "@/tests/fixtures/ai/sets/meeting-harm-dev3";
import { fresh19Meeting } from "@/tests/fixtures/ai/fresh19/meeting";
import { DEVELOPMENT_JUDGEMENTS } from "../tools/eval-harm";
import { freshMeetingFigures, type MeetingVerdict } from "../tools/eval-fresh";
import { indexJudgements, meetingItemText } from "../tools/unlabelled";

export const READABLE: Record<string, FreshMeeting[]> = {
  dev: meetingHarmDev,
  fresh: freshMeeting,
  fresh4: fresh4Meeting,
  fresh5: fresh5Meeting,
  fresh6: fresh6Meeting,
  fresh7: fresh7Meeting,
  fresh8: fresh8Meeting,
  fresh9: fresh9Meeting,
  fresh10: fresh10Meeting,
  fresh11: fresh11Meeting,
  fresh12: fresh12Meeting,
  fresh13: [...fresh13Meeting, ...fresh13MeetingB],
  fresh17: fresh17Meeting,
  // fresh19: 18 meetings written apart from the rules (engineer w20, 2026-12-02); scored per path once on first contact
  // (bc4a5fc8's engine, docs/ai.md "Meeting minutes: abstaining where a path guesses") before any rule was changed
  fresh19: fresh19Meeting,
};
const judgements = indexJudgements(DEVELOPMENT_JUDGEMENTS);

type Tally = { given: number; wrong: number; unlabelled: number; sets: Set<string>; held: number; heldRight: number };
const tallies = { action: new Map<string, Tally>(), words: new Map<string, Tally>(), owner: new Map<string, Tally>(), due: new Map<string, Tally>(), ahead: new Map<string, Tally>(), shape: new Map<string, Tally>() };
/** The task's shape: a verb that names no work of its own ("Do the slips"), two jobs joined, how many words. */
const shapeOf = (task: string) => {
  const words = task.split(/\s+/).length;
  const verb = /^(?:do|sort|handle|cover|manage|take care of|deal with)\b/i.test(task) ? "light verb" : "own verb";
  return `${verb}, ${/\band\b/i.test(task) ? "joined by and" : words <= 3 ? "up to 3 words" : words <= 6 ? "4-6 words" : "7+ words"}`;
};
/** How far past the meeting a day given lies ("0": the meeting's day), so a kind of day that guesses shows whatever path gave it. */
const daysAhead = (meetingDate: string, due: string) => {
  const n = Math.round((Date.parse(due) - Date.parse(meetingDate.slice(0, 10))) / 86_400_000);
  return n <= 1 ? `${n} days` : n <= 7 ? "2-7 days" : n <= 14 ? "8-14 days" : n <= 31 ? "15-31 days" : "over 31 days";
};
const tally = (kind: keyof typeof tallies, path: string) => {
  const t = tallies[kind].get(path) ?? { given: 0, wrong: 0, unlabelled: 0, sets: new Set<string>(), held: 0, heldRight: 0 };
  tallies[kind].set(path, t);
  return t;
};
/** An owner or day a path held back: would it have been right (the label's)? */
const held = (kind: "owner" | "due", path: string, right: boolean) => {
  const t = tally(kind, path);
  t.held++;
  if (right) t.heldRight++;
};
const count = (kind: keyof typeof tallies, path: string, set: string, wrong: boolean, unlabelled: boolean) => {
  const t = tally(kind, path);
  t.given++;
  if (wrong) {
    t.wrong++;
    t.sets.add(set);
  }
  if (unlabelled) t.unlabelled++;
  tallies[kind].set(path, t);
};

async function main() {
  const chosen = (process.env.MEETING_PATHS_SETS ?? Object.keys(READABLE).join(",")).split(",").filter((s) => s in READABLE);
  const misses: string[] = [];
  for (const set of chosen) {
    const verdicts: MeetingVerdict[] = [];
    await freshMeetingFigures(READABLE[set], undefined, (v) => verdicts.push(v), (id, text) => judgements(set, id, "meeting", text)?.verdict);
    for (const v of verdicts) {
      const why = actionReason(v.output) ?? { action: "untagged" };
      const o = v.output;
      const a = v.label;
      // the action itself: wrong when a status or decision or judged chatter; beside it, items no label names
      const chatter = v.judgement === "chatter";
      count("action", why.action, set, v.status || chatter, !a && !v.status);
      // where its words came from (as said, or a pronoun read as a thing said elsewhere): wrong as the action is
      count("words", why.words ?? "untagged", set, v.status || chatter, !a && !v.status);
      if (o.assignee) count("owner", why.owner ?? "untagged", set, Boolean(a) && o.assignee !== (a?.owner ?? ""), !a);
      if (o.dueDate) count("due", why.due ?? "untagged", set, Boolean(a) && o.dueDate !== (a?.due ?? ""), !a);
      count("shape", shapeOf(o.task), set, v.status || chatter, !a && !v.status);
      if (o.dueDate) count("ahead", daysAhead(v.item.meetingDate, o.dueDate), set, Boolean(a) && o.dueDate !== (a?.due ?? ""), !a);
      if (why.withheld?.owner) held("owner", why.withheld.owner.path, Boolean(a) && why.withheld.owner.value === a?.owner);
      if (process.env.MEETING_PATHS_HELD && (why.withheld?.owner || why.withheld?.due)) misses.push(`held ${set} ${v.item.id}: ${why.withheld.owner?.value ?? "-"} (${why.withheld.owner?.path ?? "-"}) / ${why.withheld.due?.value ?? "-"} (${why.withheld.due?.path ?? "-"}): ${o.task} vs ${a ? `${a.owner ?? "-"} (${a.due ?? "-"})` : "no label"}`);
      if (why.withheld?.due) held("due", why.withheld.due.path, Boolean(a) && why.withheld.due.value === a?.due);
      if (process.env.MEETING_PATHS_UNLABELLED && !a && !v.status) misses.push(`unlabelled ${set} ${v.item.id}: ${o.assignee ?? "-"}: ${o.task} (${o.dueDate ?? "-"}) [${why.action} / ${why.owner ?? "-"} / ${why.due ?? "-"}]`);
      if (chatter) misses.push(`${set} ${v.item.id}: ${o.assignee ?? "-"}: ${o.task} (${o.dueDate ?? "-"}) judged chatter: ${judgements(set, v.item.id, "meeting", meetingItemText(o.task))?.reason} [${why.action} / ${why.owner ?? "-"} / ${why.due ?? "-"} / ${why.words ?? "-"}]`);
      else if (v.wrong || (a && o.assignee && o.assignee !== (a.owner ?? "")) || (a && o.dueDate && o.dueDate !== (a.due ?? ""))) {
        misses.push(`${set} ${v.item.id}: ${o.assignee ?? "-"}: ${o.task} (${o.dueDate ?? "-"}) vs ${a ? `${a.owner ?? "-"}: ${a.task} (${a.due ?? "-"})` : "status/decision"} [${why.action} / ${why.owner ?? "-"} / ${why.due ?? "-"} / ${why.words ?? "-"}]`);
      }
    }
  }
  console.log(`\nMeeting action paths on ${chosen.join(", ")} pooled (wrong: by the harm scorer; unlabelled: matches no labelled action, not counted as harm)\n`);
  for (const kind of ["action", "words", "shape", "owner", "due", "ahead"] as const) {
    console.log(`| ${kind} path | given | wrong | precision | unlabelled | sets with a wrong one | held back | held back that were right |`);
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    const rows = [...tallies[kind].entries()].sort((x, y) => y[1].given - x[1].given || x[0].localeCompare(y[0]));
    for (const [path, t] of rows) console.log(`| ${path} | ${t.given} | ${t.wrong} | ${t.given ? (1 - t.wrong / t.given).toFixed(3) : "-"} | ${t.unlabelled} | ${[...t.sets].join(" ")} | ${t.held} | ${t.heldRight} |`);
    console.log("");
  }
  if (process.env.MEETING_PATHS_MISSES || process.env.MEETING_PATHS_UNLABELLED || process.env.MEETING_PATHS_HELD) for (const m of misses) console.log(`  ${m}`);
}

if (process.argv[1]?.endsWith("meeting-paths.ts")) void main();

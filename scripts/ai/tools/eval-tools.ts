// The voice tools' figures on their development and test splits, for `npm run eval:ai` and the
// floors in tests/unit/ai/tools-quality.test.ts. Run alone: `npx tsx scripts/ai/tools/eval-tools.ts`
// (EVAL_VERBOSE=1 also lists the brainstorm starters that fail the grammar test).
import { brainstormDev } from "@/tests/fixtures/ai/sets/brainstorm-dev";
import { brainstormTest } from "@/tests/fixtures/ai/sets/brainstorm-test";
import { lectureDev } from "@/tests/fixtures/ai/sets/lecture-dev";
import { lectureTest } from "@/tests/fixtures/ai/sets/lecture-test";
import { legalDev } from "@/tests/fixtures/ai/sets/legal-dev";
import { legalTest } from "@/tests/fixtures/ai/sets/legal-test";
import { MEETING_DEV_DATE, meetingDev } from "@/tests/fixtures/ai/sets/meeting-dev";
import { MEETING_TEST_DATE, meetingTest } from "@/tests/fixtures/ai/sets/meeting-test";
import { pronunciationDev } from "@/tests/fixtures/ai/sets/pronunciation-dev";
import { pronunciationTest } from "@/tests/fixtures/ai/sets/pronunciation-test";
import { brainstormFigures } from "./eval-brainstorm";
import { lectureFigures } from "./eval-lecture";
import { legalFigures } from "./eval-legal";
import { meetingFigures } from "./eval-meeting";
import { pronunciationFigures } from "./eval-pronunciation";
import type { Figure } from "./match";

export type Split = "dev" | "test";
export type Job = "lecture" | "meeting" | "legal" | "brainstorm" | "pronunciation";

/** Legal dictations are formatted as if on this day (a fixed day, so no date depends on the clock). */
export const LEGAL_EVAL_DATE = new Date("2027-03-09T10:00:00Z");

const verbose = (item: { id: string }, starter: string, faults: string[]) => {
  if (process.env.EVAL_VERBOSE) console.log(`  ${item.id}: ${starter} [${faults.join(", ")}]`);
};

export async function toolFigures(job: Job, split: Split): Promise<Figure[]> {
  const test = split === "test";
  switch (job) {
    case "lecture":
      return lectureFigures(test ? lectureTest : lectureDev);
    case "meeting":
      return test ? meetingFigures(meetingTest, MEETING_TEST_DATE) : meetingFigures(meetingDev, MEETING_DEV_DATE);
    case "legal":
      return legalFigures(test ? legalTest : legalDev, LEGAL_EVAL_DATE);
    case "brainstorm":
      return brainstormFigures(test ? brainstormTest : brainstormDev, test ? undefined : verbose);
    case "pronunciation":
      return pronunciationFigures(test ? pronunciationTest : pronunciationDev);
  }
}

export const JOBS: Job[] = ["lecture", "meeting", "legal", "brainstorm", "pronunciation"];

const SIZES: Record<Job, [number, number]> = {
  lecture: [lectureDev.length, lectureTest.length],
  meeting: [meetingDev.length, meetingTest.length],
  legal: [legalDev.length, legalTest.length],
  brainstorm: [brainstormDev.length, brainstormTest.length],
  pronunciation: [pronunciationDev.length, pronunciationTest.length],
};

export async function printToolFigures(row: (cells: string[]) => void, jobs: Job[] = JOBS): Promise<void> {
  console.log("\n## Voice tools: development and test splits (tests/fixtures/ai/sets)\n");
  row(["job", "metric", `development`, `test (held out)`]);
  row(["---", "---", "---", "---"]);
  for (const job of jobs) {
    const [dev, test] = [await toolFigures(job, "dev"), await toolFigures(job, "test")];
    dev.forEach((d, i) => {
      const t = test[i];
      const cell = (f: Figure) => (Number.isNaN(f.value) ? `- (n=${f.n})` : `${f.value.toFixed(3)} (n=${f.n})`);
      row([`${job} (${SIZES[job][0]} / ${SIZES[job][1]} items)`, d.metric, cell(d), cell(t)]);
    });
  }
}

if (process.argv[1]?.endsWith("eval-tools.ts")) {
  const only = process.argv.slice(2).filter((a): a is Job => (JOBS as string[]).includes(a));
  void printToolFigures((cells) => console.log(`| ${cells.join(" | ")} |`), only.length ? only : JOBS);
}

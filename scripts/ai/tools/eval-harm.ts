// The voice tools scored for harm and for their job (eval-fresh.ts) on the rule-writer's
// development items (tests/fixtures/ai/sets/harm-dev.ts) and on the fresh held-out sets
// (tests/fixtures/ai/fresh, written apart from the rules and never read while changing them).
// Run alone: `npx tsx scripts/ai/tools/eval-harm.ts` (EVAL_VERBOSE=1 lists each miss of the dev items).
import { freshBrainstorm } from "@/tests/fixtures/ai/fresh/brainstorm";
import { freshLecture } from "@/tests/fixtures/ai/fresh/lecture";
import { freshLegal } from "@/tests/fixtures/ai/fresh/legal";
import { freshMeeting } from "@/tests/fixtures/ai/fresh/meeting";
import { brainstormHarmDev, lectureHarmDev, legalHarmDev, meetingHarmDev } from "@/tests/fixtures/ai/sets/harm-dev";
import { freshBrainstormFigures, freshLectureFigures, freshLegalFigures, freshMeetingFigures } from "./eval-fresh";
import type { Figure } from "./match";

export type HarmJob = "legal" | "meeting" | "lecture" | "brainstorm";
export const HARM_JOBS: HarmJob[] = ["legal", "meeting", "lecture", "brainstorm"];

type Log = (id: string, message: string) => void;
const verbose: Log = (id, message) => {
  if (process.env.EVAL_VERBOSE) console.log(`  ${id}: ${message}`);
};

const SETS = {
  dev: { legal: legalHarmDev, meeting: meetingHarmDev, lecture: lectureHarmDev, brainstorm: brainstormHarmDev },
  fresh: { legal: freshLegal, meeting: freshMeeting, lecture: freshLecture, brainstorm: freshBrainstorm },
};

export async function harmFigures(job: HarmJob, split: "dev" | "fresh", log: Log = () => {}): Promise<Figure[]> {
  const sets = SETS[split];
  switch (job) {
    case "legal":
      return freshLegalFigures(sets.legal, log);
    case "meeting":
      return freshMeetingFigures(sets.meeting, log);
    case "lecture":
      return freshLectureFigures(sets.lecture, log);
    case "brainstorm":
      return freshBrainstormFigures(sets.brainstorm, log);
  }
}

export async function printHarmFigures(row: (cells: string[]) => void, jobs: HarmJob[] = HARM_JOBS): Promise<void> {
  console.log("\n## Voice tools: harm and job (tests/fixtures/ai/fresh held out)\n");
  row(["job", "metric", "development", "fresh (held out)"]);
  row(["---", "---", "---", "---"]);
  const cell = (f?: Figure) => (!f || Number.isNaN(f.value) ? `- (n=${f?.n ?? 0})` : `${f.value.toFixed(3)} (n=${f.n})`);
  for (const job of jobs) {
    const [dev, fresh] = [await harmFigures(job, "dev", verbose), await harmFigures(job, "fresh")];
    const sizes = `${SETS.dev[job].length} / ${SETS.fresh[job].length} items`;
    dev.forEach((d, i) => row([`${job} (${sizes})`, d.metric, cell(d), cell(fresh[i])]));
  }
}

if (process.argv[1]?.endsWith("eval-harm.ts")) {
  const only = process.argv.slice(2).filter((a): a is HarmJob => (HARM_JOBS as string[]).includes(a));
  void printHarmFigures((cells) => console.log(`| ${cells.join(" | ")} |`), only.length ? only : HARM_JOBS);
}

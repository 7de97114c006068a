// Each rule path of the lecture notes (lib/ai/local/lecture.ts, lecturePaths) scored on readable lecture
// sets: per decision that listed a key term ("defined", "stressed", "repeated", ...; with where the
// candidate came from: "frequent" noun chunk, "defined-candidate", "stressed-candidate") and per kind
// of review question ("what-is", "explain", "difference", with the path of the term asked about), how
// many outputs it gave and how many the harm scorer counts wrong (scripts/ai/tools/eval-fresh.ts
// freshLectureFigures: an example's noun, a definition not the lecture's). A path that is wrong more
// than rarely on a set met for the first time is one to make abstain. Held-out sets are never read here.
// Run: `npx tsx scripts/ai/experiments/lecture-paths.ts` (LECTURE_PATHS_SETS=fresh12 or dev,fresh to pick
// sets, pooled; LECTURE_PATHS_MISSES=1 lists each wrong output with its path; LECTURE_PATHS_ALL=1 lists
// every output).
import { existsSync } from "node:fs";
import path from "node:path";
import { lecturePaths } from "@/lib/ai/local/lecture";
import { freshLecture } from "@/tests/fixtures/ai/fresh/lecture";
import { fresh10Lecture } from "@/tests/fixtures/ai/fresh10/lecture";
import { fresh11Lecture } from "@/tests/fixtures/ai/fresh11/lecture";
import { fresh4Lecture } from "@/tests/fixtures/ai/fresh4/lecture";
import { fresh5Lecture } from "@/tests/fixtures/ai/fresh5/lecture";
import { fresh6Lecture } from "@/tests/fixtures/ai/fresh6/lecture";
import { fresh7Lecture } from "@/tests/fixtures/ai/fresh7/lecture";
import { fresh8Lecture } from "@/tests/fixtures/ai/fresh8/lecture";
import { fresh9Lecture } from "@/tests/fixtures/ai/fresh9/lecture";
import type { FreshLecture } from "@/tests/fixtures/ai/fresh/types";
import { lectureHarmDev } from "@/tests/fixtures/ai/sets/harm-dev";
import { freshLectureFigures, type LectureVerdict } from "../tools/eval-fresh";
import { contentStems } from "../tools/match";

const READABLE: Record<string, () => Promise<FreshLecture[]>> = {
  dev: async () => lectureHarmDev,
  fresh: async () => freshLecture,
  fresh4: async () => fresh4Lecture,
  fresh5: async () => fresh5Lecture,
  fresh6: async () => fresh6Lecture,
  fresh7: async () => fresh7Lecture,
  fresh8: async () => fresh8Lecture,
  fresh9: async () => fresh9Lecture,
  fresh10: async () => fresh10Lecture,
  // (development since 2026-11-30 16:00 UTC)
  fresh11: async () => fresh11Lecture,
  // the calibration set (written apart from the rules), when it is in the tree
  fresh12: async () => {
    const file = path.join(process.cwd(), "tests/fixtures/ai/fresh12/lecture.ts");
    if (!existsSync(file)) return [];
    const mod = (await import(file)) as Record<string, FreshLecture[]>;
    return Object.values(mod).find(Array.isArray) ?? [];
  },
};

type Tally = { given: number; wrong: number; sets: Set<string> };
const tallies = {
  term: new Map<string, Tally>(),
  "term decision": new Map<string, Tally>(),
  "definition, by its content words": new Map<string, Tally>(),
  question: new Map<string, Tally>(),
  "question kind": new Map<string, Tally>(),
};
/** A definition's length in content words, in bands. */
const band = (text: string) => {
  const n = contentStems(text).length;
  return n <= 2 ? "1-2" : n <= 4 ? "3-4" : n <= 7 ? "5-7" : n <= 11 ? "8-11" : "12+";
};
const count = (kind: keyof typeof tallies, key: string, set: string, wrong: boolean) => {
  const t = tallies[kind].get(key) ?? { given: 0, wrong: 0, sets: new Set<string>() };
  t.given++;
  if (wrong) {
    t.wrong++;
    t.sets.add(set);
  }
  tallies[kind].set(key, t);
};

async function main() {
  const chosen = (process.env.LECTURE_PATHS_SETS ?? Object.keys(READABLE).join(",")).split(",").filter((s) => s in READABLE);
  const lines: string[] = [];
  let [outputs, wrong] = [0, 0];
  for (const set of chosen) {
    const items = await READABLE[set]();
    const verdicts: LectureVerdict[] = [];
    await freshLectureFigures(items, undefined, (v) => verdicts.push(v));
    for (const v of verdicts) {
      const paths = lecturePaths(v.notes) ?? { terms: [], questions: [] };
      v.notes.keyTerms.forEach((t, i) => {
        const p = paths.terms[i] ?? "untagged";
        const bad = v.termWrong[i];
        count("term", p, set, bad);
        count("term decision", p.split("/")[0], set, bad);
        if (t.definition) count("definition, by its content words", band(t.definition), set, bad);
        outputs++;
        if (bad) wrong++;
        if (bad || process.env.LECTURE_PATHS_ALL) lines.push(`${bad ? "WRONG" : "ok   "} ${set} ${v.item.id} term [${p}] ${t.term}${t.definition ? ` = ${t.definition}` : ""}`);
      });
      v.notes.questions.forEach((q, i) => {
        const p = paths.questions[i] ?? "untagged";
        const bad = v.questionWrong[i];
        count("question", p, set, bad);
        count("question kind", p.replace(/<-(\S+?)\/\S+$/, "<-$1"), set, bad);
        outputs++;
        if (bad) wrong++;
        if (bad || process.env.LECTURE_PATHS_ALL) lines.push(`${bad ? "WRONG" : "ok   "} ${set} ${v.item.id} question [${p}] ${q}`);
      });
    }
  }
  console.log(`\nLecture paths on ${chosen.join(", ")} pooled: ${wrong} of ${outputs} outputs wrong (by the harm scorer)\n`);
  for (const kind of Object.keys(tallies) as Array<keyof typeof tallies>) {
    console.log(`| ${kind} path | given | wrong | share wrong | sets with a wrong one |`);
    console.log("| --- | --- | --- | --- | --- |");
    const rows = [...tallies[kind].entries()].sort((x, y) => y[1].given - x[1].given || x[0].localeCompare(y[0]));
    for (const [p, t] of rows) console.log(`| ${p} | ${t.given} | ${t.wrong} | ${(t.wrong / t.given).toFixed(3)} | ${[...t.sets].join(" ")} |`);
    console.log("");
  }
  if (process.env.LECTURE_PATHS_MISSES || process.env.LECTURE_PATHS_ALL) for (const l of lines) console.log(`  ${l}`);
}

void main();

// Every key term and question the lecture notes give on the development lecture sets, with the
// decision that listed it (lib/ai/local/lecture.ts lecturePaths) and what the scorer makes of it:
// a labelled defined or stressed term, an example's noun, a definition not the lecture's, or an
// unlabelled term with a person's verdict (tests/fixtures/ai/judged-unlabelled.ts, fresh13/judged.ts).
// Held-out sets are never read here.
// Run: `npx tsx scripts/ai/experiments/lecture-chatter.ts` (LECTURE_SETS=dev,fresh to pick sets;
// LECTURE_LIST=wrong lists the wrong outputs, LECTURE_LIST=all every output).
import { lecturePaths } from "@/lib/ai/local/lecture";
import { DEVELOPMENT_JUDGEMENTS, SETS, HELD_OUT, type HarmSplit } from "../tools/eval-harm";
import { freshLectureFigures, type LectureVerdict } from "../tools/eval-fresh";
import { indexJudgements, lectureItemText } from "../tools/unlabelled";

const judgements = indexJudgements(DEVELOPMENT_JUDGEMENTS);

/** Up to 20 words either side of each saying of the term, to read why it was listed. */
function contextOf(term: string, notes: string): string[] {
  const words = notes.split(/\s+/);
  const said = term.toLowerCase().split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i + said.length <= words.length; i++) {
    if (said.every((w, k) => words[i + k].toLowerCase().replace(/[^\p{L}\p{N}']/gu, "").replace(/s$/, "") === w.replace(/s$/, ""))) out.push(`      ... ${words.slice(Math.max(0, i - 20), i + said.length + 20).join(" ")} ...`);
  }
  return out.slice(0, 3);
}

async function main() {
  const all = (Object.keys(SETS) as HarmSplit[]).filter((s) => !HELD_OUT.includes(s) && SETS[s].lecture.length > 0);
  const chosen = (process.env.LECTURE_SETS ?? all.join(",")).split(",").filter((s): s is HarmSplit => all.includes(s as HarmSplit));
  const tally = new Map<string, { given: number; chatter: number; labelWrong: number; unjudged: number; labelled: number }>();
  const lines: string[] = [];
  let [outputs, wrong] = [0, 0];
  for (const set of chosen) {
    const verdicts: LectureVerdict[] = [];
    await freshLectureFigures(SETS[set].lecture, undefined, (v) => verdicts.push(v));
    for (const v of verdicts) {
      const paths = lecturePaths(v.notes) ?? { terms: [], questions: [] };
      v.notes.keyTerms.forEach((t, i) => {
        const p = paths.terms[i] ?? "untagged";
        const verdict = v.termUnlabelled[i] ? judgements(set, v.item.id, "lecture", lectureItemText(t.term, t.definition))?.verdict ?? "unjudged" : v.termWrong[i] ? "label-wrong" : "labelled";
        const row = tally.get(p) ?? { given: 0, chatter: 0, labelWrong: 0, unjudged: 0, labelled: 0 };
        row.given++;
        if (verdict === "chatter") row.chatter++;
        if (verdict === "label-wrong") row.labelWrong++;
        if (verdict === "unjudged") row.unjudged++;
        if (verdict === "labelled") row.labelled++;
        tally.set(p, row);
        outputs++;
        const bad = verdict === "chatter" || verdict === "label-wrong";
        if (bad) wrong++;
        if (process.env.LECTURE_LIST === "all" || (process.env.LECTURE_LIST === "wrong" && (bad || verdict === "unjudged"))) {
          lines.push(`${verdict.padEnd(11)} ${set} ${v.item.id} [${p}] {${paths.evidence?.[i] ?? ""}} ${t.term}${t.definition ? ` = ${t.definition}` : ""}`);
          if (process.env.LECTURE_CONTEXT) lines.push(...contextOf(t.term, v.notes.formattedNotes.split("## Full notes\n")[1] ?? ""));
        }
      });
      v.notes.questions.forEach((q, i) => {
        outputs++;
        if (v.questionWrong[i]) wrong++;
        if (process.env.LECTURE_LIST === "all" || (process.env.LECTURE_LIST === "wrong" && v.questionWrong[i])) lines.push(`${v.questionWrong[i] ? "q-wrong    " : "q-ok       "} ${set} ${v.item.id} [${paths.questions[i] ?? "?"}] ${q}`);
      });
    }
  }
  console.log(`\nLecture outputs on ${chosen.join(", ")}: ${wrong} of ${outputs} wrong (labels or judged chatter)\n`);
  console.log("| term path | given | labelled | label wrong | chatter | unjudged |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const [p, r] of [...tally.entries()].sort((a, b) => b[1].given - a[1].given)) console.log(`| ${p} | ${r.given} | ${r.labelled} | ${r.labelWrong} | ${r.chatter} | ${r.unjudged} |`);
  for (const l of lines) console.log(l);
}

void main();

// The output items of the development splits that match no label and that nobody has judged yet
// (tests/fixtures/ai/judged-unlabelled.ts), each with the transcript around it, to be judged
// "chatter" or "fine". Held-out splits are refused: their items are never shown, but to the one person who
// judges them and changes no rule (JUDGE_HELD_OUT=1, verdicts in the judged.ts beside each held-out set).
// `npx tsx scripts/ai/tools/list-unlabelled.ts [meeting|lecture] [split ...]` (LIST_ALL=1: judged ones too).
import { DEVELOPMENT_JUDGEMENTS, HARM_SPLITS, HELD_OUT, HELD_OUT_JUDGEMENTS, SETS, type HarmSplit } from "./eval-harm";
import { freshLectureFigures, freshMeetingFigures } from "./eval-fresh";
import { indexJudgements, lectureItemText, meetingItemText, type UnlabelledTool } from "./unlabelled";
import { contentStems, stemOf, wordsOf } from "./match";

/** The transcript's words around the place that holds most of `text`'s content words. */
function around(transcript: string, text: string, span = 28): string {
  const words = transcript.split(/\s+/);
  const want = new Set(contentStems(text));
  let best = { at: 0, score: -1 };
  for (let i = 0; i < words.length; i++) {
    const window = new Set(words.slice(i, i + 12).flatMap((w) => wordsOf(w).map(stemOf)));
    const score = [...want].filter((w) => window.has(w)).length;
    if (score > best.score) best = { at: i, score };
  }
  return words.slice(Math.max(0, best.at - span), best.at + 12 + span).join(" ");
}

async function main() {
  const args = process.argv.slice(2);
  const tools = (["meeting", "lecture"] as UnlabelledTool[]).filter((t) => args.includes(t));
  const asked = args.filter((a) => a !== "meeting" && a !== "lecture");
  const judgeHeldOut = process.env.JUDGE_HELD_OUT === "1";
  if (!judgeHeldOut && asked.some((s) => HELD_OUT.includes(s as HarmSplit))) throw new Error("held-out splits are never listed");
  const splits = judgeHeldOut
    ? asked.filter((s): s is HarmSplit => HELD_OUT.includes(s as HarmSplit))
    : (asked.length ? asked : HARM_SPLITS).filter((s): s is HarmSplit => (HARM_SPLITS as string[]).includes(s) && !HELD_OUT.includes(s as HarmSplit));
  const judged = indexJudgements(judgeHeldOut ? HELD_OUT_JUDGEMENTS : DEVELOPMENT_JUDGEMENTS);
  const all = Boolean(process.env.LIST_ALL);
  for (const split of splits) {
    for (const tool of tools.length ? tools : (["meeting", "lecture"] as UnlabelledTool[])) {
      const show = (id: string, text: string, transcript: string, shown = text) => {
        const j = judged(split, id, tool, text);
        if (j && !all) return;
        console.log(`\n{ set: "${split}", id: "${id}", tool: "${tool}", text: ${JSON.stringify(text)}, verdict: "${j?.verdict ?? "?"}", reason: ${JSON.stringify(j?.reason ?? "")} },`);
        console.log(`  // ${shown}\n  // ... ${around(transcript, text)} ...`);
      };
      if (tool === "meeting")
        await freshMeetingFigures(SETS[split].meeting, undefined, (v) => {
          if (v.unlabelled) show(v.item.id, meetingItemText(v.output.task), v.item.transcript, `${v.output.assignee ?? "-"}: ${v.output.task} (${v.output.dueDate ?? ""}; meeting ${v.item.meetingDate})`);
        });
      else
        await freshLectureFigures(SETS[split].lecture, undefined, (v) =>
          v.notes.keyTerms.forEach((t, k) => {
            if (v.termUnlabelled[k]) show(v.item.id, lectureItemText(t.term, t.definition), v.item.transcript);
          }),
        );
    }
  }
}

void main();

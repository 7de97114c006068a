// Meeting minutes' transcript on turns said across the recogniser's pauses (tests/fixtures/ai/sets/meeting-pauses-dev.ts):
// the mark after each word against a careful minute-taker's, at the pauses and elsewhere, with and without the phrases
// sent (as the Meeting page sends them), and the verbless sentences the engine ended.
// Run: `npx tsx scripts/ai/tools/eval-meeting-pauses.ts` (EVAL_VERBOSE=1 lists each item that differs).
import { processMeeting } from "@/lib/ai/local/meeting";
import { writePhrases } from "@/lib/voice-tools/text";
import { meetingPausesDev, type PausedMeetingTurns } from "@/tests/fixtures/ai/sets/meeting-pauses-dev";
import { fragmentFigures } from "../kept-marks";
import { f1, figureCell, ratio, type Figure } from "./match";

type Gap = "none" | "comma" | "stop" | "question";
type Marked = { word: string; gap: Gap; paused: boolean };

/** Each word of `text` (lower case, no marks) with the mark after it; `|` marks a pause before the next word. */
function marked(text: string): Marked[] {
  const out: Marked[] = [];
  let paused = false;
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (token === "|") {
      if (out.length) out[out.length - 1].paused = true;
      continue;
    }
    const word = token.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, "");
    if (!word) continue;
    const gap: Gap = /\?$/.test(token) ? "question" : /[.!]$/.test(token) ? "stop" : /[,;:]$/.test(token) ? "comma" : "none";
    out.push({ word, gap, paused });
    paused = false;
  }
  return out;
}

/** The phrases the recogniser would send for an item: its words between pauses, lower case, no marks. */
export function phrasesOf(item: PausedMeetingTurns): string[] {
  return item.said.split("|").map((p) => p.toLowerCase().replace(/[^\p{L}\p{N}'\s]+/gu, "").replace(/\s+/g, " ").trim());
}

const isEnd = (g: Gap) => g === "stop" || g === "question";

export function meetingPauseFigures(withPhrases: boolean, log: (m: string) => void = () => {}): Figure[] {
  const counts = { pause: { endRight: 0, endGiven: 0, endWanted: 0, commaRight: 0, commaGiven: 0, commaWanted: 0, exact: 0, n: 0 }, other: { endRight: 0, endGiven: 0, endWanted: 0, commaRight: 0, commaGiven: 0, commaWanted: 0, exact: 0, n: 0 } };
  let questions = 0, questionsRight = 0, aligned = 0;
  const outputs: string[] = [];
  for (const item of meetingPausesDev) {
    const phrases = phrasesOf(item);
    const transcript = writePhrases(phrases);
    const out = processMeeting({ transcript, meetingTitle: "Meeting", participants: item.participants, ...(withPhrases ? { phrases } : {}) }).transcript;
    outputs.push(out);
    const want = marked(item.said);
    const have = marked(out);
    if (want.map((w) => w.word).join(" ") !== have.map((w) => w.word).join(" ")) {
      log(`${item.id}: words differ: ${out}`);
      continue;
    }
    aligned++;
    let differs = false;
    // (the text's last word: its end is always written)
    want.slice(0, -1).forEach((w, k) => {
      const c = counts[w.paused ? "pause" : "other"];
      const h = have[k].gap;
      c.n++;
      if ((isEnd(h) && isEnd(w.gap)) || h === w.gap) c.exact++;
      else differs = true;
      if (isEnd(h)) c.endGiven++;
      if (isEnd(w.gap)) c.endWanted++;
      if (isEnd(h) && isEnd(w.gap)) c.endRight++;
      if (h === "comma") c.commaGiven++;
      if (w.gap === "comma") c.commaWanted++;
      if (h === "comma" && w.gap === "comma") c.commaRight++;
    });
    want.forEach((w, k) => {
      if (w.gap !== "question") return;
      questions++;
      if (have[k].gap === "question") questionsRight++;
      else differs = true;
    });
    if (differs) log(`${item.id}: ${out}   [want: ${item.said.replace(/ \| /g, " ")}]`);
  }
  const fragments = fragmentFigures(outputs);
  const figures: Figure[] = [{ metric: "items whose words came back in order", value: ratio(aligned, meetingPausesDev.length), n: meetingPausesDev.length }];
  for (const [name, c] of Object.entries(counts)) {
    const where = name === "pause" ? "at a pause" : "between words with no pause";
    figures.push({ metric: `${where}: the minute-taker's mark (or none)`, value: ratio(c.exact, c.n), n: c.n });
    // (every sentence of the set ends at a pause or at the end: elsewhere only wrong ends can be counted)
    if (name === "pause") figures.push({ metric: `${where}: sentence-end F1`, value: f1(ratio(c.endRight, c.endGiven), ratio(c.endRight, c.endWanted)), n: c.endWanted });
    figures.push(
      { metric: `${where}: sentence ends given that are right`, value: ratio(c.endRight, c.endGiven), n: c.endGiven },
      { metric: `${where}: comma F1`, value: f1(ratio(c.commaRight, c.commaGiven), ratio(c.commaRight, c.commaWanted)), n: c.commaWanted },
    );
  }
  figures.push(
    { metric: "question marks where the minute-taker puts one", value: ratio(questionsRight, questions), n: questions },
    { metric: "verbless fragments among the sentences ended", value: fragments.fragments, n: fragments.sentences, count: true },
  );
  for (const f of fragments.examples) log(`fragment: ${f}`);
  return figures;
}

if (process.argv[1]?.endsWith("eval-meeting-pauses.ts")) {
  const verbose = process.env.EVAL_VERBOSE ? (m: string) => console.log(`  ${m}`) : undefined;
  const without = meetingPauseFigures(false, verbose);
  const withP = meetingPauseFigures(true, verbose);
  console.log(`| metric | transcript only | with the phrases |\n| --- | --- | --- |`);
  without.forEach((f, i) => console.log(`| ${f.metric} | ${figureCell(f)} | ${figureCell(withP[i])} |`));
}

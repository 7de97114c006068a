// A voice tool's answer never shows two marks in a row that the speaker did not say ("Okay,, so
// Sue", "the end. .", "Friday,.", "really??"): whatever joined two pieces of text (a template's
// full stop after a title that has one, a comma put before a joiner that had one), the reader
// sees one mark. A run said or typed in the input, an ellipsis, and an abbreviation's full
// stop before its comma ("etc.,", "Case No.:", "a.m.,") stay as they are. Pure code.

/** Two or more marks in a row, spaces allowed between them ("??", ",,", ". .", ",.", ":."). */
const MARK_RUN = /[,;:.?!](?:[ \t]*[,;:.?!])+/g;
/** A word whose own full stop may stand before a comma or colon ("etc.", "Inc.", "a.m.", "Case No.:"). */
const ABBREVIATION = /(?:\b(?:etc|al|inc|ltd|co|corp|plc|vs|approx|fig|vol|mr|mrs|ms|dr|prof|st|jr|sr)|(?:\b\p{L}\.)+\p{L})$/iu;

const compact = (run: string) => run.replace(/[ \t]+/g, "");

/** The one mark a run stands for: a question or an exclamation that was asked, else the mark the text went on with. */
function singleMark(run: string): string {
  const marks = compact(run);
  if (marks.includes("?")) return "?";
  if (marks.includes("!")) return "!";
  return marks[marks.length - 1];
}

/** `text` with each run of marks not found in `said` written as one mark. */
export function withoutDoubledMarks(text: string, said: string): string {
  const saidRuns = new Set([...said.matchAll(MARK_RUN)].map((m) => compact(m[0])));
  return text.replace(MARK_RUN, (run: string, at: number, whole: string) => {
    const marks = compact(run);
    if (saidRuns.has(marks) || /\.\.\./.test(marks)) return run;
    // ("etc., and so on", "Case No.: C-1": the full stop is the word's own, the mark after it the sentence's)
    const before = whole.slice(Math.max(0, at - 12), at);
    if (marks.length === 2 && run.length === 2 && marks[0] === "." && /[,;:?!]/.test(marks[1]) && (ABBREVIATION.test(before) || (/\bno$/i.test(before) && marks[1] === ":"))) return run;
    return singleMark(run);
  });
}

/**
 * Every string of a tool's answer (summary, points, items, transcript, document) without marks doubled that what was said
 * (the job's input: its transcript, phrases and prompt) does not have. The answer is changed in place (its objects stay the ones the engine made) and returned.
 */
export function answerWithoutDoubledMarks<T extends object>(answer: T, input: { transcript: string; phrases?: string[]; prompt?: string }): T {
  const said = [input.transcript, ...(input.phrases ?? []), input.prompt ?? ""].join("\n");
  const clean = (node: Record<string, unknown> | unknown[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") (node as Record<string, unknown>)[key] = withoutDoubledMarks(value, said);
      else if (value && typeof value === "object") clean(value as Record<string, unknown>);
    }
  };
  clean(answer as Record<string, unknown>);
  return answer;
}

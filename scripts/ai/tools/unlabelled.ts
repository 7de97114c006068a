// Output items that match no label: a meeting action that is no labelled action, status update or
// decision, a lecture key term that is no defined, stressed or example term. The labels cannot say
// whether such an item is wrong, so a person judges each one of the development sets once
// (tests/fixtures/ai/judged-unlabelled.ts): "chatter" (a reader would not want it) counts as harm,
// "fine" (a real action or term the label writer left out) does not, and an item nobody has judged yet
// is counted apart, so a rule that starts listing new unlabelled things shows up to be judged.

export type UnlabelledTool = "meeting" | "lecture";
export type Verdict = "chatter" | "fine";

export type Judgement = {
  /** The evaluation split (eval-harm.ts: dev, fresh, fresh4 ...), the item's id in it and the tool. */
  set: string;
  id: string;
  tool: UnlabelledTool;
  /** What the reader sees: the action's task, or the key term with its definition (`term = definition`). */
  text: string;
  verdict: Verdict;
  /** Why, in a line, from the transcript around it. */
  reason: string;
};

/** The item's words, lower case, marks and spacing dropped ("Put them up." = "put them up"). */
export function normaliseItem(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
}

/** What a meeting action or a lecture key term shows the reader, as judged. */
export const meetingItemText = (task: string) => task;
export const lectureItemText = (term: string, definition?: string | null) => (definition ? `${term} = ${definition}` : term);

export const judgementKey = (set: string, id: string, tool: UnlabelledTool, text: string) => `${set}\u0000${id}\u0000${tool}\u0000${normaliseItem(text)}`;

export type JudgementIndex = (set: string, id: string, tool: UnlabelledTool, text: string) => Judgement | undefined;

/** A lookup over `judgements`; two different verdicts for one item are an error in the file. */
export function indexJudgements(judgements: readonly Judgement[]): JudgementIndex {
  const byKey = new Map<string, Judgement>();
  for (const j of judgements) {
    const key = judgementKey(j.set, j.id, j.tool, j.text);
    const had = byKey.get(key);
    if (had && had.verdict !== j.verdict) throw new Error(`two verdicts for ${j.set} ${j.id}: "${j.text}"`);
    byKey.set(key, j);
  }
  return (set, id, tool, text) => byKey.get(judgementKey(set, id, tool, text));
}

/** Unlabelled items of one split: how many, how many judged chatter, how many nobody has judged. */
export type UnlabelledCount = { listed: number; chatter: number; unjudged: number };

export const noUnlabelled = (): UnlabelledCount => ({ listed: 0, chatter: 0, unjudged: 0 });

/** Counts one output item that matches no label, with the verdict a person gave it (if any). */
export function countUnlabelled(count: UnlabelledCount, judgement: Verdict | undefined): void {
  count.listed++;
  if (judgement === "chatter") count.chatter++;
  if (!judgement) count.unjudged++;
}

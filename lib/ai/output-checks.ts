// Checks on model output beyond its schema: punctuation must keep the writer's words, an
// enhanced document must not shrink into a summary. A failed check is treated like invalid
// output, so the local engine answers instead.
import { AiProviderError } from "@/lib/ai/errors";
import type { JobInputs, JobName, JobOutputs } from "@/lib/ai/provider";
import { FILLERS } from "@/lib/ai/local/lexicon";
import { wordTokens } from "@/lib/ai/local/text";

function contentWords(text: string): string[] {
  return wordTokens(text).filter((w) => !FILLERS.has(w) && w !== "you" && w !== "know");
}

/** Share of the input's words (as a multiset) that the output still contains. */
export function keptWordShare(input: string, output: string): number {
  const want = contentWords(input);
  if (want.length === 0) return 1;
  const have = new Map<string, number>();
  for (const w of contentWords(output)) have.set(w, (have.get(w) ?? 0) + 1);
  let kept = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      kept++;
      have.set(w, n - 1);
    }
  }
  return kept / want.length;
}

export function checkOutput<J extends JobName>(job: J, input: JobInputs[J], output: JobOutputs[J]): JobOutputs[J] {
  if (job === "enhancePunctuation") {
    const { text } = input as JobInputs["enhancePunctuation"];
    const { enhancedText } = output as JobOutputs["enhancePunctuation"];
    const extra = contentWords(enhancedText).length - contentWords(text).length;
    if (keptWordShare(text, enhancedText) < 0.97 || extra > Math.max(2, contentWords(text).length * 0.03)) {
      throw new AiProviderError("invalid_output", "the punctuated text changed the writer's words");
    }
  }
  if (job === "enhanceDocument") {
    const { content } = input as JobInputs["enhanceDocument"];
    const result = (output as JobOutputs["enhanceDocument"]).content;
    if (!result.trim() || keptWordShare(content, result) < 0.6) {
      throw new AiProviderError("invalid_output", "the enhanced document lost too much of the original");
    }
  }
  if (job === "processMeeting") {
    const { participants } = input as JobInputs["processMeeting"];
    const minutes = output as JobOutputs["processMeeting"];
    // An assignee must be someone on the list; otherwise drop it rather than invent one.
    const known = new Set(participants.map((p) => p.toLowerCase()));
    minutes.actionItems = minutes.actionItems.map(({ assignee, ...rest }) =>
      assignee && !known.has(assignee.toLowerCase()) ? rest : { assignee, ...rest },
    );
  }
  // (no doubled-mark net here: a model's "et al.,", "p.m.?" and "?!" are its own writing; the local engine's
  // answers, where two joined pieces can double a mark, go through lib/ai/doubled-marks.ts in providers/local.ts)
  return output;
}

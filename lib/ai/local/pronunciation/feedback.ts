// Local pronunciation engine: turns a scored comparison into the Feedback shape (accuracy, feedback,
// phoneticsCorrection, improvements, strengths), always naming the actual words.
import type { PronunciationFeedback } from "@/lib/ai/schemas";
import { joinList, unique } from "@/lib/ai/local/text";

export type WordOutcome =
  | { kind: "correct"; target: string }
  | { kind: "wrong"; target: string; heard: string; detail?: string; hint?: string }
  | { kind: "missing"; target: string }
  | { kind: "extra"; heard: string };

export type Scored = {
  outcomes: WordOutcome[];
  /** Weighted mistakes (phonemes or letters) and the size of the target in the same units. */
  errors: number;
  size: number;
  /** How many target words (or characters) there are, and how many came out right. */
  total: number;
  correct: number;
  unit: "word" | "character" | "sound";
  /** Extra praise, such as "Good 'th' in 'three'". */
  praise?: string[];
  /** A general tip for the language when something went wrong. */
  generalHint?: string;
};

const MAX_ITEMS = 8;
const q = (s: string) => `'${s}'`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

export function accuracyOf(errors: number, size: number): number {
  if (errors <= 0) return 100;
  if (size <= 0) return 0;
  return Math.min(99, Math.max(0, Math.round(100 * (1 - errors / size))));
}

function wrongSentence(o: Extract<WordOutcome, { kind: "wrong" }>): string {
  const detail = o.detail ? `: ${o.detail}.` : ".";
  const hint = o.hint ? ` ${capitalise(o.hint)}.` : "";
  return `You said ${q(o.heard)} for ${q(o.target)}${detail}${hint}`;
}

function improvementsOf(scored: Scored, accuracy: number): string[] {
  const wrong = scored.outcomes.filter((o): o is Extract<WordOutcome, { kind: "wrong" }> => o.kind === "wrong");
  const missing = unique(scored.outcomes.flatMap((o) => (o.kind === "missing" ? [o.target] : [])));
  const extra = unique(scored.outcomes.flatMap((o) => (o.kind === "extra" ? [o.heard] : [])));
  const out = unique(wrong.map(wrongSentence)).slice(0, 5);
  if (missing.length)
    out.push(`You left out ${joinList(missing.slice(0, 6).map(q))}${missing.length > 6 ? " and more" : ""}: say every ${scored.unit}, even the small ones.`);
  if (extra.length)
    out.push(`You added ${joinList(extra.slice(0, 6).map(q))}, which ${extra.length === 1 ? "is" : "are"} not in the text.`);
  if (wrong.length && scored.generalHint) out.push(scored.generalHint);
  if (accuracy === 100) out.push("Say it again a little faster, keeping every sound just as clear.");
  else if (accuracy < 50) out.push("Press Listen to hear the text first, then read it slowly, one word at a time.");
  return out.slice(0, MAX_ITEMS).map((s) => clip(s, 400));
}

function strengthsOf(scored: Scored, accuracy: number): string[] {
  const clear = unique(scored.outcomes.flatMap((o) => (o.kind === "correct" ? [o.target] : [])));
  const out: string[] = [];
  if (accuracy === 100) out.push("Every sound matched the text.");
  if (clear.length) {
    const shown = clear.slice(0, MAX_ITEMS).map(q).join(", ");
    out.push(`Clear: ${shown}${clear.length > MAX_ITEMS ? ` and ${clear.length - MAX_ITEMS} more` : ""}.`);
  }
  out.push(...(scored.praise ?? []));
  const skippedOrAdded = scored.outcomes.some((o) => o.kind === "missing" || o.kind === "extra");
  if (scored.unit === "word" && !skippedOrAdded && scored.total > 1 && clear.length)
    out.push("You said every word, in the right order.");
  if (!out.length) out.push("You read the text aloud: every try trains your ear and your mouth.");
  return unique(out).slice(0, MAX_ITEMS).map((s) => clip(s, 400));
}

function firstIssue(scored: Scored): string {
  for (const o of scored.outcomes) {
    if (o.kind === "wrong") return `Work on ${q(o.target)}${o.detail ? `: ${o.detail}` : ""}.`;
    if (o.kind === "missing") return `Do not skip ${q(o.target)}.`;
  }
  return "Stick to the words in the text.";
}

function summaryOf(scored: Scored, accuracy: number): string {
  if (accuracy === 100) return `Excellent! Every ${scored.unit} was clear.`;
  const lead = accuracy >= 90 ? "Excellent work!" : accuracy >= 70 ? "Good work!" : accuracy >= 50 ? "Good effort." : "Keep practicing.";
  const count = scored.total > 1 ? ` You said ${scored.correct} of ${plural(scored.total, scored.unit)} clearly.` : "";
  const slow = accuracy < 50 ? " Listen to the text first, then read it slowly." : "";
  return `${lead}${count} ${firstIssue(scored)}${slow}`;
}

export function composeFeedback(scored: Scored, phoneticsCorrection?: string): PronunciationFeedback {
  const accuracy = accuracyOf(scored.errors, scored.size);
  const feedback: PronunciationFeedback = {
    accuracy,
    feedback: clip(summaryOf(scored, accuracy), 1200),
    improvements: improvementsOf(scored, accuracy),
    strengths: strengthsOf(scored, accuracy),
  };
  if (phoneticsCorrection && accuracy < 100) feedback.phoneticsCorrection = clip(phoneticsCorrection, 1200);
  return feedback;
}

/** The answer when nothing was heard: 0, a kind message, and how to try again. */
export function emptyFeedback(phoneticsCorrection?: string): PronunciationFeedback {
  const feedback: PronunciationFeedback = {
    accuracy: 0,
    feedback: "I did not hear anything yet. That is fine: press the microphone, read the text aloud, then try again.",
    improvements: [
      "Press Listen to hear the text first.",
      "Hold the device close and read at a steady, comfortable pace.",
    ],
    strengths: [],
  };
  if (phoneticsCorrection) feedback.phoneticsCorrection = clip(phoneticsCorrection, 1200);
  return feedback;
}

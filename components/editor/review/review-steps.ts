// The steps of reviewing an AI change (use-ai-review.ts loads this, with the word diff and the
// `diff` package under it, with the first AI change: most editing sessions never need them).
import { toast } from "@/lib/toast";
import { appliedChanges, applyAcceptedChanges, changesOf, groupWordDiff, revertAppliedChange, type AppliedChange, type DiffPart } from "@/lib/text/word-diff";

export type Decision = "accepted" | "rejected";
export type PendingReview = { before: string; after: string; label: string; parts: DiffPart[]; decisions: Record<number, Decision> };
export type AutoFix = AppliedChange & { key: string };

/** A proposed change as a review, or null when it changes no word. */
export function openReview(before: string, after: string, label: string): PendingReview | null {
  const parts = groupWordDiff(before, after);
  return changesOf(parts).length === 0 ? null : { before, after, label, parts, decisions: {} };
}

/** The ids of the changes accepted one by one ("accepted"), or of every change ("all"), or none. */
export function acceptedIds(review: PendingReview, which: "accepted" | "all" | "none"): Set<number> {
  if (which === "none") return new Set();
  return new Set(changesOf(review.parts).filter((c) => which === "all" || review.decisions[c.id] === "accepted").map((c) => c.id));
}

/** Puts the accepted changes in; words dictated after the AI was asked stay after the reviewed text. */
export function finishReview(review: PendingReview, accepted: Set<number>, read: () => string, apply: (before: string, after: string, label: string) => void) {
  if (accepted.size === 0) {
    toast({ title: "AI changes rejected", description: "Your text is unchanged." });
    return;
  }
  const result = applyAcceptedChanges(review.parts, accepted);
  const current = read();
  if (current === review.before || current.startsWith(review.before)) {
    apply(current, result + current.slice(review.before.length), review.label);
  } else {
    toast({
      title: "Text changed meanwhile",
      description: "The text changed while you were reviewing, so nothing was replaced. Please try again.",
    });
  }
}

/** The changes an automatic fix made, each with a key of its own. */
export function autoFixesOf(before: string, after: string, stamp: number): AutoFix[] {
  return appliedChanges(groupWordDiff(before, after)).map((c) => ({ ...c, key: `${stamp}-${c.id}` }));
}

/** Reverts one automatic fix in the text, when it is still there. */
export function revertAutoFix(fix: AutoFix, read: () => string, write: (before: string, after: string) => void) {
  const current = read();
  const reverted = revertAppliedChange(current, fix);
  if (reverted === null) {
    toast({ title: "Could not revert", description: "That fix is no longer in the text: it was edited since." });
    return;
  }
  write(current, reverted);
  toast({ title: "Fix reverted", description: "Your words are back as you said them." });
}

"use client";
// Reviewing AI changes: Fix Punctuation and Enhance Doc propose a change that the
// reader accepts or rejects word by word before the document changes; the automatic fix after
// speech applies at once, and each of its changes stays listed with a Revert.
import { useCallback, useState } from "react";
import { toast } from "@/lib/toast";
import type { AppliedChange, DiffPart } from "@/lib/text/word-diff";

// The word diff (and the `diff` package under it) loads with the first AI change, not with the
// editor: most editing sessions never need it. Once a review or an automatic fix exists, it is loaded.
type WordDiff = typeof import("@/lib/text/word-diff");
let wordDiffModule: WordDiff | null = null;
function loadWordDiff(): Promise<WordDiff> {
  return wordDiffModule ? Promise.resolve(wordDiffModule) : import("@/lib/text/word-diff").then((m) => (wordDiffModule = m));
}
function wordDiff(): WordDiff {
  if (!wordDiffModule) throw new Error("the word diff is used before an AI change loaded it");
  return wordDiffModule;
}

export type Decision = "accepted" | "rejected";
export type PendingReview = { before: string; after: string; label: string; parts: DiffPart[]; decisions: Record<number, Decision> };
export type AutoFix = AppliedChange & { key: string };

const MAX_AUTO_FIXES = 20;

type Options = {
  read: () => string;
  /** Put the reviewed text in (an AI change: undoable as a whole afterwards). */
  apply: (before: string, after: string, label: string) => void;
  /** Replace the text (a revert of one automatic fix). */
  write: (before: string, after: string) => void;
  /** A new review opens: the bar about the previous AI change goes (it would offer to undo the wrong change). */
  onOpen?: () => void;
};

export function useAiReview({ read, apply, write, onOpen }: Options) {
  const [review, setReview] = useState<PendingReview | null>(null);
  const [autoFixes, setAutoFixes] = useState<AutoFix[]>([]);

  const propose = useCallback((before: string, after: string, label: string) => {
    void loadWordDiff().then(({ groupWordDiff, changesOf }) => {
      const parts = groupWordDiff(before, after);
      if (changesOf(parts).length === 0) return;
      onOpen?.();
      setReview({ before, after, label, parts, decisions: {} });
    }, () => {
      // the connection dropped between the AI's answer and loading the review: nothing was changed
      toast({
        title: "Could not show the suggested changes",
        description: "Your text has not been changed. Check your connection and try again.",
        variant: "destructive",
      });
    });
  }, [onOpen]);

  const decide = useCallback((id: number, decision: Decision) => {
    setReview((r) => (r ? { ...r, decisions: { ...r.decisions, [id]: decision } } : r));
  }, []);

  const finish = useCallback(
    (r: PendingReview, accepted: Set<number>) => {
      setReview(null);
      if (accepted.size === 0) {
        toast({ title: "AI changes rejected", description: "Your text is unchanged." });
        return;
      }
      const result = wordDiff().applyAcceptedChanges(r.parts, accepted);
      const current = read();
      // words dictated after the AI was asked stay after the reviewed text
      if (current === r.before || current.startsWith(r.before)) {
        apply(current, result + current.slice(r.before.length), r.label);
      } else {
        toast({
          title: "Text changed meanwhile",
          description: "The text changed while you were reviewing, so nothing was replaced. Please try again.",
        });
      }
    },
    [apply, read],
  );

  const applyChoices = useCallback(() => {
    if (!review) return;
    const accepted = new Set(wordDiff().changesOf(review.parts).filter((c) => review.decisions[c.id] === "accepted").map((c) => c.id));
    finish(review, accepted);
  }, [finish, review]);
  const acceptAll = useCallback(() => review && finish(review, new Set(wordDiff().changesOf(review.parts).map((c) => c.id))), [finish, review]);
  const rejectAll = useCallback(() => review && finish(review, new Set()), [finish, review]);

  /** The automatic fix went in: list its changes so each can be reverted. */
  const recordAutoFix = useCallback((before: string, after: string) => {
    const stamp = Date.now();
    void loadWordDiff().then(({ appliedChanges, groupWordDiff }) => {
      const fresh = appliedChanges(groupWordDiff(before, after)).map((c) => ({ ...c, key: `${stamp}-${c.id}` }));
      if (fresh.length) setAutoFixes((list) => [...fresh, ...list].slice(0, MAX_AUTO_FIXES));
    }, () => {
      toast({
        title: "Could not list the automatic fix",
        description: "The fix is in your text, but it cannot be reverted from the list. Check your connection.",
        variant: "destructive",
      });
    });
  }, []);

  const revertAutoFix = useCallback(
    (key: string) => {
      const fix = autoFixes.find((f) => f.key === key);
      if (!fix) return;
      const current = read();
      const reverted = wordDiff().revertAppliedChange(current, fix);
      setAutoFixes((list) => list.filter((f) => f.key !== key));
      if (reverted === null) {
        toast({ title: "Could not revert", description: "That fix is no longer in the text: it was edited since." });
        return;
      }
      write(current, reverted);
      toast({ title: "Fix reverted", description: "Your words are back as you said them." });
    },
    [autoFixes, read, write],
  );

  return {
    review,
    propose,
    decide,
    applyChoices,
    acceptAll,
    rejectAll,
    autoFixes,
    recordAutoFix,
    revertAutoFix,
    clearAutoFixes: useCallback(() => setAutoFixes([]), []),
  };
}

export type AiReview = ReturnType<typeof useAiReview>;

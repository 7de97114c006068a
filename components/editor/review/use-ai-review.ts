"use client";
// Reviewing AI changes: Fix Punctuation and Enhance Doc propose a change that the
// reader accepts or rejects word by word before the document changes; the automatic fix after
// speech applies at once, and each of its changes stays listed with a Revert.
import { useCallback, useState } from "react";
import { toast } from "@/lib/toast";
import type { AutoFix, Decision, PendingReview } from "@/components/editor/review/review-steps";

export type { AutoFix, Decision, PendingReview } from "@/components/editor/review/review-steps";

// The review's steps (with the word diff and the `diff` package under them) load with the first AI
// change, not with the editor. Once a review or an automatic fix exists, they are loaded.
type Steps = typeof import("@/components/editor/review/review-steps");
let stepsModule: Steps | null = null;
function loadSteps(): Promise<Steps> {
  return stepsModule ? Promise.resolve(stepsModule) : import("@/components/editor/review/review-steps").then((m) => (stepsModule = m));
}
function steps(): Steps {
  if (!stepsModule) throw new Error("the review's steps are used before an AI change loaded them");
  return stepsModule;
}

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
    void loadSteps().then(({ openReview }) => {
      const opened = openReview(before, after, label);
      if (!opened) return;
      onOpen?.();
      setReview(opened);
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
    (which: "accepted" | "all" | "none") => {
      if (!review) return;
      setReview(null);
      steps().finishReview(review, steps().acceptedIds(review, which), read, apply);
    },
    [apply, read, review],
  );

  /** The automatic fix went in: list its changes so each can be reverted. */
  const recordAutoFix = useCallback((before: string, after: string) => {
    const stamp = Date.now();
    void loadSteps().then(({ autoFixesOf }) => {
      const fresh = autoFixesOf(before, after, stamp);
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
      setAutoFixes((list) => list.filter((f) => f.key !== key));
      steps().revertAutoFix(fix, read, write);
    },
    [autoFixes, read, write],
  );

  return {
    review,
    propose,
    decide,
    applyChoices: useCallback(() => finish("accepted"), [finish]),
    acceptAll: useCallback(() => finish("all"), [finish]),
    rejectAll: useCallback(() => finish("none"), [finish]),
    autoFixes,
    recordAutoFix,
    revertAutoFix,
    clearAutoFixes: useCallback(() => setAutoFixes([]), []),
  };
}

export type AiReview = ReturnType<typeof useAiReview>;

"use client";
// The last AI change, kept so it can be undone as a whole: the text before it stays until the
// next AI change (Fix Punctuation, Enhance Doc, a reviewed change, the automatic fix).
import { useCallback, useMemo, useState } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import { toast } from "@/lib/toast";
import { revertAiChange, type AiChange } from "@/lib/drafts/ai-undo";
import type { EditorEdits } from "@/components/editor/use-editor-edits";

export function useAiChange(read: () => string, edit: EditorEdits["edit"]) {
  const [aiChange, setAiChange] = useState<AiChange | null>(null);
  const latest = useLatest({ read, edit });

  /** An AI change that is already in the text: remember what it replaced. */
  const remember = useCallback((before: string, after: string, label: string) => setAiChange({ before, after, label }), []);

  /** Put an AI text in (undoable as a whole). */
  const replace = useCallback((before: string, after: string, label: string) => {
    latest.current.edit({ content: after }, "ai");
    setAiChange({ before, after, label });
  }, [latest]);

  /** Undo the last AI change; false when later edits overlap it (the caller offers the old text). */
  const undoAiChange = useCallback((): boolean => {
    if (!aiChange) return false;
    const current = latest.current.read();
    const reverted = revertAiChange(aiChange, current);
    if (reverted === null) return false;
    latest.current.edit({ content: reverted }, "ai");
    setAiChange(null);
    toast({ title: "AI change undone", description: "Your words are back as they were." });
    return true;
  }, [aiChange, latest]);

  /** Put the text from before the AI change back, whatever happened since (itself undoable). */
  const restoreEarlierText = useCallback(() => {
    if (!aiChange) return;
    const current = latest.current.read();
    latest.current.edit({ content: aiChange.before }, "ai");
    setAiChange({ before: current, after: aiChange.before, label: "The earlier text was put back." });
  }, [aiChange, latest]);

  const dismissAiChange = useCallback(() => setAiChange(null), []);
  return useMemo(
    () => ({ aiChange, remember, replace, undoAiChange, restoreEarlierText, dismissAiChange }),
    [aiChange, remember, replace, undoAiChange, restoreEarlierText, dismissAiChange],
  );
}

export type AiChangeApi = ReturnType<typeof useAiChange>;

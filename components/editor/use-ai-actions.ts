"use client";
// Fix Punctuation, Enhance Doc and the auto-enhancement after dictation (core-product §4, §5,
// §8). Every AI change can be undone: the text before it is kept until the next AI change.
import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/limits";
import { AutoEnhancer } from "@/lib/speech/auto-enhance";
import { revertAiChange, type AiChange } from "@/lib/drafts/ai-undo";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import type { SaveOutcome } from "@/components/editor/use-document-save";

type Options = {
  doc: EditorDocument;
  save: () => Promise<SaveOutcome>;
  /** Dictation's "scratch that" history follows the text through AI changes. */
  onReplaced: (from: string, to: string) => void;
  /** Fix Punctuation and Enhance Doc propose their text for review instead of replacing (issue 12). */
  propose?: (before: string, after: string, label: string) => void;
  /** The automatic fix after speech went in (its changes stay listed and revertible). */
  onAutoApplied?: (before: string, after: string) => void;
};

const PUNCTUATION_FAILED = { title: "Enhancement failed", description: "Could not enhance punctuation. Please try again." };
const CHANGED_MEANWHILE = {
  title: "Text changed meanwhile",
  description: "The text changed while the AI was working, so nothing was replaced. Please try again.",
};

// The success message says what happened: the spec's words only when the text really changed.
const PUNCTUATION_DONE = { title: "Punctuation enhanced", description: "Your text has been professionally formatted with proper punctuation." };
const PUNCTUATION_UNCHANGED = { title: "No changes needed", description: "Your punctuation already looks right, so nothing was changed." };
const ENHANCE_DONE = { title: "Document enhanced", description: "AI has improved your document structure and content." };
const ENHANCE_UNCHANGED = { title: "No changes needed", description: "Your document already reads well, so nothing was changed." };

const enhancePunctuation = (text: string, signal?: AbortSignal) =>
  apiJson<{ enhancedText: string }>("POST", "/api/ai/enhance-punctuation", { text }, { signal }).then((r) => r.enhancedText);

export function useAiActions({ doc, save, onReplaced, propose, onAutoApplied }: Options) {
  const [fixing, setFixing] = useState(false);
  const [enhancing, setEnhancing] = useState(false);
  const [aiChange, setAiChange] = useState<AiChange | null>(null);
  const latest = useRef({ doc, save, onReplaced, propose, onAutoApplied });
  useEffect(() => {
    latest.current = { doc, save, onReplaced, propose, onAutoApplied };
  });

  const read = useCallback(() => latest.current.doc.current().values.content, []);
  const replace = useCallback((before: string, after: string, label: string) => {
    latest.current.doc.edit({ content: after });
    latest.current.onReplaced(before, after);
    setAiChange({ before, after, label });
  }, []);
  /** A proposed AI text goes to review when there is one, else straight in. */
  const offer = useCallback(
    (before: string, after: string, label: string) => {
      if (latest.current.propose) latest.current.propose(before, after, label);
      else replace(before, after, label);
    },
    [replace],
  );

  const autoRef = useRef<AutoEnhancer | null>(null);
  useEffect(() => {
    const auto = new AutoEnhancer({
      read,
      enhance: enhancePunctuation,
      apply: (before, after) => {
        replace(before, after, "Punctuation was fixed automatically after you spoke.");
        latest.current.onAutoApplied?.(before, after);
      },
      canEnhance: (text) => text.length <= MAX_TRANSCRIPT_CHARS,
    });
    autoRef.current = auto;
    return () => auto.cancel();
  }, [read, replace]);
  const scheduleAutoEnhance = useCallback(() => autoRef.current?.schedule(), []);
  const cancelAutoEnhance = useCallback(() => autoRef.current?.cancel(), []);

  const fixPunctuation = useCallback(async () => {
    const text = read();
    if (!text.trim()) {
      toast({ title: "No content to enhance", description: "Add some text before enhancing punctuation." });
      return;
    }
    if (text.length > MAX_TRANSCRIPT_CHARS) {
      toast({ ...PUNCTUATION_FAILED, description: "This document is too long to fix in one go. Please split it.", variant: "destructive" });
      return;
    }
    cancelAutoEnhance();
    setFixing(true);
    try {
      const fixed = await enhancePunctuation(text);
      if (read() !== text) return toast(CHANGED_MEANWHILE);
      const changed = Boolean(fixed) && fixed !== text;
      if (changed) offer(text, fixed, "Punctuation was fixed.");
      toast(changed ? PUNCTUATION_DONE : PUNCTUATION_UNCHANGED);
    } catch {
      toast({ ...PUNCTUATION_FAILED, variant: "destructive" });
    } finally {
      setFixing(false);
    }
  }, [cancelAutoEnhance, read, offer]);

  const busy = useRef(false);
  const enhanceDocument = useCallback(async () => {
    const id = latest.current.doc.current().docId;
    if (!id) {
      toast({ title: "Document must be saved first", variant: "destructive" });
      return;
    }
    if (busy.current) return; // the button is only aria-disabled while enhancing
    busy.current = true;
    cancelAutoEnhance();
    setEnhancing(true);
    try {
      // the server enhances the saved copy: save unsaved words first so none are dropped
      if (latest.current.doc.dirty && (await latest.current.save()) !== "saved") return;
      const text = read();
      const result = await apiJson<{ content: string }>("POST", `/api/documents/${encodeURIComponent(id)}/enhance`);
      if (read() !== text) return toast(CHANGED_MEANWHILE);
      const changed = Boolean(result.content) && result.content !== text;
      if (changed) offer(text, result.content, "The AI improved the document.");
      toast(changed ? ENHANCE_DONE : ENHANCE_UNCHANGED);
    } catch {
      toast({ title: "Enhancement failed", description: "Could not enhance document. Please try again.", variant: "destructive" });
    } finally {
      busy.current = false;
      setEnhancing(false);
    }
  }, [cancelAutoEnhance, read, offer]);

  /** Undo the last AI change; false when later edits overlap it (the caller offers the old text). */
  const undoAiChange = useCallback((): boolean => {
    if (!aiChange) return false;
    const current = read();
    const reverted = revertAiChange(aiChange, current);
    if (reverted === null) return false;
    latest.current.doc.edit({ content: reverted });
    latest.current.onReplaced(current, reverted);
    setAiChange(null);
    toast({ title: "AI change undone", description: "Your words are back as they were." });
    return true;
  }, [aiChange, read]);

  /** Put the text from before the AI change back, whatever happened since (itself undoable). */
  const restoreEarlierText = useCallback(() => {
    if (!aiChange) return;
    const current = read();
    latest.current.doc.edit({ content: aiChange.before });
    latest.current.onReplaced(current, aiChange.before);
    setAiChange({ before: current, after: aiChange.before, label: "The earlier text was put back." });
  }, [aiChange, read]);

  return {
    fixing,
    enhancing,
    aiChange,
    dismissAiChange: () => setAiChange(null),
    fixPunctuation,
    enhanceDocument,
    /** Put a reviewed AI text in (undoable as a whole). */
    applyAiText: replace,
    undoAiChange,
    restoreEarlierText,
    scheduleAutoEnhance,
    cancelAutoEnhance,
  };
}

"use client";
// Fix Punctuation and Enhance Doc (core-product §4, §5, §8). What they propose goes to review,
// or straight in where there is none; use-ai-change.ts keeps it undoable. (The automatic fix
// after dictation belongs to the editor's edit() entry point, use-editor-edits.ts.)
import { useCallback, useRef, useState } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import { enhanceDocument as enhanceSavedDocument, enhancePunctuation } from "@/lib/queries/ai";
import { toast } from "@/lib/toast";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/limits";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import type { SaveOutcome } from "@/components/editor/use-document-save";
import type { EditorEdits } from "@/components/editor/use-editor-edits";
import type { AiChangeApi } from "@/components/editor/use-ai-change";

type Options = {
  doc: EditorDocument;
  edits: Pick<EditorEdits, "cancelAutoFix">;
  /** Puts an AI text in, undoable (when there is no review to propose it to). */
  replace: AiChangeApi["replace"];
  save: () => Promise<SaveOutcome>;
  /** Fix Punctuation and Enhance Doc propose their text for review instead of replacing. */
  propose?: (before: string, after: string, label: string) => void;
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

export function useAiActions({ doc, edits, replace, save, propose }: Options) {
  const [fixing, setFixing] = useState(false);
  const [enhancing, setEnhancing] = useState(false);
  const latest = useLatest({ doc, save, propose, replace });
  const { cancelAutoFix } = edits;

  const read = useCallback(() => latest.current.doc.current().values.content, [latest]);
  /** A proposed AI text goes to review when there is one, else straight in. */
  const offer = useCallback((before: string, after: string, label: string) => {
    if (latest.current.propose) latest.current.propose(before, after, label);
    else latest.current.replace(before, after, label);
  }, [latest]);

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
    cancelAutoFix();
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
  }, [cancelAutoFix, read, offer]);

  const busy = useRef(false);
  const enhanceDocument = useCallback(async () => {
    const id = latest.current.doc.current().docId;
    if (!id) {
      toast({ title: "Document must be saved first", variant: "destructive" });
      return;
    }
    if (busy.current) return; // the button is only aria-disabled while enhancing
    busy.current = true;
    cancelAutoFix();
    setEnhancing(true);
    try {
      // the server enhances the saved copy: save unsaved words first so none are dropped
      if (latest.current.doc.dirty && (await latest.current.save()) !== "saved") return;
      const text = read();
      const enhanced = await enhanceSavedDocument(id);
      if (read() !== text) return toast(CHANGED_MEANWHILE);
      const changed = Boolean(enhanced) && enhanced !== text;
      if (changed) offer(text, enhanced, "The AI improved the document.");
      toast(changed ? ENHANCE_DONE : ENHANCE_UNCHANGED);
    } catch {
      toast({ title: "Enhancement failed", description: "Could not enhance document. Please try again.", variant: "destructive" });
    } finally {
      busy.current = false;
      setEnhancing(false);
    }
  }, [latest, cancelAutoFix, read, offer]);

  return { fixing, enhancing, fixPunctuation, enhanceDocument };
}

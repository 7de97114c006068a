"use client";
// One way in for every change the editor makes to the document: edit(change, source). Every
// change of the values, whoever makes it (typing, dictation, AI, and the document's own: a saved
// copy, another tab's save, a conflict choice, a restored revision as "restored"), is followed
// here as it is made, so in one place the editor
// - marks where the words came from for the next save (history says "Dictated", "AI change"),
// - moves dictation's memory with the text ("that" = the last phrase dictated, wherever it is
//   now; "scratch that" follows AI changes), and
// - schedules the automatic punctuation fix after dictation, or cancels a pending one that any
//   other change has made stale.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/limits";
import type { RevisionSource } from "@/lib/schemas/revisions";
import type { AutoFix } from "@/lib/speech/auto-fix";
import { EMPTY_MEMORY, followEdit, type DictationMemory } from "@/lib/speech/follow-edit";
import { useLatest } from "@/lib/hooks/use-latest";
import { appendToTextarea, replaceInTextarea } from "@/components/editor/append-to-textarea";
import { changedSpan } from "@/lib/text/changed-span";
import { scheduleIdle } from "@/lib/drafts/idle";
import type { EditorValues } from "@/components/editor/editor-values";
import type { EditorDocument } from "@/components/editor/use-editor-document";

type Options = {
  doc: EditorDocument;
  /** Marks where the words since the last save came from (the save hook keeps it). */
  markSource: (source: "dictated" | "ai") => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The automatic fix after dictation is switched on. */
  autoFix: boolean;
};

/** Dictation's memory, shared by the dictation hook (which moves it with each phrase) and edit(). */
export type MemoryStore = { get: () => DictationMemory; set: (memory: DictationMemory) => void };

export function useEditorEdits({ doc, markSource, textareaRef, autoFix }: Options) {
  const latest = useLatest({ doc, markSource, autoFix });
  const [memory] = useState<MemoryStore>(() => {
    let value = EMPTY_MEMORY;
    return { get: () => value, set: (next) => void (value = next) };
  });
  const inserting = useRef(false);
  const enhancer = useRef<AutoFix | null>(null);
  // dictation before the automatic fix's code has arrived: the text before it (fixed once it has)
  const fixWaiting = useRef<string | null>(null);
  const loadFixer = useRef<() => void>(() => {});
  const autoFixListeners = useRef(new Set<(before: string, after: string) => void>());

  // every change of the values, as it is made
  const { onWrite } = doc;
  useLayoutEffect(() => {
    onWrite((before, after, source) => {
      if (after.content === before.content) return;
      const { markSource: mark, autoFix: autoFixOn } = latest.current;
      if (source === "dictated") {
        mark("dictated");
        if (autoFixOn && enhancer.current) enhancer.current.schedule(before.content);
        else if (autoFixOn) {
          fixWaiting.current ??= before.content;
          loadFixer.current(); // at once: someone is dictating
        }
        return; // dictation moved its memory with the phrase itself
      }
      if (source === "ai") mark("ai"); // typing is what a save is by default
      memory.set(followEdit(memory.get(), before.content, after.content, source !== "typed"));
      enhancer.current?.cancel(); // anything else makes a pending fix of the old text stale
      fixWaiting.current = null;
    });
    return () => onWrite(null);
  }, [onWrite, memory, latest]);

  const edit = useCallback(
    (change: Partial<EditorValues>, source: RevisionSource) => latest.current.doc.writeValues(change, source),
    [latest],
  );

  // the automatic fix: created once edit() exists (its code, and the call to the punctuation
  // endpoint, arrive after the page is on screen, before anyone has dictated), it puts its answer
  // in through edit(). Fetched at an idle moment: not in the task that commits the page, and
  // after what the page needs at once (the toaster, which must be there before a connection drops).
  useEffect(() => {
    let auto: AutoFix | null = null;
    let live = true;
    let loading = false;
    const load = () => {
      if (loading || auto) return;
      loading = true;
      void Promise.all([import("@/lib/speech/auto-fix"), import("@/lib/queries/ai")]).then(([{ AutoFix: Fixer }, { enhancePunctuation }]) => {
        if (!live) return;
        auto = new Fixer({
          read: () => latest.current.doc.current().values.content,
          // what it sends was just dictated: a "period" said at its end is no sign the rest is punctuated
          enhance: (text, signal) => enhancePunctuation(text, signal, true),
          apply: (before, after) => {
            edit({ content: after }, "ai");
            for (const listener of autoFixListeners.current) listener(before, after);
          },
          canEnhance: (text) => text.length <= MAX_TRANSCRIPT_CHARS,
        });
        enhancer.current = auto;
        const waiting = fixWaiting.current;
        fixWaiting.current = null;
        if (waiting !== null && latest.current.autoFix) auto.schedule(waiting);
      }, () => void (loading = false)); // without it, dictated words simply stay as said (the next phrase asks again)
    };
    loadFixer.current = load;
    const cancelIdle = scheduleIdle(load, 2000);
    return () => {
      live = false;
      cancelIdle();
      loadFixer.current = () => {};
      auto?.cancel();
    };
  }, [edit, latest]);

  /**
   * Dictated text: appended (or put in a template's guidance line) the way typing does where it
   * can (the textarea keeps its own undo step and a long document is not laid out again), else
   * set as a whole.
   */
  const dictate = useCallback(
    (next: string) => {
      const area = textareaRef.current;
      const before = latest.current.doc.current().values.content;
      // textLength avoids copying a long value out of the DOM; a mismatch is caught below
      if (area && area.textLength === before.length) {
        const span = changedSpan(before, next);
        const words = next.slice(span.start, span.afterEnd);
        inserting.current = true;
        try {
          // the textarea's input event comes back through onTextAreaChange as dictation
          const placed = span.start === before.length ? appendToTextarea(area, words) : replaceInTextarea(area, span.start, span.beforeEnd, words);
          if (placed && latest.current.doc.current().values.content === next) return;
        } finally {
          inserting.current = false;
        }
      }
      edit({ content: next }, "dictated");
      if (area && document.activeElement !== area) requestAnimationFrame(() => (area.scrollTop = area.scrollHeight));
    },
    [edit, latest, textareaRef],
  );

  /** The text area's own change event: typing, or the dictated text dictate() inserted. */
  const onTextAreaChange = useCallback((next: string) => edit({ content: next }, inserting.current ? "dictated" : "typed"), [edit]);

  const cancelAutoFix = useCallback(() => enhancer.current?.cancel(), []);
  /** Hears about each automatic fix once it is in the text (the review lists it to revert). */
  const onAutoFixApplied = useCallback((listener: (before: string, after: string) => void) => {
    autoFixListeners.current.add(listener);
    return () => void autoFixListeners.current.delete(listener);
  }, []);

  return useMemo(() => ({ edit, dictate, onTextAreaChange, memory, cancelAutoFix, onAutoFixApplied }), [edit, dictate, onTextAreaChange, memory, cancelAutoFix, onAutoFixApplied]);
}

export type EditorEdits = ReturnType<typeof useEditorEdits>;

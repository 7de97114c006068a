"use client";
// One way in for every change the editor makes to the document: edit(change, source). In one
// place it
// - writes the values (useEditorDocument keeps drafts and the unsaved flag),
// - marks where the words came from for the next save (history says "Dictated", "AI change"),
// - moves dictation's memory with the text ("that" = the last phrase dictated, wherever it is
//   now; "scratch that" follows AI changes), and
// - schedules the automatic punctuation fix after dictation, or cancels a pending one that any
//   other change has made stale.
// A change that reaches the document some other way (another tab's save, a conflict choice, a
// restored revision) is noticed after the render and followed as "restored".
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { apiJson } from "@/lib/api-client";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/limits";
import type { AutoEnhancer } from "@/lib/speech/auto-enhance";
import { EMPTY_MEMORY, followEdit, type DictationMemory } from "@/lib/speech/follow-edit";
import { appendToTextarea, replaceInTextarea } from "@/components/editor/append-to-textarea";
import { changedSpan } from "@/lib/text/changed-span";
import type { EditorValues } from "@/components/editor/editor-values";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import type { useSaveSource } from "@/components/editor/history/use-save-source";

export type EditSource = "typed" | "dictated" | "ai" | "restored";

type Options = {
  doc: EditorDocument;
  saveSource: ReturnType<typeof useSaveSource>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** The automatic fix after dictation is switched on. */
  autoFix: boolean;
};

export const enhancePunctuation = (text: string, signal?: AbortSignal) =>
  apiJson<{ enhancedText: string }>("POST", "/api/ai/enhance-punctuation", { text }, { signal }).then((r) => r.enhancedText);

/** Dictation's memory, shared by the dictation hook (which moves it with each phrase) and edit(). */
export type MemoryStore = { get: () => DictationMemory; set: (memory: DictationMemory) => void };

export function useEditorEdits({ doc, saveSource, textareaRef, autoFix }: Options) {
  const latest = useRef({ doc, saveSource, autoFix });
  useLayoutEffect(() => {
    latest.current = { doc, saveSource, autoFix };
  });
  const [memory] = useState<MemoryStore>(() => {
    let value = EMPTY_MEMORY;
    return { get: () => value, set: (next) => void (value = next) };
  });
  /** The content as edit() last saw it: what a change is measured from. */
  const seen = useRef(doc.current().values.content);
  const inserting = useRef(false);
  const enhancer = useRef<AutoEnhancer | null>(null);
  const autoFixListeners = useRef(new Set<(before: string, after: string) => void>());

  const edit = useCallback(
    (change: Partial<EditorValues>, source: EditSource) => {
      const { doc: d, saveSource: marks } = latest.current;
      const before = seen.current;
      d.edit(change);
      const after = d.current().values.content;
      if (after === before) return;
      seen.current = after;
      if (source === "dictated") {
        marks.mark("dictated");
        if (latest.current.autoFix) enhancer.current?.schedule(before);
        return; // dictation moved its memory with the phrase itself
      }
      if (source === "ai") marks.mark("ai"); // typing is what a save is by default
      memory.set(followEdit(memory.get(), before, after, source !== "typed"));
      enhancer.current?.cancel(); // anything else makes a pending fix of the old text stale
    },
    [memory],
  );

  // the automatic fix: created once edit() exists (its code arrives after the page is on
  // screen, before anyone has dictated), it puts its answer in through edit()
  useEffect(() => {
    let auto: AutoEnhancer | null = null;
    let live = true;
    void import("@/lib/speech/auto-enhance").then(({ AutoEnhancer: Enhancer }) => {
      if (!live) return;
      auto = new Enhancer({
        read: () => latest.current.doc.current().values.content,
        enhance: enhancePunctuation,
        apply: (before, after) => {
          edit({ content: after }, "ai");
          for (const listener of autoFixListeners.current) listener(before, after);
        },
        canEnhance: (text) => text.length <= MAX_TRANSCRIPT_CHARS,
      });
      enhancer.current = auto;
    }, () => {}); // without it, dictated words simply stay as said
    return () => {
      live = false;
      auto?.cancel();
    };
  }, [edit]);

  // a change that did not come through edit() (another tab, a conflict choice, a restore)
  const content = doc.values.content;
  useLayoutEffect(() => {
    if (content === seen.current) return;
    memory.set(followEdit(memory.get(), seen.current, content, true));
    seen.current = content;
    enhancer.current?.cancel();
  }, [content, memory]);

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
    [edit, textareaRef],
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

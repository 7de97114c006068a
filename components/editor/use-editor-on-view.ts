"use client";
import { useLayoutEffect, useState } from "react";
import type { DocumentDto } from "@/lib/schemas/documents";
import { createFirstSaveHandOver, type EditorOnView } from "@/lib/drafts/first-save-hand-over";
import { useLatest } from "@/lib/hooks/use-latest";

/** Who takes a new document's first save in, in this page (lib/drafts/first-save-hand-over.ts). */
export const firstSaves = createFirstSaveHandOver<DocumentDto>();

const TEXT_ID = "document-content";
/** Where the caret was in the text of the editor that left last, if it had the focus. */
let leftCaret: { start: number; end: number } | null = null;

/**
 * This editor as the first-save hand-over sees it: on view from the commit that mounts it to the
 * one that unmounts it (layout effects, so the next editor is never on view before this one left).
 */
export function useEditorOnView(parts: EditorOnView<DocumentDto>): EditorOnView<DocumentDto> {
  const latest = useLatest(parts);
  const [editor] = useState<EditorOnView<DocumentDto>>(() => ({
    shows: (createKey) => latest.current.shows(createKey),
    take: (doc, sent) => latest.current.take(doc, sent),
    owe: () => latest.current.owe(),
    newDocument: () => latest.current.newDocument?.() ?? null,
  }));
  useLayoutEffect(() => {
    const off = firstSaves.show(editor);
    return () => {
      // the text is still in the page here (its removal comes after this, in the same commit)
      const active = document.activeElement;
      leftCaret = active instanceof HTMLTextAreaElement && active.id === TEXT_ID ? { start: active.selectionStart, end: active.selectionEnd } : null;
      off();
    };
  }, [editor]);
  return editor;
}

/** The editor that carries on the last one's new document takes the focus it had, so the next key pressed lands in the text. */
export function takeOverFocus() {
  const caret = leftCaret;
  leftCaret = null;
  const field = document.getElementById(TEXT_ID);
  if (!caret || !(field instanceof HTMLTextAreaElement) || document.activeElement === field) return;
  field.focus();
  field.setSelectionRange(caret.start, caret.end);
}

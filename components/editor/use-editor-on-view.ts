"use client";
import { useLayoutEffect, useState } from "react";
import type { DocumentDto } from "@/lib/schemas/documents";
import { createFirstSaveHandOver, type EditorOnView } from "@/lib/drafts/first-save-hand-over";
import { useLatest } from "@/lib/hooks/use-latest";

/** Who takes a new document's first save in, in this page (lib/drafts/first-save-hand-over.ts). */
export const firstSaves = createFirstSaveHandOver<DocumentDto>();

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
  }));
  useLayoutEffect(() => firstSaves.show(editor), [editor]);
  return editor;
}

"use client";
import { useEffect } from "react";
import { useVocabularyListMatcher } from "@/lib/queries/direct";
import type { EditorDictation } from "@/components/editor/use-editor-dictation";

/**
 * Reads My vocabulary for dictation and hands it over when it arrives or changes. It draws
 * nothing: its own render is the only one the list's arrival causes (read in the editor's hook,
 * it drew the whole editor again as the page started).
 */
export function DictationVocabulary({ setVocabulary }: { setVocabulary: EditorDictation["setVocabulary"] }) {
  const vocabulary = useVocabularyListMatcher();
  useEffect(() => setVocabulary(vocabulary), [setVocabulary, vocabulary]);
  return null;
}

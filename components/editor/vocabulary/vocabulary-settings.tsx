"use client";
import { formatCount } from "@/lib/text/plural";
import { MAX_VOCABULARY_ENTRIES, MAX_VOCABULARY_EXPANSION_CHARS, MAX_VOCABULARY_PHRASE_CHARS } from "@/lib/schemas/vocabulary";
import { VocabularyManager } from "@/components/editor/vocabulary/vocabulary-manager";

// /settings/vocabulary: the same list as the editor's "My vocabulary" dialog, on its own screen.
export function VocabularySettings() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold">My vocabulary</h1>
      <p>
        Names and words you add are written your way when you dictate, in the editor and every voice tool. A spoken shortcut
        writes longer text, such as your address, when you say it.
      </p>
      <p className="text-muted-foreground">
        Up to {MAX_VOCABULARY_ENTRIES} entries. Words and shortcuts up to {MAX_VOCABULARY_PHRASE_CHARS} characters; what a
        shortcut writes up to {formatCount(MAX_VOCABULARY_EXPANSION_CHARS)} characters.
      </p>
      <VocabularyManager />
    </div>
  );
}

// The shipped word data (lib/games/data/words.json, see its `source` field and
// scripts/games/extract-word-data.mjs): most frequent first. Server-side use only (large).
import data from "@/lib/games/data/words.json";
import type { WordEntry } from "@/lib/games/challenges";

type Row = [word: string, partOfSpeech: string, definition: string, synonyms: string[], related: string[]];

export const WORDS: readonly WordEntry[] = (data.entries as Row[]).map(([word, partOfSpeech, definition, synonyms, related]) => ({
  word,
  partOfSpeech,
  definition,
  synonyms,
  related,
}));

export const WORD_DATA_SOURCE: string = data.source;

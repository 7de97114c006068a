import "server-only";
import { db } from "@/lib/server/db";
import type { VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import { toVocabularyDto, vocabularySelect } from "@/lib/server/vocabulary/vocabulary-shape";

/** The user's vocabulary, A to Z. */
export async function listVocabulary(userId: string): Promise<VocabularyEntryDto[]> {
  const rows = await db.vocabularyEntry.findMany({ where: { userId }, orderBy: { phraseKey: "asc" }, select: vocabularySelect });
  return rows.map(toVocabularyDto);
}

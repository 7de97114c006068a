import "server-only";
import { db } from "@/lib/server/db";
import { vocabularyNotFound } from "@/lib/server/vocabulary/vocabulary-shape";

/** Deletes one of the user's entries; 404 when missing or someone else's. */
export async function deleteVocabularyEntry(userId: string, id: string): Promise<void> {
  const { count } = await db.vocabularyEntry.deleteMany({ where: { id, userId } });
  if (count === 0) throw vocabularyNotFound();
}

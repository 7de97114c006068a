import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { MAX_VOCABULARY_ENTRIES, VOCABULARY_FULL, vocabularyKey, type CreateVocabularyData, type VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import { isUniqueViolation, toVocabularyDto, vocabularyDuplicate, vocabularySelect } from "@/lib/server/vocabulary/vocabulary-shape";

/** Adds one entry; 409 when the phrase is already there or the list is full. */
export async function createVocabularyEntry(userId: string, input: CreateVocabularyData): Promise<VocabularyEntryDto> {
  const count = await db.vocabularyEntry.count({ where: { userId } });
  if (count >= MAX_VOCABULARY_ENTRIES) throw ApiError.conflict(VOCABULARY_FULL);
  try {
    const row = await db.vocabularyEntry.create({
      data: {
        userId,
        kind: input.kind,
        phrase: input.phrase,
        phraseKey: vocabularyKey(input.phrase),
        expansion: input.kind === "shortcut" ? (input.expansion ?? null) : null,
      },
      select: vocabularySelect,
    });
    return toVocabularyDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw vocabularyDuplicate();
    throw err;
  }
}

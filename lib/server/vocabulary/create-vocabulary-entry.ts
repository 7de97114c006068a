import "server-only";
import { db } from "@/lib/server/db";
import { lockUser } from "@/lib/server/users/lock-user";
import { ApiError } from "@/lib/server/errors";
import { MAX_VOCABULARY_ENTRIES, VOCABULARY_FULL, vocabularyKey, type CreateVocabularyData, type VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import { isUniqueViolation, toVocabularyDto, vocabularyDuplicate, vocabularySelect } from "@/lib/server/vocabulary/vocabulary-shape";

/**
 * Adds one entry; 409 when the phrase is already there or the list is full. The count and the
 * insert are one transaction with the user's row locked, so concurrent adds cannot pass the limit.
 */
export async function createVocabularyEntry(userId: string, input: CreateVocabularyData): Promise<VocabularyEntryDto> {
  try {
    const row = await db.$transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await tx.vocabularyEntry.count({ where: { userId } })) >= MAX_VOCABULARY_ENTRIES) throw ApiError.conflict(VOCABULARY_FULL);
      return tx.vocabularyEntry.create({
        data: {
          userId,
          kind: input.kind,
          phrase: input.phrase,
          phraseKey: vocabularyKey(input.phrase),
          expansion: input.kind === "shortcut" ? (input.expansion ?? null) : null,
        },
        select: vocabularySelect,
      });
    });
    return toVocabularyDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw vocabularyDuplicate();
    throw err;
  }
}

import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { vocabularyKey, type UpdateVocabularyData, type VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import {
  isUniqueViolation,
  toVocabularyDto,
  vocabularyDuplicate,
  vocabularyNotFound,
  vocabularySelect,
} from "@/lib/server/vocabulary/vocabulary-shape";

/** Changes one of the user's entries; 404 when missing or someone else's. */
export async function updateVocabularyEntry(userId: string, id: string, input: UpdateVocabularyData): Promise<VocabularyEntryDto> {
  const current = await db.vocabularyEntry.findFirst({ where: { id, userId }, select: vocabularySelect });
  if (!current) throw vocabularyNotFound();
  const kind = input.kind ?? current.kind;
  const expansion = kind === "shortcut" ? (input.expansion !== undefined ? input.expansion : current.expansion) : null;
  if (kind === "shortcut" && !expansion) {
    throw ApiError.badRequest("A shortcut needs what it writes.", [{ path: "expansion", message: "Type what the shortcut should write." }]);
  }
  try {
    const row = await db.vocabularyEntry.update({
      where: { id, userId },
      data: {
        kind,
        expansion,
        ...(input.phrase !== undefined ? { phrase: input.phrase, phraseKey: vocabularyKey(input.phrase) } : {}),
      },
      select: vocabularySelect,
    });
    return toVocabularyDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw vocabularyDuplicate();
    if ((err as { code?: string }).code === "P2025") throw vocabularyNotFound();
    throw err;
  }
}

import "server-only";
import { ApiError } from "@/lib/server/errors";
import { VOCABULARY_DUPLICATE, VOCABULARY_NOT_FOUND, type VocabularyEntryDto, type VocabularyKind } from "@/lib/schemas/vocabulary";

export const vocabularySelect = { id: true, kind: true, phrase: true, expansion: true, updatedAt: true } as const;

type Row = { id: string; kind: string; phrase: string; expansion: string | null; updatedAt: Date };

export function toVocabularyDto(row: Row): VocabularyEntryDto {
  const kind: VocabularyKind = row.kind === "shortcut" ? "shortcut" : "word";
  return { id: row.id, kind, phrase: row.phrase, expansion: kind === "shortcut" ? row.expansion : null, updatedAt: row.updatedAt.toISOString() };
}

export const vocabularyNotFound = () => ApiError.notFound(VOCABULARY_NOT_FOUND);
export const vocabularyDuplicate = () => ApiError.conflict(VOCABULARY_DUPLICATE);
export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === "P2002";

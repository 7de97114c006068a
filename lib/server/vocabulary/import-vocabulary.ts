import "server-only";
import { db } from "@/lib/server/db";
import { lockUser, type Tx } from "@/lib/server/users/lock-user";
import {
  MAX_VOCABULARY_ENTRIES,
  vocabularyKey,
  type CreateVocabularyData,
  type ImportVocabularyData,
  type ImportVocabularyResult,
} from "@/lib/schemas/vocabulary";

/**
 * Adds the entries of an import file. Phrases the user already has (or that repeat within the
 * file) are skipped, never overwritten, and so is anything past the 500-entry limit. Reading what
 * is there and inserting are one transaction with the user's row locked: five imports at once
 * are counted one after the other and together stop at the limit.
 */
export async function importVocabulary(userId: string, input: ImportVocabularyData): Promise<ImportVocabularyResult> {
  const entries = Array.isArray(input) ? input : input.entries;
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    return addEntries(tx, userId, entries);
  });
}

async function addEntries(tx: Tx, userId: string, entries: CreateVocabularyData[]): Promise<ImportVocabularyResult> {
  const existing = await tx.vocabularyEntry.findMany({ where: { userId }, select: { phraseKey: true } });
  const seen = new Set(existing.map((e) => e.phraseKey));
  const room = Math.max(0, MAX_VOCABULARY_ENTRIES - existing.length);
  const rows = [];
  for (const entry of entries) {
    const phraseKey = vocabularyKey(entry.phrase);
    if (seen.has(phraseKey) || rows.length >= room) continue;
    seen.add(phraseKey);
    rows.push({
      userId,
      kind: entry.kind,
      phrase: entry.phrase,
      phraseKey,
      expansion: entry.kind === "shortcut" ? (entry.expansion ?? null) : null,
    });
  }
  const { count } = rows.length ? await tx.vocabularyEntry.createMany({ data: rows, skipDuplicates: true }) : { count: 0 };
  return { added: count, skipped: entries.length - count };
}

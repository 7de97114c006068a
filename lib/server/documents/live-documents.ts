import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { DELETED_DOCUMENT_RETENTION_DAYS } from "@/lib/schemas/documents";

// A deleted document stays in the table (deletedAt set) until it is purged, so that Undo brings
// back the same id and link. Every read and write of a user's documents therefore leaves deleted
// ones out, through these filters: a deleted document is "not found" everywhere (open, save,
// list, history, enhance, dashboard, voice sessions) until it is restored. ESLint
// (documentFilterFence in eslint.fences.mjs) refuses a document query in lib/server whose filter
// neither uses them nor says deletedAt itself.

/** The user's documents that are not deleted. */
export function liveDocuments(userId: string) {
  return { userId, deletedAt: null } satisfies Prisma.DocumentWhereInput;
}

/** One of the user's documents, if it is not deleted. */
export function liveDocument(userId: string, id: string) {
  return { id, userId, deletedAt: null } satisfies Prisma.DocumentWhereInput;
}

/**
 * Voice sessions that count: those not tied to a document, or tied to one that is not deleted
 * (a session is part of what the person wrote there; it goes, and comes back, with the document).
 */
export const notOnDeletedDocument = {
  OR: [{ documentId: null }, { document: { deletedAt: null } }],
} satisfies Prisma.VoiceSessionWhereInput;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Documents deleted before this instant are past the retention period: purged, never restored. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - DELETED_DOCUMENT_RETENTION_DAYS * DAY_MS);
}

/** When a document deleted at `deletedAt` stops being restorable. */
export function restorableUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + DELETED_DOCUMENT_RETENTION_DAYS * DAY_MS);
}

/**
 * An instant as a value for a raw statement on a TIMESTAMP (without time zone) column, which
 * Prisma reads and writes as UTC: the same on every server, whatever its session time zone.
 */
export function utcTimestamp(at: Date): Prisma.Sql {
  return Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}

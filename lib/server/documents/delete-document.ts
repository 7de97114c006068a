import "server-only";
import { db } from "@/lib/server/db";
import type { DeletedDocumentDto } from "@/lib/schemas/documents";
import { documentNotFound } from "@/lib/server/documents/get-document";
import { restorableUntil, utcTimestamp } from "@/lib/server/documents/live-documents";
import { purgeDeletedDocumentsQuietly } from "@/lib/server/documents/purge-deleted-documents";

/**
 * Deletes one of the user's documents: it disappears everywhere at once, but the row stays (with
 * its revisions) so Undo can bring back the same id and link until the retention period ends.
 * 404 when it is missing, someone else's or already deleted. One statement that sets only
 * deleted_at: updated_at keeps its value, so a restored document returns to its place in the list.
 */
export async function deleteDocument(userId: string, id: string, now = new Date()): Promise<DeletedDocumentDto> {
  const rows = await db.$queryRaw<{ id: string; title: string; deletedAt: Date }[]>`
    UPDATE documents SET deleted_at = ${utcTimestamp(now)}
    WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NULL
    RETURNING id, title, deleted_at AS "deletedAt"`;
  const row = rows[0];
  if (!row) throw documentNotFound();
  await purgeDeletedDocumentsQuietly(now);
  return {
    id: row.id,
    title: row.title,
    deletedAt: row.deletedAt.toISOString(),
    restorableUntil: restorableUntil(row.deletedAt).toISOString(),
  };
}

import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { DOCUMENT_NOT_DELETED, DOCUMENT_NOT_DELETED_CODE, type DocumentDto } from "@/lib/schemas/document";
import { toDocumentDto } from "@/lib/server/documents/document-shape";
import { documentNotFound } from "@/lib/server/documents/get-document";
import { liveDocument, retentionCutoff, utcTimestamp } from "@/lib/server/documents/live-documents";

/**
 * Undo of a delete: the same document comes back (id, link, title, text, type, version and
 * history), with updated_at as it was. 404 when it is someone else's, never existed, or was
 * deleted longer ago than the retention period (purged or about to be: the answer does not
 * depend on whether the purge has run yet); 409 when it is not deleted.
 */
export async function restoreDocument(userId: string, id: string, now = new Date()): Promise<DocumentDto> {
  const rows = await db.$queryRaw<{ id: string; title: string; content: string; type: string; version: number; updatedAt: Date }[]>`
    UPDATE documents SET deleted_at = NULL
    WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NOT NULL AND deleted_at >= ${utcTimestamp(retentionCutoff(now))}
    RETURNING id, title, content, type, version, updated_at AS "updatedAt"`;
  if (rows[0]) return toDocumentDto(rows[0]);
  const live = await db.document.findFirst({ where: liveDocument(userId, id), select: { id: true } });
  if (live) throw new ApiError(409, DOCUMENT_NOT_DELETED_CODE, DOCUMENT_NOT_DELETED);
  throw documentNotFound();
}

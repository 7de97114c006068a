import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { DOCUMENT_NOT_DELETED, DOCUMENT_NOT_DELETED_CODE, type DocumentDto } from "@/lib/schemas/documents";
import { toDocumentDto } from "@/lib/server/documents/document-shape";
import { documentNotFound } from "@/lib/server/documents/get-document";
import { liveDocument, retentionCutoff, utcTimestamp } from "@/lib/server/documents/live-documents";
import { assertDocumentRoom } from "@/lib/server/quotas";
import { lockUser } from "@/lib/server/users/lock-user";

/**
 * Undo of a delete: the same document comes back (id, link, title, text, type, version and
 * history), with updated_at as it was. 404 when it is someone else's, never existed, or was
 * deleted longer ago than the retention period (purged or about to be: the answer does not
 * depend on whether the purge has run yet); 409 when it is not deleted, or when it no longer fits
 * the user's document quota (documents made since took its place: the quota's own message).
 */
export async function restoreDocument(userId: string, id: string, now = new Date()): Promise<DocumentDto> {
  const restored = await db.$transaction(async (tx) => {
    // under the user's lock, like every write the quotas count: the document must fit again
    await lockUser(tx, userId);
    const [deleted] = await tx.$queryRaw<{ bytes: number }[]>`
      SELECT octet_length(content)::int AS bytes FROM documents
      WHERE id = ${id} AND user_id = ${userId} AND deleted_at IS NOT NULL AND deleted_at >= ${utcTimestamp(retentionCutoff(now))}`;
    if (!deleted) return null;
    await assertDocumentRoom(tx, userId, deleted.bytes);
    const rows = await tx.$queryRaw<{ id: string; title: string; content: string; type: string; version: number; updatedAt: Date }[]>`
      UPDATE documents SET deleted_at = NULL WHERE id = ${id} AND user_id = ${userId}
      RETURNING id, title, content, type, version, updated_at AS "updatedAt"`;
    return rows[0] ?? null;
  });
  if (restored) return toDocumentDto(restored);
  const live = await db.document.findFirst({ where: liveDocument(userId, id), select: { id: true } });
  if (live) throw new ApiError(409, DOCUMENT_NOT_DELETED_CODE, DOCUMENT_NOT_DELETED);
  throw documentNotFound();
}

import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/errors";
import { QUOTA_EXCEEDED_CODE, quotaMessages } from "@/lib/schemas/quotas";
import type { Tx } from "@/lib/server/users/lock-user";
import { CANCELLABLE_STATUSES } from "@/lib/schemas/consultations";

// Per-user quotas. Each check runs inside the transaction that writes, after lockUser(), so
// concurrent requests of one user are counted one after the other and cannot all slip in.

export function quotaExceeded(message: string): ApiError {
  return new ApiError(409, QUOTA_EXCEEDED_CODE, message);
}

export const documentQuotaBytes = () => env().QUOTA_DOCUMENT_MB * 1024 * 1024;

/**
 * Room for a document of `bytes` (UTF-8) among the user's documents (deleted ones not counted):
 * a new one (`replacing` unset) must fit under the count too; a save of `replacing` counts its
 * new size instead of its old one, and a save that does not grow it is always let through (an
 * account over a lowered quota can still shorten its documents). octet_length reads the stored
 * size without unpacking the text.
 */
export async function assertDocumentRoom(tx: Tx, userId: string, bytes: number, replacing?: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ documents: number; others: bigint | null; old: bigint | null }[]>`
    SELECT COUNT(*)::int AS documents,
           SUM(octet_length(content)) FILTER (WHERE id <> ${replacing ?? ""}) AS others,
           SUM(octet_length(content)) FILTER (WHERE id = ${replacing ?? ""}) AS old
    FROM documents WHERE user_id = ${userId} AND deleted_at IS NULL`;
  const e = env();
  if (!replacing && (row?.documents ?? 0) >= e.QUOTA_DOCUMENTS) throw quotaExceeded(quotaMessages.documents(e.QUOTA_DOCUMENTS));
  const grows = bytes > Number(row?.old ?? 0);
  if (grows && Number(row?.others ?? 0) + bytes > documentQuotaBytes()) throw quotaExceeded(quotaMessages.documentSpace(e.QUOTA_DOCUMENT_MB));
}

/** Room for one more generated template of the user's own. */
export async function assertTemplateRoom(tx: Tx, userId: string): Promise<void> {
  const max = env().QUOTA_TEMPLATES;
  if ((await tx.template.count({ where: { createdById: userId } })) >= max) throw quotaExceeded(quotaMessages.templates(max));
}

/** Room for one more open consultation request (one that can still be cancelled: the way to make room). */
export async function assertConsultationRoom(tx: Tx, userId: string): Promise<void> {
  const max = env().QUOTA_CONSULTATIONS;
  const open = await tx.consultation.count({ where: { userId, status: { in: [...CANCELLABLE_STATUSES] } } });
  if (open >= max) throw quotaExceeded(quotaMessages.consultations(max));
}

export const storedQuotaBytes = () => env().QUOTA_STORED_MB * 1024 * 1024;

/**
 * After a save (in its transaction): keeps all the text stored for the user (users.stored_bytes,
 * kept by database triggers: documents, deleted ones too, and every revision) within
 * QUOTA_STORED_MB. Over it, the oldest history goes first (never a document's newest revision),
 * then the oldest deleted documents (their 30 days of Undo cut short). Live text is never
 * touched and a save is never refused for its history: live text is capped by
 * QUOTA_DOCUMENT_MB, and its newest revisions by as much again.
 */
export async function keepStoredTextWithinQuota(tx: Tx, userId: string): Promise<void> {
  const excess = async () => {
    const [row] = await tx.$queryRaw<{ stored: bigint }[]>`SELECT stored_bytes AS stored FROM users WHERE id = ${userId}`;
    return Number(row?.stored ?? 0) - storedQuotaBytes();
  };
  let over = await excess();
  if (over <= 0) return;
  // Oldest first, as many as cover the excess: "before" is the bytes of the older rows.
  await tx.$executeRaw`
    DELETE FROM document_revisions WHERE id IN (
      SELECT id FROM (
        SELECT r.id, SUM(octet_length(r.content)) OVER (ORDER BY r.created_at, r.id) - octet_length(r.content) AS before
        FROM document_revisions r JOIN documents d ON d.id = r.document_id
        WHERE d.user_id = ${userId} AND (r.version < d.version OR d.deleted_at IS NOT NULL)
      ) oldest WHERE before < ${over})`;
  over = await excess();
  if (over <= 0) return;
  await tx.$executeRaw`
    DELETE FROM documents WHERE id IN (
      SELECT id FROM (
        SELECT id, SUM(octet_length(content)) OVER (ORDER BY deleted_at, id) - octet_length(content) AS before
        FROM documents WHERE user_id = ${userId} AND deleted_at IS NOT NULL
      ) oldest WHERE before < ${over})`;
}

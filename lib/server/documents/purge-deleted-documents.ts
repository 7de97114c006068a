import "server-only";
import { db } from "@/lib/server/db";
import { retentionCutoff } from "@/lib/server/documents/live-documents";

/** At most this many documents are removed per run, so a run stays a few milliseconds. */
export const PURGE_BATCH = 200;

/**
 * Removes for good the documents deleted more than DELETED_DOCUMENT_RETENTION_DAYS ago (their
 * revisions and voice sessions go with them, by the foreign keys' cascade). There is no cron on
 * our deploys, so it runs where it is sure to: after every delete (each deleted document was once
 * a delete, and each delete purges up to PURGE_BATCH old ones, so the purge keeps up) and when a
 * server instance starts (instrumentation.ts). Both scans use the index on deleted_at.
 */
export async function purgeDeletedDocuments(now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now);
  const expired = await db.document.findMany({
    where: { deletedAt: { lt: cutoff } },
    orderBy: { deletedAt: "asc" },
    take: PURGE_BATCH,
    select: { id: true },
  });
  if (expired.length === 0) return 0;
  const { count } = await db.document.deleteMany({
    where: { id: { in: expired.map((d) => d.id) }, deletedAt: { lt: cutoff } },
  });
  return count;
}

/** The purge as housekeeping: a failure is logged and never fails what triggered it. */
export async function purgeDeletedDocumentsQuietly(now = new Date()): Promise<void> {
  try {
    const count = await purgeDeletedDocuments(now);
    if (count > 0) console.log(`[documents] purged ${count} document(s) deleted more than the retention period ago`);
  } catch (err) {
    console.error("[documents] purging old deleted documents failed:", err instanceof Error ? err.message : err);
  }
}

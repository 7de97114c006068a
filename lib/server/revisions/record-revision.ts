import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAX_REVISIONS_PER_DOCUMENT, type RevisionSource } from "@/lib/schemas/revisions";

type SavedRow = { id: string; title: string; content: string; type: string | null; version: number };

/**
 * Keeps a copy of what a save wrote, inside that save's transaction, and drops the copies
 * beyond the newest 50. Every save bumps the version by one, so "older than version - 50" is
 * exactly the revisions past the limit.
 */
export async function recordRevision(tx: Prisma.TransactionClient, saved: SavedRow, source: RevisionSource): Promise<void> {
  await tx.documentRevision.create({
    data: {
      documentId: saved.id,
      title: saved.title,
      content: saved.content,
      type: saved.type ?? "document",
      version: saved.version,
      source,
    },
  });
  await tx.documentRevision.deleteMany({
    where: { documentId: saved.id, version: { lte: saved.version - MAX_REVISIONS_PER_DOCUMENT } },
  });
}

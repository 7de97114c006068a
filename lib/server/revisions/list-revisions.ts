import "server-only";
import { db } from "@/lib/server/db";
import { MAX_REVISIONS_PER_DOCUMENT, type RevisionListItem } from "@/lib/schemas/revisions";
import { documentNotFound } from "@/lib/server/documents/get-document";
import { liveDocument } from "@/lib/server/documents/live-documents";
import { revisionSelect, toRevisionListItem } from "@/lib/server/revisions/revision-shape";

/** The revisions of one of the user's documents, newest first (someone else's or a deleted document is 404). */
export async function listRevisions(userId: string, documentId: string): Promise<RevisionListItem[]> {
  const doc = await db.document.findFirst({
    where: liveDocument(userId, documentId),
    select: {
      revisions: { select: revisionSelect, orderBy: { version: "desc" }, take: MAX_REVISIONS_PER_DOCUMENT },
    },
  });
  if (!doc) throw documentNotFound();
  return doc.revisions.map(toRevisionListItem);
}

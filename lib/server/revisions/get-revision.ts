import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { REVISION_NOT_FOUND, type RevisionDto } from "@/lib/schemas/revisions";
import { revisionSelect, toRevisionDto } from "@/lib/server/revisions/revision-shape";
import { liveDocuments } from "@/lib/server/documents/live-documents";

/** One revision of one of the user's documents; ownership is the document's (someone else's or a deleted one is 404). */
export async function getRevision(userId: string, documentId: string, revisionId: string): Promise<RevisionDto> {
  const row = await db.documentRevision.findFirst({
    where: { id: revisionId, documentId, document: liveDocuments(userId) },
    select: revisionSelect,
  });
  if (!row) throw ApiError.notFound(REVISION_NOT_FOUND);
  return toRevisionDto(row);
}

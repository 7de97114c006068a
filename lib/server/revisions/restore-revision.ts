import "server-only";
import { toStoredDocumentType, type DocumentDto } from "@/lib/schemas/documents";
import { updateDocument } from "@/lib/server/documents/update-document";
import { getRevision } from "@/lib/server/revisions/get-revision";

/**
 * Puts an earlier revision back as a new save: the same versioned update as any save (409
 * with the server copy when the editor's version is stale), so the current text stays in the
 * history as the revision before this one, and the restore is a revision of its own.
 */
export async function restoreRevision(userId: string, documentId: string, revisionId: string, version: number): Promise<DocumentDto> {
  const revision = await getRevision(userId, documentId, revisionId);
  const type = toStoredDocumentType(revision.type);
  return updateDocument(userId, documentId, {
    title: revision.title,
    content: revision.content,
    type: type === "general" ? "document" : type,
    version,
    source: "restored",
  });
}

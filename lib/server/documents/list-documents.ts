import "server-only";
import { db } from "@/lib/server/db";
import type { DocumentListItem } from "@/lib/schemas/documents";
import { documentListSelect, toDocumentListItem } from "@/lib/server/documents/document-shape";
import { liveDocuments } from "@/lib/server/documents/live-documents";

/** The user's documents (not the deleted ones), most recently updated first. */
export async function listDocuments(userId: string): Promise<DocumentListItem[]> {
  const rows = await db.document.findMany({
    where: liveDocuments(userId),
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    select: documentListSelect,
  });
  return rows.map(toDocumentListItem);
}

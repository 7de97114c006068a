import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { DOCUMENT_NOT_FOUND, type DocumentDto } from "@/lib/schemas/documents";
import { documentSelect, toDocumentDto } from "@/lib/server/documents/document-shape";
import { liveDocument } from "@/lib/server/documents/live-documents";

/** One of the user's documents, or null (someone else's or a deleted document is treated as missing). */
export async function findDocument(userId: string, id: string): Promise<DocumentDto | null> {
  const row = await db.document.findFirst({ where: liveDocument(userId, id), select: documentSelect });
  return row ? toDocumentDto(row) : null;
}

export async function getDocument(userId: string, id: string): Promise<DocumentDto> {
  const doc = await findDocument(userId, id);
  if (!doc) throw documentNotFound();
  return doc;
}

export function documentNotFound() {
  return ApiError.notFound(DOCUMENT_NOT_FOUND);
}

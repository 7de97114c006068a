"use client";
// What the Documents page does to a document: rename, delete and Undo, straight through the API;
// each answer updates every screen's copies through document-copies.ts, which reads the list
// (document-list.ts) and the dashboard figures again.
import { callApi } from "@/lib/api-client";
import { documentsApi } from "@/lib/schemas/endpoints/documents";
import type { SharedCache } from "@/lib/queries/shared-cache";
import { documentDeleted, documentSaved, getVersionConflict } from "@/lib/queries/document-copies";
import type { DeletedDocumentDto, DocumentDto } from "@/lib/documents/document-model";

async function saveTitle(cache: SharedCache | null, doc: DocumentDto, title: string): Promise<DocumentDto> {
  const saved = await callApi(documentsApi.update, { params: { id: doc.id }, body: { title, content: doc.content, type: doc.type, version: doc.version } });
  // the list shows the new title before the rename is said to be done
  await documentSaved(cache, saved);
  return saved;
}

/**
 * Changes only a document's title. PUT saves title, content and type together, so a fresh copy is
 * read first; if the text changed elsewhere meanwhile (a 409), that text is kept and it retries once.
 */
export async function renameDocument(cache: SharedCache | null, id: string, title: string): Promise<DocumentDto> {
  const doc = await callApi(documentsApi.get, { params: { id } });
  void documentSaved(cache, doc, { lists: false });
  try {
    return await saveTitle(cache, doc, title);
  } catch (err) {
    const current = getVersionConflict(err);
    if (!current) throw err;
    return saveTitle(cache, current, title);
  }
}

/** Deletes a document (restorable, same id and link, until `restorableUntil`); resolves once the lists are read again. */
export async function deleteDocument(cache: SharedCache | null, id: string): Promise<DeletedDocumentDto> {
  const deleted = await callApi(documentsApi.delete, { params: { id } });
  await documentDeleted(cache, id);
  return deleted;
}

/** Undo of a delete: the same document (id, link, text, version, history) comes back. */
export async function restoreDocument(cache: SharedCache | null, id: string): Promise<DocumentDto> {
  const doc = await callApi(documentsApi.restore, { params: { id } });
  await documentSaved(cache, doc);
  return doc;
}

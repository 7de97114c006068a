"use client";
// Every signed-in screen's copies of the reader's documents (shared-cache.ts), and the one way
// each kind of change updates them: a document the server answered (a save, a new document, a
// restore), a delete, and a version conflict. The editor (direct.ts), the Documents page
// (document-actions.ts) and the screens that use React Query (documents.ts) all go through
// here: a small module of its own, so that each loads none of the others' code.
import { callApi, HttpError } from "@/lib/api-client";
import { documentsApi } from "@/lib/schemas/endpoints/documents";
import { VERSION_CONFLICT_CODE, type DocumentDto, type VersionConflictBody } from "@/lib/documents/document-model";
import { dashboardKeys, documentKeys } from "@/lib/queries/keys";
import { directEntry, markStale, putData, type SharedCache } from "@/lib/queries/shared-cache";

/** The server copy carried by a 409 version conflict, or null for any other error. */
export function getVersionConflict(error: unknown): DocumentDto | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.json<VersionConflictBody>();
  if (body?.error?.code !== VERSION_CONFLICT_CODE) return null;
  return body.error.issues?.current ?? null;
}

/** One document's copy in the shell's cache (read through the API when asked again). */
export function documentEntry(cache: SharedCache, id: string) {
  return directEntry(cache, documentKeys.detail(id), () => callApi(documentsApi.get, { params: { id } }));
}

/** The documents list and the dashboard figures are read again (after any save). */
export function documentListsChanged(cache: SharedCache | null): Promise<unknown> {
  return Promise.all([markStale(cache, documentKeys.all, { exact: true }), markStale(cache, dashboardKeys.stats)]);
}

/**
 * The one update of every screen's copies after the server answered a document (a save, a new
 * document, a restore, or the copy the editor opened with): its copy is put in, and the documents
 * list and the dashboard figures are read again. Resolves when the lists shown are read again.
 */
export function documentSaved(cache: SharedCache | null, doc: DocumentDto, options: { lists?: boolean } = {}): Promise<unknown> {
  if (cache) documentEntry(cache, doc.id);
  putData(cache, documentKeys.detail(doc.id), doc);
  return options.lists === false ? Promise.resolve() : documentListsChanged(cache);
}

/**
 * The same after a delete: the document's own copy is dropped (a screen that opens it later asks
 * the server, which says it is gone), and the lists are read again.
 */
export function documentDeleted(cache: SharedCache | null, id: string): Promise<unknown> {
  cache?.client?.removeQueries({ queryKey: documentKeys.detail(id), exact: true });
  cache?.direct.delete(JSON.stringify(documentKeys.detail(id)));
  return documentListsChanged(cache);
}

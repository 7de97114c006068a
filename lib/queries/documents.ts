"use client";
import { useCacheOfHooks, useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { documentsApi } from "@/lib/schemas/endpoints/documents";
import type { DocumentDto } from "@/lib/documents/document-model";
import type { CreateDocumentInput } from "@/lib/schemas/documents";
import { documentKeys } from "@/lib/queries/keys";
import { documentListsChanged, documentSaved, getVersionConflict, type UpdateDocumentVariables } from "@/lib/queries/direct";

// Documents (core-product §7): every call is typed by its contract in lib/schemas/endpoints/;
// every mutation refreshes the list ("after a save, the documents list is refreshed").

export { documentKeys } from "@/lib/queries/keys";
export { getVersionConflict, type UpdateDocumentVariables } from "@/lib/queries/direct";

/** The signed-in user's documents, newest first. */
export function useDocuments() {
  return useQuery({ queryKey: documentKeys.all, queryFn: ({ signal }) => callApi(documentsApi.list, {}, { signal }) });
}

/** One document, loaded once; disabled until there is an id. */
export function useDocument(id?: string) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ""),
    queryFn: ({ signal }) => callApi(documentsApi.get, { params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
}

/** GET /api/documents/{id} outside a query hook (a fresh copy before a rename). */
export function fetchDocument(id: string): Promise<DocumentDto> {
  return callApi(documentsApi.get, { params: { id } });
}

/** Reads a fresh copy of a document into the cache (a rename saves title, content and type together). */
export function useFetchFreshDocument() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery({ queryKey: documentKeys.detail(id), queryFn: () => fetchDocument(id), staleTime: 0 });
}

export function useCreateDocument() {
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: (input: CreateDocumentInput) => callApi(documentsApi.create, { body: input }),
    onSuccess: (doc) => documentSaved(cache, doc),
  });
}

/**
 * Saves title, content and type against the version the client loaded. A stale save
 * rejects with an HttpError of status 409; read the server copy with getVersionConflict().
 */
export function useUpdateDocument() {
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateDocumentVariables) =>
      callApi(documentsApi.update, { params: { id }, body: input }),
    onSuccess: (doc) => documentSaved(cache, doc),
    onError: (error) => {
      // The list may show an outdated title; the detail is left alone so the editor decides.
      if (getVersionConflict(error)) return documentListsChanged(cache);
    },
  });
}

/** Deletes a document; it can be restored (same id and link) until `restorableUntil`. */
export function useDeleteDocument() {
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: (id: string) => callApi(documentsApi.delete, { params: { id } }),
    onSuccess: (_data, id) => {
      cache.client?.removeQueries({ queryKey: documentKeys.detail(id), exact: true });
      cache.direct.delete(JSON.stringify(documentKeys.detail(id)));
      return documentListsChanged(cache);
    },
  });
}

/** Undo of a delete: the same document comes back (id, text, version, history). */
export function useRestoreDocument() {
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: (id: string) => callApi(documentsApi.restore, { params: { id } }),
    onSuccess: (doc) => documentSaved(cache, doc),
  });
}

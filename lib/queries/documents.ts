"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { api } from "@/lib/schemas/endpoints";
import type { DocumentDto } from "@/lib/documents/document-model";
import type { CreateDocumentInput } from "@/lib/schemas/documents";
import { dashboardKeys, documentKeys } from "@/lib/queries/keys";
import { getVersionConflict, type UpdateDocumentVariables } from "@/lib/queries/direct";

// Documents (core-product §7): every call is typed by its contract in lib/schemas/endpoints.ts;
// every mutation refreshes the list ("after a save, the documents list is refreshed").

export { documentKeys } from "@/lib/queries/keys";
export { getVersionConflict, type UpdateDocumentVariables } from "@/lib/queries/direct";

/** The signed-in user's documents, newest first. */
export function useDocuments() {
  return useQuery({ queryKey: documentKeys.all, queryFn: ({ signal }) => callApi(api.documents.list, {}, { signal }) });
}

/** One document, loaded once; disabled until there is an id. */
export function useDocument(id?: string) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ""),
    queryFn: ({ signal }) => callApi(api.documents.get, { params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
}

/** GET /api/documents/{id} outside a query hook (a fresh copy before a rename). */
export function fetchDocument(id: string): Promise<DocumentDto> {
  return callApi(api.documents.get, { params: { id } });
}

/** Reads a fresh copy of a document into the cache (a rename saves title, content and type together). */
export function useFetchFreshDocument() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery({ queryKey: documentKeys.detail(id), queryFn: () => fetchDocument(id), staleTime: 0 });
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocumentInput) => callApi(api.documents.create, { body: input }),
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), doc);
      return invalidateLists(queryClient);
    },
  });
}

/**
 * Saves title, content and type against the version the client loaded. A stale save
 * rejects with an HttpError of status 409; read the server copy with getVersionConflict().
 */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateDocumentVariables) =>
      callApi(api.documents.update, { params: { id }, body: input }),
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), doc);
      return invalidateLists(queryClient);
    },
    onError: (error) => {
      // The list may show an outdated title; the detail is left alone so the editor decides.
      if (getVersionConflict(error)) return invalidateLists(queryClient);
    },
  });
}

/** Deletes a document; it can be restored (same id and link) until `restorableUntil`. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.documents.delete, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id), exact: true });
      return invalidateLists(queryClient);
    },
  });
}

/** Undo of a delete: the same document comes back (id, text, version, history). */
export function useRestoreDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.documents.restore, { params: { id } }),
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), doc);
      return invalidateLists(queryClient);
    },
  });
}

function invalidateLists(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.all, exact: true }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
  ]);
}

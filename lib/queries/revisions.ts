"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { documentKeys, revisionKeys } from "@/lib/queries/keys";
import { restoreRevision, type RestoreRevisionVariables } from "@/lib/queries/direct";
import { callApi } from "@/lib/api-client";
import { revisionsApi } from "@/lib/schemas/endpoints/revisions";

// Document history (core-product §7), typed by its contracts in lib/schemas/endpoints/.

export { revisionKeys } from "@/lib/queries/keys";
export { restoreRevision, type RestoreRevisionVariables } from "@/lib/queries/direct";

/** A document's revisions, newest first; fetched again each time the history opens. */
export function useRevisions(documentId: string) {
  return useQuery({
    queryKey: revisionKeys.list(documentId),
    queryFn: ({ signal }) => callApi(revisionsApi.list, { params: { id: documentId } }, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** One revision with its full text (revisions never change, so it is kept once loaded). */
export function useRevision(documentId: string, revisionId: string | null) {
  return useQuery({
    queryKey: revisionKeys.detail(documentId, revisionId ?? ""),
    queryFn: ({ signal }) => callApi(revisionsApi.get, { params: { id: documentId, revisionId: revisionId ?? "" } }, { signal }),
    enabled: Boolean(revisionId),
  });
}

/**
 * Restores a revision as a new save: the document's cached copy becomes the restored one, and its
 * history and the documents list are read again. A stale version rejects with a 409 HttpError.
 */
export function useRestoreRevisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, revisionId, ...input }: RestoreRevisionVariables) => restoreRevision(documentId, revisionId, input),
    onSuccess: (restored) => {
      queryClient.setQueryData(documentKeys.detail(restored.id), restored);
      void queryClient.invalidateQueries({ queryKey: revisionKeys.list(restored.id) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all, exact: true });
    },
  });
}

"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentKeys } from "@/lib/queries/keys";
import { callApi } from "@/lib/api-client";
import { api } from "@/lib/schemas/endpoints";
import type { RestoreRevisionInput } from "@/lib/schemas/revisions";

// Document history (core-product §7), typed by its contracts in lib/schemas/endpoints.ts.

export const revisionKeys = {
  list: (documentId: string) => ["/api/documents", documentId, "revisions"] as const,
  detail: (documentId: string, revisionId: string) => ["/api/documents", documentId, "revisions", revisionId] as const,
};

/** A document's revisions, newest first; fetched again each time the history opens. */
export function useRevisions(documentId: string) {
  return useQuery({
    queryKey: revisionKeys.list(documentId),
    queryFn: ({ signal }) => callApi(api.revisions.list, { params: { id: documentId } }, { signal }),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** One revision with its full text (revisions never change, so it is kept once loaded). */
export function useRevision(documentId: string, revisionId: string | null) {
  return useQuery({
    queryKey: revisionKeys.detail(documentId, revisionId ?? ""),
    queryFn: ({ signal }) => callApi(api.revisions.get, { params: { id: documentId, revisionId: revisionId ?? "" } }, { signal }),
    enabled: Boolean(revisionId),
  });
}

export function restoreRevision(documentId: string, revisionId: string, input: RestoreRevisionInput) {
  return callApi(api.revisions.restore, { params: { id: documentId, revisionId }, body: input });
}

export type RestoreRevisionVariables = RestoreRevisionInput & { documentId: string; revisionId: string };

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

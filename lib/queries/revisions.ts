"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentKeys } from "@/lib/queries/keys";
import { apiJson } from "@/lib/api-client";
import type { RestoredDocument, RestoreRevisionInput, RevisionDto, RevisionListItem } from "@/lib/schemas/revisions";

// Document history: reads go through the default queryFn (GET of the joined key).

export const revisionKeys = {
  list: (documentId: string) => ["/api/documents", documentId, "revisions"] as const,
  detail: (documentId: string, revisionId: string) => ["/api/documents", documentId, "revisions", revisionId] as const,
};

/** A document's revisions, newest first; fetched again each time the history opens. */
export function useRevisions(documentId: string) {
  return useQuery<RevisionListItem[]>({ queryKey: revisionKeys.list(documentId), staleTime: 0, refetchOnMount: "always" });
}

/** One revision with its full text (revisions never change, so it is kept once loaded). */
export function useRevision(documentId: string, revisionId: string | null) {
  return useQuery<RevisionDto>({
    queryKey: revisionKeys.detail(documentId, revisionId ?? ""),
    enabled: Boolean(revisionId),
  });
}

export function restoreRevision(documentId: string, revisionId: string, input: RestoreRevisionInput) {
  return apiJson<RestoredDocument>(
    "POST",
    `/api/documents/${encodeURIComponent(documentId)}/revisions/${encodeURIComponent(revisionId)}/restore`,
    input,
  );
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

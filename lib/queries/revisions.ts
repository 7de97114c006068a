"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { documentKeys, revisionKeys } from "@/lib/queries/keys";
import { restoreRevision, type RestoreRevisionVariables } from "@/lib/queries/direct";
import type { RevisionDto, RevisionListItem } from "@/lib/schemas/revisions";

// Document history: reads go through the default queryFn (GET of the joined key).

export { revisionKeys } from "@/lib/queries/keys";
export { restoreRevision, type RestoreRevisionVariables } from "@/lib/queries/direct";

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

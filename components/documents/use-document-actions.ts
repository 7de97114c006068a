"use client";
import { useQueryClient } from "@/lib/queries/query-hooks";
import {
  documentKeys,
  fetchDocument,
  getVersionConflict,
  useDeleteDocument,
  useRestoreDocument,
  useUpdateDocument,
} from "@/lib/queries/documents";
import type { DeletedDocumentDto, DocumentDto } from "@/lib/documents/document-model";

/**
 * Rename, delete and Undo from the documents list. Rename needs the full document (PUT saves
 * title, content and type together), so it reads a fresh copy; Undo restores the same document.
 */
export function useDocumentActions() {
  const queryClient = useQueryClient();
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const restoreMutation = useRestoreDocument();

  const fetchFresh = (id: string) =>
    queryClient.fetchQuery<DocumentDto>({
      queryKey: documentKeys.detail(id),
      queryFn: () => fetchDocument(id),
      staleTime: 0,
    });

  const saveTitle = (doc: DocumentDto, title: string) =>
    update.mutateAsync({ id: doc.id, title, content: doc.content, type: doc.type, version: doc.version });

  /** Changes only the title. If the text changed elsewhere meanwhile, keeps that text and retries once. */
  async function rename(id: string, title: string): Promise<DocumentDto> {
    const doc = await fetchFresh(id);
    try {
      return await saveTitle(doc, title);
    } catch (err) {
      const current = getVersionConflict(err);
      if (!current) throw err;
      return saveTitle(current, title);
    }
  }

  /** Deletes; the answer names what Undo brings back. */
  const deleteDocument = (id: string): Promise<DeletedDocumentDto> => remove.mutateAsync(id);

  /** Undo of a delete: the same document (id, link, text, version, history) comes back. */
  const restore = (deleted: DeletedDocumentDto): Promise<DocumentDto> => restoreMutation.mutateAsync(deleted.id);

  return { rename, deleteDocument, restore, isRenaming: update.isPending, isDeleting: remove.isPending };
}

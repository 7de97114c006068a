"use client";
import { useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import {
  documentKeys,
  getVersionConflict,
  useCreateDocument,
  useDeleteDocument,
  useUpdateDocument,
} from "@/lib/queries/documents";
import { toStoredDocumentType, type DocumentDto } from "@/lib/documents/document-model";

/**
 * Rename and delete from the documents list. Both need the full document (PUT saves title,
 * content and type together; Undo re-creates the deleted text), so each reads a fresh copy.
 */
export function useDocumentActions() {
  const queryClient = useQueryClient();
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const create = useCreateDocument();

  const fetchFresh = (id: string) =>
    queryClient.fetchQuery<DocumentDto>({
      queryKey: documentKeys.detail(id),
      queryFn: () => apiJson<DocumentDto>("GET", `/api/documents/${encodeURIComponent(id)}`),
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

  /** Deletes and returns the deleted copy, so Undo can bring it back. */
  async function deleteDocument(id: string): Promise<DocumentDto> {
    const doc = await fetchFresh(id);
    await remove.mutateAsync(id);
    return doc;
  }

  /** Undo of a delete: the same title, text and type come back as a new document. */
  function restore(doc: DocumentDto): Promise<DocumentDto> {
    const type = toStoredDocumentType(doc.type);
    return create.mutateAsync({ title: doc.title, content: doc.content, type });
  }

  return { rename, deleteDocument, restore, isRenaming: update.isPending, isDeleting: remove.isPending };
}

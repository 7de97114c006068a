"use client";
import { useMemo, useState } from "react";
import { deleteDocument, renameDocument, restoreDocument } from "@/lib/queries/document-actions";
import { useSharedCache } from "@/lib/queries/shared-cache";
import type { DeletedDocumentDto, DocumentDto } from "@/lib/documents/document-model";

/**
 * Rename, delete and Undo from the documents list (lib/queries/document-actions.ts), with whether a
 * rename or a delete is under way (their buttons say so).
 */
export function useDocumentActions() {
  const cache = useSharedCache();
  const [renaming, setRenaming] = useState(0);
  const [deleting, setDeleting] = useState(0);
  const actions = useMemo(() => {
    const busy = async <T>(count: (f: (n: number) => number) => void, work: Promise<T>): Promise<T> => {
      count((n) => n + 1);
      try {
        return await work;
      } finally {
        count((n) => n - 1);
      }
    };
    return {
      rename: (id: string, title: string): Promise<DocumentDto> => busy(setRenaming, renameDocument(cache, id, title)),
      deleteDocument: (id: string): Promise<DeletedDocumentDto> => busy(setDeleting, deleteDocument(cache, id)),
      restore: (deleted: DeletedDocumentDto): Promise<DocumentDto> => restoreDocument(cache, deleted.id),
    };
  }, [cache]);
  return { ...actions, isRenaming: renaming > 0, isDeleting: deleting > 0 };
}

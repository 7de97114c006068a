"use client";
// Restoring a revision from the editor without losing a word: unsaved words are
// saved first (so they are in the history too), the restore is a new save against the version
// on screen, and anything typed while it ran stays on screen as unsaved changes.
import { useCallback, useState } from "react";
import { getVersionConflict } from "@/lib/queries/document-copies";
import { useRevisionRestore } from "@/lib/queries/direct";
import { toast } from "@/lib/toast";
import type { DocumentDto } from "@/lib/schemas/documents";
import type { RevisionListItem } from "@/lib/schemas/revisions";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import type { SaveOutcome } from "@/components/editor/use-document-save";

type Options = {
  doc: EditorDocument;
  save: () => Promise<SaveOutcome>;
  /** The restored copy is on screen (it came in through the document's one writer, as "restored"). */
  onRestored: (saved: DocumentDto) => void;
};

export function useRestoreRevision({ doc, save, onRestored }: Options) {
  const restoreOnServer = useRevisionRestore();
  const [restoring, setRestoring] = useState(false);

  const restore = useCallback(
    async (revision: RevisionListItem): Promise<boolean> => {
      const id = doc.current().docId;
      if (!id) return false;
      setRestoring(true);
      try {
        if (doc.dirty && (await save()) !== "saved") {
          toast({ title: "Restore failed", description: "Your latest changes could not be saved first, so nothing was restored.", variant: "destructive" });
          return false;
        }
        const before = doc.current();
        const restored = await restoreOnServer({ documentId: id, revisionId: revision.id, version: before.base.version ?? 1 });
        const now = doc.current().values;
        if (now.content === before.values.content && now.title === before.values.title) {
          doc.adoptServerCopy(restored);
          onRestored(restored);
          toast({ title: "Version restored", description: `Version ${revision.version} is back, saved as version ${restored.version}.` });
        } else {
          doc.keepMine(restored); // typed meanwhile: those words stay, unsaved, on the restored version
          toast({ title: "Version restored", description: "You typed while it was restoring, so your newest words stay on screen unsaved." });
        }
        return true;
      } catch (error) {
        const conflict = getVersionConflict(error);
        toast({
          title: "Restore failed",
          description: conflict
            ? "This document was changed somewhere else. Reload it, then try again."
            : "Could not restore that version. Please try again.",
          variant: "destructive",
        });
        return false;
      } finally {
        setRestoring(false);
      }
    },
    [doc, save, onRestored, restoreOnServer],
  );

  return { restore, restoring };
}

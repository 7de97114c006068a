"use client";
import { useRef, useState } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { FilePlus, FileText } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/common/load-error";
import { useNow } from "@/components/common/use-now";
import { DocumentRow } from "@/components/documents/document-row";
import { DeleteDialog } from "@/components/documents/delete-dialog";
import { useDrawAllWhenIdle } from "@/components/common/draw-all-when-idle";
import { useDocumentActions } from "@/components/documents/use-document-actions";
import { useModuleOnDemand } from "@/lib/hooks/use-module-after-load";
import { useDocumentList } from "@/lib/queries/document-list";
import { HttpError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { quotaMessageOf } from "@/lib/quota-message";
import type { DocumentListItem } from "@/lib/documents/document-model";

const loadRenameForm = () => import("@/components/documents/rename-form");

function failureText(err: unknown, action: string): string {
  if (err instanceof HttpError && err.status === 404) return "This document no longer exists. The list has been refreshed.";
  return `Could not ${action} the document. Please try again.`;
}

/**
 * All of the user's documents, newest first, with open, rename and delete (Undo restores the same
 * document). The list is the one the page read on the server (DirectData), shown in the first paint.
 */
export function DocumentsPage() {
  const documents = useDocumentList();
  const actions = useDocumentActions();
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<DocumentListItem | null>(null);
  // the confirmation's code is fetched when the pointer or the focus first reaches a Delete
  // button, the title editor's when they reach a Rename button (both with the press itself)
  const [deleteNear, setDeleteNear] = useState(false);
  const renameModule = useModuleOnDemand(loadRenameForm);
  const renameForm = { Form: renameModule.module?.RenameForm ?? null, failed: renameModule.failed, request: renameModule.request };
  const list = documents.data ?? [];
  useDrawAllWhenIdle(); // the rows below the first screen (DocumentRow)

  async function rename(doc: DocumentListItem, title: string): Promise<boolean> {
    try {
      const saved = await actions.rename(doc.id, title);
      toast({ title: "Document renamed", description: `It is now called “${saved.title}”.` });
      return true;
    } catch (err) {
      toast({ title: "Rename failed", description: failureText(err, "rename"), variant: "destructive" });
      if (err instanceof HttpError && err.status === 404) void documents.refetch();
      return false;
    }
  }

  async function confirmDelete() {
    const doc = toDelete;
    if (!doc) return;
    try {
      const deleted = await actions.deleteDocument(doc.id);
      setToDelete(null);
      heading.current?.focus();
      toast({
        title: "Document deleted",
        description: `“${deleted.title}” was deleted.`,
        action: {
          label: "Undo",
          onClick: () => {
            actions
              .restore(deleted)
              .then((doc) => toast({ title: "Document restored", description: `“${doc.title}” is back in your list.` }))
              .catch((err: unknown) => {
                // documents made since may have taken its place under the quota: say so, and how to make room
                toast({ title: "Undo failed", description: quotaMessageOf(err) ?? "Could not bring the document back. Please try again.", variant: "destructive" });
              });
          },
        },
      });
    } catch (err) {
      setToDelete(null);
      toast({ title: "Delete failed", description: failureText(err, "delete"), variant: "destructive" });
      if (err instanceof HttpError && err.status === 404) void documents.refetch();
    }
  }

  return (
    <section aria-labelledby="page-title" aria-busy={documents.isPending} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="page-title" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
            Your Documents
          </h1>
          {documents.data && (
            <p className="text-lg text-muted-foreground" data-testid="documents-count">
              {list.length === 1 ? "1 document" : `${list.length} documents`}, newest first
            </p>
          )}
        </div>
        <IntentLink href="/editor" className={buttonVariants({ size: "lg" })}>
          <FilePlus aria-hidden="true" />
          New Document
        </IntentLink>
      </div>

      {documents.isPending ? (
        <div className="flex flex-col gap-3">
          <p className="sr-only">Loading your documents...</p>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : documents.isError ? (
        <LoadError what="your documents" onRetry={() => void documents.refetch()} />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-border bg-card px-4 py-10 text-center">
          <FileText className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-xl font-bold">No documents yet</p>
          <p className="text-base text-muted-foreground">Start by speaking or typing. Your saved documents will be listed here.</p>
          <IntentLink href="/editor" className={buttonVariants({ size: "lg" })}>
            <FilePlus aria-hidden="true" />
            Create First Document
          </IntentLink>
        </div>
      ) : (
        <ul className="flex list-none flex-col gap-3" aria-label="Documents">
          {list.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              now={now}
              isSaving={actions.isRenaming}
              onRename={(title) => rename(doc, title)}
              onDeleteNear={() => setDeleteNear(true)}
              renameForm={renameForm}
              onDelete={() => {
                setDeleteNear(true);
                setToDelete(doc);
              }}
            />
          ))}
        </ul>
      )}

      {deleteNear && (
        <DeleteDialog
          title={toDelete?.title ?? ""}
          open={toDelete !== null}
          isDeleting={actions.isDeleting}
          onOpenChange={(open) => !open && setToDelete(null)}
          onConfirm={confirmDelete}
        />
      )}
    </section>
  );
}

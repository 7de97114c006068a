"use client";
import { forwardRef, useEffect, useRef, useState, type ComponentType, type ComponentProps } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { FileText, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MergedButton } from "@/components/ui/merged-button";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";
import type { RenameForm as RenameFormType } from "@/components/documents/rename-form";
import { toast } from "@/lib/toast";
import { documentTypeLabel, type DocumentListItem } from "@/lib/documents/document-model";
import { formatRelativeTime } from "@/lib/text/relative-time";

export const DocumentRow = forwardRef<
  HTMLLIElement,
  {
    doc: DocumentListItem;
    now: number;
    isSaving: boolean;
    onRename: (title: string) => Promise<boolean>;
    onDelete: () => void;
    /** The pointer or the focus reached Delete: its confirmation can start loading. */
    onDeleteNear: () => void;
    /** The title editor, once its code has arrived (it is fetched when a Rename button is approached). */
    renameForm: { Form: ComponentType<ComponentProps<typeof RenameFormType>> | null; failed: boolean; request: () => void };
  }
>(function DocumentRow({ doc, now, isSaving, onRename, onDelete, onDeleteNear, renameForm }, ref) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const { Form, failed, request } = renameForm;

  // the title editor's code could not be fetched (offline): say so; Rename can be pressed again
  useEffect(() => {
    if (!editing || !failed) return;
    setEditing(false);
    toast({ title: "Could not open Rename", description: "Check your connection and try again.", variant: "destructive" });
  }, [editing, failed]);

  function close() {
    setEditing(false);
    // Back to where the person was, after React has put the button back.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  async function save(title: string) {
    if (await onRename(title)) close();
  }

  return (
    <li
      ref={ref}
      // a row is 144 px high on a phone at the default text size, 88 px on a wide screen
      className={`rounded-xl border-2 border-border bg-card p-4 shadow-sm ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_9rem] md:[contain-intrinsic-block-size:auto_5.5rem]`}
      data-testid="document-row"
    >
      {editing && Form ? (
        <Form documentId={doc.id} currentTitle={doc.title} isSaving={isSaving} onSave={save} onCancel={close} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <FileText className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div className="flex min-w-0 flex-col">
              <IntentLink
                href={`/editor/${doc.id}`}
                className="truncate text-xl font-bold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
              >
                {doc.title}
              </IntentLink>
              <span className="text-base text-muted-foreground">
                {documentTypeLabel(doc.type)} · Updated{" "}
                <time dateTime={doc.updatedAt} suppressHydrationWarning>
                  {formatRelativeTime(doc.updatedAt, now)}
                </time>
              </span>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={renameButton}
              variant="outline"
              onPointerEnter={request}
              onFocus={request}
              onClick={() => {
                request();
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
              Rename<span className="sr-only"> “{doc.title}”</span>
            </Button>
            <MergedButton
              variant="outline"
              className="border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground"
              onPointerEnter={onDeleteNear}
              onFocus={onDeleteNear}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only"> “{doc.title}”</span>
            </MergedButton>
          </div>
        </div>
      )}
    </li>
  );
});

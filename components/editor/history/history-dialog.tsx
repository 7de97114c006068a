"use client";
// History: the document's saved revisions with when and how each was made; preview
// any of them and restore it as a new save (the current text stays in the history).
import { useState } from "react";
import { Eye, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useRevision, useRevisions } from "@/lib/queries/revisions";
import { REVISION_SOURCE_LABELS, type RevisionListItem } from "@/lib/schemas/revisions";
import { displayTitle } from "@/lib/schemas/documents";
import { formatRelativeTime } from "@/lib/text/relative-time";
import { dateAndTime } from "@/lib/text/when";

type Props = {
  documentId: string;
  /** The version on screen: that revision is the current one. */
  currentVersion: number | null;
  restoring: boolean;
  onRestore: (revision: RevisionListItem) => void;
  onClose: () => void;
};

export function HistoryDialog({ documentId, currentVersion, restoring, onRestore, onClose }: Props) {
  const revisions = useRevisions(documentId);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const preview = useRevision(documentId, previewId);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(95vw,52rem)]">
        <DialogHeader>
          <DialogTitle>Document history</DialogTitle>
          <DialogDescription>
            Every save is kept (the last 50). Restoring one saves it as a new version; nothing is lost.
          </DialogDescription>
        </DialogHeader>
        {revisions.isPending && <p role="status">Loading history...</p>}
        {revisions.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p>Could not load the history. Please try again.</p>
            <Button variant="outline" size="sm" onClick={() => void revisions.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {revisions.isSuccess && revisions.data.length === 0 && <p>No saved versions yet. Save the document to start its history.</p>}
        {revisions.isSuccess && revisions.data.length > 0 && (
          <ol aria-label="Saved versions" className="flex flex-col gap-3">
            {revisions.data.map((r) => {
              const isCurrent = r.version === currentVersion;
              return (
                <li key={r.id} data-testid="revision" className="flex flex-col gap-2 rounded-lg border-2 border-border p-3">
                  <p className="font-semibold">
                    Version {r.version} · {REVISION_SOURCE_LABELS[r.source]} · {formatRelativeTime(r.createdAt)}{" "}
                    <span className="font-normal text-muted-foreground">({dateAndTime(r.createdAt)})</span>
                    {isCurrent && <span className="ml-2 rounded bg-secondary px-2 py-0.5 text-secondary-foreground">Current</span>}
                  </p>
                  <p className="text-muted-foreground break-words">
                    {displayTitle(r.title)}: {r.preview || "(no text)"}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-expanded={previewId === r.id}
                      aria-controls={previewId === r.id ? `revision-preview-${r.id}` : undefined}
                      onClick={() => setPreviewId(previewId === r.id ? null : r.id)}
                    >
                      <Eye aria-hidden="true" />
                      {previewId === r.id ? "Hide preview" : `Preview version ${r.version}`}
                    </Button>
                    {!isCurrent && (
                      <Button size="sm" onClick={() => onRestore(r)} disabled={restoring}>
                        <RotateCcw aria-hidden="true" />
                        {restoring ? "Restoring..." : `Restore version ${r.version}`}
                      </Button>
                    )}
                  </div>
                  {previewId === r.id && (
                    <div id={`revision-preview-${r.id}`}>
                      {preview.isPending && <p role="status">Loading this version...</p>}
                      {preview.isError && <p role="alert">Could not load this version. Please try again.</p>}
                      {preview.isSuccess && (
                        <div
                          tabIndex={0}
                          aria-label={`Text of version ${r.version}`}
                          dir="auto"
                          className="max-h-64 overflow-auto whitespace-pre-wrap rounded-lg border-2 border-border bg-muted p-3 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
                        >
                          {preview.data.content || "(no text)"}
                        </div>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

"use client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { countWords } from "@/lib/text/counts";
import { formatRelativeTime } from "@/lib/text/relative-time";
import { displayTitle, type DocumentDto } from "@/lib/documents/document-model";
import { plural } from "@/lib/text/plural";
import type { EditorValues } from "@/components/editor/editor-values";

type Props = {
  theirs: DocumentDto;
  mine: EditorValues;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onKeepBoth: () => void;
  onClose: () => void;
};

function Version({ heading, title, content, note }: { heading: string; title: string; content: string; note: string }) {
  return (
    <section aria-label={heading} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-lg font-bold">{heading}</h3>
      <p className="text-muted-foreground">
        {displayTitle(title)} · {plural(countWords(content), "word", "words")} · {note}
      </p>
      <div
        tabIndex={0}
        aria-label={`${heading} text`}
        dir="auto"
        className="max-h-48 overflow-auto whitespace-pre-wrap rounded-lg border-2 border-border bg-muted p-3 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
      >
        {content || "(no text)"}
      </div>
    </section>
  );
}

// A save met a newer copy on the server (409), or a restored draft was older than the
// server copy. Nothing is overwritten until the user picks; closing decides nothing.
export function ConflictDialog({ theirs, mine, onKeepMine, onKeepTheirs, onKeepBoth, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(95vw,56rem)]">
        <DialogHeader>
          <DialogTitle>This document was changed somewhere else</DialogTitle>
          <DialogDescription>
            Another tab or device saved a different version. Choose what to keep: nothing is overwritten until you do.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2">
          <Version heading="Your version" title={mine.title} content={mine.content} note="on this screen" />
          <Version heading="Saved version" title={theirs.title} content={theirs.content} note={`saved ${formatRelativeTime(theirs.updatedAt).toLowerCase()}`} />
        </div>
        <DialogFooter className="flex-col items-stretch sm:flex-row sm:items-center">
          <Button onClick={onKeepMine}>Keep mine</Button>
          <Button variant="outline" onClick={onKeepTheirs}>
            Keep theirs
          </Button>
          <Button variant="secondary" onClick={onKeepBoth}>
            Keep both
          </Button>
        </DialogFooter>
        <ul className="flex flex-col gap-1 text-base text-muted-foreground">
          <li>Keep mine: your version replaces the saved one.</li>
          <li>Keep theirs: the saved version replaces yours on this screen.</li>
          <li>Keep both: your version is saved as a new document; the saved one stays as it is.</li>
        </ul>
      </DialogContent>
    </Dialog>
  );
}

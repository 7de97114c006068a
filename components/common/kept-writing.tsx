"use client";
// The writing kept in this browser, listed on the error screen (components/common/error-recovery.tsx
// loads this module when a screen fails, so no page carries it in its first load).
import { useId, useState } from "react";
import { Download, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { browserStorage } from "@/lib/drafts/browser-storage";
import type { StoredDraft } from "@/lib/drafts/draft-store";
import { listLocalDrafts } from "@/lib/drafts/local-drafts";
import { documentFileName } from "@/lib/text/file-names";
import { saveFile } from "@/lib/download";
import { UNTITLED_DOCUMENT } from "@/lib/documents/document-model";
import { dateAndTime } from "@/lib/text/when";

function download(draft: StoredDraft) {
  saveFile(new Blob([draft.content], { type: "text/plain;charset=utf-8" }), documentFileName(draft.title));
}

function DraftItem({ draft }: { draft: StoredDraft }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const title = draft.title.trim() || UNTITLED_DOCUMENT;
  return (
    <li className="rounded-md border p-4">
      <p className="font-semibold break-words">{title}</p>
      <p className="text-muted-foreground">Last changed {dateAndTime(draft.savedAt)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
          <FileText aria-hidden="true" />
          {open ? `Hide ${title}` : `Open ${title}`}
        </Button>
        <Button variant="outline" onClick={() => download(draft)}>
          <Download aria-hidden="true" />
          Download {title}
        </Button>
      </div>
      {open && (
        <textarea
          id={textId}
          dir="auto"
          readOnly
          aria-label={`Text of ${title}`}
          className="mt-3 min-h-48 w-full rounded-md border bg-background p-3 text-lg"
          value={draft.content}
        />
      )}
    </li>
  );
}

/** Every draft kept in this browser, each with Open and Download; or that there are none. */
export function KeptWriting() {
  const [drafts] = useState<StoredDraft[]>(() => listLocalDrafts(browserStorage("local")));
  if (drafts.length === 0) return <p className="text-lg">No writing is kept on this device.</p>;
  return (
    <ul className="space-y-3">
      {drafts.map((d) => (
        <DraftItem key={`${d.docId ?? "new"}:${d.slot}`} draft={d} />
      ))}
    </ul>
  );
}

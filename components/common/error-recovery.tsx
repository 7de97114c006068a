"use client";
import { useId, useState, useSyncExternalStore } from "react";
import { Download, FileText, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { browserStorage } from "@/lib/drafts/browser-storage";
import type { StoredDraft } from "@/lib/drafts/draft-store";
import { listLocalDrafts } from "@/lib/drafts/local-drafts";
import { documentFileName } from "@/lib/text/file-names";
import { saveFile } from "@/lib/download";
import { UNTITLED_DOCUMENT } from "@/lib/documents/document-model";

const noSubscribe = () => () => {};

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
      <p className="text-muted-foreground">Last changed {new Date(draft.savedAt).toLocaleString()}</p>
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
          readOnly
          aria-label={`Text of ${title}`}
          className="mt-3 min-h-48 w-full rounded-md border bg-background p-3 text-lg"
          value={draft.content}
        />
      )}
    </li>
  );
}

/**
 * What a screen shows when it fails to load (the server or its database is down): a way to
 * try again, and the writing kept in this browser, which can be opened and downloaded.
 */
export function ErrorRecovery({ reset }: { reset: () => void }) {
  // localStorage exists only in the browser: nothing is listed while rendering on the server.
  const isClient = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [drafts] = useState<StoredDraft[] | null>(() => (typeof window === "undefined" ? null : listLocalDrafts(browserStorage("local"))));
  const shown = isClient ? drafts : null;
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-10">
      <h1 id="error-title" className="mb-3 text-3xl font-bold">
        Something went wrong
      </h1>
      <p className="mb-6 text-lg">
        We could not load this page. Your writing is kept in this browser: you can open or download it below.
      </p>
      <Button onClick={reset}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
      <h2 className="mt-10 mb-3 text-2xl font-semibold">Writing kept on this device</h2>
      {shown === null ? null : shown.length === 0 ? (
        <p className="text-lg">No writing is kept on this device.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((d) => (
            <DraftItem key={`${d.docId ?? "new"}:${d.slot}`} draft={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

"use client";
import { useState } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { FilePlus, History, Info, WifiOff } from "@/components/ui/icons/editor-icons";
import { RotateCcw } from "@/components/ui/icons/common-icons";
import { Button, buttonVariants } from "@/components/ui/button";
import type { SaveFailure } from "@/lib/drafts/save-policy";
import type { StoredDraft } from "@/lib/drafts/draft-store";
import type { OtherTabNotice } from "@/components/editor/use-tab-sync";
import { cx } from "@/lib/class-join";

function Notice({ children, tone = "info", testId }: { children: React.ReactNode; tone?: "info" | "warning"; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className={cx(
        "flex flex-wrap items-center gap-3 rounded-xl border-2 px-4 py-3 text-base",
        tone === "warning" ? "border-warning bg-warning text-warning-foreground" : "border-border bg-card",
      )}
    >
      {children}
    </div>
  );
}

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

export function RestoredDraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Notice testId="restored-draft">
      <History className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        <strong>Restored unsaved draft</strong> from {time(savedAt)}. It is kept on this device and is not saved to your
        account yet.
      </p>
      {confirming ? (
        <>
          <Button variant="destructive" size="sm" onClick={onDiscard}>
            Yes, discard my draft
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Discard draft
        </Button>
      )}
    </Notice>
  );
}

export function SaveProblemNotice({
  failure,
  onRetry,
  onSaveAsNew,
}: {
  failure: SaveFailure;
  onRetry: () => void;
  onSaveAsNew: () => void;
}) {
  if (failure.kind === "gone") {
    // Try again is for a document brought back meanwhile (Undo on the documents list).
    return (
      <Notice tone="warning" testId="save-problem">
        <FilePlus className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          <strong>Not saved: this document was deleted</strong>, perhaps in another tab or on another device. Your words
          are still here and kept on this device.
        </p>
        <Button size="sm" onClick={onSaveAsNew}>
          Save as a new document
        </Button>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (failure.kind === "auth") {
    return (
      <Notice tone="warning" testId="save-problem">
        <WifiOff className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">Not saved: your session has ended. Your draft is kept on this device.</p>
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href="/signin" target="_blank" rel="noopener">
          Sign in (new tab)
        </a>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (failure.kind === "full") {
    // The account is at its document quota: make room (another tab, so these words stay open here), then try again.
    return (
      <Notice tone="warning" testId="save-problem">
        <FilePlus className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          <strong>Not saved:</strong> {failure.message} Your words are still here and kept on this device.
        </p>
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href="/documents" target="_blank" rel="noopener">
          Open my documents (new tab)
        </a>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (failure.kind === "rejected") return null; // the toast said why; nothing will retry
  return (
    <Notice tone="warning" testId="save-problem">
      <WifiOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        Not saved yet. Your draft is kept on this device and will be saved when the connection returns.
      </p>
      <Button size="sm" onClick={onRetry}>
        Try now
      </Button>
    </Notice>
  );
}

const TAB_TEXT: Record<Exclude<OtherTabNotice, null>, string> = {
  editing: "This document is also open with unsaved changes in another tab.",
  "saved-elsewhere": "This document was just saved in another tab. When you save here, you will choose which version to keep.",
  updated: "This document was updated with the changes saved in another tab.",
};

export function OtherTabNoticeBar({ notice, onDismiss }: { notice: Exclude<OtherTabNotice, null>; onDismiss: () => void }) {
  return (
    <Notice tone={notice === "updated" ? "info" : "warning"} testId="other-tab">
      <Info className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{TAB_TEXT[notice]}</p>
      <Button variant="outline" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </Notice>
  );
}

export function OtherDraftNotice({ draft }: { draft: StoredDraft }) {
  return (
    <Notice testId="other-draft">
      <History className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">You also have an unsaved draft from {time(draft.savedAt)}.</p>
      <IntentLink href={`/editor?draft=${encodeURIComponent(draft.slot)}`} className={cx(buttonVariants({ variant: "outline", size: "sm" }), "no-underline")}>
        Open that draft
      </IntentLink>
    </Notice>
  );
}

/** A template chosen on the Templates screen could not be fetched: the editor opened empty. */
export function TemplateProblemNotice({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert">
      <Notice tone="warning" testId="template-problem">
        <WifiOff className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          The template did not load (the connection or the server failed). You can write here now: Try again puts the
          template after your words.
        </p>
        <Button variant="outline" size="sm" onClick={onRetry} aria-busy={retrying}>
          {retrying ? "Trying..." : "Try again"}
        </Button>
      </Notice>
    </div>
  );
}

export function StorageProblemNotice() {
  return (
    <Notice tone="warning" testId="storage-problem">
      <Info className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">This browser is not keeping a copy of your draft (its storage is full or blocked). Save often.</p>
    </Notice>
  );
}

export function AiChangeNotice({ label, onUndo, onDismiss }: { label: string; onUndo: () => void; onDismiss: () => void }) {
  return (
    <Notice testId="ai-change">
      <RotateCcw className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{label}</p>
      <Button variant="outline" size="sm" onClick={onUndo}>
        Undo AI change
      </Button>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Keep the change
      </Button>
    </Notice>
  );
}

import { IntentLink } from "@/components/common/intent-link";
import { Button, buttonVariants } from "@/components/ui/button";
import { cx } from "@/lib/class-join";

// What the editor shows before there is a document to edit.
export function EditorLoading() {
  return (
    <p role="status" className="py-16 text-center text-lg">
      Loading document...
    </p>
  );
}

export function EditorNotFound() {
  return (
    <div className="flex flex-col items-start gap-3 py-10">
      <h1 className="text-2xl font-bold">Document not found</h1>
      <p>This document does not exist, or it belongs to another account.</p>
      <div className="flex flex-wrap gap-2">
        <IntentLink href="/documents" className={cx(buttonVariants({ variant: "outline" }), "no-underline")}>
          Your documents
        </IntentLink>
        <IntentLink href="/editor" className={cx(buttonVariants(), "no-underline")}>
          New document
        </IntentLink>
      </div>
    </div>
  );
}

export function EditorLoadError({ onRetry, onOpenDraft }: { onRetry: () => void; onOpenDraft?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-10">
      <h1 className="text-2xl font-bold">Could not load the document</h1>
      <p>Check your connection and try again.{onOpenDraft && " Your unsaved draft of it is kept on this device."}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRetry}>Try again</Button>
        {onOpenDraft && (
          <Button variant="outline" onClick={onOpenDraft}>
            Open my unsaved draft
          </Button>
        )}
      </div>
    </div>
  );
}

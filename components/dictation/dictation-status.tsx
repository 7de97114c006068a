"use client";
import { Mic } from "@/components/ui/icons/dictation-icons";
import { useDictationSnapshot, type DictationStore } from "@/lib/speech/use-dictation";
import { cx } from "@/lib/class-join";
import { microphoneStatusText } from "@/lib/speech/messages";

// The status line above the text: a polite live region announcing Listening / off, and the
// words still being recognised, shown apart from the text so typing is never disturbed. On a
// phone, while the microphone is off, it is read by screen readers but not shown (the Start
// Dictation button beside it says as much), so the text starts higher.
// The interim words are inside the region but marked aria-live="off": a screen reader
// reading them aloud every few hundred milliseconds would be picked up by the microphone.
export function DictationStatus({ store }: { store: DictationStore }) {
  const { state, interim, starting } = useDictationSnapshot(store);
  const listening = state === "listening";
  return (
    <div
      role="status"
      data-testid="dictation-status"
      className={cx(
        "flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 px-3 py-2 text-base",
        listening ? "border-primary bg-accent" : "border-dashed border-border bg-background text-muted-foreground",
        !listening && !starting && "max-sm:sr-only",
      )}
    >
      <span className="flex items-center gap-2 font-semibold">
        <Mic className={cx("size-5", listening && "text-primary")} aria-hidden="true" />
        {microphoneStatusText(listening, starting)}
      </span>
      {listening && (
        <span aria-live="off" className="flex-1 text-foreground">
          <span className="sr-only">Hearing: </span>
          <span data-testid="interim-text" className="underline decoration-primary decoration-dotted decoration-2 underline-offset-4">
            {interim}
          </span>
        </span>
      )}
    </div>
  );
}

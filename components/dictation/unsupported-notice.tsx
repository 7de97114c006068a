import { UNSUPPORTED_HINT, UNSUPPORTED_TITLE } from "@/lib/speech/messages";

// core-product §8: the browser has no usable speech recognition. Typing still works.
export function UnsupportedNotice() {
  return (
    <div className="rounded-xl border-2 border-border bg-muted p-4">
      <p className="font-bold">{UNSUPPORTED_TITLE}</p>
      <p>{UNSUPPORTED_HINT}</p>
      <p className="mt-1 text-muted-foreground">You can still type in the text area.</p>
    </div>
  );
}

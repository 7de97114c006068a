"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

// When later edits overlap an AI change, the undo cannot be applied cleanly: show the text
// from before the change so the user can copy it or put it back (also undoable).
export function EarlierTextDialog({ text, onUse, onClose }: { text: string; onUse: () => void; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(95vw,48rem)]">
        <DialogHeader>
          <DialogTitle>Your text before the AI change</DialogTitle>
          <DialogDescription>
            You changed the text after the AI did, so it cannot be undone on its own. Copy what you need, or put this whole
            text back.
          </DialogDescription>
        </DialogHeader>
        <label htmlFor="earlier-text" className="font-semibold">
          Text before the AI change
        </label>
        <textarea
          id="earlier-text"
          dir="auto"
          readOnly
          value={text}
          className="min-h-48 w-full rounded-lg border-2 border-input bg-muted p-3 text-[1.125rem] leading-[1.8]"
        />
        <DialogFooter>
          <Button
            variant="outline"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(text);
                setCopied(true);
              } catch {
                setCopied(false);
              }
            }}
          >
            {copied ? "Copied" : "Copy text"}
          </Button>
          <Button onClick={onUse}>Put this text back</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

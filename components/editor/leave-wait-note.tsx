"use client";
import { Button } from "@/components/ui/button";
import type { LeaveWait } from "@/components/editor/use-leave-guard";

/** What the reader is told while a link waits for the save on its way ("... going to Documents..."). */
export function leaveWaitText(to: string): string {
  if (!to) return "Saving your words, then leaving this page...";
  if (to.toLowerCase() === "back") return "Saving your words, then going back...";
  return `Saving your words, then going to ${to}...`;
}

// Beside the save (under the header): a link pressed while a save carrying every word is on its
// way waits for that save's answer (use-leave-guard.ts). A long save would otherwise show only the
// Save button's "Saving...": this says, politely, what happens next, and Stay here (or Escape)
// cancels the wait. The live region is always on the page, so its words are read when they come.
export function LeaveWaitNote({ wait, onStay }: { wait: LeaveWait | null; onStay: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3">
      <div role="status">{wait && <p className="mt-3 font-semibold">{leaveWaitText(wait.to)}</p>}</div>
      {wait && (
        <Button variant="outline" className="mt-3" onClick={onStay}>
          Stay here
        </Button>
      )}
    </div>
  );
}

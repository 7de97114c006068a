"use client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

// Asked before leaving the editor with unsaved changes by a link inside the app (the
// browser's own prompt covers closing the tab and reloading).
export function LeaveDialog({ onStay, onLeave, onSaveAndLeave, saving }: { onStay: () => void; onLeave: () => void; onSaveAndLeave: () => void; saving: boolean }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onStay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            You have unsaved changes. If you leave, they stay as a draft on this device but are not saved to your account.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onStay}>
            Stay
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            Leave
          </Button>
          <Button onClick={onSaveAndLeave} disabled={saving}>
            {saving ? "Saving..." : "Save and leave"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

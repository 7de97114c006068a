"use client";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { VocabularyManager } from "@/components/editor/vocabulary/vocabulary-manager";

// The editor's personal-vocabulary dialog (the same list as /settings/vocabulary). Loaded on the
// first press of "My vocabulary" (components/editor/vocabulary/vocabulary-dialog.tsx), so the
// editor's first load carries neither the manager nor its import validation.
export default function VocabularyDialogContent({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto"
        // Escape inside an entry being edited cancels the edit (vocabulary-form), not the dialog.
        onEscapeKeyDown={(e) => {
          if (e.target instanceof Element && e.target.closest("[data-cancel-on-escape]")) e.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>My vocabulary</DialogTitle>
          <DialogDescription>Names and words written your way, and shortcuts that write longer text when you say them.</DialogDescription>
        </DialogHeader>
        <VocabularyManager headingLevel={3} />
      </DialogContent>
    </Dialog>
  );
}

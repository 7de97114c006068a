"use client";
import { BookA } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { VocabularyManager } from "@/components/editor/vocabulary/vocabulary-manager";

// The editor's way into personal vocabulary (the same list as /settings/vocabulary).
export function VocabularyDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookA aria-hidden="true" />
          My vocabulary
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>My vocabulary</DialogTitle>
          <DialogDescription>Names and words written your way, and shortcuts that write longer text when you say them.</DialogDescription>
        </DialogHeader>
        <VocabularyManager headingLevel={3} />
      </DialogContent>
    </Dialog>
  );
}

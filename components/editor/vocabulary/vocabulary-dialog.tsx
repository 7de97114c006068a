"use client";
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { BookA } from "@/components/ui/icons/editor-icons";
import { Button } from "@/components/ui/button";

const VocabularyDialogContent = dynamic(() => import("@/components/editor/vocabulary/vocabulary-dialog-content"), { ssr: false });

// The editor's way into personal vocabulary: the button is part of the page, the dialog loads
// when first opened; closing it puts the focus back on the button.
export function VocabularyDialog() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button ref={button} variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <BookA aria-hidden="true" />
        My vocabulary
      </Button>
      {open && <VocabularyDialogContent onClose={close} />}
    </>
  );
}

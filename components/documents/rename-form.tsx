"use client";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_TITLE_CHARS, UNTITLED_DOCUMENT } from "@/lib/documents/document-model";

/** Inline title editor: Enter saves, Escape cancels. */
export function RenameForm({
  documentId,
  currentTitle,
  isSaving,
  onSave,
  onCancel,
}: {
  documentId: string;
  currentTitle: string;
  isSaving: boolean;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(currentTitle);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `rename-${documentId}`;
  const tooLong = title.trim().length > MAX_TITLE_CHARS;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (tooLong) return;
    onSave(title.trim());
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Escape") {
      e.preventDefault();
      onCancel();
    }
  }

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2" onKeyDown={onKeyDown}>
      <label htmlFor={inputId} className="text-base font-semibold">
        New title for “{currentTitle}”
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={input}
          id={inputId}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={MAX_TITLE_CHARS + 20}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${inputId}-hint`}
          className="min-w-0 flex-1 basis-64"
        />
        <Button type="submit" disabled={isSaving || tooLong}>
          <Check aria-hidden="true" />
          {isSaving ? "Saving..." : "Save title"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
      <p id={`${inputId}-hint`} className={tooLong ? "text-base font-semibold text-destructive" : "text-sm text-muted-foreground"}>
        {tooLong
          ? `Please keep the title under ${MAX_TITLE_CHARS} characters.`
          : `Press Enter to save or Escape to cancel. An empty title saves as ${UNTITLED_DOCUMENT}.`}
      </p>
    </form>
  );
}

"use client";
import { memo, type Ref } from "react";
import { fieldValueWithoutNul } from "@/lib/text/without-nul";
import { useTypedBeforeHydration } from "@/lib/hooks/use-typed-before-hydration";
import { DOCUMENT_TEXT_ID } from "@/components/editor/document-text-id";

type Props = {
  value: string;
  onChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

// The writing surface (core-product §2): 18px text, line height 1.8, letter spacing 0.05em.
// The size is 1.125rem so it follows the reader's text size (the toolbar scales the root: 16px = 100%).
// The wrapper carries data-read-aloud-source so the accessibility toolbar reads this text.
export const EditorTextArea = memo(function EditorTextArea({ value, onChange, textareaRef }: Props) {
  const empty = value.length === 0;
  // words typed before the page's scripts ran join the document (before it decides what to show)
  const own = useTypedBeforeHydration(textareaRef, value, (field) => onChange(fieldValueWithoutNul(field)));
  return (
    <div data-read-aloud-source className="relative">
      <label htmlFor={DOCUMENT_TEXT_ID} className="sr-only">
        Document text
      </label>
      <textarea
        id={DOCUMENT_TEXT_ID}
        dir="auto"
        ref={own}
        value={value}
        onChange={(e) => onChange(fieldValueWithoutNul(e.target))}
        placeholder="Start speaking to add content, or type here..."
        aria-describedby={empty ? "editor-empty-hint" : undefined}
        spellCheck
        className="block w-full resize-y max-md:h-[max(10rem,calc(100dvh-32rem))] md:min-h-[60vh] rounded-xl border-2 border-input bg-card p-5 text-[1.125rem] leading-[1.8] tracking-[0.05em] text-foreground placeholder:text-muted-foreground max-md:placeholder:text-transparent focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
      />
      {/* From md the hint sits in the middle of a tall text area, below the placeholder. On a
          phone there is room for only one of them, so the hint takes the placeholder's place
          (it says the same), and the text area is kept at least as tall as the hint
          (use-fit-text-to-screen.ts): at the largest text it runs to several lines. */}
      {empty && (
        <div
          id="editor-empty-hint"
          data-editor-empty-hint
          className="pointer-events-none absolute inset-x-0 top-5 flex flex-col items-center gap-1 px-4 text-center text-muted-foreground md:top-1/2 md:-translate-y-1/2"
        >
          <p className="text-lg font-semibold">Click the microphone to start dictating</p>
          <p>Or type directly in this area</p>
        </div>
      )}
    </div>
  );
});

"use client";
import { useEffect, useRef } from "react";
import { Square, Volume2 } from "@/components/ui/icons/editor-icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";

// "Read it back": the document read aloud sentence by sentence with the sentence
// being read shown highlighted; Stop (or Escape) selects that sentence in the text to fix it.
export function ReadBackCard({ proofreading }: { proofreading: Proofreading }) {
  const { readingBack, currentSentence, startReadBack, stopReadBack } = proofreading;
  const stopRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (readingBack) stopRef.current?.focus();
  }, [readingBack]);

  return (
    <Card
      className="flex flex-col gap-3 p-4"
      onKeyDown={(e) => {
        if (readingBack && e.key === "Escape") {
          e.preventDefault();
          stopReadBack();
        }
      }}
    >
      <h2 className="text-xl font-bold">Read it back</h2>
      {readingBack ? (
        <>
          <p>
            Reading sentence {(currentSentence?.index ?? 0) + 1} of {currentSentence?.count ?? 1}. Press Stop to fix this sentence.
          </p>
          <p className="rounded-lg bg-muted p-3 text-lg leading-relaxed" data-testid="read-back-sentence">
            <mark className="rounded bg-[var(--reading-highlight,#fff3a3)] px-1 text-black">{currentSentence?.text}</mark>
          </p>
          <Button ref={stopRef} variant="destructive" size="lg" onClick={stopReadBack}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">Hear your text one sentence at a time, and stop on one to fix it.</p>
          <Button variant="secondary" onClick={startReadBack}>
            <Volume2 aria-hidden="true" />
            Read it back
          </Button>
        </>
      )}
    </Card>
  );
}

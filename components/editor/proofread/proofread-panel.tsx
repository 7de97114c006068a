"use client";
import { useState } from "react";
import { Volume2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { plural } from "@/lib/text/plural";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";
import type { ProofreadItem } from "@/components/editor/proofread/proofread-items";

const SHOWN_AT_FIRST = 30;

// The Proofread panel (issue 12): words the recogniser was unsure of and words that sound like
// others. Choosing one selects it in the text and reads its sentence aloud; the other words it
// may be are one click away.
export function ProofreadPanel({ proofreading }: { proofreading: Proofreading }) {
  const { items, selectedKey } = proofreading;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, SHOWN_AT_FIRST);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="proofread-panel">
      <h2 className="text-xl font-bold" id="proofread-heading">
        Proofread
      </h2>
      <p className="text-muted-foreground">
        Words to check: ones I was not sure I heard right, and words that sound like other words.
      </p>
      {items.length === 0 ? (
        <p>Nothing to check right now.</p>
      ) : (
        <>
          <p aria-live="polite">{plural(items.length, "word", "words")} to check</p>
          <ul aria-labelledby="proofread-heading" className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto">
            {shown.map((item) => (
              <ProofreadRow key={item.key} item={item} selected={item.key === selectedKey} proofreading={proofreading} />
            ))}
          </ul>
          {items.length > shown.length && (
            <Button variant="secondary" onClick={() => setShowAll(true)}>
              Show all {items.length}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function ProofreadRow({ item, selected, proofreading }: { item: ProofreadItem; selected: boolean; proofreading: Proofreading }) {
  const label = item.kind === "unsure" ? "Not sure I heard" : "Sounds like other words";
  return (
    <li className="rounded-lg border-2 border-input p-2" data-testid="proofread-item">
      <Button
        variant="ghost"
        className="h-auto w-full flex-col items-start whitespace-normal text-left"
        aria-expanded={selected}
        onClick={() => proofreading.selectItem(item)}
      >
        <span className="text-lg font-bold">{item.word}</span>
        <span className="font-normal">
          <span className="sr-only">{label}: </span>
          {item.hint}
        </span>
      </Button>
      {selected && (
        <div className="mt-2 flex flex-col gap-2">
          {item.alternatives.length > 0 ? (
            <>
              <p className="font-semibold">Replace with:</p>
              <div className="flex flex-wrap gap-2">
                {item.alternatives.map((alt) => (
                  <Button key={alt} variant="secondary" onClick={() => proofreading.replaceItem(item, alt)} aria-label={`Replace "${item.word}" with "${alt}"`}>
                    {alt}
                  </Button>
                ))}
              </div>
            </>
          ) : (
            <p>No other words to offer. Type over it to change it.</p>
          )}
          <Button variant="outline" onClick={() => proofreading.selectItem(item)}>
            <Volume2 aria-hidden="true" />
            Read it again
          </Button>
        </div>
      )}
    </li>
  );
}

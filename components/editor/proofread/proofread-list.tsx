"use client";
import { useState, type KeyboardEvent } from "react";
import { Volume2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MergedButton } from "@/components/ui/merged-button";
import { plural } from "@/lib/text/plural";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";
import type { ProofreadItem } from "@/components/editor/proofread/proofread-items";

const SHOWN_AT_FIRST = 30;

/** Writes `replacement` over the word of the row at `index` (proofread-panel.tsx keeps the focus in the panel). */
type Replace = (item: ProofreadItem, replacement: string, index: number) => void;

/** The Proofread panel's words to check (proofread-panel.tsx), the first 30 until "Show all". */
export function ProofreadList({ proofreading, replace }: { proofreading: Proofreading; replace: Replace }) {
  const { items, selectedKey } = proofreading;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, SHOWN_AT_FIRST);
  return (
    <>
      <p aria-live="polite">{plural(items.length, "word", "words")} to check</p>
      <ul aria-labelledby="proofread-heading" className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto">
        {shown.map((item, index) => (
          <ProofreadRow key={item.key} item={item} selected={item.key === selectedKey} proofreading={proofreading} replace={(alt) => replace(item, alt, index)} />
        ))}
      </ul>
      {items.length > shown.length && (
        <Button variant="secondary" onClick={() => setShowAll(true)}>
          Show all {items.length}
        </Button>
      )}
    </>
  );
}

const LABELS: Record<ProofreadItem["kind"], string> = { unsure: "Not sure I heard", spelling: "Spelling", homophone: "Sounds like other words" };

function ProofreadRow({ item, selected, proofreading, replace }: { item: ProofreadItem; selected: boolean; proofreading: Proofreading; replace: (alt: string) => void }) {
  // number keys choose while the row's suggestions have focus: 1 for the first, and so on
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > item.alternatives.length || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    replace(item.alternatives[n - 1]);
  };
  return (
    <li className="rounded-lg border-2 border-input p-2" data-testid="proofread-item">
      <MergedButton
        variant="ghost"
        className="h-auto w-full flex-col items-start whitespace-normal text-left"
        aria-expanded={selected}
        data-proofread-row=""
        onClick={() => proofreading.selectItem(item)}
      >
        <span className="text-lg font-bold">{item.word}</span>
        <span className="font-normal">
          <span className="sr-only">{LABELS[item.kind]}: </span>
          {item.hint}
        </span>
      </MergedButton>
      {selected && (
        <div className="mt-2 flex flex-col gap-2" onKeyDown={onKeyDown}>
          {item.pending ? (
            <p aria-live="polite">Finding words it may be...</p>
          ) : item.alternatives.length > 0 ? (
            <>
              <p className="font-semibold">Replace with (hear each, then choose, or press its number):</p>
              <ol className="flex flex-col gap-2">
                {item.alternatives.map((alt, i) => (
                  <li key={alt} className="flex flex-wrap gap-2">
                    <Button variant="outline" size="icon" onClick={() => proofreading.speakWord(alt)} aria-label={`Hear "${alt}"`}>
                      <Volume2 aria-hidden="true" />
                    </Button>
                    <Button variant="secondary" onClick={() => replace(alt)}>
                      {i + 1}. {alt}
                      <span className="sr-only">: replace &quot;{item.word}&quot; with &quot;{alt}&quot;</span>
                    </Button>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>No other words to offer. Type over it to change it.</p>
          )}
          <Button variant="outline" onClick={() => proofreading.selectItem(item)}>
            <Volume2 aria-hidden="true" />
            Read it again
          </Button>
          {item.kind === "spelling" && (
            <Button variant="outline" onClick={() => proofreading.addToVocabulary(item)}>
              Add &ldquo;{item.word}&rdquo; to my vocabulary
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

"use client";
import { useCallback, useLayoutEffect, useRef } from "react";
import { Card } from "@/components/ui/card";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";
import type { ProofreadItem } from "@/components/editor/proofread/proofread-items";

// The list of words to check is not part of the editor's first load (it has none to show before
// a check has run or words were dictated): its code is fetched once the panel is on screen. A
// fetch that fails (offline) says so in the panel; it never takes the editor down with it.
const loadList = () => import("@/components/editor/proofread/proofread-list");

/** The row buttons of the list, in order (proofread-list.tsx marks them). */
const ROW_SELECTOR = "[data-proofread-row]";

// The Proofread panel: words the recogniser was unsure of, words spelled in a way we
// do not know, and words that sound like others. Choosing one selects it in the text and reads
// its sentence aloud; each word it may be can be heard, then chosen by click or by its number key.
export function ProofreadPanel({ proofreading }: { proofreading: Proofreading }) {
  const list = useModuleAfterLoad(loadList);
  const ProofreadList = list.module?.ProofreadList;
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A replacement chosen here closes its row, and the button pressed goes with it: the focus would
  // fall to the page and then to the text, where the next key (Enter or a number, meant for the
  // next word) was typed over the word just replaced. It waits on the heading instead, and moves
  // to the next word's row once the list is drawn for the new text, unless the reader has moved it.
  const afterReplace = useRef<{ index: number; listedFor: string } | null>(null);
  const { replaceItem, listedFor } = proofreading;
  const replace = useCallback(
    (item: ProofreadItem, replacement: string, index: number) => {
      const from = document.activeElement;
      if (from instanceof HTMLElement && panel.current?.contains(from)) heading.current?.focus({ preventScroll: true });
      afterReplace.current = replaceItem(item, replacement) ? { index, listedFor } : null;
    },
    [replaceItem, listedFor],
  );
  useLayoutEffect(() => {
    const wanted = afterReplace.current;
    if (!wanted || wanted.listedFor === listedFor) return;
    afterReplace.current = null;
    if (document.activeElement !== heading.current) return;
    const rows = panel.current?.querySelectorAll<HTMLElement>(ROW_SELECTOR) ?? [];
    const row = rows[Math.min(wanted.index, rows.length - 1)];
    if (!row) return;
    row.focus({ preventScroll: true });
    // and it is on screen: on a phone the text (above the panel) is scrolled to, to show the
    // replacement, in the frame after a replacement; this frame comes after that one. "nearest"
    // moves nothing when the row is in view already (the wide layout's panel beside the text).
    requestAnimationFrame(() => {
      if (document.activeElement === row) row.scrollIntoView({ block: "nearest" });
    });
  }, [listedFor, proofreading.items]);
  return (
    <Card ref={panel} className="flex flex-col gap-3 p-4" data-testid="proofread-panel">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold" id="proofread-heading">
        Proofread
      </h2>
      <p className="text-muted-foreground">
        Words to check: ones I was not sure I heard right, spellings to look at, and words that sound like other words.
      </p>
      <p role="status" className="empty:-mt-3">
        {proofreading.replacedNote}
      </p>
      {proofreading.items.length === 0 ? (
        <p>Nothing to check right now.</p>
      ) : ProofreadList ? (
        <ProofreadList proofreading={proofreading} replace={replace} />
      ) : list.failed ? (
        <p>There are words to check, but the list could not be loaded (the connection may be down). Reload the page to see it.</p>
      ) : null}
    </Card>
  );
}

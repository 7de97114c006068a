"use client";
// The Proofread panel's list, worked out in the panel: the homophone table that arrives after the
// page, the spelling worker's flags and the list made of them draw the panel again, never the
// whole editor. A click or a voice command reads the same flags through `checksRef`
// (use-proofreading.ts).
import { useDeferredValue, useEffect, useMemo } from "react";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import { withoutGuidance } from "@/lib/text/template-guidance";
import { proofreadItems, type ProofreadItem } from "@/components/editor/proofread/proofread-items";
import { useSpellingCheck } from "@/components/editor/proofread/use-spelling-check";
import { loadHomophones, type Proofreading } from "@/components/editor/proofread/use-proofreading";

export function useProofreadItems({ content, marks, accepted, checksRef, selectedKey }: Proofreading): ProofreadItem[] {
  const findHomophones = useModuleAfterLoad(loadHomophones).module?.findHomophones ?? null;
  // what is proofread: the person's words, not a template's [guidance] lines (blanked, so offsets hold)
  const checked = useMemo(() => withoutGuidance(content), [content]);
  const spellingCheck = useSpellingCheck(checked);
  const spelling = useMemo(() => spellingCheck.flags.filter((f) => !accepted.has(f.word.toLowerCase())), [spellingCheck.flags, accepted]);
  const { suggestLater } = spellingCheck;
  useEffect(() => {
    checksRef.current = { spelling, suggestLater };
  }, [checksRef, spelling, suggestLater]);
  // the list scans the whole text: done at a lower priority so typing in a long document stays quick
  const deferredContent = useDeferredValue(checked);
  const deferredMarks = useDeferredValue(marks);
  // a homophone the person asked about ("correct their") stays listed while it is open
  return useMemo(
    () => proofreadItems(deferredContent, deferredMarks, findHomophones, spelling, { include: selectedKey }),
    [deferredContent, deferredMarks, findHomophones, spelling, selectedKey],
  );
}

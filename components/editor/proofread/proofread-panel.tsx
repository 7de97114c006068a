"use client";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { Card } from "@/components/ui/card";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";

// The list of words to check is not part of the editor's first load (it has none to show before
// a check has run or words were dictated): its code is fetched as soon as the panel has mounted.
const listModule = () => import("@/components/editor/proofread/proofread-list");
const ProofreadList = dynamic(() => import("@/components/editor/proofread/proofread-list").then((m) => m.ProofreadList), { ssr: false });

// The Proofread panel: words the recogniser was unsure of, words spelled in a way we
// do not know, and words that sound like others. Choosing one selects it in the text and reads
// its sentence aloud; each word it may be can be heard, then chosen by click or by its number key.
export function ProofreadPanel({ proofreading }: { proofreading: Proofreading }) {
  useEffect(() => void listModule().catch(() => undefined), []);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="proofread-panel">
      <h2 className="text-xl font-bold" id="proofread-heading">
        Proofread
      </h2>
      <p className="text-muted-foreground">
        Words to check: ones I was not sure I heard right, spellings to look at, and words that sound like other words.
      </p>
      {proofreading.items.length === 0 ? <p>Nothing to check right now.</p> : <ProofreadList proofreading={proofreading} />}
    </Card>
  );
}

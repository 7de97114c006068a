"use client";
import { Card } from "@/components/ui/card";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";

// The list of words to check is not part of the editor's first load (it has none to show before
// a check has run or words were dictated): its code is fetched once the panel is on screen. A
// fetch that fails (offline) says so in the panel; it never takes the editor down with it.
const loadList = () => import("@/components/editor/proofread/proofread-list");

// The Proofread panel: words the recogniser was unsure of, words spelled in a way we
// do not know, and words that sound like others. Choosing one selects it in the text and reads
// its sentence aloud; each word it may be can be heard, then chosen by click or by its number key.
export function ProofreadPanel({ proofreading }: { proofreading: Proofreading }) {
  const list = useModuleAfterLoad(loadList);
  const ProofreadList = list.module?.ProofreadList;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="proofread-panel">
      <h2 className="text-xl font-bold" id="proofread-heading">
        Proofread
      </h2>
      <p className="text-muted-foreground">
        Words to check: ones I was not sure I heard right, spellings to look at, and words that sound like other words.
      </p>
      {proofreading.items.length === 0 ? (
        <p>Nothing to check right now.</p>
      ) : ProofreadList ? (
        <ProofreadList proofreading={proofreading} />
      ) : list.failed ? (
        <p>There are words to check, but the list could not be loaded (the connection may be down). Reload the page to see it.</p>
      ) : null}
    </Card>
  );
}

"use client";
import { ReadBackCard } from "@/components/editor/proofread/read-back-card";
import { ProofreadPanel } from "@/components/editor/proofread/proofread-panel";
import { VocabularyDialog } from "@/components/editor/vocabulary/vocabulary-dialog";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";

// The editor's checking tools: Read it back, Proofread, and personal vocabulary.
export function ProofreadTools({ proofreading }: { proofreading: Proofreading }) {
  return (
    <>
      <ReadBackCard proofreading={proofreading} />
      <ProofreadPanel proofreading={proofreading} />
      <VocabularyDialog />
    </>
  );
}

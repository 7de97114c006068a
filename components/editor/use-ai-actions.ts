"use client";
// Fix Punctuation and Enhance Doc (core-product §4, §5, §8). What they propose goes to review,
// or straight in where there is none; use-ai-change.ts keeps it undoable. (The automatic fix
// after dictation belongs to the editor's edit() entry point, use-editor-edits.ts.) What a press
// does (ai-action-runs.ts) loads with the first press: most visits never make one.
import { useCallback, useMemo, useRef, useState } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import { useStillHere } from "@/lib/hooks/use-still-here";
import { toast } from "@/lib/toast";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import type { SaveOutcome } from "@/components/editor/use-document-save";
import type { EditorEdits } from "@/components/editor/use-editor-edits";
import type { AiChangeApi } from "@/components/editor/use-ai-change";
import type { AiRun } from "@/components/editor/ai-action-runs";

type Options = {
  doc: EditorDocument;
  edits: Pick<EditorEdits, "cancelAutoFix">;
  /** Puts an AI text in, undoable (when there is no review to propose it to). */
  replace: AiChangeApi["replace"];
  save: () => Promise<SaveOutcome>;
  /** Fix Punctuation and Enhance Doc propose their text for review instead of replacing. */
  propose?: (before: string, after: string, label: string) => void;
};

const loadRuns = () => import("@/components/editor/ai-action-runs");
const NOT_LOADED = { title: "Enhancement failed", description: "Check your connection and try again.", variant: "destructive" } as const;

export function useAiActions({ doc, edits, replace, save, propose }: Options) {
  const [fixing, setFixing] = useState(false);
  const [enhancing, setEnhancing] = useState(false);
  const latest = useLatest({ doc, save, propose, replace });
  const { cancelAutoFix } = edits;
  const stillHere = useStillHere();

  /** What a run reads and writes: always the latest text, and review when there is one. */
  const run = useMemo(
    (): Omit<AiRun, "setBusy"> => ({
      read: () => latest.current.doc.current().values.content,
      offer: (before, after, label) => {
        if (latest.current.propose) latest.current.propose(before, after, label);
        else latest.current.replace(before, after, label);
      },
      cancelAutoFix,
      left: () => !stillHere(),
    }),
    [latest, cancelAutoFix, stillHere],
  );

  const fixPunctuation = useCallback(async () => {
    const runs = await loadRuns().catch(() => null);
    if (!runs) return void toast(NOT_LOADED);
    await runs.fixPunctuation({ ...run, setBusy: setFixing });
  }, [run]);

  const busy = useRef(false);
  const enhanceDocument = useCallback(async () => {
    const id = latest.current.doc.current().docId;
    if (!id) {
      toast({ title: "Document must be saved first", variant: "destructive" });
      return;
    }
    if (busy.current) return; // the button is only aria-disabled while enhancing
    busy.current = true;
    try {
      const runs = await loadRuns().catch(() => null);
      if (!runs) return void toast(NOT_LOADED);
      await runs.enhanceDocument({ ...run, setBusy: setEnhancing }, id, () => latest.current.doc.dirty, () => latest.current.save());
    } finally {
      busy.current = false;
    }
  }, [latest, run]);

  return { fixing, enhancing, fixPunctuation, enhanceDocument };
}

"use client";
// What the editor lends the whole-document voice commands that are more than a change of text
// (lib/speech/document-commands.ts works out where; voice-action-runs.ts, loaded with dictation,
// carries them out): select a sentence, put the cursor at the end of a paragraph, copy and paste,
// save, stop reading aloud, and through the Proofread tools undo, read back, correct, choose.
// Also: Ctrl+Z / Ctrl+Y in the text area use the editor's own history, so a voice command obeyed
// by mistake is one Ctrl+Z away, as it is one "undo" away (the text area's native undo never saw
// a change set by script).
import { useCallback, useEffect, useMemo, useRef, type RefObject } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";
import type { EditorValues } from "@/components/editor/editor-values";
import type { RevisionSource } from "@/lib/schemas/revisions";
import type { VoiceActionTarget } from "@/components/editor/voice-action-runs";

type Options = {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  read: () => string;
  edit: (change: Partial<EditorValues>, source: RevisionSource) => void;
  proofreading: Pick<Proofreading, "voice">;
  save: () => void;
};

export function useVoiceDocumentActions({ textareaRef, read, edit, proofreading, save }: Options) {
  const latest = useLatest({ read, edit, proofreading, save });
  /** What "copy that" copied: "paste" uses it when the browser will not let the page read the clipboard. */
  const copied = useRef<string | null>(null);

  /** What the commands said aloud work on, always the latest of each. */
  const target = useMemo(
    (): VoiceActionTarget => ({
      textarea: () => textareaRef.current,
      read: () => latest.current.read(),
      edit: (change, source) => latest.current.edit(change, source),
      save: () => latest.current.save(),
      copied,
      get proofread() {
        return latest.current.proofreading.voice;
      },
    }),
    [latest, textareaRef],
  );

  // Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z, Cmd on a Mac) in the text area: the editor's history
  useEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const undo = key === "z" && !event.shiftKey;
      const redo = key === "y" || (key === "z" && event.shiftKey);
      if (!undo && !redo) return;
      event.preventDefault();
      const voice = latest.current.proofreading.voice;
      if (undo) voice.undo();
      else voice.redo();
    };
    area.addEventListener("keydown", onKey);
    return () => area.removeEventListener("keydown", onKey);
  });

  /** The person (or a voice command) is in the text, so its caret means something. */
  const caretKnown = useCallback(() => Boolean(textareaRef.current && document.activeElement === textareaRef.current), [textareaRef]);

  return { target, caretKnown };
}

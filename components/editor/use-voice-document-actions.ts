"use client";
// What the editor does for the whole-document voice commands that are more than a change of text
// (lib/speech/document-commands.ts works out where): select a sentence, put the cursor at the end
// of a paragraph, copy and paste, save, stop reading aloud. The rest (undo, read back, correct,
// choose) goes on to the Proofread tools. Also: Ctrl+Z / Ctrl+Y in the text area use the
// editor's own history, so a voice command obeyed by mistake is one Ctrl+Z away, as it is one
// "undo" away (the text area's native undo never saw a change set by script).
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { toast } from "@/lib/toast";
import { useLatest } from "@/lib/hooks/use-latest";
import type { ResolvedAction } from "@/lib/speech/dictation-memory";
import { selectInTextarea } from "@/components/editor/proofread/select-in-textarea";
import type { Proofreading } from "@/components/editor/proofread/use-proofreading";
import type { EditorValues } from "@/components/editor/editor-values";
import type { RevisionSource } from "@/lib/schemas/revisions";

type Options = {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  read: () => string;
  edit: (change: Partial<EditorValues>, source: RevisionSource) => void;
  proofreading: Pick<Proofreading, "onActions" | "stopReadBack" | "checkpoint">;
  save: () => void;
};

export function useVoiceDocumentActions({ textareaRef, read, edit, proofreading, save }: Options) {
  const latest = useLatest({ read, edit, proofreading, save });
  /** What "copy that" copied: "paste" uses it when the browser will not let the page read the clipboard. */
  const copied = useRef<string | null>(null);

  const paste = useCallback(async () => {
    let text: string | null = null;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      text = copied.current; // reading the clipboard needs the person's permission
    }
    if (!text) {
      toast({ title: "Nothing to paste", description: 'Say "copy that" first, or paste with Ctrl+V.' });
      return;
    }
    const area = textareaRef.current;
    const content = latest.current.read();
    // over the selected words, else at the end (where dictation writes)
    const hasSelection = area && document.activeElement === area && area.selectionEnd > area.selectionStart;
    const start = hasSelection ? area.selectionStart : content.length;
    const end = hasSelection ? area.selectionEnd : content.length;
    const lead = start > 0 && !/\s/.test(content[start - 1]) && !hasSelection ? " " : "";
    latest.current.proofreading.checkpoint();
    latest.current.edit({ content: content.slice(0, start) + lead + text + content.slice(end) }, "typed");
    const at = start + lead.length + text.length;
    requestAnimationFrame(() => selectInTextarea(textareaRef.current, at, at, true));
  }, [latest, textareaRef]);

  const onActions = useCallback(
    (actions: ResolvedAction[]) => {
      const rest: ResolvedAction[] = [];
      for (const action of actions) {
        switch (action.kind) {
          case "selection":
            // after the text this phrase changed is on screen
            requestAnimationFrame(() => selectInTextarea(textareaRef.current, action.range.start, action.range.end, true));
            break;
          case "caret":
            requestAnimationFrame(() => selectInTextarea(textareaRef.current, action.at, action.at, true));
            break;
          case "copy":
            copied.current = action.text;
            void navigator.clipboard?.writeText(action.text).catch(() => {});
            break;
          case "paste":
            void paste();
            break;
          case "save":
            latest.current.save();
            break;
          case "stop-reading":
            latest.current.proofreading.stopReadBack();
            break;
          default:
            rest.push(action);
        }
      }
      if (rest.length) latest.current.proofreading.onActions(rest);
    },
    [latest, paste, textareaRef],
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
      latest.current.proofreading.onActions([{ kind: undo ? "undo" : "redo" }]);
    };
    area.addEventListener("keydown", onKey);
    return () => area.removeEventListener("keydown", onKey);
  });

  /** The person (or a voice command) is in the text, so its caret means something. */
  const caretKnown = useCallback(() => Boolean(textareaRef.current && document.activeElement === textareaRef.current), [textareaRef]);

  return { onActions, caretKnown };
}

// What Fix Punctuation and Enhance Doc do once pressed (use-ai-actions.ts loads this with the
// first press, not with the editor): ask the AI, and offer what it proposes (to review when
// there is one, else straight in, undoable).
import { enhanceDocument as enhanceSavedDocument, enhancePunctuation } from "@/lib/queries/ai";
import { toast } from "@/lib/toast";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/limits";
import type { SaveOutcome } from "@/components/editor/use-document-save";

/** What a run needs from the editor, read when it runs. */
export type AiRun = {
  read: () => string;
  offer: (before: string, after: string, label: string) => void;
  cancelAutoFix: () => void;
  setBusy: (busy: boolean) => void;
  /** The editor is gone (Back, a link): its answer has nowhere to go and is not announced. */
  left: () => boolean;
};

const PUNCTUATION_FAILED = { title: "Enhancement failed", description: "Could not enhance punctuation. Please try again." };
const CHANGED_MEANWHILE = {
  title: "Text changed meanwhile",
  description: "The text changed while the AI was working, so nothing was replaced. Please try again.",
};

// The success message says what happened: the spec's words only when the text really changed.
const PUNCTUATION_DONE = { title: "Punctuation enhanced", description: "Your text has been professionally formatted with proper punctuation." };
const PUNCTUATION_UNCHANGED = { title: "No changes needed", description: "Your punctuation already looks right, so nothing was changed." };
const ENHANCE_DONE = { title: "Document enhanced", description: "AI has improved your document structure and content." };
const ENHANCE_UNCHANGED = { title: "No changes needed", description: "Your document already reads well, so nothing was changed." };

type Outcome = { label: string; done: typeof ENHANCE_DONE; unchanged: typeof ENHANCE_DONE; failed: typeof ENHANCE_DONE };

const PUNCTUATION: Outcome = { label: "Punctuation was fixed.", done: PUNCTUATION_DONE, unchanged: PUNCTUATION_UNCHANGED, failed: PUNCTUATION_FAILED };
const ENHANCE: Outcome = {
  label: "The AI improved the document.",
  done: ENHANCE_DONE,
  unchanged: ENHANCE_UNCHANGED,
  failed: { title: "Enhancement failed", description: "Could not enhance document. Please try again." },
};

/** One AI run: `ask` answers the text it read and the AI's text (null: stopped before asking). */
async function runOnce({ read, offer, cancelAutoFix, setBusy, left }: AiRun, outcome: Outcome, ask: () => Promise<{ text: string; proposed: string } | null>) {
  cancelAutoFix();
  setBusy(true);
  try {
    const answer = await ask();
    // Left while the AI worked: "Punctuation enhanced" on the next page would say a change was
    // made that was never put in (the document is as it was saved).
    if (!answer || left()) return;
    const { text, proposed } = answer;
    if (read() !== text) return toast(CHANGED_MEANWHILE);
    const changed = Boolean(proposed) && proposed !== text;
    if (changed) offer(text, proposed, outcome.label);
    toast(changed ? outcome.done : outcome.unchanged);
  } catch {
    if (!left()) toast({ ...outcome.failed, variant: "destructive" });
  } finally {
    setBusy(false);
  }
}

export async function fixPunctuation(run: AiRun) {
  const text = run.read();
  if (!text.trim()) {
    toast({ title: "No content to enhance", description: "Add some text before enhancing punctuation." });
    return;
  }
  if (text.length > MAX_TRANSCRIPT_CHARS) {
    toast({ ...PUNCTUATION_FAILED, description: "This document is too long to fix in one go. Please split it.", variant: "destructive" });
    return;
  }
  await runOnce(run, PUNCTUATION, async () => ({ text, proposed: await enhancePunctuation(text) }));
}

/** Enhance Doc on the saved copy (`id`): unsaved words are saved first so none are dropped. */
export async function enhanceDocument(run: AiRun, id: string, unsaved: () => boolean, save: () => Promise<SaveOutcome>) {
  await runOnce(run, ENHANCE, async () => {
    if (unsaved() && (await save()) !== "saved") return null;
    const text = run.read();
    return { text, proposed: await enhanceSavedDocument(id) };
  });
}

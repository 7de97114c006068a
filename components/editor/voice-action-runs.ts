// What the editing commands said aloud do in the editor (select, go to, copy and paste, save, read
// that back, correct, choose, undo...). They only come from a heard phrase, so this module loads with
// dictation-phrase.ts (once the page is on screen), not with the editor's first load; the hooks hand
// it what it works on (VoiceActionTarget). Ctrl+Z and Ctrl+Y stay in the first load
// (use-voice-document-actions.ts).
import { toast } from "@/lib/toast";
import type { ResolvedAction } from "@/lib/speech/dictation-memory";
import { findPhrase } from "@/lib/speech/phrase-edits";
import { selectInTextarea } from "@/components/editor/proofread/select-in-textarea";
import type { ProofreadItem } from "@/components/editor/proofread/proofread-items";
import type { EditorValues } from "@/components/editor/editor-values";
import type { RevisionSource } from "@/lib/schemas/revisions";

/** What the Proofread tools lend to the commands said aloud (use-proofreading.ts). */
export type ProofreadVoiceTarget = {
  /** The editor's history, "Nothing to undo/redo" said when it is empty. */
  undo: () => void;
  /** Before a change by voice: one step in that history. */
  checkpoint: () => void;
  redo: () => void;
  /** Reads these words aloud (not as Read it back). */
  speak: (text: string) => void;
  startReadBack: () => void;
  stopReadBack: () => void;
  selectItem: (item: ProofreadItem) => void;
  replaceItem: (item: ProofreadItem, replacement: string) => void;
  /** The Proofread items of the text as it is now. */
  itemsNow: (options: { include?: string | null; everyHomophone?: boolean }) => ProofreadItem[];
  selectedKey: () => string | null;
};

/** What the editor lends to the commands said aloud (use-voice-document-actions.ts). */
export type VoiceActionTarget = {
  textarea: () => HTMLTextAreaElement | null;
  read: () => string;
  edit: (change: Partial<EditorValues>, source: RevisionSource) => void;
  save: () => void;
  /** What "copy that" copied: "paste" uses it when the browser will not let the page read the clipboard. */
  copied: { current: string | null };
  proofread: ProofreadVoiceTarget;
};

/** The document's own actions first, in order, then the Proofread tools' (as they were before). */
export function runVoiceActions(actions: ResolvedAction[], target: VoiceActionTarget) {
  const rest = actions.filter((action) => !runDocumentAction(action, target));
  for (const action of rest) runProofreadAction(action, target);
}

/** Select, move the caret, copy, paste, save, stop reading: false for any other action. */
function runDocumentAction(action: ResolvedAction, t: VoiceActionTarget): boolean {
  switch (action.kind) {
    case "selection":
      whenShown(t, () => selectInTextarea(t.textarea(), action.range.start, action.range.end, true));
      return true;
    case "caret":
      whenShown(t, () => selectInTextarea(t.textarea(), action.at, action.at, true));
      return true;
    case "copy":
      t.copied.current = action.text;
      void navigator.clipboard?.writeText(action.text).catch(() => {});
      return true;
    case "paste":
      void paste(t);
      return true;
    case "save":
      t.save();
      return true;
    case "stop-reading":
      t.proofread.stopReadBack();
      return true;
    default:
      return false;
  }
}

function runProofreadAction(action: ResolvedAction, t: VoiceActionTarget) {
  const area = t.textarea();
  const text = t.read();
  switch (action.kind) {
    case "undo":
      t.proofread.undo();
      return;
    case "redo":
      t.proofread.redo();
      return;
    case "go-to": {
      const at = action.where === "end" ? text.length : 0;
      selectInTextarea(area, at, at, true);
      if (area) area.scrollTop = action.where === "end" ? area.scrollHeight : 0;
      return;
    }
    case "select": {
      const range = findPhrase(text, action.phrase, area?.selectionStart ?? text.length);
      if (range) selectInTextarea(area, range.start, range.end, true);
      else notFound(action.phrase);
      return;
    }
    case "read-back":
      // "that": the words just dictated, or the words the person selected
      if (action.range) t.proofread.speak(text.slice(action.range.start, action.range.end));
      else t.proofread.startReadBack();
      return;
    case "correct": {
      const range = findPhrase(text, action.phrase, area?.selectionStart ?? text.length);
      const item = range && t.proofread.itemsNow({ everyHomophone: true }).find((i) => (i.start <= range.start && i.end >= range.end - 1) || (i.start >= range.start && i.end <= range.end));
      if (item) t.proofread.selectItem(item);
      else if (range) {
        selectInTextarea(area, range.start, range.end);
        toast({ title: "No other words to offer", description: `Type over "${action.phrase}" to change it.` });
      } else notFound(action.phrase);
      return;
    }
    case "choose": {
      // "choose two": the second word offered for the open item, as its number key does
      const key = t.proofread.selectedKey();
      const item = key ? t.proofread.itemsNow({ include: key }).find((i) => i.key === key) : undefined;
      const word = item?.alternatives[action.n - 1];
      if (item && word) t.proofread.replaceItem(item, word);
      else if (item) toast({ title: "No such word", description: `"${item.word}" has ${item.alternatives.length} words to choose from.` });
      else toast({ title: "Open a word first", description: "Choose a word in the Proofread panel, then say choose one, choose two..." });
      return;
    }
  }
}

function notFound(phrase: string) {
  toast({ title: "Words not found", description: `I could not find "${phrase}" in your text.` });
}

async function paste(t: VoiceActionTarget) {
  let text: string | null = null;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    text = t.copied.current; // reading the clipboard needs the person's permission
  }
  if (!text) {
    toast({ title: "Nothing to paste", description: 'Say "copy that" first, or paste with Ctrl+V.' });
    return;
  }
  const area = t.textarea();
  const content = t.read();
  // over the selected words, else at the end (where dictation writes)
  const hasSelection = area && document.activeElement === area && area.selectionEnd > area.selectionStart;
  const start = hasSelection ? area.selectionStart : content.length;
  const end = hasSelection ? area.selectionEnd : content.length;
  const lead = start > 0 && !/\s/.test(content[start - 1]) && !hasSelection ? " " : "";
  t.proofread.checkpoint();
  t.edit({ content: content.slice(0, start) + lead + text + content.slice(end) }, "typed");
  const at = start + lead.length + text.length;
  whenShown(t, () => selectInTextarea(t.textarea(), at, at, true));
}

/**
 * Runs `select` once the text area shows the text the phrase made. A selection set before React
 * has written the new text is lost when it does (setting a text area's value puts the caret at the
 * end), and on a busy phone that write can come a frame or more after the phrase: so wait for it,
 * frame by frame, for at most about a second.
 */
function whenShown(t: VoiceActionTarget, select: () => void, frames = 60) {
  requestAnimationFrame(() => {
    const area = t.textarea();
    if (area && frames > 0 && area.value !== t.read()) whenShown(t, select, frames - 1);
    else select();
  });
}

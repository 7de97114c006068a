import { sameValues, type DraftStore, type DraftValues } from "@/lib/drafts/draft-store";
import type { CreateKeys } from "@/lib/drafts/create-key";

// A new document's first save (a create) can be answered after the editor that sent it has gone:
// "Write" drew a new editor for /editor, or another page was opened. Who owns what, in one page of
// a tab (each rule holds whatever the order of the answer and the screens):
// - An editor owns its address and what it shows while it is on view: from the commit that mounts
//   it to the one that unmounts it. Both are synchronous, so an answer arrives before or after,
//   never in between; the leaving editor writes its draft in that same commit, before the next
//   one reads the drafts (use-draft-keeper.ts).
// - The tab's new document (its draft in the tab's slot, and the create key that names it) is owned
//   by the editor on view that shows it, else by the drafts.
// - A create's answer goes to the editor that sent it while that editor is on view. Once it has
//   gone, to the editor on view that shows the document it made (the tab's draft, restored with
//   the same create key), else into the drafts: that draft becomes the saved document's draft. It
//   never moves the address or the words of an editor that shows anything else.
// - While a create is on its way, another create of the same document (the next editor's Save)
//   waits for its answer, then saves into the document it made.
// One page of a tab has one of these (use-editor-document.ts); tests make their own.

/** The saved copy a create answers with. */
export type SavedCopy = DraftValues & { id: string; version: number };

/** An editor as the hand-over sees it. */
export type EditorOnView<D extends SavedCopy> = {
  /** Whether it shows the tab's new document named by `createKey` (loaded, not saved yet). */
  shows: (createKey: string) => boolean;
  /** Takes a first save's answer in: the document's id, its address and its saved copy. */
  take: (doc: D, sent: DraftValues) => void;
  /** Its save failed and is to be sent again (on its own back-off timer, when back online, or on the next press). */
  owe: () => void;
  /** The create key of the new document it shows (loaded, not saved yet), else null. */
  newDocument?: () => string | null;
};

/** This tab's drafts and create key. */
export type TabDrafts = { store: DraftStore; slot: string; createKeys: CreateKeys };

export type FirstSaveHandOver<D extends SavedCopy> = ReturnType<typeof createFirstSaveHandOver<D>>;

export function createFirstSaveHandOver<D extends SavedCopy>() {
  let onView: EditorOnView<D> | null = null;
  /**
   * The new document the editor that left in this commit showed: the editor drawn in its place
   * ("Write") carries it on. An editor opened later (after another page) restores it instead.
   */
  let left: string | null = null;
  const onItsWay = new Map<string, Promise<void>>();
  return {
    /** An editor is on view (a layout effect): the returned function takes it off (its cleanup). */
    show(editor: EditorOnView<D>): () => void {
      onView = editor;
      return () => {
        if (onView === editor) onView = null;
        const shown = editor.newDocument?.() ?? null;
        left = shown;
        // the next editor's load runs in the same commit (layout effects): after it, nothing is carried
        queueMicrotask(() => {
          if (left === shown) left = null;
        });
      };
    },
    /** Whether the editor that left in this commit showed the new document named by one of these keys. */
    carriesOn: (holds: (createKey: string) => boolean) => left !== null && holds(left),
    isOnView: (editor: EditorOnView<D>) => onView === editor,
    /** A create carrying `createKey` is sent: call the returned function once its answer (or failure) is handed over. */
    send(createKey: string): () => void {
      let done = () => {};
      const settled = new Promise<void>((resolve) => (done = resolve));
      onItsWay.set(createKey, settled);
      return () => {
        if (onItsWay.get(createKey) === settled) onItsWay.delete(createKey);
        done();
      };
    },
    /** The create of this document still on its way, if any: settles once its answer is handed over. */
    onItsWay: (createKey: string): Promise<void> | null => onItsWay.get(createKey) ?? null,
    /** A create sent by `sender` was answered. */
    answered(sender: EditorOnView<D>, createKey: string, doc: D, sent: DraftValues, tab: TabDrafts) {
      if (onView === sender) sender.take(doc, sent);
      else if (onView?.shows(createKey)) onView.take(doc, sent);
      else keepAnswerInDrafts(tab, createKey, doc);
    },
    /**
     * A create sent by `sender` failed and can be sent again: whoever owns the document owes it.
     * true: the sender is on view and owes it (its own retry); false: it has gone.
     */
    failed(sender: EditorOnView<D>, createKey: string, tab: TabDrafts): boolean {
      if (onView === sender) {
        sender.owe();
        return true;
      }
      if (onView?.shows(createKey)) onView.owe();
      else oweInDrafts(tab, createKey);
      return false;
    },
  };
}

/**
 * No editor shows the document the create made: the tab's new-document draft (the words as its
 * editor left them) becomes that document's draft when it holds more than was saved, so opening
 * the document shows them; the next new document starts empty, with a new key.
 */
function keepAnswerInDrafts({ store, slot, createKeys }: TabDrafts, createKey: string, doc: SavedCopy) {
  if (!createKeys.holds(createKey)) return; // the tab's new document is another one by now
  const left = store.read(null, slot);
  createKeys.forget();
  if (!left) return;
  // storage refused: the words stay where they are (a second document is better than none)
  if (!sameValues(left, doc) && !store.write(doc.id, slot, left, { baseVersion: doc.version })) return;
  store.remove(null, slot);
}

/** No editor shows it: its draft is marked as owing a save, which the editor that opens it sends. */
function oweInDrafts({ store, slot, createKeys }: TabDrafts, createKey: string) {
  if (!createKeys.holds(createKey)) return;
  const left = store.read(null, slot);
  if (left) store.write(null, slot, left, { baseVersion: left.baseVersion, pendingSave: true, origin: left.origin });
}

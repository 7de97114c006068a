// What the editor shows when it opens (core-product §4: the document loads once), decided
// from the server's answer and the drafts kept in this browser ("never lose a word").
// No React and no globals: the draft store and the clock are passed in, so every case is a
// unit test (tests/unit/drafts/initial-load.test.ts). The only side effects are on the store:
// a draft another tab left behind is claimed for this tab, a stale one is dropped, and this
// tab's own unsaved new document is parked when a link or template opens a new one.
import { DEFAULT_DOCUMENT_TYPE } from "@/lib/documents/document-model";
import { decideRestore, isBlankDraft, type DraftStore, type DraftValues, type ServerCopy, type StoredDraft } from "@/lib/drafts/draft-store";

/** The copy the editor compares its values with; version null: never saved. */
export type LoadBase = DraftValues & { version: number | null };

export const EMPTY_VALUES: DraftValues = { title: "", content: "", type: DEFAULT_DOCUMENT_TYPE };
export const EMPTY_BASE: LoadBase = { ...EMPTY_VALUES, version: null };

/** The server's answer for the document in the URL. */
export type ServerAnswer =
  | { state: "pending" }
  | { state: "found"; copy: ServerCopy }
  /** 404: deleted, never existed, or someone else's. */
  | { state: "missing" }
  /** Any other failure (offline, 5xx). */
  | { state: "failed" };

export type InitialLoadInput = {
  /** The document id in the URL, or null for a new document. */
  docId: string | null;
  server: ServerAnswer;
  /** This tab's draft slot. */
  slot: string;
  /** ?draft={slot}: open that unsaved new-document draft. */
  draftSlot: string | null;
  /** Text a link or template opens a new document with; `origin` tells a reload of the same link. */
  linkContent: { values: DraftValues; origin: string } | null;
  /** The template is still being fetched. */
  linkContentPending: boolean;
  /**
   * What a new document's editor holds when it differs from what it was drawn with: typed (or
   * pasted) into it before the drafts were read. Those words stay; a draft they would have
   * replaced is kept aside and offered.
   */
  typedInFrame?: DraftValues | null;
};

export type InitialLoad =
  /** Not enough is known yet: decide again when the server or the template answers. */
  | { kind: "wait" }
  | {
      kind: "show";
      values: DraftValues;
      base: LoadBase;
      /** The draft whose words are shown (the restored-draft notice, a save still to send). */
      restored: StoredDraft | null;
      /** The server copy changed since the draft was written: ask which to keep. */
      conflict: boolean;
      /** Another tab's unsaved new document, offered while a link's text is shown. */
      otherDraft: StoredDraft | null;
      /** Where a new document's first text came from. */
      origin: string | null;
      /** The document is gone; its draft lives on as a new document (the URL becomes /editor). */
      becameNew: boolean;
    }
  | { kind: "not-found" }
  /** The server could not answer; the draft, if any, can be opened instead. */
  | { kind: "error"; draft: StoredDraft | null };

type Show = Extract<InitialLoad, { kind: "show" }>;

function show(values: DraftValues, base: LoadBase, restored: StoredDraft | null, extra: Partial<Show> = {}): Show {
  return {
    kind: "show",
    values: { title: values.title, content: values.content, type: values.type },
    base,
    restored,
    conflict: false,
    otherDraft: null,
    origin: restored ? restored.origin : null,
    becameNew: false,
    ...extra,
  };
}

export function decideInitialLoad(input: InitialLoadInput, store: DraftStore, now: () => number = Date.now): InitialLoad {
  const load = decideWhatToShow(input, store, now);
  const typed = input.typedInFrame;
  if (!typed || input.docId || load.kind !== "show") return load;
  // the person is writing already: their words stay on screen, and the draft that would have
  // replaced them moves aside (it is offered, as another tab's would be)
  const parked = load.restored && !isBlankDraft(load.restored) ? park(store, input.slot, now) : null;
  return show(typed, EMPTY_BASE, null, { origin: input.linkContent?.origin ?? null, otherDraft: parked ?? load.otherDraft });
}

function decideWhatToShow(input: InitialLoadInput, store: DraftStore, now: () => number): InitialLoad {
  const { slot } = input;
  if (input.docId) return loadSaved(input.docId, input.server, store, slot);

  if (input.linkContentPending) return { kind: "wait" };
  if (input.draftSlot && input.draftSlot !== slot) {
    const wanted = store.read(null, input.draftSlot);
    if (wanted) {
      park(store, slot, now);
      return show(wanted, EMPTY_BASE, store.move(wanted, null, slot));
    }
  }
  const link = input.linkContent;
  if (link) {
    const own = store.read(null, slot);
    if (own && own.origin === link.origin) return show(own, EMPTY_BASE, own); // a reload of the same link
    park(store, slot, now);
    const others = store.list(null).filter((d) => d.slot !== slot && !isBlankDraft(d));
    return show(link.values, EMPTY_BASE, null, { origin: link.origin, otherDraft: others[0] ?? null });
  }
  const draft = store.claim(null, slot);
  const decision = decideRestore(draft, null);
  return decision.kind === "restore" ? show(decision.draft, EMPTY_BASE, decision.draft) : show(EMPTY_VALUES, EMPTY_BASE, null);
}

function loadSaved(id: string, server: ServerAnswer, store: DraftStore, slot: string): InitialLoad {
  if (server.state === "pending") return { kind: "wait" };
  const draft = store.claim(id, slot);
  if (server.state === "found") {
    const copy = server.copy;
    const decision = decideRestore(draft, copy);
    if (decision.kind === "none") {
      if (draft) store.remove(id, slot);
      return show(copy, copy, null);
    }
    if (decision.kind === "restore") return show(decision.draft, copy, decision.draft);
    // keep showing my words; the stale version makes any save ask first
    return show(decision.draft, { ...copy, version: decision.draft.baseVersion }, decision.draft, { conflict: true });
  }
  if (server.state === "missing") {
    if (draft && !isBlankDraft(draft)) {
      // the document is gone (deleted elsewhere): keep the words as a new document
      const moved = store.move(draft, null, slot);
      return show(moved, EMPTY_BASE, moved, { becameNew: true });
    }
    return { kind: "not-found" };
  }
  return { kind: "error", draft };
}

/** Moves this tab's unsaved new-document draft aside so a new one can start; returns it where it now is. */
function park(store: DraftStore, slot: string, now: () => number): StoredDraft | null {
  const own = store.read(null, slot);
  return own && !isBlankDraft(own) ? store.move(own, null, `${slot}-${now().toString(36)}`) : null;
}

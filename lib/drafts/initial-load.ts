// What the editor shows when it opens (core-product §4: the document loads once), decided
// from the server's answer and the drafts kept in this browser ("never lose a word").
// No React and no globals: the draft store and the clock are passed in, so every case is a
// unit test (tests/unit/drafts/initial-load.test.ts). The only side effects are on the store,
// each draft moved at most once: a draft another tab left behind is taken over by this tab, a
// stale one is dropped, and this tab's own unsaved new document is parked when a link or
// template opens a new one.
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
   * What the editor holds when it differs from what it was drawn with (a new document's frame, or a
   * saved one's server copy, drawn by the server): typed (or pasted) into it before the drafts were
   * read. Those words stay; a draft they would have replaced is kept aside and offered.
   */
  typedInFrame?: DraftValues | null;
  /**
   * A reload of /editor whose page, before it went, had the first save's answer: the document that
   * save made (lib/drafts/create-key.ts). The words are there, not in a draft.
   */
  createdBeforeReload?: string | null;
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
  /** Open this saved document instead (its address, /editor/{docId}): the new one shown here was saved as it. */
  | { kind: "open-saved"; docId: string }
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

/**
 * Decides in one pass: the drafts of the document are read once (one scan of storage), what to show
 * and where each draft ends up are decided from that reading alone, and then each draft that has to
 * go elsewhere is moved once, straight to its place (or removed).
 */
export function decideInitialLoad(input: InitialLoadInput, store: DraftStore, now: () => number = Date.now): InitialLoad {
  if (input.docId ? input.server.state === "pending" : input.linkContentPending) return { kind: "wait" };
  const { load, moves } = planLoad(input, readDrafts(input, store), now);
  for (const { draft, to } of moves) {
    if (to) store.move(draft, to.docId, to.slot);
    else store.remove(draft.docId, draft.slot);
  }
  return load;
}

/** The drafts of the document being opened, as one reading of storage. */
type Drafts = {
  /** This tab's own draft. */
  mine: StoredDraft | null;
  /** The newest draft a tab that is gone (closed, crashed) left behind: this tab takes it over. */
  leftBehind: StoredDraft | null;
  /** ?draft={slot}: the draft asked for. */
  wanted: StoredDraft | null;
  /** Every other tab's draft that has words, newest first. */
  others: StoredDraft[];
};

function readDrafts(input: InitialLoadInput, store: DraftStore): Drafts {
  const all = store.list(input.docId);
  const others = all.filter((d) => d.slot !== input.slot);
  return {
    mine: all.find((d) => d.slot === input.slot) ?? null,
    leftBehind: others.find((d) => !store.isTabOpen(d.slot)) ?? null,
    wanted: input.draftSlot && input.draftSlot !== input.slot ? (others.find((d) => d.slot === input.draftSlot) ?? null) : null,
    others: others.filter((d) => !isBlankDraft(d)),
  };
}

/** Where a draft goes: another document key or slot, or (to: null) away. */
type Move = { draft: StoredDraft; to: { docId: string | null; slot: string } | null };
type Plan = { load: InitialLoad; moves: Move[] };

function planLoad(input: InitialLoadInput, drafts: Drafts, now: () => number): Plan {
  const typed = input.typedInFrame;
  if (input.docId) {
    const plan = planSaved(input.docId, input.server, drafts, input.slot);
    if (!typed || plan.load.kind !== "show" || input.server.state !== "found") return plan;
    return keepTypedOnSaved(typed, input.server.copy, plan, drafts, input.slot, now);
  }
  const plan = planNew(input, drafts, now);
  if (!typed || plan.load.kind !== "show") return plan;
  // the person is writing already: their words stay on screen, and the draft that would have
  // replaced them moves aside (it is offered, as another tab's would be)
  const { restored, otherDraft } = plan.load;
  const origin = input.linkContent?.origin ?? null;
  if (!restored || isBlankDraft(restored)) return { load: show(typed, EMPTY_BASE, null, { origin, otherDraft }), moves: plan.moves };
  const { wanted } = drafts;
  if (wanted) {
    // the draft asked for with ?draft= stays in its slot and is offered from there
    const moves = plan.moves.filter((m) => m.draft !== wanted);
    return { load: show(typed, EMPTY_BASE, null, { origin, otherDraft: wanted }), moves };
  }
  const source = drafts.mine ?? drafts.leftBehind!;
  const parked = parkedSlot(input.slot, now);
  return {
    load: show(typed, EMPTY_BASE, null, { origin, otherDraft: { ...source, docId: null, slot: parked } }),
    moves: [{ draft: source, to: { docId: null, slot: parked } }],
  };
}

/**
 * A saved document's editor was drawn with the server copy and the person typed into it before
 * the drafts were read: those words stay, on top of the server copy, and a draft that would have
 * replaced them moves aside as an unsaved draft of its own (offered, as another tab's would be).
 */
function keepTypedOnSaved(typed: DraftValues, copy: ServerCopy, plan: Plan, drafts: Drafts, slot: string, now: () => number): Plan {
  const restored = plan.load.kind === "show" ? plan.load.restored : null;
  const source = drafts.mine ?? drafts.leftBehind;
  if (!restored || !source) return { load: show(typed, copy, null), moves: plan.moves };
  const parked = parkedSlot(slot, now);
  return {
    load: show(typed, copy, null, { otherDraft: { ...source, docId: null, slot: parked } }),
    moves: [{ draft: source, to: { docId: null, slot: parked } }],
  };
}

function planSaved(id: string, server: ServerAnswer, drafts: Drafts, slot: string): Plan {
  const found = drafts.mine ?? drafts.leftBehind;
  /** The draft once in this tab's slot of the document (a left-behind one is taken over). */
  const here = found && { ...found, docId: id, slot };
  const takeOver: Move[] = found && found !== drafts.mine ? [{ draft: found, to: { docId: id, slot } }] : [];
  if (server.state === "found") {
    const copy = server.copy;
    const decision = decideRestore(here, copy);
    if (decision.kind === "none") return { load: show(copy, copy, null), moves: found ? [{ draft: found, to: null }] : [] };
    if (decision.kind === "restore") return { load: show(decision.draft, copy, decision.draft), moves: takeOver };
    // keep showing my words; the stale version makes any save ask first
    const base = { ...copy, version: decision.draft.baseVersion };
    return { load: show(decision.draft, base, decision.draft, { conflict: true }), moves: takeOver };
  }
  if (server.state === "missing") {
    if (found && !isBlankDraft(found)) {
      // the document is gone (deleted elsewhere): keep the words as a new document
      const kept = { ...found, docId: null, slot };
      return { load: show(kept, EMPTY_BASE, kept, { becameNew: true }), moves: [{ draft: found, to: { docId: null, slot } }] };
    }
    return { load: { kind: "not-found" }, moves: takeOver };
  }
  return { load: { kind: "error", draft: here }, moves: takeOver };
}

function planNew(input: InitialLoadInput, drafts: Drafts, now: () => number): Plan {
  const { slot } = input;
  const { mine } = drafts;
  /** This tab's draft moved aside so a new document can start (only when it has words). */
  const park = (): { moves: Move[]; parked: StoredDraft | null } => {
    if (!mine || isBlankDraft(mine)) return { moves: [], parked: null };
    const parked = parkedSlot(slot, now);
    return { moves: [{ draft: mine, to: { docId: null, slot: parked } }], parked: { ...mine, slot: parked } };
  };
  if (drafts.wanted) {
    const opened = { ...drafts.wanted, slot };
    const { moves } = park();
    return { load: show(opened, EMPTY_BASE, opened), moves: [...moves, { draft: drafts.wanted, to: { docId: null, slot } }] };
  }
  const link = input.linkContent;
  if (link) {
    if (mine && mine.origin === link.origin) return { load: show(mine, EMPTY_BASE, mine), moves: [] }; // a reload of the same link
    const { moves, parked } = park();
    return { load: show(link.values, EMPTY_BASE, null, { origin: link.origin, otherDraft: parked ?? drafts.others[0] ?? null }), moves };
  }
  // the reload of a page that saved this new document as it went: that document is opened, unless
  // words are here to keep (this tab's draft, or typed into the editor before it was live)
  const saved = input.createdBeforeReload;
  if (saved && !input.typedInFrame && (!mine || isBlankDraft(mine))) return { load: { kind: "open-saved", docId: saved }, moves: [] };
  const found = mine ?? drafts.leftBehind;
  const moves: Move[] = found && found !== mine ? [{ draft: found, to: { docId: null, slot } }] : [];
  const decision = decideRestore(found && { ...found, slot }, null);
  return { load: decision.kind === "restore" ? show(decision.draft, EMPTY_BASE, decision.draft) : show(EMPTY_VALUES, EMPTY_BASE, null), moves };
}

/** A slot of its own for a draft moved aside, so that the new document can have this tab's. */
function parkedSlot(slot: string, now: () => number): string {
  return `${slot}-${now().toString(36)}`;
}

// "Never lose a word": the editor's current title, content and type are written to browser
// storage on every change, and read back after a reload, a crash or a failed save.
//
// localStorage, not IndexedDB: it is synchronous, so a write has happened before the next
// keystroke and survives a renderer crash, and a 20,000-word draft (~150 kB) is far inside
// its quota. Keys are per user (another account on the same browser never sees the draft),
// per document (or "new") and per tab slot, so two tabs never overwrite each other's drafts.
export type DraftValues = { title: string; content: string; type: string };

export type StoredDraft = DraftValues & {
  v: 1;
  docId: string | null;
  slot: string;
  /** The server version the draft was edited from (null for a document never saved). */
  baseVersion: number | null;
  /** A save was asked for and did not reach the server. */
  pendingSave: boolean;
  /** Where a new document's first text came from (template or link content), see textFingerprint. */
  origin: string | null;
  savedAt: number;
};

/** The subset of Web Storage we use (jsdom, browsers and a Map-backed fake all fit). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

const PREFIX = "saywrite:draft:";
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function docPart(docId: string | null): string {
  return docId ?? "new";
}

/** Who the drafts in this browser belong to (the last user who edited here), for the error screen. */
export const DRAFT_OWNER_KEY = "saywrite:draft-owner";

export class DraftStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly scope: string,
    private readonly now: () => number = Date.now,
  ) {
    try {
      if (storage.getItem(DRAFT_OWNER_KEY) !== scope) storage.setItem(DRAFT_OWNER_KEY, scope);
    } catch {
      // storage unavailable: the error screen simply finds no drafts
    }
  }

  key(docId: string | null, slot: string): string {
    return `${PREFIX}${this.scope}:${docPart(docId)}:${slot}`;
  }

  /** false when storage refused (quota, private mode): the caller tells the user once. */
  write(
    docId: string | null,
    slot: string,
    values: DraftValues,
    extra: { baseVersion: number | null; pendingSave?: boolean; origin?: string | null },
  ): boolean {
    const draft: StoredDraft = {
      v: 1,
      docId,
      slot,
      title: values.title,
      content: values.content,
      type: values.type,
      baseVersion: extra.baseVersion,
      pendingSave: extra.pendingSave ?? false,
      origin: extra.origin ?? null,
      savedAt: this.now(),
    };
    try {
      this.storage.setItem(this.key(docId, slot), JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }

  read(docId: string | null, slot: string): StoredDraft | null {
    return parseDraft(safeGet(this.storage, this.key(docId, slot)));
  }

  remove(docId: string | null, slot: string): void {
    try {
      this.storage.removeItem(this.key(docId, slot));
    } catch {
      // storage unavailable: nothing to remove
    }
  }

  /** Every tab's draft of one document, newest first. */
  list(docId: string | null): StoredDraft[] {
    const prefix = `${PREFIX}${this.scope}:${docPart(docId)}:`;
    const drafts: StoredDraft[] = [];
    for (const key of this.keys()) {
      if (!key.startsWith(prefix)) continue;
      const draft = parseDraft(safeGet(this.storage, key));
      if (draft) drafts.push(draft);
    }
    return drafts.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** Every draft of this user, all documents, newest first. */
  listAll(): StoredDraft[] {
    const prefix = `${PREFIX}${this.scope}:`;
    const drafts: StoredDraft[] = [];
    for (const key of this.keys()) {
      if (!key.startsWith(prefix)) continue;
      const draft = parseDraft(safeGet(this.storage, key));
      if (draft) drafts.push(draft);
    }
    return drafts.sort((a, b) => b.savedAt - a.savedAt);
  }

  /**
   * The draft this tab should restore: its own slot's first, else the newest one another
   * tab left behind (closed, crashed), which is then moved into this tab's slot. A draft whose
   * tab is still open (its heartbeat is fresh) is that tab's, and is never taken from it.
   */
  claim(docId: string | null, slot: string): StoredDraft | null {
    const own = this.read(docId, slot);
    if (own) return own;
    const newest = this.list(docId).find((d) => !this.isTabOpen(d.slot));
    if (!newest) return null;
    return this.move(newest, docId, slot);
  }

  /** Whether the tab holding `slot` is open now (its heartbeat is fresh): its drafts are its own. */
  isTabOpen(slot: string): boolean {
    return isSlotAlive(this.storage, slot, this.now());
  }

  /** Moves a draft to another document key or slot (keeps it when storage refuses). */
  move(draft: StoredDraft, docId: string | null, slot: string): StoredDraft {
    if (draft.docId === docId && draft.slot === slot) return draft;
    const moved = this.write(docId, slot, draft, draft);
    if (moved) this.remove(draft.docId, draft.slot);
    return { ...draft, docId, slot };
  }

  /** Forget drafts older than `maxAgeMs` (and unreadable ones). */
  prune(maxAgeMs = DRAFT_MAX_AGE_MS): void {
    const cutoff = this.now() - maxAgeMs;
    for (const key of this.keys()) {
      if (!key.startsWith(PREFIX)) continue;
      const draft = parseDraft(safeGet(this.storage, key));
      if (!draft || draft.savedAt < cutoff) {
        try {
          this.storage.removeItem(key);
        } catch {
          // ignore
        }
      }
    }
  }

  private keys(): string[] {
    const keys: string[] = [];
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key) keys.push(key);
      }
    } catch {
      // storage unavailable
    }
    return keys;
  }
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function parseDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<StoredDraft>;
    if (d?.v !== 1 || typeof d.content !== "string" || typeof d.title !== "string" || typeof d.type !== "string") {
      return null;
    }
    return {
      v: 1,
      docId: typeof d.docId === "string" ? d.docId : null,
      slot: typeof d.slot === "string" ? d.slot : "",
      title: d.title,
      content: d.content,
      type: d.type,
      baseVersion: typeof d.baseVersion === "number" ? d.baseVersion : null,
      pendingSave: d.pendingSave === true,
      origin: typeof d.origin === "string" ? d.origin : null,
      savedAt: typeof d.savedAt === "number" ? d.savedAt : 0,
    };
  } catch {
    return null;
  }
}

export function sameValues(a: DraftValues, b: DraftValues): boolean {
  return a.title === b.title && a.content === b.content && a.type === b.type;
}

export function isBlankDraft(d: DraftValues): boolean {
  return d.title.trim() === "" && d.content.trim() === "";
}

export type ServerCopy = DraftValues & { version: number };

export type RestoreDecision =
  | { kind: "none" }
  /** Local changes on top of the server copy they came from: show them with a notice. */
  | { kind: "restore"; draft: StoredDraft }
  /** The server copy changed since the draft was written: let the user choose. */
  | { kind: "conflict"; draft: StoredDraft };

export function decideRestore(draft: StoredDraft | null, server: ServerCopy | null): RestoreDecision {
  if (!draft) return { kind: "none" };
  if (!server) return isBlankDraft(draft) ? { kind: "none" } : { kind: "restore", draft };
  if (sameValues(draft, server)) return { kind: "none" };
  if (draft.baseVersion === null || draft.baseVersion === server.version) return { kind: "restore", draft };
  return { kind: "conflict", draft };
}

const SLOT_KEY = "saywrite:tab-slot";
const ALIVE_PREFIX = "saywrite:tab-alive:";
/** An open tab refreshes its heartbeat this often... */
export const TAB_HEARTBEAT_MS = 1_000;
/** ...so one older than this belongs to a tab that is gone (closed, crashed). */
export const TAB_ALIVE_MS = 4_000;

type Heartbeat = { page: string; at: number };

function readHeartbeat(storage: Pick<KeyValueStorage, "getItem">, slot: string): Heartbeat | null {
  try {
    const raw = storage.getItem(ALIVE_PREFIX + slot);
    const beat = raw ? (JSON.parse(raw) as Partial<Heartbeat>) : null;
    return beat && typeof beat.page === "string" && typeof beat.at === "number" ? { page: beat.page, at: beat.at } : null;
  } catch {
    return null;
  }
}

/** Whether the tab owning `slot` is open now (its heartbeat is fresh). */
export function isSlotAlive(storage: Pick<KeyValueStorage, "getItem">, slot: string, now: number): boolean {
  const beat = readHeartbeat(storage, slot);
  return Boolean(beat && now - beat.at < TAB_ALIVE_MS);
}

/**
 * This page's hold on its tab slot, in localStorage (shared by every tab): a heartbeat while the
 * page is open, removed when it goes away (reload, close), so a duplicated tab, which starts with
 * a copy of the first tab's sessionStorage and so of its slot, can tell that slot is taken.
 */
export type TabPresence = {
  /** The slot is held by another page that is open now. */
  heldElsewhere(slot: string): boolean;
  /** Starts holding the slot (and keeps holding it while the page lives). */
  hold(slot: string): void;
};

export function createTabPresence(
  storage: KeyValueStorage,
  options: { page?: string; now?: () => number; keepAlive?: (beat: () => void, release: () => void) => void } = {},
): TabPresence {
  const page = options.page ?? Math.random().toString(36).slice(2, 12);
  const now = options.now ?? Date.now;
  return {
    heldElsewhere(slot) {
      const beat = readHeartbeat(storage, slot);
      return Boolean(beat && beat.page !== page && now() - beat.at < TAB_ALIVE_MS);
    },
    hold(slot) {
      const beat = () => {
        try {
          storage.setItem(ALIVE_PREFIX + slot, JSON.stringify({ page, at: now() } satisfies Heartbeat));
        } catch {
          // storage full or blocked: other tabs will take this slot for a gone one
        }
      };
      const release = () => {
        try {
          if (readHeartbeat(storage, slot)?.page === page) storage.removeItem(ALIVE_PREFIX + slot);
        } catch {
          // ignore
        }
      };
      beat();
      options.keepAlive?.(beat, release);
    },
  };
}

let browserPresence: TabPresence | null | undefined;

/** The presence of this page in a browser (heartbeat timer, released on pagehide); null elsewhere. */
function defaultPresence(): TabPresence | null {
  if (browserPresence !== undefined) return browserPresence;
  browserPresence = null;
  if (typeof window === "undefined") return null;
  try {
    browserPresence = createTabPresence(window.localStorage, {
      keepAlive(beat, release) {
        const timer = window.setInterval(beat, TAB_HEARTBEAT_MS);
        window.addEventListener("pagehide", () => {
          window.clearInterval(timer);
          release();
        });
        // Back from the back/forward cache: the page is alive again.
        window.addEventListener("pageshow", (event) => {
          if (!event.persisted) return;
          beat();
          window.setInterval(beat, TAB_HEARTBEAT_MS);
        });
      },
    });
  } catch {
    browserPresence = null;
  }
  return browserPresence;
}

let heldSlot: string | undefined;

/**
 * A random id for this tab, kept in sessionStorage so a reload keeps it. A duplicated tab
 * inherits that sessionStorage, so when another open page already holds the slot this page
 * takes a fresh one: two tabs never share one draft slot.
 */
export function getTabSlot(
  session: Pick<KeyValueStorage, "getItem" | "setItem"> | null,
  random = Math.random,
  presence: TabPresence | null = defaultPresence(),
): string {
  const fresh = () => random().toString(36).slice(2, 10) || "tab";
  if (!session) return fresh();
  try {
    let slot = session.getItem(SLOT_KEY);
    if (!slot || (slot !== heldSlot && presence?.heldElsewhere(slot))) {
      slot = fresh();
      session.setItem(SLOT_KEY, slot);
    }
    if (presence && slot !== heldSlot) {
      presence.hold(slot);
      if (presence === browserPresence) heldSlot = slot;
    }
    return slot;
  } catch {
    return fresh();
  }
}

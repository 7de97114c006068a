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

export class DraftStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly scope: string,
    private readonly now: () => number = Date.now,
  ) {}

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

  /**
   * The draft this tab should restore: its own slot's first, else the newest one another
   * tab left behind (closed, crashed), which is then moved into this tab's slot.
   */
  claim(docId: string | null, slot: string): StoredDraft | null {
    const own = this.read(docId, slot);
    if (own) return own;
    const [newest] = this.list(docId);
    if (!newest) return null;
    return this.move(newest, docId, slot);
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

/** A random id for this tab, kept in sessionStorage so a reload keeps it. */
export function getTabSlot(session: Pick<KeyValueStorage, "getItem" | "setItem"> | null, random = Math.random): string {
  const fresh = () => random().toString(36).slice(2, 10) || "tab";
  if (!session) return fresh();
  try {
    const existing = session.getItem(SLOT_KEY);
    if (existing) return existing;
    const slot = fresh();
    session.setItem(SLOT_KEY, slot);
    return slot;
  } catch {
    return fresh();
  }
}

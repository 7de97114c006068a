import type { KeyValueStorage } from "@/lib/drafts/draft-store";

// A new document's first save can reach the server while its answer never reaches the editor (a
// reload mid-save, a connection that drops on the way back). Sent again, it must land in the
// document the first one made, not make a second: the editor names the document it means to make
// with a key, kept for this tab in session storage (which a reload keeps) until a create carrying
// it is answered, and the server saves a repeat into the document made with that key.
//
// The answer can also arrive after the person pressed reload but before the page went: the page
// takes it in (its address becomes /editor/{id}, its new-document draft goes), while the reload is
// already on its way to /editor. So the answered create leaves a note in the tab's session
// storage, naming the document and the page that made it: the reloaded page (another page, loaded
// by a reload of /editor) opens that document instead of an empty one. Any other page that reads
// the note (a new document opened later, or the page that wrote it) only drops it.

const PREFIX = "saywrite:create-key:";
const CREATED_PREFIX = "saywrite:created:";
/** This page (one per load of the app in a tab): tells a note this page wrote from one a reloaded page finds. */
const THIS_PAGE = randomKey();

export type CreateKeys = {
  /** The key of the new document this tab is making (made on first use). */
  current: () => string;
  /** Whether `key` is this tab's current key (none is made). */
  holds: (key: string) => boolean;
  /** The new document was given up: the next one gets a new key. */
  forget: () => void;
  /** The create was answered with document `docId`: the next one gets a new key, and the note above is left. */
  created: (docId: string) => void;
  /** The document of a create answered in an earlier page of this tab (the note is dropped); null if none, or if this page wrote it. */
  takeCreated: () => string | null;
};

/**
 * 32 hex digits. crypto.randomUUID exists only on secure pages (https or localhost): a school's server on
 * http://10.x.x.x, or an older browser, has getRandomValues alone (and a very old one neither).
 */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== "undefined" && typeof crypto.getRandomValues === "function") crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createKeys(
  storage: KeyValueStorage,
  scope: string,
  slot: string,
  random: () => string = randomKey,
  page: string = THIS_PAGE,
): CreateKeys {
  const key = `${PREFIX}${scope}:${slot}`;
  const noteKey = `${CREATED_PREFIX}${scope}:${slot}`;
  let fallback: string | null = null; // storage refused: the key lives as long as the page
  const forget = () => {
    fallback = null;
    try {
      storage.removeItem(key);
      storage.removeItem(noteKey);
    } catch {
      // nothing was kept
    }
  };
  return {
    current() {
      let kept: string | null = null;
      try {
        kept = storage.getItem(key);
      } catch {
        return (fallback ??= random());
      }
      if (kept) return kept;
      const made = fallback ?? random();
      try {
        storage.setItem(key, made);
      } catch {
        fallback = made;
      }
      return made;
    },
    holds(k) {
      try {
        return (storage.getItem(key) ?? fallback) === k;
      } catch {
        return fallback === k;
      }
    },
    forget,
    created(docId) {
      forget();
      try {
        storage.setItem(noteKey, JSON.stringify({ docId, page }));
      } catch {
        // storage refused: a reload in that moment opens an empty editor (the words are in the document)
      }
    },
    takeCreated() {
      try {
        const raw = storage.getItem(noteKey);
        if (!raw) return null;
        storage.removeItem(noteKey);
        const note = JSON.parse(raw) as { docId?: unknown; page?: unknown } | null;
        return note && typeof note.docId === "string" && note.docId && note.page !== page ? note.docId : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Whether this page was loaded by a reload of the address it shows now (the reload of /editor
 * that the note of a create answered in the meantime is for), not opened by a link or address.
 */
export function isReloadOfThisAddress(): boolean {
  try {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (!entry || entry.type !== "reload") return false;
    const loaded = new URL(entry.name);
    return loaded.pathname === window.location.pathname && loaded.search === window.location.search;
  } catch {
    return false;
  }
}

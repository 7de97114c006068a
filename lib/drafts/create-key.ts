import type { KeyValueStorage } from "@/lib/drafts/draft-store";

// A new document's first save can reach the server while its answer never reaches the editor (a
// reload mid-save, a connection that drops on the way back). Sent again, it must land in the
// document the first one made, not make a second: the editor names the document it means to make
// with a key, kept for this tab in session storage (which a reload keeps) until a create carrying
// it is answered, and the server saves a repeat into the document made with that key.

const PREFIX = "saywrite:create-key:";

export type CreateKeys = {
  /** The key of the new document this tab is making (made on first use). */
  current: () => string;
  /** The create was answered, or the new document was given up: the next one gets a new key. */
  forget: () => void;
};

export function createKeys(storage: KeyValueStorage, scope: string, slot: string, random = () => crypto.randomUUID()): CreateKeys {
  const key = `${PREFIX}${scope}:${slot}`;
  let fallback: string | null = null; // storage refused: the key lives as long as the page
  return {
    current() {
      try {
        const kept = storage.getItem(key);
        if (kept) return kept;
        const made = random();
        storage.setItem(key, made);
        return made;
      } catch {
        return (fallback ??= random());
      }
    },
    forget() {
      fallback = null;
      try {
        storage.removeItem(key);
      } catch {
        // nothing was kept
      }
    },
  };
}

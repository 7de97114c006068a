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

export function createKeys(storage: KeyValueStorage, scope: string, slot: string, random: () => string = randomKey): CreateKeys {
  const key = `${PREFIX}${scope}:${slot}`;
  let fallback: string | null = null; // storage refused: the key lives as long as the page
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

// The reader's profile as an external store (React reads it with useSyncExternalStore): the
// server render and hydration see the defaults, the browser then reads localStorage once.
// Other tabs' changes arrive through the storage event. With no saved copy in this browser
// (storage cleared, a new tab of a profile sharing cookies), it starts from the display cookie
// the server drew the page from, the last applied settings, and saves that: the page is not
// restyled to the defaults, nor the cookie removed. That copy has no time, so an account's
// copy still wins on sync (pickNewerProfile).
import { readDisplayCookieInBrowser } from "@/lib/accessibility/display-cookie";
import {
  DEFAULT_PROFILE,
  parseStoredProfile,
  pickNewerProfile,
  PROFILE_STORAGE_KEY,
  serializeStoredProfile,
  STYLE_CACHE_KEY,
  type StoredProfile,
} from "@/lib/accessibility/profile";

const SERVER_SNAPSHOT: StoredProfile = Object.freeze({ profile: DEFAULT_PROFILE, updatedAt: null });

let current: StoredProfile | null = null;
const listeners = new Set<() => void>();

function load(): StoredProfile {
  current ??= parseStoredProfile(readLocal(PROFILE_STORAGE_KEY)) ?? seedFromDisplayCookie() ?? SERVER_SNAPSHOT;
  return current;
}

function seedFromDisplayCookie(): StoredProfile | null {
  const profile = readDisplayCookieInBrowser();
  if (!profile) return null;
  const seeded = { profile, updatedAt: null };
  writeLocal(PROFILE_STORAGE_KEY, serializeStoredProfile(seeded));
  return seeded;
}

function onStorage(e: StorageEvent) {
  if (e.key !== PROFILE_STORAGE_KEY) return;
  const other = parseStoredProfile(e.newValue);
  if (other && pickNewerProfile(load(), other) === other) setStoredProfile(other, { persist: false });
}

export function subscribeProfile(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export const getStoredProfile = load;
export const getServerProfile = () => SERVER_SNAPSHOT;

export function setStoredProfile(next: StoredProfile, { persist = true } = {}) {
  current = next;
  if (persist) writeLocal(PROFILE_STORAGE_KEY, serializeStoredProfile(next));
  for (const l of listeners) l();
}

export function cacheDocumentStyle(styleJson: string) {
  writeLocal(STYLE_CACHE_KEY, styleJson);
}

/** Only for tests: forget the loaded copy. */
export function resetProfileStoreForTests() {
  current = null;
}

function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

function writeLocal(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota or disabled storage: the profile still applies for this visit.
  }
}

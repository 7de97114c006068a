"use client";
import type { KeyValueStorage } from "@/lib/drafts/draft-store";

// Web Storage can throw on access (blocked cookies, some private modes): null then.
export function browserStorage(kind: "local" | "session"): KeyValueStorage | null {
  try {
    const storage = kind === "local" ? window.localStorage : window.sessionStorage;
    const probe = "saywrite:probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A Map-backed stand-in so the editor works (without persistence) when storage is blocked. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

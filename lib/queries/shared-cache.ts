"use client";
// The signed-in screens' cache of server data: one per signed-in shell
// (components/providers/app-providers.tsx), as React Query's client used to be. That client is
// made the first time a screen's hook asks for it (query-hooks.ts), so a screen that reads and
// writes without React Query (the editor, through direct.ts) never downloads the library; what
// such a screen saves is still marked here, so the other screens show it when the reader goes there.
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { QueryClient } from "@tanstack/react-query";

type Key = readonly unknown[];
const keyId = (key: Key) => JSON.stringify(key);

/** A list read without React Query, shared by the components that show it. */
export type DirectEntry = {
  data?: unknown;
  error?: unknown;
  status: "idle" | "pending" | "success" | "error";
  /** A change was made since it was read: read it again when next asked. */
  stale: boolean;
  inflight: Promise<void> | null;
  /** Counts the changes: what a component reads to know it should render again. */
  version: number;
  /** When its data was read (ms since the epoch; 0: never). */
  readAt: number;
  listeners: Set<() => void>;
  read: () => Promise<unknown>;
};

export type SharedCache = {
  /** React Query's client, once a screen that uses it has asked (query-hooks.ts). */
  client: QueryClient | null;
  direct: Map<string, DirectEntry>;
};

export const SharedCacheContext = createContext<SharedCache | null>(null);

export const newSharedCache = (): SharedCache => ({ client: null, direct: new Map() });

export function useSharedCache(): SharedCache | null {
  return useContext(SharedCacheContext);
}

const notRead = () => Promise.reject(new Error("nothing reads this entry yet"));

function entryOf(cache: SharedCache, key: Key): DirectEntry {
  const id = keyId(key);
  let entry = cache.direct.get(id);
  if (!entry) {
    // a list React Query already holds is not read twice
    const known = cache.client?.getQueryState(key);
    entry = {
      status: known?.status === "success" && !known.isInvalidated ? "success" : "idle",
      data: known?.status === "success" ? known.data : undefined,
      stale: false,
      inflight: null,
      version: 0,
      readAt: known?.dataUpdatedAt ?? 0,
      listeners: new Set(),
      read: notRead,
    };
    cache.direct.set(id, entry);
  }
  return entry;
}

export function directEntry(cache: SharedCache, key: Key, read: () => Promise<unknown>): DirectEntry {
  const entry = entryOf(cache, key);
  entry.read = read;
  return entry;
}

/**
 * What a page read on the server at `readAt` goes in, unless the cache holds a copy read later (a
 * page shown again by Back was drawn before it). Returns the entry when it changed: its readers
 * are told after the render (tellReaders), which already shows it.
 */
export function seedDirect(cache: SharedCache, key: Key, data: unknown, readAt: number): DirectEntry | null {
  const entry = entryOf(cache, key);
  if (entry.status === "success" && !entry.stale && entry.readAt >= readAt) return null;
  Object.assign(entry, { data, error: undefined, status: "success", stale: false, readAt });
  entry.version++;
  return entry;
}

export function tellReaders(entry: DirectEntry) {
  entry.listeners.forEach((l) => l());
}

function notify(entry: DirectEntry) {
  entry.version++;
  tellReaders(entry);
}

export function loadDirect(entry: DirectEntry): Promise<void> {
  if (entry.inflight) return entry.inflight;
  const shown = entry.status;
  entry.stale = false;
  if (entry.status !== "success") entry.status = "pending";
  entry.inflight = entry.read().then(
    (data) => {
      Object.assign(entry, { data, error: undefined, status: "success", inflight: null, readAt: Date.now() });
      notify(entry);
    },
    (error: unknown) => {
      // a failed refresh keeps the list it had
      Object.assign(entry, { error, status: entry.data === undefined ? "error" : "success", inflight: null });
      notify(entry);
    },
  );
  // Readers are told only when what they show changes: a first read (idle) and a refresh (a kept
  // list) look the same while pending, and telling them would render every reader again at once,
  // in the task of the effect that asked (on the editor, all of it, as the page starts).
  if (shown === "error") notify(entry);
  return entry.inflight;
}

/** React Query answered `key` (a screen that uses it read or changed it): a direct copy follows. */
export function acceptData(cache: SharedCache, key: Key, data: unknown) {
  const entry = cache.direct.get(keyId(key));
  if (!entry || entry.data === data) return;
  Object.assign(entry, { data, error: undefined, status: "success", stale: false, readAt: Date.now() });
  notify(entry);
}

/** Put a copy the server just answered under `key` (where a screen keeps one). */
export function putData(cache: SharedCache | null, key: Key, data: unknown) {
  cache?.client?.setQueryData(key, data);
  if (cache) acceptData(cache, key, data);
}

/** Something under `key` changed: every copy is read again (now if on screen, else when next shown). */
export function markStale(cache: SharedCache | null, key: Key, options: { exact?: boolean } = {}): Promise<void> {
  if (!cache) return Promise.resolve();
  const reads: Array<Promise<unknown>> = [cache.client?.invalidateQueries({ queryKey: key, exact: options.exact ?? false }) ?? Promise.resolve()];
  const prefix = keyId(key).slice(0, -1);
  for (const [id, entry] of cache.direct) {
    if (!(id === keyId(key) || (!options.exact && id.startsWith(prefix + ",")))) continue;
    entry.stale = true;
    if (entry.listeners.size > 0) reads.push(loadDirect(entry));
  }
  // resolves once the copies on screen are read again (a failed read keeps the copy it had)
  return Promise.all(reads).then(() => undefined);
}

export type DirectRead<T> = { data?: T; isPending: boolean; isError: boolean; refetch: () => Promise<void> };

/**
 * One read kept in the shell's cache without React Query (so the screen does not load it): what
 * the page put in on the server (WithDirectData) is shown at once; a change marked elsewhere
 * (markStale) reads it again. Outside the shell (a test harness), a cache of its own.
 */
export function useDirectRead<T>(key: Key, read: () => Promise<T>, options: { enabled?: boolean } = {}): DirectRead<T> {
  const enabled = options.enabled ?? true;
  const [own] = useState(newSharedCache);
  const cache = useSharedCache() ?? own;
  const id = keyId(key);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one entry per key (the read may be a new function each render)
  const entry = useMemo(() => directEntry(cache, key, read), [cache, id]);
  const subscribe = useMemo(
    () => (listener: () => void) => {
      entry.listeners.add(listener);
      return () => void entry.listeners.delete(listener);
    },
    [entry],
  );
  useSyncExternalStore(subscribe, () => entry.version, () => entry.version);
  useEffect(() => {
    if (enabled && (entry.status === "idle" || entry.status === "error" || entry.stale)) void loadDirect(entry);
  }, [enabled, entry]);
  const refetch = useMemo(() => () => loadDirect(entry), [entry]);
  const status = entry.status;
  return { data: entry.data as T | undefined, isPending: status === "idle" || status === "pending", isError: status === "error", refetch };
}


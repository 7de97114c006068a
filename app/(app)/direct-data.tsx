"use client";
import { useLayoutEffect, useState, type ReactNode } from "react";
import { newSharedCache, seedDirect, SharedCacheContext, tellReaders, useSharedCache, type DirectEntry } from "@/lib/queries/shared-cache";

/**
 * The server's data put into the signed-in shell's cache (shared-cache.ts) before the screen's
 * readers render, without React Query: they show it in the first paint and read nothing after load.
 */
export function DirectData({ entries, readAt, children }: { entries: Array<readonly [readonly unknown[], unknown]>; readAt: number; children: ReactNode }) {
  const shell = useSharedCache();
  // outside the signed-in shell (a test harness), a cache of its own
  const [own] = useState(newSharedCache);
  const cache = shell ?? own;
  const changed = entries.map(([key, data]) => seedDirect(cache, key, data, readAt)).filter((e): e is DirectEntry => e !== null);
  // readers that did not render with this copy hear of it now
  useLayoutEffect(() => changed.forEach(tellReaders));
  return shell ? children : <SharedCacheContext.Provider value={own}>{children}</SharedCacheContext.Provider>;
}

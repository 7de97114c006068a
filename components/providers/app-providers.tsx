"use client";
import { useState, type ReactNode } from "react";
import { newSharedCache, SharedCacheContext } from "@/lib/queries/shared-cache";

// The signed-in screens' cache of server data (lib/queries/shared-cache.ts): React Query's client
// is made in it only when a screen's hook first asks, so the shell itself loads no query library.
export function AppProviders({ children }: { children: ReactNode }) {
  const [cache] = useState(newSharedCache);
  return <SharedCacheContext.Provider value={cache}>{children}</SharedCacheContext.Provider>;
}

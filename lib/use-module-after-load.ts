"use client";
import { startTransition, useEffect, useState } from "react";

// Modules fetched once the page is on screen instead of with its first load, kept per loader
// (a module-level function) so a later mount has the module from its first render.
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * The module `load` fetches, once the page has mounted: null until it arrives (and when the fetch
 * failed, then `failed` is true). It arrives as a transition, so what it reveals renders in slices.
 */
export function useModuleAfterLoad<M>(load: () => Promise<M>): { module: M | null; failed: boolean } {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load, m);
        if (live) startTransition(() => setModule(() => m));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, module]);
  return { module, failed };
}

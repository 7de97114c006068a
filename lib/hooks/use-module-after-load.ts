"use client";
import { startTransition, useCallback, useEffect, useState } from "react";

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
    // In a task of its own: starting the fetch (adding the chunk's script tags) would otherwise
    // lengthen the task that commits the hydrated page.
    const timer = setTimeout(() =>
      load().then(
        (m) => {
          loaded.set(load, m);
          if (live) startTransition(() => setModule(() => m));
        },
        () => live && setFailed(true),
      ),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load, module]);
  return { module, failed };
}

/**
 * The module `load` fetches when `request()` is first called (a press, or the pointer or focus
 * reaching what needs it): null until it arrives; `failed` when that fetch failed (a later
 * request tries again).
 */
export function useModuleOnDemand<M>(load: () => Promise<M>): { module: M | null; failed: boolean; request: () => void } {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  const [failed, setFailed] = useState(false);
  const request = useCallback(() => {
    if (module || loaded.has(load)) return;
    setFailed(false);
    load().then(
      (m) => {
        loaded.set(load, m);
        setModule(() => m);
      },
      () => setFailed(true),
    );
  }, [load, module]);
  return { module, failed, request };
}

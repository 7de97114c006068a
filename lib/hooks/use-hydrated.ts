"use client";
import { startTransition, useEffect, useState } from "react";

// Set once the first screen has hydrated: a component mounted after that (a client-side
// navigation) is in the browser from its first render and needs no second one.
let pageHydrated = false;

/**
 * True once the page's server-rendered HTML has been hydrated: from then on a component's first
 * render happens only in the browser, so it may read browser state (local drafts) while
 * rendering. False on the server and during hydration, where the output must match the HTML.
 */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/**
 * False on the server and while the page hydrates, true once in the browser. The switch after
 * hydration is a transition, so React renders what it reveals in small slices instead of one
 * long synchronous task (a useSyncExternalStore whose server snapshot differs forces a sync
 * re-render: 150 ms of a slow phone's main thread for the editor's tools).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

"use client";
// "Write" on a new document whose first save is on its way shows it again in the next editor, in
// the history entry of the editor before (Next replaces an entry for the same address), so Back
// would leave the words for the page before, where the document is not listed yet. The next
// editor puts an entry back for the one before: Back shows the editor with its words. Once the
// document is saved at its own address, Back goes on past that entry, to the page before.
import { useEffect } from "react";

const STAND_IN = "saywriteStandIn";

export function useStandInEntry(active: boolean, savedId: () => string | null) {
  useEffect(() => {
    if (!active) return;
    // after the commit that drew this editor, so the entry Next wrote for it is the one copied
    const { state } = window.history;
    const href = window.location.href;
    window.history.replaceState({ ...state, [STAND_IN]: true }, "", href);
    window.history.pushState(state, "", href);
    const onPopState = (event: PopStateEvent) => {
      if ((event.state as Record<string, unknown> | null)?.[STAND_IN] && savedId()) window.history.back();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [active, savedId]);
}

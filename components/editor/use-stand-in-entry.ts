"use client";
// "Write" on a new document whose first save is on its way shows it again in the next editor, in
// the history entry of the editor before (Next replaces an entry for the same address), so Back
// would leave the words for the page before, where the document is not listed yet. The next
// editor puts an entry back for the one before: Back shows the editor with its words. Once the
// document is saved at its own address, Back goes on past that entry, to the page before, and an
// editor drawn on that entry later (Forward, from the page before) opens the saved document at its
// address instead of showing its words again as a new document.
import { useEffect } from "react";
import { useRouter } from "next/navigation";

const STAND_IN = "saywriteStandIn";
const SAVED_AS = "saywrite:standInSavedAs:";

function entryMark(): string | null {
  const mark = (window.history.state as Record<string, unknown> | null)?.[STAND_IN];
  return typeof mark === "string" ? mark : null;
}

function rememberSaved(mark: string, id: string | null) {
  if (!id) return;
  try {
    window.sessionStorage.setItem(SAVED_AS + mark, id);
  } catch {
    // storage refused: Forward then shows the words again, as before
  }
}

function savedAs(mark: string): string | null {
  try {
    return window.sessionStorage.getItem(SAVED_AS + mark);
  } catch {
    return null;
  }
}

export function useStandInEntry(active: boolean, savedId: () => string | null) {
  const router = useRouter();

  useEffect(() => {
    const mark = entryMark();
    const id = mark ? savedAs(mark) : null;
    if (id) router.replace(`/editor/${encodeURIComponent(id)}`);
  }, [router]);

  useEffect(() => {
    if (!active) return;
    // after the commit that drew this editor, so the entry Next wrote for it is the one copied
    const { state } = window.history;
    const href = window.location.href;
    const mark = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    window.history.replaceState({ ...state, [STAND_IN]: mark }, "", href);
    window.history.pushState(state, "", href);
    const onPopState = (event: PopStateEvent) => {
      if ((event.state as Record<string, unknown> | null)?.[STAND_IN] !== mark) return;
      const id = savedId();
      if (!id) return;
      rememberSaved(mark, id);
      window.history.back();
    };
    const onPageHide = () => rememberSaved(mark, savedId());
    window.addEventListener("popstate", onPopState);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("pagehide", onPageHide);
      rememberSaved(mark, savedId());
    };
  }, [active, savedId]);
}

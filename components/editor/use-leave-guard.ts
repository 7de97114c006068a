"use client";
// "Leaving with unsaved changes asks first": the browser's prompt for reloads, closing the
// tab and other sites; our own dialog for links inside the app (Next has no navigation block).
//
// The question is decided at the click, from the values as they are then (refs, not the last
// render): a render behind would ask about words a save has just taken in. Words that a save on
// its way carries are not asked about either: the link waits for that save's answer, then goes on
// (the next page lists what was just saved) or, if the save did not take every word in, asks.
// Asked, the question stays until the reader answers it. While a link waits, `waiting` names where
// it goes (the editor says so beside the save, politely), and Escape or Stay here cancels the wait.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLatest } from "@/lib/hooks/use-latest";
import { sameValues } from "@/lib/drafts/draft-store";
import type { EditorValues } from "@/components/editor/editor-values";
import type { SaveOnItsWay } from "@/components/editor/use-document-save";

export type LeaveGuardSource = {
  /** The editor's values and the server copy they are compared with, as they are now. */
  read: () => { values: EditorValues; base: EditorValues };
  /** The save on its way now, if any. */
  saveOnItsWay: () => SaveOnItsWay | null;
};

/** A link waiting for the save on its way: where it goes, and its words ("Documents"), if any. */
export type LeaveWait = { href: string; to: string };

/** The words a reader knows a link by: its label, else its text (a long one cut short). */
function linkName(link: HTMLAnchorElement): string {
  const name = (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim();
  return name.length > 40 ? `${name.slice(0, 39).trimEnd()}…` : name;
}

/** The save on its way that carries every word of `values`, if there is one. */
function saveCarrying(source: LeaveGuardSource, values: EditorValues): SaveOnItsWay | null {
  const flight = source.saveOnItsWay();
  return flight?.sent && sameValues(flight.sent, values) ? flight : null;
}

export function useLeaveGuard(dirty: boolean, source: LeaveGuardSource) {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<LeaveWait | null>(null);
  const dirtyRef = useLatest(dirty);
  const sourceRef = useLatest(source);
  const bypass = useRef(false);
  // the link pressed while a save carrying every word was on its way (the last one pressed wins)
  const waitingFor = useRef<string | null>(null);
  /** Stay here: the link pressed while the save was on its way no longer waits for it. */
  const stopWaiting = useCallback(() => {
    waitingFor.current = null;
    setWaiting(null);
  }, []);

  useEffect(() => {
    const unsaved = () => {
      const { values, base } = sourceRef.current.read();
      return !sameValues(values, base);
    };
    const go = (href: string) => {
      bypass.current = true;
      router.push(href);
    };
    // after the save carrying the words has answered: go, wait for the next one, or ask
    const afterSave = async (href: string) => {
      for (;;) {
        if (waitingFor.current !== href) return; // another link was pressed since, or the wait was cancelled
        if (!unsaved()) break;
        const flight = saveCarrying(sourceRef.current, sourceRef.current.read().values);
        if (!flight) {
          waitingFor.current = null;
          setWaiting(null);
          setPendingHref(href);
          return;
        }
        // a newer copy met on the way: the choice between the copies is the question now
        if ((await flight.settled) === "conflict") {
          if (waitingFor.current === href) stopWaiting();
          return;
        }
      }
      waitingFor.current = null;
      setWaiting(null);
      go(href);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || bypass.current) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers need a value to show the prompt
    };
    const onClick = (event: MouseEvent) => {
      if (bypass.current || event.defaultPrevented || !unsaved()) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // another site: beforeunload asks
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation(); // before Next's Link handler (ours runs in the capture phase)
      const href = url.pathname + url.search + url.hash;
      if (saveCarrying(sourceRef.current, sourceRef.current.read().values)) {
        waitingFor.current = href;
        setWaiting({ href, to: linkName(link) });
        void afterSave(href);
        return;
      }
      setPendingHref(href);
    };
    // Escape while a link waits: the reader stays (nothing else on the page is open to close then)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && waitingFor.current && !event.defaultPrevented) stopWaiting();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      waitingFor.current = null; // an editor that has gone leaves nothing waiting
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [dirtyRef, sourceRef, router, stopWaiting]);

  const leave = useCallback(() => {
    if (!pendingHref) return;
    bypass.current = true;
    setPendingHref(null);
    router.push(pendingHref);
  }, [pendingHref, router]);

  return { pendingHref, stay: () => setPendingHref(null), leave, waiting, stopWaiting };
}

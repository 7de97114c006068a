"use client";
import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from "react";
import { toast, Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS, toasterReady } from "@/lib/toast";
import { keepRoomForWaitingToast, makeRoomForToast, TOAST_ROOM_VAR } from "@/components/common/toast-band";

// Where a toast may sit without covering the writing: from 768px wide the screens keep a side
// column on the right (the editor's tools), so toasts stack there, above the floating
// accessibility button and no wider than that column. On a phone (where that button docks in the
// header), across the bottom, in the band the editor keeps clear under its text
// (use-fit-text-to-screen.ts) and brings its text above when dictation starts.
const WIDE = "(min-width: 768px)";
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
/** Above the floating accessibility button (1rem from the edge, 3.5rem tall) with a gap. */
const WIDE_OFFSET = { bottom: "5.5rem", right: "1rem" };
const NARROW_OFFSET = { bottom: "1rem", left: "1rem" };

// At most one toast at a time (core-product §9). Sonner renders an aria-live region so
// screen readers announce each toast; a close button keeps it dismissable by keyboard.
// Loaded on demand by components/ui/toaster.tsx.
export default function SonnerToaster() {
  // Sonner's own effect (a child's) has subscribed by now: toasts that waited can show.
  useEffect(() => toasterReady(toast), []);
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => false);
  const region = useRef<HTMLElement>(null);
  // a new toast over the text being written or watched moves that text up (on a phone)
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    // measured again as the toast takes its full height (Sonner sizes it after it mounts) and as
    // the page under it changes (a status line appearing above the text moves the text down)
    const sized = new ResizeObserver(() => {
      keepRoomForWaitingToast(el);
      for (const toast of el.querySelectorAll<HTMLElement>("[data-sonner-toast]:not([data-removed=true])")) makeRoomForToast(toast);
    });
    sized.observe(document.body);
    // a toast that comes or goes (Sonner marks it data-removed as it starts to leave)
    const added = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        for (const toast of node.matches("[data-sonner-toast]") ? [node] : node.querySelectorAll<HTMLElement>("[data-sonner-toast]")) sized.observe(toast);
      }
      keepRoomForWaitingToast(el);
    });
    added.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-removed"] });
    return () => {
      added.disconnect();
      sized.disconnect();
      document.documentElement.style.removeProperty(TOAST_ROOM_VAR);
    };
  }, []);
  // A click out of a toast puts the focus where the person clicked. Sonner, as focus leaves its
  // list, sends it back to whatever had it before the toast (often the skip link): a click into a
  // text box then left the focus on that link, and what was typed next went nowhere. Only a
  // pointer's move is kept: leaving by keyboard (Shift+Tab after Alt+T) still goes back to where
  // the person was, as Sonner does. This runs after Sonner's handler (React's is on the document;
  // the window hears the event after it).
  useEffect(() => {
    let pressed: Node | null = null;
    const press = (event: PointerEvent) => {
      pressed = event.target instanceof Node ? event.target : null;
    };
    const key = () => {
      pressed = null;
    };
    const moved = (event: FocusEvent) => {
      const el = region.current;
      const to = event.relatedTarget;
      const clicked = pressed;
      pressed = null;
      if (!el || !(event.target instanceof Node) || !el.contains(event.target)) return;
      if (!(to instanceof HTMLElement) || el.contains(to) || !to.isConnected || !clicked || !to.contains(clicked)) return;
      if (document.activeElement !== to) to.focus({ preventScroll: true });
    };
    window.addEventListener("pointerdown", press, true);
    window.addEventListener("keydown", key, true);
    window.addEventListener("focusout", moved);
    return () => {
      window.removeEventListener("pointerdown", press, true);
      window.removeEventListener("keydown", key, true);
      window.removeEventListener("focusout", moved);
    };
  }, []);
  return (
    <Sonner
      ref={region}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={wide ? "bottom-right" : "bottom-left"}
      offset={wide ? WIDE_OFFSET : NARROW_OFFSET}
      mobileOffset={NARROW_OFFSET}
      style={{ "--width": "var(--side-column-width, 356px)" } as CSSProperties}
      closeButton
      toastOptions={{
        classNames: {
          // A toast is a Tab stop (Sonner): its own shadow replaces Sonner's focus ring, so it
          // draws the app's focus outline instead (WCAG 2.4.7).
          toast:
            "!rounded-xl !border-2 !border-border !bg-card !text-card-foreground !text-base !shadow-lg focus-visible:!outline-4 focus-visible:!outline-offset-2 focus-visible:!outline-ring",
          title: "!text-lg !font-bold",
          description: "!text-base !text-muted-foreground",
          error: "!border-destructive",
          closeButton: "!size-7",
        },
      }}
    />
  );
}

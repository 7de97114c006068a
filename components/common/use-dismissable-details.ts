"use client";
import { useEffect, useRef, useState, type SyntheticEvent } from "react";

/**
 * A <details> menu that closes like a menu should: on navigation (`closeKey` changes, e.g. the
 * pathname), after a link inside it is chosen, on Escape (focus back to its summary) and when a
 * click or keyboard focus lands outside it. Opening and closing stay native (summary + Enter/Space).
 * The menu (the element after the summary) is moved left when it would run off a narrow screen.
 */
export function useDismissableDetails(closeKey: string) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // Opened before the page hydrated (no toggle event reached React): listen from now on.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);

  // Close on navigation, not on mount: a menu opened before the page hydrated stays open.
  const shownKey = useRef(closeKey);
  useEffect(() => {
    if (shownKey.current === closeKey) return;
    shownKey.current = closeKey;
    if (ref.current) ref.current.open = false;
  }, [closeKey]);

  // Kept inside the window while open.
  useEffect(() => {
    if (open) keepInView(ref.current?.lastElementChild as HTMLElement | null);
  }, [open]);

  // Escape and a click or focus outside close it. Listening from mount and asking the element
  // whether it is open, not waiting for React to see the toggle: Escape pressed straight after
  // Enter opened it (before React's effect ran) used to leave the menu open.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const outside = (e: Event) => {
      if (details.open && !details.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !details.open) return;
      close();
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  // A chosen link closes the menu, even when it is the page already shown (no navigation). It
  // listens from mount, not from the toggle event: a link clicked straight after opening (before
  // React had seen the menu open) used to leave the menu open over the next page.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element).closest("a")) details.open = false;
    };
    details.addEventListener("click", onClick);
    return () => details.removeEventListener("click", onClick);
  }, []);

  const onToggle = (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open);
  return [ref, onToggle] as const;
}

/** Shifts a menu that would run past the right edge of the window back inside it (8px margin). */
function keepInView(menu: HTMLElement | null) {
  if (!menu) return;
  const margin = 8;
  menu.style.translate = "";
  const { left, right } = menu.getBoundingClientRect();
  const over = right - (document.documentElement.clientWidth - margin);
  // A menu as wide as the screen (the phone menu) already starts at the edge: nothing to move.
  if (over > 0 && left > margin) menu.style.translate = `${-Math.min(over, left - margin)}px 0`;
}

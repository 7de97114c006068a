"use client";
import { useRef } from "react";

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * Closing a Radix dialog or sheet gives the focus back to what had it when it opened (WCAG 2.4.3).
 * Radix does that only for its own Trigger: a dialog opened by a plain button, a shortcut or a
 * save's answer (most of ours, which load on demand) left the focus on the page's body. A caller's
 * own onCloseAutoFocus that prevents the default still decides.
 */
export function useReturnFocusToOpener(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // the focus has not moved into the dialog yet
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * After this frame, if the focus has fallen to the page's body (the focused control went with what it
 * removed), puts it on `target()` (WCAG 2.4.3). What the person focused meanwhile stays focused.
 */
export function focusIfLost(target: () => HTMLElement | null) {
  requestAnimationFrame(() => {
    if (!focusIsLost()) return;
    target()?.focus();
  });
}

/** Whether the focus has fallen to the page's body (or nowhere): the focused control was removed. */
export function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

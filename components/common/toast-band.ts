// On a phone toasts show across the bottom of the screen (components/ui/sonner-toaster.tsx). What a
// person is writing or watching (the editor's text, a live transcript: marked KEEP_CLEAR_OF_TOASTS)
// is kept clear of them: the editor's text area ends above a band kept for a toast, and when a
// toast does land over such text the page scrolls that text up above it. A toast that waits to be
// pressed stays over the bottom of the screen: while it is there the page keeps room for it under
// its end, so every control can be scrolled (or tabbed) above it.
import { WAITING_TOAST_CLASS } from "@/lib/toast";

/** Room for a toast of up to two lines, in rem so it grows with the reader's text size. */
export const TOAST_BAND_REM = 8.75;
export const NARROW = "(max-width: 767.98px)";
/** The attribute that marks text a toast must not cover. */
export const KEEP_CLEAR_OF_TOASTS = "data-keep-clear-of-toasts";

/** The band's height in CSS pixels at the reader's text size. */
export function toastBandPx(): number {
  return TOAST_BAND_REM * parseFloat(getComputedStyle(document.documentElement).fontSize);
}

/**
 * On a phone, when `toast` (a Sonner toast, at the bottom of its list) covers text marked
 * KEEP_CLEAR_OF_TOASTS, or that text is just below the screen, the page scrolls it up above the
 * toast, as far as its top stays on the screen. Measured from the toast's final place (it may
 * still be sliding in).
 */
export function makeRoomForToast(toast: HTMLElement) {
  const list = toast.parentElement;
  if (!list || !window.matchMedia(NARROW).matches) return;
  const toastTop = list.getBoundingClientRect().bottom - toast.offsetHeight;
  for (const el of document.querySelectorAll(`[${KEEP_CLEAR_OF_TOASTS}]`)) {
    const rect = el.getBoundingClientRect();
    // clear of the toast already, or scrolled away above (the person is reading something else);
    // text just below the screen is brought up (the live transcript under the Stop button)
    if (rect.height === 0 || rect.bottom <= toastTop || rect.bottom <= 0 || rect.top >= 1.5 * window.innerHeight) continue;
    const gap = 0.5 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const by = Math.min(rect.bottom + gap - toastTop, rect.top);
    if (by > 0) window.scrollBy({ top: by, behavior: "instant" });
    return;
  }
}

/** The room a waiting toast takes at the bottom of a phone's screen (CSS: app/globals.css). */
export const TOAST_ROOM_VAR = "--toast-room";

/**
 * On a phone, while a toast that waits to be pressed is shown in `region` (Sonner's toaster),
 * sets TOAST_ROOM_VAR to the height it covers at the bottom of the screen, plus a gap: the page
 * gets that much room under its end and focus scrolling stops above it, so the last controls of
 * a page (the editor's Document Type) are never stuck under it. Cleared when it goes.
 */
export function keepRoomForWaitingToast(region: HTMLElement) {
  const root = document.documentElement;
  const waiting = window.matchMedia(NARROW).matches
    ? region.querySelector<HTMLElement>(`[data-sonner-toast].${WAITING_TOAST_CLASS}:not([data-removed=true])`)
    : null;
  const list = waiting?.parentElement;
  if (!waiting || !list) {
    root.style.removeProperty(TOAST_ROOM_VAR);
    return;
  }
  const toastTop = list.getBoundingClientRect().bottom - waiting.offsetHeight;
  const gap = 0.5 * parseFloat(getComputedStyle(root).fontSize);
  root.style.setProperty(TOAST_ROOM_VAR, `${Math.ceil(Math.max(0, window.innerHeight - toastTop) + gap)}px`);
}

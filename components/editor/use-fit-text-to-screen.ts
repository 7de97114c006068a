"use client";
import { useLayoutEffect, type RefObject } from "react";

/**
 * What stays clear under the counts at the bottom of a phone screen: the floating accessibility
 * button (3.5rem, 1rem from the edge) and, beside it, a toast of up to two lines, with a small gap.
 */
const FLOATING_BAND_PX = 140;
const MIN_HEIGHT_PX = 160;
const NARROW = "(max-width: 767.98px)";

/**
 * On a phone the text area ends, with its counts and badges, above the floating accessibility
 * button, so nothing floats over the writing (the page only scrolls on to the tools below, which
 * moves the text up and away from the button), and never shorter than its empty-state hint.
 * `shown`: the text area is on the screen (it is not while the document loads); `empty`: it shows
 * that hint. From 768px wide the button and the toasts sit over the side column, and the text
 * area keeps its own height.
 */
export function useFitTextToScreen(textareaRef: RefObject<HTMLTextAreaElement | null>, shown: boolean, empty: boolean) {
  useLayoutEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    const narrow = window.matchMedia(NARROW);
    const body = area.closest("[data-testid='editor-body']");
    const fit = () => {
      if (!narrow.matches) {
        area.style.height = "";
        return;
      }
      const top = area.getBoundingClientRect().top + window.scrollY;
      const footer = body?.querySelector("[data-editor-footer]");
      const below = (footer ? footer.getBoundingClientRect().height + 12 : 0) + FLOATING_BAND_PX;
      // an empty text area holds its hint whole, down to its own padding and border (which grow
      // with the reader's text size)
      const hint = body?.querySelector<HTMLElement>("[data-editor-empty-hint]");
      const style = hint ? getComputedStyle(area) : null;
      const hintRoom = hint && style ? hint.offsetTop + hint.offsetHeight + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) : 0;
      const height = `${Math.max(MIN_HEIGHT_PX, hintRoom, Math.floor(window.innerHeight - top - below))}px`;
      if (area.style.height !== height) area.style.height = height;
    };
    fit();
    // the header may wrap, a notice may appear above the text: measure again
    const observer = new ResizeObserver(fit);
    if (body) observer.observe(body);
    narrow.addEventListener("change", fit);
    window.addEventListener("resize", fit);
    return () => {
      observer.disconnect();
      narrow.removeEventListener("change", fit);
      window.removeEventListener("resize", fit);
    };
  }, [textareaRef, shown, empty]);
}

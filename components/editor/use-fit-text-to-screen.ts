"use client";
import { useLayoutEffect, type RefObject } from "react";
import { NARROW, toastBandPx } from "@/components/common/toast-band";

const MIN_HEIGHT_PX = 160;
/** However little room the screen leaves, the text area holds this many lines of writing. */
export const MIN_LINES = 8;

/**
 * On a phone the text area ends, with its counts and badges, above the band where toasts show,
 * so nothing floats over the writing (the page only scrolls on to the tools below, which
 * moves the text up and away from the band), and never shorter than its empty-state hint or
 * eight lines of text (at the largest text that is taller than what is left of the first screen:
 * the page then scrolls, and the text area still fits above the band once scrolled to).
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
      // under the counts, the band where toasts show (the accessibility button docks at the top)
      const below = (footer ? footer.getBoundingClientRect().height + 12 : 0) + toastBandPx();
      // an empty text area holds its hint whole, down to its own padding and border (which grow
      // with the reader's text size)
      const style = getComputedStyle(area);
      const bottomEdge = parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      const hint = body?.querySelector<HTMLElement>("[data-editor-empty-hint]");
      const hintRoom = hint ? hint.offsetTop + hint.offsetHeight + bottomEdge : 0;
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      const lines = MIN_LINES * lineHeight + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth) + bottomEdge;
      const height = `${Math.ceil(Math.max(MIN_HEIGHT_PX, hintRoom, lines, Math.floor(window.innerHeight - top - below)))}px`;
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

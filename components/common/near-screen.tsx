"use client";
import { useEffect } from "react";
import { scheduleIdle } from "@/lib/drafts/idle";

// Boxes that start below the first screen on a phone (the documents list's rows, the dashboard's
// lower cards): until the page is first idle, the browser styles and lays out what is inside them
// only when they come near the screen (CSS content-visibility: auto), so the page's first style
// and layout are of what can be seen (on the documents list, half of that work). Then every box is
// drawn (a short task of its own), so the scroll bar, printing and a full-page screenshot are as
// before. Everything stays in the page throughout: the accessibility tree, find in page, Tab and a
// script's measurements reach it. Until a box has been drawn, its height is the estimate given
// beside this class. The box clips what is drawn outside its padding (paint containment): use it
// only on a box whose padding holds its contents' focus rings and shadows.
export const DRAWN_NEAR_SCREEN = "[content-visibility:auto] in-data-[all-drawn]:[content-visibility:visible]";

/** Draws every DRAWN_NEAR_SCREEN box once the page is first idle. */
export function useDrawAllWhenIdle(): void {
  useEffect(
    () =>
      scheduleIdle(() => {
        document.documentElement.dataset.allDrawn = "";
      }, 2000),
    [],
  );
}

export function DrawAllWhenIdle() {
  useDrawAllWhenIdle();
  return null;
}

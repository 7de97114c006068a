"use client";
import { useEffect } from "react";
import { scheduleIdle } from "@/lib/drafts/idle";

/** Draws every DRAWN_NEAR_SCREEN box (near-screen.ts) once the page is first idle. */
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

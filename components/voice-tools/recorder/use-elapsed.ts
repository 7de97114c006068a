"use client";
import { useEffect, useState } from "react";

/** Whole seconds since `startedAt` (ms epoch), re-rendering every second while `running` (voice-tools-and-enterprise §9). */
export function useElapsedSeconds(startedAt: number | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || startedAt === null) return;
    const tick = () => setNow(Date.now());
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [running, startedAt]);
  if (startedAt === null) return 0;
  return Math.max(0, Math.floor(((running ? Math.max(now, startedAt) : now) - startedAt) / 1000));
}

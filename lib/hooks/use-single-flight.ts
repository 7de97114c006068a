"use client";
import { useCallback, useRef } from "react";

/**
 * One action at a time: while the action passed to `run` is in flight, further calls are dropped.
 * A double click fires two click events before React re-renders, so a guard on `isPending` reads
 * the old value and sends the request twice; a ref is up to date at once. Resolves true when the
 * action ran, false when it was dropped. The action handles its own errors (toasts, messages).
 */
export function useSingleFlight(): (action: () => Promise<unknown>) => Promise<boolean> {
  const inFlight = useRef(false);
  return useCallback(async (action: () => Promise<unknown>) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await action();
      return true;
    } finally {
      inFlight.current = false;
    }
  }, []);
}

"use client";
import { useCallback, useEffect, useRef } from "react";

/**
 * Whether the component is still on screen, asked after an await: the reader may have gone (Back,
 * a link) while a request ran, and its answer must then not be announced as if it had been put
 * on this screen (a toast shows on whatever page is open).
 */
export function useStillHere(): () => boolean {
  const here = useRef(false);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return useCallback(() => here.current, []);
}

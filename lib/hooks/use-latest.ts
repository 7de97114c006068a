"use client";
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * A ref that always holds the value of the last render, for callbacks that outlive it (timers,
 * events, a save on its way) and must not be recreated with every change. Updated in a layout
 * effect, so an event that fires after the render already sees the new value.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * State whose newest value can also be read at once through the ref, by a callback that runs
 * before the next render (a save that just went through, a timer, an event).
 */
export function useStateRef<T>(initial: T | (() => T)): [T, (next: T) => void, Readonly<RefObject<T>>] {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const set = useCallback((next: T) => {
    ref.current = next;
    setState(next);
  }, []);
  return [state, set, ref];
}

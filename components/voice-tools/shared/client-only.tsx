"use client";
import { useSyncExternalStore, type ReactNode } from "react";

const subscribeNever = () => () => {};

/** Renders children only in the browser (the tools read their local draft while initialising). */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
  return mounted ? children : fallback;
}

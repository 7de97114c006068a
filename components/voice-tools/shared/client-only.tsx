"use client";
import type { ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/** Renders children only in the browser (the tools read their local draft while initialising). */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}

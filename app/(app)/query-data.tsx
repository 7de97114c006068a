"use client";
import type { ReactNode } from "react";
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { useQueryClient } from "@/lib/queries/query-hooks";

/** The server's data put into the signed-in shell's React Query cache (with-query-data.tsx). */
export function QueryData({ state, children }: { state: DehydratedState; children: ReactNode }) {
  return (
    <HydrationBoundary state={state} queryClient={useQueryClient()}>
      {children}
    </HydrationBoundary>
  );
}

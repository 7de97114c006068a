"use client";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { DashboardStats } from "@/lib/schemas/dashboard";

export const dashboardKeys = {
  stats: ["/api/dashboard/stats"] as const,
};

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The dashboard's figures, computed on the server from the user's documents, dictation and games. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) =>
      apiJson<DashboardStats>("GET", `/api/dashboard/stats?tz=${encodeURIComponent(browserTimeZone())}`, undefined, {
        signal,
      }),
  });
}

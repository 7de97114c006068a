"use client";
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { TIME_ZONE_COOKIE } from "@/lib/dashboard/week";
import type { DashboardStats } from "@/lib/schemas/dashboard";
import { dashboardKeys } from "@/lib/queries/keys";

export { dashboardKeys } from "@/lib/queries/keys";

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function cookieTimeZone(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${TIME_ZONE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The dashboard's figures, computed on the server from the user's documents, dictation and games.
 * The page renders them on the server (for the time zone in the cookie, UTC without one); when
 * the browser's zone differs (first visit, travel), the cookie is set and the figures refetched.
 */
export function useDashboardStats() {
  const query = useQuery<DashboardStats>({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) =>
      apiJson<DashboardStats>("GET", `/api/dashboard/stats?tz=${encodeURIComponent(browserTimeZone())}`, undefined, {
        signal,
      }),
  });
  const { refetch, isSuccess } = query;
  useEffect(() => {
    const tz = browserTimeZone();
    const remembered = cookieTimeZone();
    if (remembered === tz) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(tz)}; path=/; max-age=31536000; samesite=lax`;
    // the server rendered the figures for the remembered zone (UTC without one)
    if (isSuccess && (remembered ?? "UTC") !== tz) void refetch();
  }, [refetch, isSuccess]);
  return query;
}

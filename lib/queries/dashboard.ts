"use client";
import { useEffect } from "react";
import { callApi } from "@/lib/api-client";
import { dashboardApi } from "@/lib/schemas/endpoints/dashboard";
import { TIME_ZONE_COOKIE } from "@/lib/dashboard/week";
import { scheduleIdle } from "@/lib/drafts/idle";
import { readDeviceTimeZone, timeZoneHere } from "@/lib/dashboard/device-time-zone";
import { dashboardKeys } from "@/lib/queries/keys";
import { useDirectRead } from "@/lib/queries/shared-cache";
import type { DashboardStats } from "@/lib/schemas/dashboard";

export { dashboardKeys } from "@/lib/queries/keys";

/** The UTC offset the remembered zone was last confirmed at (the device's, in minutes). */
const CONFIRMED_OFFSET_KEY = "saywrite-tz-offset";

function cookieTimeZone(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${TIME_ZONE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

// The dashboard reads without React Query (shared-cache.ts), so the library is not in its first
// load: the page puts both reads in on the server, and a change anywhere marks them to be read again.
// Its documents are the Documents page's list (useDocumentList in document-list.ts).

// (a refetch comes after the check below has read the zone: the time-zone data is loaded by then)
const readStats = (): Promise<DashboardStats> => callApi(dashboardApi.stats, { query: { tz: timeZoneHere() } });

/**
 * Whether the device's zone is the one the figures were read for: one check a page, however many
 * sections show the figures (each used to start its own, and on a first visit each its own
 * worker). Resolves with the device's zone once the cookie has been set to it (the figures are
 * then to be read again), or null when nothing changed. Reading the cookie is a round trip to the
 * browser's cookie store, so it runs at an idle moment; the zone itself is read only when the
 * device's UTC offset is not the one the remembered zone was confirmed at.
 */
let zoneCheck: Promise<string | null> | null = null;
function checkZoneOnce(): Promise<string | null> {
  zoneCheck ??= checkZone().finally(() => {
    zoneCheck = null;
  });
  return zoneCheck;
}

async function checkZone(): Promise<string | null> {
  let remembered: string | undefined;
  let confirmedOffset: string | null = null;
  try {
    remembered = cookieTimeZone();
    confirmedOffset = localStorage.getItem(CONFIRMED_OFFSET_KEY);
  } catch {
    // storage blocked: check the zone every time
  }
  const offset = String(new Date().getTimezoneOffset());
  if (remembered && confirmedOffset === offset) return null;
  const tz = await readDeviceTimeZone();
  try {
    localStorage.setItem(CONFIRMED_OFFSET_KEY, offset);
  } catch {
    // not remembered: checked again on the next visit
  }
  if (remembered === tz) return null;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(tz)}; path=/; max-age=31536000; samesite=lax`;
  // the server rendered the figures for the remembered zone (UTC without one)
  return (remembered ?? "UTC") !== tz ? tz : null;
}

/**
 * The dashboard's figures, computed on the server from the user's documents, dictation and games.
 * The page renders them on the server (for the time zone in the cookie, UTC without one); when
 * the browser's zone differs (first visit, travel), the cookie is set and the figures refetched.
 */
export function useDashboardStats() {
  const query = useDirectRead(dashboardKeys.stats, readStats);
  const { refetch } = query;
  const isSuccess = query.data !== undefined;
  useEffect(() => {
    // Reading the zone's name loads the browser's time-zone data (about 100 ms of a slow
    // phone's main thread), so it is read in a worker (device-time-zone.ts), after the page is up.
    let live = true;
    const cancel = scheduleIdle(() => {
      void checkZoneOnce().then((changed) => {
        if (live && changed && isSuccess) void refetch();
      });
    }, 2000);
    return () => {
      live = false;
      cancel();
    };
  }, [refetch, isSuccess]);
  return query;
}

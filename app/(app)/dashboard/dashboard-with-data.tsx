import { cookies } from "next/headers";
import { DirectData } from "@/app/(app)/direct-data";
import { Dashboard } from "@/components/dashboard/dashboard";
import { isValidTimeZone, TIME_ZONE_COOKIE } from "@/lib/dashboard/week";
import { dashboardKeys, documentKeys } from "@/lib/queries/keys";
import type { PublicUser } from "@/lib/schemas/profile";
import { getDashboardStats } from "@/lib/server/dashboard/get-dashboard-stats";
import { listDocuments } from "@/lib/server/documents/list-documents";

/**
 * The dashboard with its documents list and statistics read on the server (no fetch waterfall
 * after the page loads), handed to the shell's cache without React Query (lib/queries/dashboard.ts).
 */
export async function DashboardWithData({ user }: { user: PublicUser }) {
  const tz = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const { readAt, documents, stats } = await readDashboard(user.id, isValidTimeZone(tz) ? tz : "UTC");
  // JSON round trip: exactly what the API would have answered (dates as strings)
  const entries = JSON.parse(JSON.stringify([[documentKeys.all, documents], [dashboardKeys.stats, stats]])) as Array<[readonly unknown[], unknown]>;
  return (
    <DirectData entries={entries} readAt={readAt}>
      <Dashboard user={user} />
    </DirectData>
  );
}

/** The two reads, with when they started: a copy the browser reads after that is newer. */
async function readDashboard(userId: string, tz: string) {
  const readAt = Date.now();
  const [documents, stats] = await Promise.all([listDocuments(userId), getDashboardStats(userId, tz)]);
  return { readAt, documents, stats };
}

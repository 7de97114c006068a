import { cookies } from "next/headers";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { Dashboard } from "@/components/dashboard/dashboard";
import { isValidTimeZone, TIME_ZONE_COOKIE } from "@/lib/dashboard/week";
import { dashboardKeys, documentKeys } from "@/lib/queries/keys";
import type { PublicUser } from "@/lib/schemas/profile";
import { getDashboardStats } from "@/lib/server/dashboard/get-dashboard-stats";
import { listDocuments } from "@/lib/server/documents/list-documents";

/**
 * The dashboard with its data read on the server (no fetch waterfall after the page loads):
 * the documents list and the statistics go into the page as React Query's initial cache, under
 * the keys the client components read; they refetch only after a change, as before.
 */
export async function DashboardWithData({ user }: { user: PublicUser }) {
  const tz = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const [documents, stats] = await Promise.all([
    listDocuments(user.id),
    getDashboardStats(user.id, isValidTimeZone(tz) ? tz : "UTC"),
  ]);
  const client = new QueryClient();
  // JSON round trip: exactly what the API would have answered (dates as strings).
  client.setQueryData(documentKeys.all, documents);
  client.setQueryData(dashboardKeys.stats, JSON.parse(JSON.stringify(stats)));
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <Dashboard user={user} />
    </HydrationBoundary>
  );
}

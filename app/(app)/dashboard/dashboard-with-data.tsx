import { cookies } from "next/headers";
import { WithQueryData } from "@/app/(app)/with-query-data";
import { Dashboard } from "@/components/dashboard/dashboard";
import { isValidTimeZone, TIME_ZONE_COOKIE } from "@/lib/dashboard/week";
import { dashboardKeys, documentKeys } from "@/lib/queries/keys";
import type { PublicUser } from "@/lib/schemas/profile";
import { getDashboardStats } from "@/lib/server/dashboard/get-dashboard-stats";
import { listDocuments } from "@/lib/server/documents/list-documents";

/** The dashboard with its documents list and statistics read on the server (no fetch waterfall after the page loads). */
export async function DashboardWithData({ user }: { user: PublicUser }) {
  const tz = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const [documents, stats] = await Promise.all([
    listDocuments(user.id),
    getDashboardStats(user.id, isValidTimeZone(tz) ? tz : "UTC"),
  ]);
  return (
    <WithQueryData
      data={[
        [documentKeys.all, documents],
        [dashboardKeys.stats, stats],
      ]}
    >
      <Dashboard user={user} />
    </WithQueryData>
  );
}

// GET /api/dashboard/stats - the dashboard's figures from the user's own rows (?tz= IANA time zone for the week)
import { withAuth } from "@/lib/server/http";
import { dashboardStatsQuerySchema } from "@/lib/schemas/dashboard";
import { isValidTimeZone } from "@/lib/dashboard/week";
import { getDashboardStats } from "@/lib/server/dashboard/get-dashboard-stats";
import { dashboardApi } from "@/lib/schemas/endpoints/dashboard";

export const GET = withAuth(
  dashboardApi.stats,
  ({ query, user }) => getDashboardStats(user.id, isValidTimeZone(query.tz) ? query.tz : "UTC"),
  { query: dashboardStatsQuerySchema },
);

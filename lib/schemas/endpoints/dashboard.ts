// The dashboard's statistics: each endpoint's contract (lib/api-contract.ts), bound by its route handler and
// called from lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { DashboardStats, dashboardStatsQuerySchema } from "@/lib/schemas/dashboard";

export const dashboardApi = {
  stats: defineRoute("GET", "/api/dashboard/stats").takes<{ query: typeof dashboardStatsQuerySchema; answer: DashboardStats }>(),
};

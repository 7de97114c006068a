// GET /api/health - liveness and database reachability (used by the test server and ops):
// 200 { ok: true, database: "ok" }, or 503 with Retry-After when the database cannot be reached
// (within the connect timeout, never hanging).
import { checkDatabase } from "@/lib/server/health/check-database";
import { withPublic } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = withPublic(async () => {
  await checkDatabase();
  return { ok: true, database: "ok" };
});

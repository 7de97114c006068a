// GET /api/health - liveness and database reachability (used by the test server and ops)
import { checkDatabase } from "@/lib/server/health/check-database";
import { withPublic } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = withPublic(async () => {
  await checkDatabase();
  return { ok: true };
});

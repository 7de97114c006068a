// GET /api/health - liveness and database reachability (used by the test server and ops)
import { db } from "@/lib/server/db";
import { withPublic } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = withPublic(async () => {
  await db.$queryRaw`SELECT 1`;
  return { ok: true };
});

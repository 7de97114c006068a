// Pure and free of `server-only`: `npm start` (scripts/start.ts, plain Node) runs this check
// before anything else, and lib/env.ts runs it again inside the app.
/** Hosts that run many short-lived instances with no lasting disk (the embedded database cannot work there). */
const SERVERLESS_MARKERS = ["VERCEL", "AWS_LAMBDA_FUNCTION_NAME", "NETLIFY", "K_SERVICE", "FUNCTIONS_WORKER_RUNTIME"];

/**
 * Why this environment must not start, or null. In production on a serverless host the
 * database must be a managed one: the embedded database lives in one instance's memory or disk.
 */
export function serverlessDatabaseProblem(vars: Record<string, string | undefined>): string | null {
  if (vars.NODE_ENV !== "production") return null;
  const host = SERVERLESS_MARKERS.find((name) => vars[name]);
  if (!host || vars.DATABASE_URL) return null;
  return (
    `DATABASE_URL is not set, and this is a serverless host (${host} is set). The embedded database keeps data in ` +
    "one instance only, so every instance would see different (and soon lost) documents. Set DATABASE_URL to a " +
    "managed PostgreSQL (and REDIS_URL to a managed Redis so rate limits are shared)."
  );
}

/**
 * Why a production app must not start with these settings, or null: nothing tells it whose
 * address a request comes from. Without our front (`npm start`, which sets SAYWRITE_FRONT_SECRET)
 * and with TRUSTED_PROXY_COUNT=0, every client would share one address for the sign-in and sign-up
 * limits, so one stranger's failed sign-ins would stop everyone's. Not while `next build` runs.
 */
export function addressSourceProblem(vars: Record<string, string | undefined>): string | null {
  if (vars.NODE_ENV !== "production" || vars.NEXT_PHASE === "phase-production-build") return null;
  if (vars.SAYWRITE_FRONT_SECRET || Number(vars.TRUSTED_PROXY_COUNT || 0) > 0) return null;
  return (
    "TRUSTED_PROXY_COUNT is not set, and this app is not served by `npm start`, so it cannot tell clients' addresses " +
    "apart: every client would share one sign-in budget. Serve it with `npm start`, or set TRUSTED_PROXY_COUNT to " +
    "the number of proxies in front of it that append the client's address to X-Forwarded-For (1 on Vercel or " +
    "behind one load balancer)."
  );
}

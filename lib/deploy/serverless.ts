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

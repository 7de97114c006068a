// Runs once when a server instance starts: refuse to start a deployment that cannot work (a
// serverless host with no DATABASE_URL), with the reason in the log, rather than fail per request.
// Then, in the background, purge documents deleted longer ago than the retention period: there is
// no cron on our deploys, so a start (and every delete) is when that housekeeping runs. Not while
// `next build` loads this file to collect page data (no database then), and a few seconds after
// the start, so it does not compete with the first requests for the database's connections.
export async function register() {
  const { assertDeployable } = await import("@/lib/env");
  assertDeployable();
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { purgeDeletedDocumentsQuietly } = await import("@/lib/server/documents/purge-deleted-documents");
    setTimeout(() => void purgeDeletedDocumentsQuietly(), 5_000).unref();
  }
}

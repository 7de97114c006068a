// Runs once when a server instance starts: refuse to start a deployment that cannot work (a
// serverless host with no DATABASE_URL), with the reason in the log, rather than fail per request.
// Then, in the background, purge documents deleted longer ago than the retention period: there is
// no cron on our deploys, so a start (and every delete) is when that housekeeping runs.
export async function register() {
  const { assertDeployable } = await import("@/lib/env");
  assertDeployable();
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { purgeDeletedDocumentsQuietly } = await import("@/lib/server/documents/purge-deleted-documents");
    void purgeDeletedDocumentsQuietly();
  }
}

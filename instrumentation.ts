// Runs once when a server instance starts: refuse to start a deployment that cannot work (a
// serverless host with no DATABASE_URL), with the reason in the log, rather than fail per request.
export async function register() {
  const { assertDeployable } = await import("@/lib/env");
  assertDeployable();
}

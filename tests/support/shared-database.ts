// One PostgreSQL for tests that start several app instances themselves: DATABASE_URL when set
// (CI's server), otherwise an in-memory embedded one. Migrated, then its URL is printed as one
// JSON line on stdout; it runs until stdin closes or SIGTERM.
async function main() {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const { startEmbeddedPostgres } = await import("../../scripts/db/embedded");
    const db = await startEmbeddedPostgres({ port: 0 });
    url = db.url;
    stop = () => db.stop();
  }
  const { migrateDeploy } = await import("../../scripts/db/migrate");
  await migrateDeploy(url);
  process.stdout.write(`${JSON.stringify({ url })}\n`);
  const shutdown = async () => {
    await stop().catch(() => {});
    process.exit(0);
  };
  process.stdin.on("end", () => void shutdown());
  process.stdin.resume();
  process.on("SIGTERM", () => void shutdown());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

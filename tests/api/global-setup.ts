// Starts the database for API tests: DATABASE_URL when set (CI's PostgreSQL), otherwise an
// in-memory embedded PostgreSQL. Applies migrations and the seed, then shares the URL and
// an auth secret with the test workers through a small JSON file.
import { mkdirSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";

export const JEST_ENV_FILE = path.join(process.cwd(), ".test-data", "jest-env.json");

export default async function globalSetup() {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await import("../../scripts/db/embedded");
    const server = await startEmbeddedPostgres({ port: 0 });
    url = server.url;
    (globalThis as { __saywriteDb?: { stop(): Promise<void> } }).__saywriteDb = server;
  }
  const { migrateDeploy } = await import("../../scripts/db/migrate");
  await migrateDeploy(url);
  const { runSeed } = await import("../../prisma/seed");
  await runSeed(url);
  mkdirSync(path.dirname(JEST_ENV_FILE), { recursive: true });
  const secret = process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64url");
  writeFileSync(JEST_ENV_FILE, JSON.stringify({ DATABASE_URL: url, NEXTAUTH_SECRET: secret }));
}

// `npm start`: SayWrite on http://localhost:$PORT (default 3000) with no set-up.
// - Database: DATABASE_URL when set; otherwise an embedded PostgreSQL (PGlite over the
//   wire protocol) whose data lives in .data/pg and survives restarts, behind a generated
//   password kept in .data/pg-password. .data/ is the owner's only (0700).
// - Auth secret: NEXTAUTH_SECRET when set; otherwise one generated once and kept in
//   .data/auth-secret (never committed: .data/ is git-ignored).
// - Migrations and the reference-data seed are applied, then the app is built (only when the
//   sources changed since the last build) and served.
//   `npm run dev` serves the development server instead of a production build.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { isBuildFresh } from "./lib/build-freshness";

const root = process.cwd();
// SAYWRITE_DATA_DIR moves .data/ elsewhere (tests run `npm start` on a folder of their own).
const dataDir = path.resolve(root, process.env.SAYWRITE_DATA_DIR || ".data");
const isDev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function authSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log("[saywrite] generated an auth secret in .data/auth-secret");
  return secret;
}

/** .data/ holds the auth secret, the database password and the documents: its owner's only. */
function privateDataDir() {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function main() {
  const { serverlessDatabaseProblem } = await import("../lib/deploy/serverless");
  const refusal = serverlessDatabaseProblem({ ...process.env, NODE_ENV: isDev ? "development" : "production" });
  if (refusal) {
    console.error(`[saywrite] refusing to start: ${refusal}`);
    process.exit(1);
  }
  privateDataDir();
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import("./db/embedded");
    const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port: 0 });
    databaseUrl = db.url;
    stops.push(() => db.stop());
    console.log("[saywrite] embedded PostgreSQL is running (data in .data/pg, password in .data/pg-password)");
    if (!isDev) {
      console.warn(
        "[saywrite] warning: the embedded database is serving a production app (NODE_ENV=production). It is one " +
          "process on this machine's disk, with no backups or replicas: fine to try SayWrite or for a few people, " +
          "but set DATABASE_URL to a PostgreSQL server for real use.",
      );
    }
  } else {
    console.log("[saywrite] using the PostgreSQL server in DATABASE_URL");
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: authSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
  };

  run([path.join(root, "scripts", "prisma-generate.mjs")], env);
  const { migrateDeploy } = await import("./db/migrate");
  await migrateDeploy(databaseUrl);
  const { runSeed } = await import("../prisma/seed");
  await runSeed(databaseUrl);

  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!isDev && isBuildFresh(root, distDir)) console.log("[saywrite] the build is up to date");
  else if (!isDev) run([nextBin, "build"], { ...env, NODE_ENV: "production" });
  // Next behind our own front, which gives the app each client's real address (scripts/serve.ts).
  const serve = ["--import", "tsx", path.join(root, "scripts", "serve.ts"), "-p", String(port), ...(isDev ? ["--dev"] : [])];
  const app = spawn(process.execPath, serve, {
    stdio: "inherit",
    env: isDev ? env : { ...env, NODE_ENV: "production" },
  });
  let stopping = false;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    app.kill("SIGTERM");
    for (const stop of stops.reverse()) await stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  app.on("exit", (code) => void shutdown(code ?? 0));
  console.log(`[saywrite] open http://localhost:${port}`);
}

main().catch((err) => {
  console.error("[saywrite] could not start:", err instanceof Error ? err.message : err);
  process.exit(1);
});

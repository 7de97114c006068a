// The app as `npm run bench` measures it: a production build (with the bench-only routes, in its
// own folder .next-bench) served as `npm start` serves it (scripts/serve.ts) on 127.0.0.1:BENCH_PORT, on the embedded
// PostgreSQL (PGlite over its socket) or on a PostgreSQL server (a database of its own).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { Client } from "pg";
import { isBuildFresh } from "../../../scripts/lib/build-freshness";

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
export const BENCH_DIST_DIR = ".next-bench";
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3292);

export type DatabaseKind = "embedded" | "postgres";

/**
 * The database of the two look-into tools (bench:tasks, bench:sources): a fresh one on the
 * PostgreSQL server, or the embedded one with BENCH_DATABASES=embedded (beside someone else's run).
 */
export const toolDatabase = (): DatabaseKind => (process.env.BENCH_DATABASES?.split(",")[0] === "embedded" ? "embedded" : "postgres");

export type RunningApp = {
  origin: string;
  databaseUrl: string;
  kind: DatabaseKind;
  stop(): Promise<void>;
};

/** Builds the app into `distDir` (only when its sources changed since that build, or BENCH_REBUILD=1). */
export function buildAppInto(distDir: string, { args = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {}): void {
  if (isBuildFresh(ROOT, distDir) && process.env.BENCH_REBUILD !== "1") {
    console.log(`[bench] reusing the build in ${distDir}`);
    return;
  }
  console.log(`[bench] building the app into ${distDir}${args.length ? ` (${args.join(" ")})` : ""}...`);
  const r = spawnSync(process.execPath, [NEXT_BIN, "build", ...args], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (r.status !== 0) throw new Error("next build failed");
}

/** Builds the app with the bench-only routes. */
export function buildBenchApp(): void {
  buildAppInto(BENCH_DIST_DIR, { env: { SAYWRITE_BENCH_BUILD: "1" } });
}

/** A fresh database of our own on a PostgreSQL server (default: CI's, 127.0.0.1:5432). */
async function freshServerDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function isPostgresReachable(serverUrl: string): Promise<boolean> {
  const c = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Apps still running: `npm run bench` stops them when it is interrupted (Ctrl-C), so none keeps its port. */
const running = new Set<() => Promise<void>>();
export async function stopAllApps(): Promise<void> {
  for (const stop of [...running]) await stop().catch(() => {});
}

/** Serves a build (the bench build unless `distDir` names another) on a fresh database. */
export async function startApp(kind: DatabaseKind, port = BENCH_PORT, distDir = BENCH_DIST_DIR): Promise<RunningApp> {
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl: string;
  if (kind === "embedded") {
    const { startEmbeddedPostgres } = await import("../../../scripts/db/embedded");
    const db = await startEmbeddedPostgres({ port: 0, maxConnections: 200 });
    databaseUrl = db.url;
    stops.push(() => db.stop());
  } else {
    databaseUrl = await freshServerDatabase(process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", "saywrite_bench");
  }
  const { migrateDeploy } = await import("../../../scripts/db/migrate");
  await migrateDeploy(databaseUrl);
  const { runSeed } = await import("../../../prisma/seed");
  await runSeed(databaseUrl);

  const origin = `http://127.0.0.1:${port}`;
  // served as `npm start` serves it: Next behind our front (scripts/serve.ts), which says whose
  // address each request is (a bare `next start` refuses to start in production)
  const app: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "serve.ts"), "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      ANTHROPIC_API_KEY: "",
      // BENCH_CPU_PROF=1: a V8 CPU profile of the server per run, in .bench-prof/ (see tests/bench/profile.ts)
      ...(process.env.BENCH_CPU_PROF === "1" ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.join(ROOT, ".bench-prof")}` } : {}),
    },
  });
  const exited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  stops.unshift(async () => {
    app.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  });
  const stop = async () => {
    running.delete(stop);
    for (const s of stops) await s().catch(() => {});
  };
  running.add(stop);
  try {
    // fails at once when the server exits (its port taken, say) instead of waiting out the timeout
    const died = exited.then(() => "exited" as const);
    const outcome = await Promise.race([waitFor(`${origin}/api/health`, 120_000).then(() => "up" as const), died]);
    if (outcome === "exited") throw new Error(`the app exited before it answered on ${origin} (is the port in use? BENCH_PORT picks another)`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, databaseUrl, kind, stop };
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export type BenchAccount = { email: string; userId: string; cookie: string };

/** Signs up through the real API and signs in through next-auth's credentials endpoint. */
export async function signUp(origin: string): Promise<BenchAccount> {
  const email = `bench-${randomUUID()}@example.test`;
  const password = "correct horse battery";
  const reg = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, firstName: "Bench", lastName: "Mark" }),
  });
  if (reg.status !== 201) throw new Error(`sign-up failed: ${reg.status} ${await reg.text()}`);
  const csrfRes = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const jar = cookiesOf(csrfRes);
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: "/dashboard" }),
  });
  const session = res.headers.getSetCookie().find((c) => c.includes("next-auth.session-token="));
  if (!session) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = session.split(";")[0];
  const me = await fetch(`${origin}/api/auth/user`, { headers: { cookie } });
  const body = (await me.json()) as { id?: string; user?: { id: string } };
  const userId = body.user?.id ?? body.id;
  if (!userId) throw new Error(`could not read the signed-in user: ${JSON.stringify(body)}`);
  return { email, userId, cookie };
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// A second instance of the end-to-end build for specs that need their own app instance (a
// database that is down or can be stopped, a fake AI provider): local accounts only, and no AI
// key or Redis unless the spec passes them.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client, type QueryResultRow } from "pg";
import { appServerArgs } from "../support/next-start";

const root = process.cwd();
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export type AppInstance = { origin: string; secret: string; stop: () => void };

/** The database of the main end-to-end server (tests/support/e2e-server.ts writes it down). */
export function e2eDatabaseUrl(): string {
  const file = path.join(root, ".test-data", `e2e-server-${e2ePort}.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { databaseUrl: string }).databaseUrl;
}

/** Runs one SQL statement on a database (its own connection, closed after) and returns its rows. */
export async function sqlOn<R extends QueryResultRow = QueryResultRow>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    return (await pg.query<R>(sql, params)).rows;
  } finally {
    await pg.end();
  }
}

/**
 * Starts the app on E2E_PORT + offset and waits until it answers (any status) on /api/health.
 * Refuses a port something already answers on, and fails at once when its own `next start`
 * exits: the answer must come from this instance, never from another spec's (a worker that
 * stopped it would leave this one talking to a closed port).
 */
export async function startAppInstance(options: { offset: number; databaseUrl: string; env?: Record<string, string> }): Promise<AppInstance> {
  const port = e2ePort + options.offset;
  const origin = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${origin}/api/health`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use: two specs (or two workers) started an app instance at offset ${options.offset}`);
  const secret = randomBytes(32).toString("base64url");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: options.databaseUrl,
    NEXTAUTH_URL: origin,
    NEXTAUTH_SECRET: secret,
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    PORT: String(port),
  };
  delete env.ANTHROPIC_API_KEY;
  delete env.AUTH_OIDC_ISSUER;
  delete env.REDIS_URL;
  Object.assign(env, options.env); // a spec may configure AI (a fake provider) on purpose
  const app: ChildProcess = spawn(process.execPath, appServerArgs(port), {
    env,
    stdio: ["ignore", "ignore", "ignore"],
  });
  // not left serving when the worker exits without calling stop() (a `beforeAll` that timed out while it was
  // starting left it running with no parent, holding its port for the next run), as startEmbeddedProcess does
  const kill = () => {
    if (app.exitCode === null) app.kill("SIGTERM");
  };
  process.once("exit", kill);
  app.once("exit", () => process.off("exit", kill));
  const stop = kill;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (app.exitCode !== null || app.signalCode !== null) throw new Error(`the app instance on port ${port} exited before it answered`);
    const status = await fetch(`${origin}/api/health`).then((r) => r.status, () => 0);
    if (status) return { origin, secret, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error("the app did not start");
}

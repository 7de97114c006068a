// Limits shared across app instances: two `next start` instances of the e2e build on one
// PostgreSQL and one Redis. A client alternating between them is refused at the configured
// count, not at twice it (which is what one in-memory counter per instance would allow).
// It fails, never skips, wherever a Redis should answer: REDIS_URL is set, CI is set (to
// anything), or this machine has Redis installed (redis-server on the PATH). It skips, saying
// why, only on a machine with none of these, such as a laptop that never installed Redis.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { test, expect } from "./fixtures";
import { appServerArgs } from "../support/next-start";

const root = process.cwd();
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
const basePort = Number(process.env.E2E_PORT ?? 3100);
const ports = [basePort + 2, basePort + 3];
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const LIMIT = 4;

/** Why a Redis must answer here, or null when nothing says one should. */
function whyRedisIsExpected(): string | null {
  if (process.env.REDIS_URL) return `REDIS_URL is set (${process.env.REDIS_URL})`;
  if (process.env.CI && !/^(0|false)$/i.test(process.env.CI)) return `CI is set (${process.env.CI})`;
  const installed = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).stdout.trim();
  if (installed) return `Redis is installed on this machine (${installed}) but is not running`;
  return null;
}

/** Whether a Redis answers PING at this URL within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    // A server that asks for a password still proves Redis is there; the app's URL carries it.
    socket.on("data", (d) => done(/^(\+PONG|-NOAUTH)/.test(d.toString())));
  });
}

/** The e2e server's database (tests/support/e2e-server.ts writes its URL), else one of our own. */
function sharedDatabase(children: ChildProcess[]): Promise<string> {
  const info = path.join(root, ".test-data", `e2e-server-${basePort}.json`);
  if (existsSync(info)) return Promise.resolve((JSON.parse(readFileSync(info, "utf8")) as { databaseUrl: string }).databaseUrl);
  return startSharedDatabase(children);
}

function startSharedDatabase(children: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/shared-database.ts"], {
    env: process.env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.on("exit", (code) => reject(new Error(`the test database exited with ${code}`)));
  });
}

function startInstance(port: number, databaseUrl: string, secret: string, children: ChildProcess[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: secret,
    REDIS_URL: redisUrl,
    // The test client speaks for itself through X-Forwarded-For, as a proxy in front would.
    TRUSTED_PROXY_COUNT: "1",
    AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    PORT: String(port),
  };
  delete env.ANTHROPIC_API_KEY;
  delete env.AUTH_OIDC_ISSUER;
  const child = spawn(process.execPath, appServerArgs(port), {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
}

async function waitHealthy(port: number) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the instance on port ${port} did not become healthy`);
}

test.describe("limits shared across app instances", () => {
  const children: ChildProcess[] = [];
  test.afterAll(() => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill("SIGTERM");
  });

  test("a client alternating between two instances is limited at the configured count", async () => {
    test.setTimeout(120_000);
    const reachable = await redisAnswers(redisUrl);
    const expected = reachable ? null : whyRedisIsExpected();
    if (expected) throw new Error(`No Redis answers at ${redisUrl}, and one should: ${expected}. Start it (or fix REDIS_URL).`);
    test.skip(!reachable, `No Redis answers at ${redisUrl} and none is installed: install and start one (or set REDIS_URL) to run this test.`);

    const databaseUrl = await sharedDatabase(children);
    const secret = randomBytes(32).toString("base64url");
    for (const port of ports) startInstance(port, databaseUrl, secret, children);
    await Promise.all(ports.map(waitHealthy));

    // A fresh address each run, so counts left in Redis by an earlier run do not matter.
    const [a, b] = randomBytes(2);
    const address = `198.51.${a}.${b}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const port = ports[i % 2];
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: `http://127.0.0.1:${port}`,
          "x-forwarded-for": `10.0.0.1, ${address}`,
        },
        body: JSON.stringify({
          firstName: "Shared",
          email: `shared-limit-${randomBytes(6).toString("hex")}@example.test`,
          password: "a long enough password",
        }),
      });
      statuses.push(res.status);
    }
    // One in-memory counter per instance would let 2 × LIMIT through.
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429, 429]);
  });
});

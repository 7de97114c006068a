// `node --import tsx tests/load/sign-in-flood.ts`: one client floods sign-in, another still signs in.
//
// The app is served as `npm start` serves it (tests/support/e2e-server.ts: Next behind our front)
// with the default sign-in limit (30 a minute per address). One client, on 127.0.0.1, sends
// 1,000 failed sign-ins: half guess the victim's password, half try random emails, every one
// writing X-Forwarded-For: 127.0.0.2 (the victim's address) and a made-up front header to pass
// as someone else. Then, from 127.0.0.2 (another client to the front: its own socket address):
// the victim signs in with the right password, and a new visitor signs up. Both must succeed; the
// flooding client must be refused, even with the right password. Exit code 0 when all hold.
//
// Settings (environment): FLOOD_ATTEMPTS (1000), FLOOD_CONCURRENCY (20), E2E_PORT (3100),
// DATABASE_URL (else an embedded database), AUTH_RATE_LIMIT_PER_MINUTE (30, the app's default).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { requestFrom, signInFrom } from "../support/sign-in-from";

const ATTEMPTS = Number(process.env.FLOOD_ATTEMPTS ?? 1000);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 20);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FLOODER = "127.0.0.1";
const VICTIM = "127.0.0.2";
const log = (msg: string) => console.log(`[flood ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function startApp() {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(PORT), AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? "30" };
  delete env.REDIS_URL; // this run's own counters, in the app's memory
  delete env.TRUSTED_PROXY_COUNT; // nothing is in front of the app: the front sees the sockets
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/e2e-server.ts"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (l) => {
      if (/\[e2e\]|\[saywrite\]|error/i.test(l)) console.log(`  app| ${l}`);
    });
  }
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  };
  process.on("exit", stop);
  return { child, stop };
}

async function waitHealthy(child: ReturnType<typeof spawn>) {
  const until = Date.now() + 15 * 60_000; // a build may be needed first
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    if ((await fetch(`${ORIGIN}/api/health`).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the app did not become healthy");
}

async function signUpFrom(address: string, email: string, password: string): Promise<number> {
  const res = await requestFrom(ORIGIN, address, "/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, password, firstName: "Flood", lastName: "Test" }),
  });
  return res.status;
}

async function main() {
  const app = startApp();
  const failures: string[] = [];
  try {
    await waitHealthy(app.child);
    const victim = { email: `victim-${randomUUID()}@example.test`, password: "the victim's own long password" };
    if ((await signUpFrom(VICTIM, victim.email, victim.password)) !== 201) throw new Error("the victim could not sign up");

    log(`${FLOODER} sends ${ATTEMPTS} failed sign-ins (${CONCURRENCY} at a time), posing as ${VICTIM}`);
    const forged = { "x-forwarded-for": VICTIM, "x-real-ip": VICTIM, "x-saywrite-front": randomUUID() };
    const outcomes = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ATTEMPTS) {
          const i = next++;
          const email = i % 2 === 0 ? victim.email : `nobody-${randomUUID()}@example.test`;
          const outcome = await signInFrom(ORIGIN, FLOODER, { email, password: `wrong guess ${i}` }, forged).catch((e: Error) => `failed: ${e.message}`);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const floodSeconds = (performance.now() - started) / 1000;
    log(`flood answered in ${floodSeconds.toFixed(1)} s: ${[...outcomes].map(([k, v]) => `${v} × ${k}`).join(", ")}`);
    if (outcomes.get("ok")) failures.push(`${outcomes.get("ok")} wrong guesses signed in`);
    if (!outcomes.get("TooManyAttempts")) failures.push("the flood was never refused");

    const t = performance.now();
    const victimResult = await signInFrom(ORIGIN, VICTIM, victim);
    log(`the victim signs in from ${VICTIM}: ${victimResult} (${Math.round(performance.now() - t)} ms)`);
    if (victimResult !== "ok") failures.push(`the victim's correct sign-in from ${VICTIM} answered ${victimResult}`);

    const newcomer = await signUpFrom(VICTIM, `newcomer-${randomUUID()}@example.test`, "a newcomer's long password");
    log(`a newcomer signs up from ${VICTIM}: ${newcomer}`);
    if (newcomer !== 201) failures.push(`a sign-up from ${VICTIM} answered ${newcomer}`);

    const flooderResult = await signInFrom(ORIGIN, FLOODER, victim, forged);
    log(`the flooding client tries the right password from ${FLOODER}: ${flooderResult}`);
    if (flooderResult !== "TooManyAttempts") failures.push(`the flooding client was not slowed (${flooderResult})`);
  } finally {
    app.stop();
  }
  if (failures.length) {
    console.log(`\n✗ FAILED:\n  - ${failures.join("\n  - ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\n✓ passed: ${ATTEMPTS} failed sign-ins from ${FLOODER} did not stop a correct sign-in or a sign-up from ${VICTIM}`);
  }
}

main()
  .catch((err) => {
    console.error("[flood] failed:", err instanceof Error ? err.stack : err);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(process.exitCode ?? 0), 1_000));

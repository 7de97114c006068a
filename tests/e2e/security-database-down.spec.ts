// With the database down, the signed-in screens cannot load: the user gets an error screen that
// lets them try again and open or download the writing kept in their browser, and the API
// answers 503 with Retry-After (not 500, not a hang). Runs its own `next start` of the e2e build
// against a database address where nothing listens.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { test, expect } from "@playwright/test";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
const port = Number(process.env.E2E_PORT ?? 3100) + 4;
const origin = `http://127.0.0.1:${port}`;
const secret = randomBytes(32).toString("base64url");
const userId = `down-${randomBytes(4).toString("hex")}`;

let app: ChildProcess | undefined;

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: "postgresql://postgres@127.0.0.1:1/down",
    DATABASE_CONNECT_TIMEOUT_MS: "1000",
    NEXTAUTH_URL: origin,
    NEXTAUTH_SECRET: secret,
    PORT: String(port),
  };
  delete env.ANTHROPIC_API_KEY;
  delete env.AUTH_OIDC_ISSUER;
  delete env.REDIS_URL;
  app = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "ignore"],
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const status = await fetch(`${origin}/api/health`).then((r) => r.status, () => 0);
    if (status) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the app did not start");
});

test.afterAll(() => {
  if (app?.exitCode === null) app.kill("SIGTERM");
});

test("the API says 503 with Retry-After when the database is down", async ({ request }) => {
  const health = await request.get(`${origin}/api/health`);
  expect(health.status()).toBe(503);
  expect(Number(health.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await health.json()).error.code).toBe("service_unavailable");
});

test("the error screen opens and downloads the writing kept in the browser", async ({ page, context }) => {
  test.setTimeout(90_000);
  const token = await encode({ token: { sub: userId, email: "down@example.test" }, secret });
  await context.addCookies([{ name: "next-auth.session-token", value: token, url: origin }]);
  // What the editor left in this browser before the database went down.
  await page.goto(`${origin}/signin`);
  await page.evaluate((owner) => {
    localStorage.setItem("saywrite:draft-owner", owner);
    localStorage.setItem(
      `saywrite:draft:${owner}:doc-1:slot-1`,
      JSON.stringify({
        v: 1, docId: "doc-1", slot: "slot-1", title: "Letter to Sam", content: "Dear Sam, the words I must not lose.",
        type: "letter", baseVersion: 2, pendingSave: true, origin: null, savedAt: Date.now(),
      }),
    );
  }, userId);

  await page.goto(`${origin}/editor`);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await page.getByRole("button", { name: "Open Letter to Sam" }).click();
  await expect(page.getByRole("textbox", { name: "Text of Letter to Sam" })).toHaveValue("Dear Sam, the words I must not lose.");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Letter to Sam" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Letter to Sam.txt");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

// `npm start` as someone trying SayWrite runs it: no DATABASE_URL, so the embedded database on a
// data folder of its own (SAYWRITE_DATA_DIR), the e2e build (NEXT_DIST_DIR, fresh: not rebuilt),
// on E2E_PORT + 7. The folder is its owner's only, the database password is generated and kept
// there, the start warns that the embedded database serves a production app, and a person can
// sign up and reach the dashboard through it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, newAccount, waitForHydration, passwordFormEmail } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

let app: ChildProcess | undefined;
let output = "";
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "saywrite-start-")), "data");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NEXTAUTH_URL: origin,
    SAYWRITE_DATA_DIR: dataDir,
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
  };
  for (const name of ["DATABASE_URL", "NEXTAUTH_SECRET", "ANTHROPIC_API_KEY", "AUTH_OIDC_ISSUER", "REDIS_URL", "NODE_ENV"]) delete env[name];
  app = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  app.stdout!.on("data", (d) => (output += d));
  app.stderr!.on("data", (d) => (output += d));
  const until = Date.now() + 170_000;
  while (Date.now() < until) {
    if (app.exitCode !== null) throw new Error(`npm start exited with ${app.exitCode}:\n${output}`);
    if ((await fetch(`${origin}/api/health`).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start did not answer in time:\n${output}`);
});

test.afterAll(async () => {
  if (app?.pid && app.exitCode === null) {
    const exited = new Promise((r) => app!.once("exit", r));
    process.kill(-app.pid, "SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

test("npm start keeps its data folder and database password to its owner, and warns about production", async ({ page }) => {
  expect(mode(dataDir)).toBe(0o700);
  expect(mode(path.join(dataDir, "pg-password"))).toBe(0o600);
  expect(mode(path.join(dataDir, "auth-secret"))).toBe(0o600);
  expect(output).toContain("warning: the embedded database is serving a production app");

  const account = newAccount("Morgan");
  await page.goto("/signin");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Create a free account" }).click();
  await waitForHydration(page);
  await page.getByLabel("First name").fill(account.firstName);
  await passwordFormEmail(page).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.firstName).first()).toBeVisible();
});

// The app as the end-to-end tests see it: a production build served as `npm start` serves it
// (Next behind our front, scripts/serve.ts) on 127.0.0.1:E2E_PORT, backed by an in-memory embedded PostgreSQL (or DATABASE_URL), with a
// real OIDC provider on localhost:E2E_PORT+1 (a different host, so cookies never mix).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { startOidcServer } from "./oidc-server";
import { startSmtpTestServer } from "./smtp-test-server";
import { e2eMailDir } from "./e2e-mail";
import { isBuildFresh } from "../../scripts/lib/build-freshness";
import { ensurePrismaClient } from "../../scripts/lib/prisma-client";
import { appServerArgs } from "./next-start";

const root = process.cwd();
const port = Number(process.env.E2E_PORT ?? 3100);
const distDir = process.env.E2E_DIST_DIR ?? ".next-e2e";
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function buildIfStale(env: NodeJS.ProcessEnv) {
  if (isBuildFresh(root, distDir)) {
    console.log(`[e2e] reusing the build in ${distDir}`);
    return;
  }
  console.log(`[e2e] building the app into ${distDir}...`);
  const r = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (r.status !== 0) throw new Error("next build failed");
}

async function main() {
  ensurePrismaClient(root);
  let databaseUrl = process.env.DATABASE_URL;
  const stops: Array<() => Promise<void>> = [];
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import("../../scripts/db/embedded");
    const db = await startEmbeddedPostgres({ port: 0 });
    databaseUrl = db.url;
    stops.push(() => db.stop());
  }
  const { migrateDeploy } = await import("../../scripts/db/migrate");
  await migrateDeploy(databaseUrl);
  const { runSeed } = await import("../../prisma/seed");
  await runSeed(databaseUrl);
  // Specs that start more app instances on the same database read its URL here.
  mkdirSync(path.join(root, ".test-data"), { recursive: true });
  writeFileSync(path.join(root, ".test-data", `e2e-server-${port}.json`), JSON.stringify({ databaseUrl }));

  const appOrigin = `http://127.0.0.1:${port}`;
  const oidc = await startOidcServer({
    port: port + 1,
    redirectUris: [`${appOrigin}/api/auth/callback/oidc`],
  });
  stops.push(() => oidc.stop());
  // A real SMTP server: the app sends with nodemailer; each message lands in .test-data/mail-PORT/
  // for the specs (tests/support/e2e-mail.ts reads it).
  const smtp = await startSmtpTestServer();
  const mailDir = e2eMailDir(port);
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let mailCount = 0;
  smtp.onMessage((_mail, raw) => writeFileSync(path.join(mailDir, `${String(++mailCount).padStart(6, "0")}.eml`), raw));
  stops.push(() => smtp.stop());

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    NEXTAUTH_URL: appOrigin,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64url"),
    AUTH_OIDC_ISSUER: oidc.issuer,
    AUTH_OIDC_CLIENT_ID: oidc.clientId,
    AUTH_OIDC_CLIENT_SECRET: oidc.clientSecret,
    AUTH_OIDC_NAME: "Test Identity Provider",
    SMTP_URL: smtp.url,
    // Every test signs up from 127.0.0.1; the limiter itself is covered by the API tests (a
    // load script sets its own).
    AUTH_RATE_LIMIT_PER_MINUTE: process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? "1000",
    SIGN_UP_EXISTING_EMAIL_ANSWERS: process.env.SIGN_UP_EXISTING_EMAIL_ANSWERS ?? "1000",
    PORT: String(port),
  };
  delete env.ANTHROPIC_API_KEY;
  buildIfStale(env);

  const app: ChildProcess = spawn(process.execPath, appServerArgs(port), {
    stdio: "inherit",
    env,
  });
  const shutdown = async () => {
    app.kill("SIGTERM");
    for (const stop of stops.reverse()) await stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  app.on("exit", (code) => {
    console.error(`[e2e] the app server exited with ${code}`);
    void shutdown();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

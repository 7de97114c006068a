// Dictation training with no programs (an organisation that has none switched on): the page says
// so and who to ask. Its own `next start` of the e2e build on E2E_PORT + 6, on a database of its
// own, with no training programs (the e2e server's database has them). On PostgreSQL that is a
// new database on the same server; on the embedded database it is a second embedded server,
// because PGlite has one database whatever name a client asks for: emptying "another" database
// there emptied the e2e server's, and the training tests running after this one found no programs.
import { randomBytes } from "node:crypto";
import { test, expect, expectNoA11yViolations, signUpAndSignIn } from "./fixtures";
import { e2eDatabaseUrl, sqlOn, startAppInstance, type AppInstance } from "./app-instance";
import { migrateDeploy } from "../../scripts/db/deploy";
import { startEmbeddedProcess } from "../support/embedded-process";

const OFFSET = 6;
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + OFFSET}` });

const serverUrl = () => {
  const url = new URL(e2eDatabaseUrl());
  url.pathname = "/postgres";
  return url.toString();
};
const name = `saywrite_no_training_${randomBytes(4).toString("hex")}`;
let app: AppInstance | undefined;
let stopEmbedded: (() => Promise<void>) | undefined;

const admin = (sql: string) => sqlOn(serverUrl(), sql);

/** A new, empty database of this spec's own: its URL. */
async function ownDatabase(): Promise<string> {
  if (!process.env.DATABASE_URL) {
    const db = await startEmbeddedProcess();
    stopEmbedded = db.stop;
    return db.url;
  }
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(e2eDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const databaseUrl = await ownDatabase();
  await migrateDeploy(databaseUrl, { log: () => {} });
  // a new database may start from a template that has the reference data: none here
  await sqlOn(databaseUrl, "DELETE FROM training_programs");
  app = await startAppInstance({ offset: OFFSET, databaseUrl });
});

test.afterAll(async () => {
  app?.stop();
  if (stopEmbedded) await stopEmbedded();
  else await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

test("no programs shows the administrator message", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/training");
  await expect(page.getByText("No training programs available")).toBeVisible();
  await expect(page.getByText("Contact your administrator to access enterprise training programs")).toBeVisible();
  await expectNoA11yViolations(page);
});

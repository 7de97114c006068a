// With the database down, the signed-in screens cannot load: the user gets an error screen that
// lets them try again and open or download the writing kept in their browser, and the API
// answers 503 with Retry-After (not 500, not a hang). Runs its own `next start` of the e2e build
// against a database address where nothing listens.
import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { test, expect } from "./fixtures";
import { startAppInstance, type AppInstance } from "./app-instance";

// One app instance for the file: its tests run in one worker, in order (the config is fully parallel).
test.describe.configure({ mode: "serial" });

const userId = `down-${randomBytes(4).toString("hex")}`;

let app: AppInstance;
let origin = "";

test.beforeAll(async () => {
  app = await startAppInstance({
    offset: 4,
    databaseUrl: "postgresql://postgres@127.0.0.1:1/down",
    env: { DATABASE_CONNECT_TIMEOUT_MS: "1000" },
  });
  origin = app.origin;
});

test.afterAll(() => app?.stop());

test("the API says 503 with Retry-After when the database is down", async ({ request }) => {
  const health = await request.get(`${origin}/api/health`);
  expect(health.status()).toBe(503);
  expect(Number(health.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await health.json()).error.code).toBe("service_unavailable");
});

test("the error screen opens and downloads the writing kept in the browser", async ({ page, context }) => {
  test.setTimeout(90_000);
  const token = await encode({ token: { sub: userId, email: "down@example.test" }, secret: app.secret });
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

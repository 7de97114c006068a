// A production server with no NEXTAUTH_URL cannot mail links (they would be built on a Host header
// anyone can write): the sign-in link and "Forgot your password?" forms say plainly that nothing
// was sent and what to do instead, and never "we sent a link". Its own instance of the e2e build
// on E2E_PORT + 9, with NEXTAUTH_URL empty, on the e2e server's database.
import { test, expect, expectNoA11yViolations, newAccount, waitForHydration } from "./fixtures";
import { e2eDatabaseUrl, startAppInstance, type AppInstance } from "./app-instance";

const OFFSET = 9;
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + OFFSET}` });

let app: AppInstance | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startAppInstance({ offset: OFFSET, databaseUrl: e2eDatabaseUrl(), env: { NEXTAUTH_URL: "" } });
});

test.afterAll(() => app?.stop());

test("asking for a link says it could not be sent, and to use the password instead", async ({ page }) => {
  await page.goto("/signin");
  await waitForHydration(page);
  await page.getByLabel("Email").nth(1).fill(newAccount().email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "No email was sent" });
  await expect(refused).toContainText("Please sign in with your email and password instead.");
  await expect(page.getByText("Check your email")).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto("/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(newAccount().email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No email was sent" })).toContainText("If you remember your password, sign in with it.");
  await expect(page.getByText("Check your email")).toHaveCount(0);
});

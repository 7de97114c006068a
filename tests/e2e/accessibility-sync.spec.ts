import { test, expect, signInWithPassword, signUpAndSignIn, waitForHydration } from "./fixtures";
import { computed, openToolbar, readStoredProfile, waitForProfileApplied } from "./accessibility-helpers";

const SETTINGS = "/api/accessibility/settings";

test("the profile follows the reader to a fresh browser after sign-in, and the newer copy wins", async ({ page, browser }) => {
  const account = await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await waitForHydration(page);
  const panel = await openToolbar(page);
  const saved = page.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === "PUT" && r.ok());
  await panel.getByRole("button", { name: "Blue Tint" }).click();
  await panel.getByRole("button", { name: "Larger text size" }).click();
  await panel.getByRole("button", { name: "Larger text size" }).click();
  await saved;
  await expect.poll(async () => (await (await page.request.get(SETTINGS)).json()).profile?.fontSize).toBe(18);

  // A brand-new browser: nothing stored locally. It signs in and gets the profile.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto("/");
  await waitForHydration(second);
  expect(await readStoredProfile(second)).toBeNull();
  await signInWithPassword(second, account);
  await second.goto("/dashboard");
  await waitForProfileApplied(second);
  await expect(second.locator("html")).toHaveAttribute("data-a11y-scheme", "blue-tint");
  expect(await computed(second, "body", "font-size")).toBe("18px");
  expect(await computed(second, "html", "background-color")).toBe("rgb(230, 240, 250)");

  // A change on the second device is newer: it reaches the server and the first device.
  const secondPanel = await openToolbar(second);
  const savedAgain = second.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === "PUT" && r.ok());
  await secondPanel.getByRole("radio", { name: /High contrast/ }).check();
  await savedAgain;
  await other.close();

  await page.reload();
  await waitForProfileApplied(page, "high");
  expect(await readStoredProfile(page)).toMatchObject({ contrastMode: "high", fontSize: 18 });
});

test("settings changed before signing in are kept when they are newer than the account's", async ({ page, browser }) => {
  const account = await signUpAndSignIn(page);
  // The account has an older copy.
  const old = await page.request.put(SETTINGS, { data: { profile: { fontSize: 13 }, updatedAt: "2020-01-01T00:00:00.000Z" } });
  expect(old.status()).toBe(200);

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto("/");
  await waitForHydration(fresh);
  const panel = await openToolbar(fresh);
  await panel.getByRole("button", { name: "Grey Scale" }).click();
  await fresh.keyboard.press("Escape");
  await signInWithPassword(fresh, account);
  const pushed = fresh.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === "PUT");
  await fresh.goto("/dashboard");
  await pushed;
  await expect(fresh.locator("html")).toHaveAttribute("data-a11y-scheme", "grey-scale");
  const server = await (await fresh.request.get(SETTINGS)).json();
  expect(server.profile).toMatchObject({ backgroundColor: "#eeeeee" });
  await context.close();
});

test("a visitor's pages do not ask for the account's settings, and log no errors", async ({ page }) => {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => r.url().endsWith(SETTINGS) && asked.push(r.url()));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  for (const path of ["/", "/signin", "/signup"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
  }
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

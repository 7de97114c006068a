import type { Page } from "@playwright/test";
import { signedInTest, test, expect, holdScripts } from "./fixtures";

// A press on a button drawn by the server, before the page's scripts have run (a slow phone shows
// the page seconds before it is live), does what it says once they have: nothing is lost, and a
// press made twice while waiting counts once. The scripts are held back until after the press, so
// the press always lands on the server's HTML alone.

const notLiveYet = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(0);

signedInTest("brainstorm: a category pressed before the scripts run gives that category's prompt once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/brainstorm", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Business" }).click();
  await notLiveYet(page);
  const asked = page.waitForRequest((r) => r.url().includes("/api/brainstorm/prompt?category=business"));
  release();

  await asked;
  await expect(page.getByTestId("prompt-text")).toBeVisible();
  await expect(page.getByRole("button", { name: "Different Prompt" })).toBeVisible();
});

signedInTest("brainstorm: of two categories pressed before the scripts run, the last one's prompt comes, and only it", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/brainstorm/prompt") && asked.push(new URL(r.url()).searchParams.get("category") ?? ""));
  const release = await holdScripts(page);
  await page.goto("/brainstorm", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Business" }).click();
  await page.getByRole("button", { name: "Creative" }).click();
  await notLiveYet(page);
  const creative = page.waitForResponse((r) => r.url().includes("/api/brainstorm/prompt?category=creative"));
  release();

  await creative;
  await expect(page.getByTestId("prompt-text")).toBeVisible();
  expect(asked).toEqual(["creative"]);
});

test("the accessibility button pressed twice before the scripts run opens its panel once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const button = page.getByTestId("a11y-toolbar-button");
  await button.click();
  await button.click(); // an impatient second press: still one "open", not open-then-closed
  await notLiveYet(page);
  release();

  await expect(page.getByRole("dialog", { name: "Accessibility" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
});

signedInTest("dashboard: Notifications pressed before the scripts run opens its dialog once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await notLiveYet(page);
  release();

  await expect(page.getByRole("dialog", { name: /Notifications/ })).toBeVisible();
});

// Enter in a form before the scripts run would send it natively: the page reloads, what was typed is
// gone and the email is in the address. The form is held until it is live, then sent.
test("sign-in: an email link asked for with Enter before the scripts run is sent, and the email stays out of the address", async ({ page }) => {
  const email = `e2e-early-link-${Date.now().toString(36)}@example.test`;
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(decodeURIComponent(request.url())));
  const release = await holdScripts(page);
  await page.goto("/signin", { waitUntil: "domcontentloaded" });
  const field = page.getByLabel("Email").nth(1); // the link form's, after the password form's
  await field.click();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await notLiveYet(page);
  release();

  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
  expect(addresses.filter((url) => url.includes(email))).toEqual([]);
});

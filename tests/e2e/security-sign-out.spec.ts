// Signing out saves what the user wrote to their account, then leaves none of it in the browser.
import { test, expect, signInWithPassword, signUpAndSignIn } from "./fixtures";
import { acceptLeavePrompts, openEditor, textArea, titleField } from "./editor-support";

const draftKeys = (page: import("@playwright/test").Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("saywrite:draft")));

test("sign-out saves unsaved writing to the account and clears it from the browser", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpAndSignIn(page);
  acceptLeavePrompts(page);
  await openEditor(page);
  await titleField(page).fill("Written before signing out");
  await textArea(page).fill("These words were never saved by hand.");
  await expect.poll(() => draftKeys(page)).not.toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Voice-First Document Creation" })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);

  await signInWithPassword(page, account);
  const docs = await (await page.request.get("/api/documents")).json();
  expect(JSON.stringify(docs)).toContain("Written before signing out");
});

test("after signing out, a copy of that browser's session cookie no longer works", async ({ page, browser }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const session = (await page.context().cookies()).filter((c) => c.name.includes("next-auth.session-token"));
  expect(session.length).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Voice-First Document Creation" })).toBeVisible();

  // someone who copied the cookie before the sign-out
  const copy = await browser.newContext();
  await copy.addCookies(session);
  expect((await copy.request.get("/api/auth/user")).status()).toBe(401);
  await copy.close();
});

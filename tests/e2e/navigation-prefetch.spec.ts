import type { Page, Request } from "@playwright/test";
import { signedInTest as test, expect, waitForHydration } from "./fixtures";

// Links fetch their page ahead when the reader reaches for them (pointer, keyboard focus, touch),
// not every link in view as the page opens (components/common/intent-link.tsx).

const isPrefetchOf = (pathname: string) => (req: Request) =>
  req.headers()["next-router-prefetch"] !== undefined && new URL(req.url()).pathname === pathname;

function recordPrefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (req.headers()["next-router-prefetch"] !== undefined) seen.push(new URL(req.url()).pathname);
  });
  return seen;
}

test("opening the dashboard fetches no other page until a link is reached for", async ({ page }) => {
  const prefetched = recordPrefetches(page);
  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const nav = page.getByRole("navigation", { name: "Main" });
  // Keyboard focus fetches the page ahead...
  const documentsAhead = page.waitForRequest(isPrefetchOf("/documents"));
  await nav.getByRole("link", { name: "Documents" }).focus();
  await documentsAhead;
  // ...and so does the pointer.
  const templatesAhead = page.waitForRequest(isPrefetchOf("/templates"));
  await nav.getByRole("link", { name: "Templates" }).hover();
  await templatesAhead;

  await nav.getByRole("link", { name: "Documents" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Documents" })).toBeVisible();
  expect(prefetched).not.toContain("/editor");
});

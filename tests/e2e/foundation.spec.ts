import {
  test,
  expect,
  expectNoA11yViolations,
  newAccount,
  signUpAndSignIn,
  waitForHydration,
  passwordFormEmail,
} from "./fixtures";
import { SCREENS } from "./screens";

test("a visitor sees the landing page", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res?.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(page.getByRole("heading", { level: 1, name: "Voice-First Document Creation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
  await expect(page.getByRole("link", { name: "Start Speaking" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");
  const cards = page.locator("#features li");
  await expect(cards).toHaveCount(6);
  for (const title of [
    "Real-time voice recognition",
    "AI-powered enhancement",
    "Dyslexia-friendly design",
    "Smart templates",
    "Learning games",
    "Secure and private storage",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect(page.getByRole("contentinfo")).toContainText("SayWrite");
  await expectNoA11yViolations(page);
});

test("sign up, sign out, sign in again through the forms", async ({ page }) => {
  const account = newAccount("Robin");
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started Free" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Create your free account" })).toBeVisible();
  await waitForHydration(page);

  // A too-short password is explained next to the field.
  await page.getByLabel("First name").fill(account.firstName);
  await passwordFormEmail(page).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription("At least 10 characters. A short sentence you can remember works well.");
  await page.getByRole("button", { name: "Create account" }).click();
  // the error states the rule, so the hint is not shown or read out a second time
  await expect(page.getByText("Use at least 10 characters")).toBeVisible();
  await expect(page.getByText("A short sentence you can remember works well.")).toHaveCount(1);
  await expect(password).toHaveAccessibleDescription("Use at least 10 characters. A short sentence you can remember works well.");
  await expectNoA11yViolations(page);

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  // The press shows at once that the account is being made (the server's answer is held back
  // here), and one request both creates it and signs it in: no second password check.
  const signInCalls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/auth/callback/") && signInCalls.push(r.url()));
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/auth/register", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Create account" }).click();
  const busy = page.getByRole("button", { name: "Creating your account..." });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  answer();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(signInCalls).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome back`);
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await expect(page.getByText(account.firstName).first()).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Voice-First Document Creation" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto("/signin");
  await waitForHydration(page);
  await passwordFormEmail(page).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not my password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ email: account.email, firstName: account.firstName });
});

test("a deep link survives signing in", async ({ page }) => {
  const account = newAccount();
  await page.request.post("/api/auth/register", {
    data: { email: account.email, password: account.password, firstName: account.firstName },
  });
  await page.context().clearCookies(); // signing up signed this browser in: start signed out
  await page.goto("/meeting-minutes?from=email");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fmeeting-minutes%3Ffrom%3Demail/);
  await waitForHydration(page);
  await passwordFormEmail(page).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/meeting-minutes\?from=email$/);
});

test("sign in with the OpenID Connect provider, round trip", async ({ page }) => {
  await page.goto("/api/login?callbackUrl=%2Ftemplates");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Continue with Test Identity Provider" }).click();
  // oidc-provider's own login and consent screens, on another host.
  await expect(page).toHaveURL(/localhost:\d+\/interaction\//);
  const login = `olivia${Date.now()}`;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  // The provider asks for consent once per client.
  await page.getByRole("button", { name: /continue/i }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/templates$/);
  const me = await (await page.request.get("/api/auth/user")).json();
  // The ID token carries only `sub`; the name and email came from the userinfo endpoint.
  expect(me).toMatchObject({ email: `${login}@oidc.example.test`, firstName: login[0].toUpperCase() + login.slice(1), lastName: "Oidc" });
});

// Every signed-in screen answering 200 inside the shell (its Main navigation and a heading)
// is checked by the accessibility matrix's default-mode test, which loads each one anyway.
test("signed-in routes ask a signed-out visitor to sign in; / welcomes a signed-in one back", async ({ page }) => {
  for (const path of ["/dashboard", "/editor/abc", "/share"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/signin\?callbackUrl=/);
  }
  await signUpAndSignIn(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("the More tools menu closes after a choice, on Escape and on a click or focus outside", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const moreTools = nav.locator("summary", { hasText: "More tools" });
  const brainstorm = nav.getByRole("link", { name: "Brainstorm" });

  await moreTools.click();
  await brainstorm.click();
  await expect(page).toHaveURL(/\/brainstorm$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(brainstorm).toBeHidden();

  // by keyboard: Enter opens it, Escape closes it and puts the focus back on "More tools"
  await moreTools.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Pronunciation" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(brainstorm).toBeHidden();
  await expect(moreTools).toBeFocused();

  await moreTools.click();
  await expect(brainstorm).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(brainstorm).toBeHidden();

  await moreTools.click();
  await expect(brainstorm).toBeVisible();
  await moreTools.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(nav.getByRole("link", { name: "Games" })).toBeFocused();
  await expect(brainstorm).toBeHidden();
});

// A phone (375x812): the header is one row, at most a quarter of the screen, on every route,
// and the page's own heading starts within the first screen.
test("on a phone every screen's header is one compact row and its heading is in the first screen", async ({ browser, baseURL }) => {
  test.slow(); // every screen, one after another
  const contexts = {
    signedOut: await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } }),
    signedIn: await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } }),
  };
  await signUpAndSignIn(await contexts.signedIn.newPage());
  for (const screen of SCREENS) {
    const page = await (screen.signedIn ? contexts.signedIn : contexts.signedOut).newPage();
    await page.goto(screen.path);
    await screen.ready?.(page);
    // the page's banner (the 404 page has none)
    const banner = page.getByRole("banner");
    const header = (await banner.count()) ? (await banner.boundingBox())! : { y: 0, height: 0 };
    expect(header.y, screen.path).toBeLessThanOrEqual(0);
    expect(header.height, `${screen.path}: header height`).toBeLessThanOrEqual(812 / 4);
    const heading = page.getByRole("heading", { level: 1 }).first();
    await expect(heading, screen.path).toBeVisible();
    const box = (await heading.boundingBox())!;
    expect(box.y + Math.min(box.height, 40), `${screen.path}: heading top`).toBeLessThanOrEqual(812);
    if (screen.signedIn) await expect(page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Menu" }), screen.path).toBeVisible();
    await page.close();
  }
  await contexts.signedOut.close();
  await contexts.signedIn.close();
});

test("on a phone the Menu button opens every page and the account, by pointer and by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.locator("summary", { hasText: "Menu" });
  const menuOpen = nav.locator("details:has(> summary:text('Menu'))");
  const brainstorm = nav.getByRole("link", { name: "Brainstorm" });
  await expect(nav.locator("summary", { hasText: "More tools" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();
  await expect(menuOpen).not.toHaveAttribute("open");

  await menu.click();
  await expect(menuOpen).toHaveAttribute("open", "");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // the open menu stays inside the screen, under the header
  const panel = (await page.getByTestId("phone-menu").boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(375);
  await brainstorm.click();
  await expect(page).toHaveURL(/\/brainstorm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Brainstorm Mode" })).toBeVisible();
  await expect(brainstorm).toBeHidden();

  // by keyboard: Enter opens it, Tab walks its links, Escape closes it and focus returns to Menu
  await menu.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(brainstorm).toBeHidden();
  await expect(menu).toBeFocused();
  await expectNoA11yViolations(page);

  await menu.click();
  await expect(brainstorm).toBeVisible();
  await expect(brainstorm).toHaveAttribute("aria-current", "page");
  await expectNoA11yViolations(page);
  await page.mouse.click(4, 800); // a click outside the menu (it covers the page's heading)
  await expect(brainstorm).toBeHidden();
});

test("API routes answer 401 JSON to signed-out browsers, never a redirect", async ({ page }) => {
  const res = await page.request.get("/api/documents", { maxRedirects: 0 });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
});

test("an unknown path shows the 404 page with a way back", async ({ page }) => {
  const res = await page.goto("/this/page/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText(/forget to add the page to the router/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: "Voice-First Document Creation" })).toBeVisible();
});

import { randomUUID } from "node:crypto";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export { installFakeSpeech } from "./fake-speech";
export { expect };

/** The newest toast (a dismissed one may still be leaving), or the newest with this text. */
export function newestToast(page: Page, text?: string) {
  const newest = page.locator(`[data-sonner-toast][data-front="true"]`);
  return text === undefined ? newest : newest.filter({ hasText: text });
}

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type TestAccount = { email: string; password: string; firstName: string };

export function newAccount(firstName = "Sam"): TestAccount {
  return { email: `e2e-${randomUUID()}@example.test`, password: "correct horse battery", firstName };
}

/**
 * Creates a local account through the real API and signs in through next-auth's real
 * credentials endpoint (same cookie jar as the page). Fast; the UI flow has its own test.
 */
export async function signUpAndSignIn(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  const register = await page.request.post("/api/auth/register", {
    data: { email: account.email, password: account.password, firstName: account.firstName, lastName: "Tester" },
  });
  expect(register.status(), await register.text()).toBe(201);
  await signInWithPassword(page, account);
  return account;
}

export async function signInWithPassword(page: Page, account: TestAccount) {
  const csrf = await page.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password, json: "true", callbackUrl: "/dashboard" },
    maxRedirects: 0,
  });
  expect([200, 302]).toContain(res.status());
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.endsWith("next-auth.session-token"))).toBe(true);
}

/**
 * axe for one page. Legacy mode runs `axe.run` once in the page itself instead of a partial run
 * per frame gathered in Node: a third faster here, and our screens have no frames (were one
 * added, its content would need its own check).
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * Waits (up to 2 s) until no finite animation or transition is running: axe reads colours as they
 * are at that instant, and a toast fading in is still half transparent (the settled look is what
 * a person reads). Endless ones (spinners, pulses) are left running.
 */
export async function waitForSettledMotion(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => {
      // still moving after 2 s: axe reads the page as it is
    });
}

/** axe with the WCAG 2.x A/AA tags finds nothing (once what is fading or sliding in has arrived). */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  const analyze = async () => {
    await waitForSettledMotion(page);
    let builder = axeFor(page).withTags(WCAG_TAGS);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return builder.analyze();
  };
  // The toasts on screen (not leaving) before and after a scan: a toast whose time ran out while
  // axe read the page was fading out, half transparent, which is not what a person reads (a slow
  // scan on a loaded machine met one). Then the page is read once more, as it is once it has gone.
  const toastsShown = () => page.locator(`[data-sonner-toast]:not([data-removed="true"])`).allInnerTexts();
  const before = await toastsShown();
  let results = await analyze();
  if (results.violations.length && (await toastsShown()).join("\n") !== before.join("\n")) results = await analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Waits until React has hydrated (so typing into forms does not submit them natively). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds back the page's scripts until the returned function is called: what is on screen then is
 * the server's HTML alone, as on a slow phone before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

/**
 * The browser's on-device speech check, faked in every page before any of the app's scripts run.
 * `SpeechRecognition.available()` and `.install()` ask the browser for an on-device recogniser;
 * Debian's headless shell (what the tests run in when it is installed: playwright.config.ts) has
 * none and kills the page's renderer at the call ("No binder found for interface
 * media.mojom.OnDeviceSpeechRecognition"). No recogniser can exist on these machines, so both
 * browsers get the answer the full Chromium gives here: a language pack that could be downloaded
 * ("downloadable") and a download that does not happen (false). Pages that install the fake
 * recogniser (`installFakeSpeech`) replace the whole class after this, with their own answer.
 */
function fakeOnDeviceSpeechCheck() {
  const w = window as unknown as Record<string, unknown>;
  for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) {
    const ctor = w[name] as Record<string, unknown> | undefined;
    if (!ctor) continue;
    if (typeof ctor.available === "function") {
      Object.defineProperty(ctor, "available", { configurable: true, writable: true, value: async () => "downloadable" });
    }
    if (typeof ctor.install === "function") {
      Object.defineProperty(ctor, "install", { configurable: true, writable: true, value: async () => false });
    }
  }
}

/** Every context the browser opens (the test's own and those a test opens itself) gets the fake. */
async function withFakeOnDeviceSpeechCheck(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(fakeOnDeviceSpeechCheck);
  return context;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type WorkerFixtures = { workerAccount: { account: TestAccount; storageState: StorageState } };

/**
 * `test`: the plain Playwright test (sign up inside the test when it needs a fresh account).
 * `signedInTest`: every page starts signed in as one account shared by the tests of a worker,
 * signed up once per worker and reused through its stored state. Use it for screens whose tests
 * do not depend on the account being empty; use `test` + `signUpAndSignIn` when they do.
 */
export const test = base.extend<object, WorkerFixtures>({
  // Wraps newContext (the page and context fixtures and browser.newContext in a test all open
  // theirs through it) so that no page of the run misses the fake above.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => withFakeOnDeviceSpeechCheck(await newContext(options));
      await provide(browser);
    },
    { scope: "worker" },
  ],
  workerAccount: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const account = await signUpAndSignIn(page, newAccount("Sam"));
      // Kept in memory: a file in the output folder is deleted when another run starts in the same
      // checkout (each run empties that folder), and this run's next tests could not sign in.
      const storageState = await context.storageState();
      await context.close();
      await provide({ account, storageState });
    },
    { scope: "worker" },
  ],
});

export const signedInTest = test.extend({
  storageState: async ({ workerAccount }, provide) => provide(workerAccount.storageState),
});

/**
 * The password form's Email field. The sign-in and sign-up pages also offer a sign-in link by email,
 * in its own region after the password form, with an Email field of its own.
 */
export const passwordFormEmail = (page: Page) => page.getByLabel("Email").first();

import { expect, test, type Page } from "@playwright/test";

// Shared by the accessibility specs. The defaults come from the app itself; their literal
// values are pinned by tests/unit/accessibility/profile.test.ts.
import { DEFAULT_PROFILE, PROFILE_STORAGE_KEY, sanitizeProfile } from "@/lib/accessibility/profile";
import { DISPLAY_COOKIE, serializeDisplayCookie } from "@/lib/accessibility/display-cookie";

export { DEFAULT_PROFILE };
export const PROFILE_KEY = PROFILE_STORAGE_KEY;

/** The display modes every screen must pass axe in. */
export const MODES = {
  default: null,
  "high contrast": { ...DEFAULT_PROFILE, backgroundColor: "#000000", textColor: "#ffffff", highlightColor: "#ffff00", contrastMode: "high" },
  reverse: { ...DEFAULT_PROFILE, contrastMode: "reverse" },
  "largest text and spacing": { ...DEFAULT_PROFILE, preferredFont: "opendyslexic", fontSize: 24, lineHeight: 2, letterSpacing: 0.2, wordSpacing: 0.4 },
} as const;
export type ModeName = keyof typeof MODES;

export async function openToolbar(page: Page) {
  await page.getByTestId("a11y-toolbar-button").click();
  const panel = page.getByRole("dialog", { name: "Accessibility" });
  await expect(panel).toBeVisible();
  return panel;
}

export async function openTab(page: Page, name: "Display" | "Reading" | "Analysis" | "Settings") {
  const panel = page.getByRole("dialog", { name: "Accessibility" });
  await panel.getByRole("tab", { name }).click();
  await expect(panel.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  return panel;
}

/** Runs in the page: stores a profile (or removes it) where the app reads it on load. */
function writeProfileInPage([key, stored, cookie]: readonly [string, string | null, string]) {
  // the server draws the page in the settings of this cookie, which the app writes beside the profile
  document.cookie = cookie;
  try {
    localStorage.removeItem("accessibility-profile-style");
    if (stored) localStorage.setItem(key, stored);
    else localStorage.removeItem(key);
  } catch {
    // about:blank and opaque origins have no storage
  }
}

const cookieValue = (profile: object | null) => (profile ? serializeDisplayCookie(sanitizeProfile(profile).profile) : null);

const storedProfileValue = (profile: object | null) => {
  const cookie = cookieValue(profile);
  return [
    PROFILE_KEY,
    profile ? JSON.stringify({ ...profile, updatedAt: new Date().toISOString() }) : null,
    `${DISPLAY_COOKIE}=${cookie ?? ""}; Path=/; Max-Age=${cookie ? 3600 : 0}; SameSite=Lax`,
  ] as const;
};

/** Stores a profile (or removes it) for the next load, as the app does; the page must be on our origin. */
export async function storeProfile(page: Page, profile: object | null) {
  await page.evaluate(writeProfileInPage, storedProfileValue(profile));
}

/**
 * Sets the display profile before any of the page's own scripts run, on every load of this page
 * (an init script), and the app's cookie before the next request, so the server draws the first
 * load in the mode already, with no extra load to store it.
 */
export async function profileInitScript(page: Page, profile: object | null) {
  const cookie = cookieValue(profile);
  if (cookie) await page.context().addCookies([{ name: DISPLAY_COOKIE, value: cookie, url: test.info().project.use.baseURL }]);
  else await page.context().clearCookies({ name: DISPLAY_COOKIE });
  await page.addInitScript(writeProfileInPage, storedProfileValue(profile));
}

export async function readStoredProfile(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), PROFILE_KEY);
}

export function computed(page: Page, selector: string, property: string) {
  return page.evaluate(
    ([sel, prop]) => {
      const el = document.querySelector(sel);
      return el ? getComputedStyle(el).getPropertyValue(prop) : null;
    },
    [selector, property] as const,
  );
}

/**
 * Waits until the provider has applied the stored profile (after hydration, once its styling code
 * has loaded): only the app sets data-a11y-applied, while the server already draws data-contrast.
 */
export async function waitForProfileApplied(page: Page, contrast = "normal") {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-a11y-applied", "true");
  await expect(html).toHaveAttribute("data-contrast", contrast);
}

/**
 * Waits until the page shows `profile` as the reader sees it: its font and text size applied to
 * <html>, then the font's files loaded and laid out. With no cached style (profileInitScript clears
 * it) the page is first drawn with the defaults and the profile applies seconds later on a busy
 * machine; document.fonts.ready alone resolves at once while the reader's font is not yet in use.
 */
export async function waitForProfileShown(page: Page, profile: { preferredFont: string; fontSize: number }) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-a11y-font", profile.preferredFont);
  await expect(html).toHaveAttribute("style", new RegExp(`--a11y-font-size:\\s*${profile.fontSize}px`));
  await page.evaluate(async () => {
    // a layout in the profile's font starts the download of each face the page uses
    void document.body.offsetHeight;
    while (document.fonts.status !== "loaded") await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** What has the focus, and whether it shows a focus indicator (runs in the page). */
function focusedInPage(): { id: string; indicator: boolean } | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
  const id = `${el.tagName.toLowerCase()}|${el.id}|${name}|${el.getBoundingClientRect().top}`;
  const label = el.closest("label");
  // A transition starts from the unfocused look; read the focused look it ends on.
  for (const node of [el, label]) node?.getAnimations().forEach((a) => a.finish());
  const drawsIndicator = (node: Element) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = /(^|,\s*)(rgba?\([^)]*\)\s+)?0px 0px 0px (0\.\d*[1-9]|[1-9])/.test(style.boxShadow);
    return outline || ring;
  };
  return {
    id,
    indicator: drawsIndicator(el) || (label !== null && drawsIndicator(label)),
  };
}

/** The focused element (an id naming it, and whether it shows a focus indicator), in one round trip. */
export function focusedElement(page: Page) {
  return page.evaluate(focusedInPage);
}

/**
 * The focused element shows a focus indicator: an outline, or a focus ring (a box-shadow with
 * no offset and no blur, as Tailwind's ring utilities draw), on itself or on its label card.
 */
export async function hasFocusIndicator(page: Page): Promise<boolean> {
  return (await focusedElement(page))?.indicator ?? false;
}

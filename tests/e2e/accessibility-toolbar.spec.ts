import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect, expectNoA11yViolations, signUpAndSignIn, waitForHydration } from "./fixtures";
import { toastWith } from "./editor-support";
import { DISPLAY_COOKIE, serializeDisplayCookie } from "@/lib/accessibility/display-cookie";
import { applyDyslexiaFriendlyPreset, type AccessibilityProfile } from "@/lib/accessibility/profile";
import {
  computed,
  DEFAULT_PROFILE,
  hasFocusIndicator,
  openTab,
  openToolbar,
  readStoredProfile,
  storeProfile,
  waitForProfileApplied,
} from "./accessibility-helpers";

const HERO = "main p";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await waitForProfileApplied(page);
});

test("every display setting changes the page's computed styles at once, and survives a reload", async ({ page }) => {
  const panel = await openToolbar(page);

  // Font: OpenDyslexic is self-hosted and actually loads.
  await panel.getByRole("radio", { name: /OpenDyslexic/ }).check();
  await expect(page.locator("html")).toHaveAttribute("data-a11y-font", "opendyslexic");
  expect(await computed(page, HERO, "font-family")).toMatch(/opendyslexic/i);
  expect(await computed(page, "h1", "font-family")).toMatch(/opendyslexic/i);
  // Each font choice is still shown in its own font.
  await expect(panel.getByRole("radio", { name: /Verdana/ }).locator("xpath=..").locator("[data-a11y-font-preview]")).toHaveCSS("font-family", /Verdana/);
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((f) => /opendyslexic/i.test(f.family) && f.status === "loaded"))))
    .toBe(true);

  // Size: to the largest value with the buttons; rem-based sizes grow with it.
  const larger = panel.getByRole("button", { name: "Larger text size" });
  while (await larger.isEnabled()) await larger.click();
  await expect(panel.getByRole("slider", { name: "Text size" })).toHaveAttribute("aria-valuenow", "24");
  expect(await computed(page, "html", "font-size")).toBe("24px");
  expect(await computed(page, "body", "font-size")).toBe("24px");
  expect(await computed(page, HERO, "font-size")).toBe("30px"); // text-xl = 1.25rem

  // Line, letter and word spacing: to the largest values with the keyboard on the sliders.
  for (const name of ["Line spacing", "Letter spacing", "Word spacing"]) {
    await panel.getByRole("slider", { name }).focus();
    await page.keyboard.press("End");
  }
  expect(await computed(page, HERO, "line-height")).toBe("60px"); // 2 x 30px, over the component's leading-relaxed
  expect(await computed(page, HERO, "letter-spacing")).toBe("6px"); // 0.2em
  expect(await computed(page, HERO, "word-spacing")).toBe("12px"); // 0.4em
  expect(await computed(page, "h1", "letter-spacing")).not.toBe("normal");

  // Nothing is cut off or pushes the page sideways at the largest values (WCAG 1.4.12).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Colour scheme buttons: the whole page, cards included, follows.
  await panel.getByRole("button", { name: "Cream Background" }).click();
  await expect(panel.getByRole("button", { name: "Cream Background" })).toHaveAttribute("aria-pressed", "true");
  expect(await computed(page, "html", "background-color")).toBe("rgb(253, 246, 227)");
  expect(await computed(page, "body", "color")).toBe("rgb(31, 31, 31)");
  await panel.getByRole("button", { name: "High Contrast" }).click();
  expect(await computed(page, "html", "background-color")).toBe("rgb(0, 0, 0)");
  expect(await computed(page, "h1", "color")).toBe("rgb(255, 255, 255)");

  // Contrast modes.
  await panel.getByRole("radio", { name: /High contrast/ }).check();
  expect(await computed(page, "html", "filter")).toBe("contrast(1.5)");
  await panel.getByRole("radio", { name: /Reverse/ }).check();
  expect(await computed(page, "html", "filter")).toBe("invert(1) hue-rotate(180deg)");

  // Everything was saved, and comes back after a reload.
  expect(await readStoredProfile(page)).toMatchObject({
    preferredFont: "opendyslexic",
    fontSize: 24,
    lineHeight: 2,
    letterSpacing: 0.2,
    wordSpacing: 0.4,
    backgroundColor: "#000000",
    textColor: "#ffffff",
    contrastMode: "reverse",
  });
  await page.keyboard.press("Escape");
  await page.reload();
  await waitForProfileApplied(page, "reverse");
  expect(await computed(page, "body", "font-size")).toBe("24px");
  expect(await computed(page, HERO, "line-height")).toBe("60px");
  expect(await computed(page, "html", "background-color")).toBe("rgb(0, 0, 0)");

  // The floating button stays fixed on screen in the filtered (reversed) page.
  await page.mouse.wheel(0, 2000);
  const box = await page.getByTestId("a11y-toolbar-button").boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.y).toBeGreaterThan(viewport.height / 2);

  // The Default scheme returns to the app's own palette.
  const again = await openToolbar(page);
  await again.getByRole("button", { name: "Default", exact: true }).click();
  await again.getByRole("radio", { name: /Normal/ }).check();
  expect(await computed(page, "html", "background-color")).toBe("rgb(255, 253, 247)");
  expect(await computed(page, "html", "filter")).toBe("none");
});

/** Cream paper and one step larger text, chosen in the toolbar and applied. */
async function chooseCreamAndLargerText(page: Page) {
  const panel = await openToolbar(page);
  await panel.getByRole("button", { name: "Cream Background" }).click();
  await panel.getByRole("button", { name: "Larger text size" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-a11y-scheme", "cream");
  await expect(page.locator("html")).toHaveAttribute("data-a11y-custom", /larger-text/);
}

/** Reloads with none of Next's scripts (the page never hydrates) and expects cream paper and larger text. */
async function expectCreamAndLargerTextWithoutAppScripts(page: Page) {
  await page.route("**/_next/static/**", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-a11y-scheme", "cream");
  expect(await computed(page, "html", "background-color")).toBe("rgb(253, 246, 227)");
  expect(await computed(page, "body", "font-size")).toBe("17px");
}

test("a saved copy with no cookie yet (saved before the server drew the settings) applies before the app's JavaScript runs", async ({ page, context }) => {
  await chooseCreamAndLargerText(page);
  // The server now draws the defaults: only the boot script can put the settings back.
  await context.clearCookies({ name: DISPLAY_COOKIE });
  await expectCreamAndLargerTextWithoutAppScripts(page);
});

test("the server draws the page in the last display settings, with nothing in this browser's storage and none of the app's scripts", async ({ page }) => {
  await chooseCreamAndLargerText(page);
  // The boot script finds nothing to apply: only the server can draw the settings now.
  await page.evaluate(() => localStorage.clear());
  await expectCreamAndLargerTextWithoutAppScripts(page);
});

/**
 * Every change to <html>'s look after the page arrived, recorded from the first script on. Only a
 * value that differs counts: the boot script rewrites the same values before the first paint.
 */
async function recordRestyles(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { restyles: string[] }).restyles = changes;
    const comparable = (name: string, value: string | null) => {
      if (name !== "style" || value === null) return value;
      const probe = document.createElement("div"); // the same declarations, however they were written
      probe.setAttribute("style", value);
      return probe.style.cssText;
    };
    new MutationObserver((records) => {
      const before = new Map<string, string | null>();
      for (const r of records) if (r.target === document.documentElement && !before.has(r.attributeName!)) before.set(r.attributeName!, r.oldValue);
      for (const [name, old] of before) {
        const now = document.documentElement.getAttribute(name);
        if (comparable(name, old) !== comparable(name, now)) changes.push(`${name}: ${old} -> ${now}`);
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ["style", "data-a11y-scheme", "data-a11y-theme", "data-a11y-font", "data-contrast", "data-a11y-custom"],
    });
  });
  return () => page.evaluate(() => (window as unknown as { restyles: string[] }).restyles);
}

/** The page as the reader sees `profile`: paper, text size and font, the contrast mode. */
async function expectDrawnIn(page: Page, profile: AccessibilityProfile) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-a11y-font", profile.preferredFont);
  await expect(html).toHaveAttribute("data-contrast", profile.contrastMode);
  expect(await computed(page, "html", "--a11y-bg")).toBe(profile.backgroundColor);
  expect(await computed(page, "body", "font-size")).toBe(`${profile.fontSize}px`);
}

// Storage cleared, or another browser profile sharing the cookies: the cookie is all that is left.
for (const [name, profile] of [
  ["cream paper and 18px text", { ...DEFAULT_PROFILE, backgroundColor: "#fdf6e3", textColor: "#1f1f1f", fontSize: 18 }],
  ["the dyslexia-friendly preset with OpenDyslexic and high contrast", { ...applyDyslexiaFriendlyPreset(DEFAULT_PROFILE), preferredFont: "opendyslexic", contrastMode: "high" }],
] as const satisfies readonly (readonly [string, AccessibilityProfile])[]) {
  test(`a browser with the settings cookie but no saved copy keeps ${name}, and a change then survives a reload`, async ({ page, context, baseURL }) => {
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    const value = serializeDisplayCookie(profile)!;
    await context.addCookies([{ name: DISPLAY_COOKIE, value, url: baseURL }]);
    const restyles = await recordRestyles(page);
    await page.goto("/");
    await waitForHydration(page);
    await waitForProfileApplied(page, profile.contrastMode);
    await expectDrawnIn(page, profile);
    // drawn once by the server: the app changed nothing the reader sees (no flash back to the defaults)
    expect(await restyles()).toEqual([]);
    // the toolbar shows the same settings, which are now saved in this browser, and the cookie stays
    const panel = await openToolbar(page);
    await expect(panel.getByRole("slider", { name: "Text size" })).toHaveAttribute("aria-valuenow", String(profile.fontSize));
    await openTab(page, "Settings");
    await expect(panel.getByRole("switch", { name: "Dyslexia-friendly mode" })).toHaveAttribute("aria-checked", String(profile.dyslexiaFriendly));
    expect(await readStoredProfile(page)).toMatchObject(profile);
    expect((await context.cookies()).find((c) => c.name === DISPLAY_COOKIE)?.value).toBe(value);

    // one step larger, then a reload: drawn at once in the new size, still with nothing restyled
    await openTab(page, "Display");
    await panel.getByRole("button", { name: "Larger text size" }).click();
    await expect(page.locator("html")).toHaveAttribute("style", new RegExp(`--a11y-font-size:\\s*${profile.fontSize + 1}px`));
    expect(await restyles()).toContainEqual(expect.stringMatching(/^style: /)); // the recorder sees a real change
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForHydration(page);
    await waitForProfileApplied(page, profile.contrastMode);
    await expectDrawnIn(page, { ...profile, fontSize: profile.fontSize + 1 });
    expect(await restyles()).toEqual([]);
  });
}

test("keyboard only: open, move between tabs, change a setting, stay trapped, close with Escape", async ({ page }) => {
  // From the top of the page: the skip link, then the toolbar button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const button = page.getByTestId("a11y-toolbar-button");
  await expect(button).toBeFocused();
  expect(await hasFocusIndicator(page)).toBe(true);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Accessibility" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("tab", { name: "Display" })).toBeFocused();

  // Arrow keys move between tabs (and show them).
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("tab", { name: "Reading" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(panel.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(panel.getByRole("tab", { name: "Display" })).toHaveAttribute("aria-selected", "true");

  // Into the panel: the font radios answer to the arrow keys.
  await page.keyboard.press("Tab"); // the tab panel
  await page.keyboard.press("Tab"); // the checked font radio
  await expect(panel.getByRole("radio", { name: /^Default/ })).toBeFocused();
  expect(await hasFocusIndicator(page)).toBe(true);
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("html")).toHaveAttribute("data-a11y-font", "verdana");

  // On to the text size buttons, every stop with a visible focus indicator.
  for (let i = 0; i < 10 && !(await panel.getByRole("button", { name: "Larger text size" }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
    expect(await hasFocusIndicator(page)).toBe(true);
  }
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("slider", { name: "Text size" })).toHaveAttribute("aria-valuenow", "17");

  // Focus never leaves the panel while it is open.
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test("export, reset and import the settings file", async ({ page }) => {
  const panel = await openToolbar(page);
  await panel.getByRole("button", { name: "Green Paper" }).click();
  await panel.getByRole("button", { name: "Larger text size" }).click();
  await panel.getByRole("radio", { name: /Arial/ }).check();
  await openTab(page, "Settings");

  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Export settings" }).click()]);
  expect(download.suggestedFilename()).toBe("accessibility-settings.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported).toEqual({ ...DEFAULT_PROFILE, preferredFont: "arial", fontSize: 17, backgroundColor: "#e8f3e0", textColor: "#1b2e1b" });

  await panel.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(toastWith(page, "Settings Reset")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-a11y-scheme", "default");
  expect(await computed(page, "body", "font-size")).toBe("16px");

  const importFile = async (name: string, text: string) => {
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), panel.getByRole("button", { name: "Import settings" }).click()]);
    await chooser.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
  };

  await importFile("accessibility-settings.json", JSON.stringify(exported));
  await expect(toastWith(page, "Settings Imported")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-a11y-scheme", "green-paper");
  expect(await computed(page, "body", "font-size")).toBe("17px");
  expect(await readStoredProfile(page)).toMatchObject(exported);

  await importFile("broken.json", "{ this is not json");
  await expect(toastWith(page, "Import Failed")).toBeVisible();
  await expect(page.getByText("Could not import settings. Please check the file format.")).toBeVisible();
  expect(await computed(page, "body", "font-size")).toBe("17px");

  // Valid JSON with values out of range: clamped, not broken.
  await importFile("odd.json", JSON.stringify({ fontSize: 400, lineHeight: -3, readingSpeed: "fast", contrastMode: "reverse" }));
  await expect(toastWith(page, "Settings Imported")).toBeVisible();
  expect(await computed(page, "body", "font-size")).toBe("24px");
  expect(await readStoredProfile(page)).toMatchObject({ fontSize: 24, lineHeight: 1.2, readingSpeed: 200, contrastMode: "reverse" });
});

test("the dyslexia-friendly switch applies the preset and undoes it", async ({ page }) => {
  const panel = await openToolbar(page);
  await openTab(page, "Settings");
  const toggle = panel.getByRole("switch", { name: "Dyslexia-friendly mode" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  expect(await computed(page, "html", "background-color")).toBe("rgb(253, 246, 227)");
  expect(await computed(page, "body", "font-size")).toBe("18px");
  expect(await computed(page, "body", "font-family")).toMatch(/Verdana/);
  expect(await computed(page, HERO, "word-spacing")).not.toBe("0px");
  await toggle.click();
  expect(await computed(page, "html", "background-color")).toBe("rgb(255, 253, 247)");
  expect(await computed(page, "body", "font-size")).toBe("16px");
});

test("a bad stored profile is ignored", async ({ page }) => {
  await page.evaluate(() => localStorage.setItem("accessibility-profile", "{not json"));
  await page.reload();
  await waitForProfileApplied(page);
  expect(await computed(page, "body", "font-size")).toBe("16px");
  await expect(page.getByTestId("a11y-toolbar-button")).toBeVisible();
});

test("the panel passes axe on every tab, in the default and the largest high-contrast look", async ({ page }) => {
  for (const profile of [null, { ...DEFAULT_PROFILE, fontSize: 24, lineHeight: 2, letterSpacing: 0.2, wordSpacing: 0.4, backgroundColor: "#000000", textColor: "#ffffff" }]) {
    await storeProfile(page, profile);
    await page.reload();
    await waitForHydration(page);
    const panel = await openToolbar(page);
    for (const tab of ["Display", "Reading", "Analysis", "Settings"] as const) {
      await openTab(page, tab);
      if (tab === "Analysis") {
        await panel.getByLabel("Text to check").fill("The report was written by the team. It was long and it was read by everyone in the big office today.");
        await expect(panel.getByTestId("a11y-readability")).toBeVisible();
      }
      await expectNoA11yViolations(page);
    }
    await page.keyboard.press("Escape");
  }
});

test("at phone width with the largest settings, the page and the panel reflow without sideways scrolling", async ({ page }) => {
  // 480px at the largest size (150%) is WCAG 1.4.10's 320 CSS pixels.
  await page.setViewportSize({ width: 480, height: 800 });
  await storeProfile(page, { ...DEFAULT_PROFILE, fontSize: 24, lineHeight: 2, letterSpacing: 0.2, wordSpacing: 0.4, preferredFont: "opendyslexic" });
  await page.reload();
  await waitForHydration(page);
  await waitForProfileApplied(page);
  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideways()).toBe(true);
  // The button keeps its name when its words are hidden for lack of room.
  await expect(page.getByRole("button", { name: "Accessibility" })).toBeVisible();
  const panel = await openToolbar(page);
  for (const tab of ["Display", "Reading", "Analysis", "Settings"] as const) {
    await openTab(page, tab);
    const fits = await panel.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= 0 && r.right <= window.innerWidth + 0.5 && el.scrollWidth <= el.clientWidth + 1;
    });
    expect(fits, `${tab} tab fits the screen`).toBe(true);
  }
  await expectNoA11yViolations(page);
});

// The button is drawn at the bottom right (docked at the top right on a phone) but comes second in
// the Tab order, after the skip link, at every width: on a narrow window it was the last stop,
// after the whole editor and footer.
async function expectButtonSecondInTabOrder(page: Page, size: { width: number; height: number }) {
  // the skip link is the page's first Tab stop (the editor may have put the focus in its text)
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  await page.keyboard.press("Tab");
  const button = page.getByTestId("a11y-toolbar-button");
  await expect(button).toBeFocused();
  expect(await hasFocusIndicator(page)).toBe(true);
  const box = (await button.boundingBox())!;
  expect(size.width - (box.x + box.width)).toBeLessThan(24); // at the right edge
  if (size.width < 768) expect(box.y).toBeLessThan(24); // docked in the header
  else expect(size.height - (box.y + box.height)).toBeLessThan(24); // floating at the bottom
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Accessibility" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  // and on from there into the page's own header
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("header")))).toBe(true);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width} px the Accessibility button is the Tab stop after the skip link, where it is drawn`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.reload(); // the landing page, signed out
    await waitForHydration(page);
    await expectButtonSecondInTabOrder(page, size);
    await signUpAndSignIn(page);
    await page.goto("/editor");
    await waitForHydration(page);
    await expectButtonSecondInTabOrder(page, size);
    await expectNoA11yViolations(page);
  });
}

import axe from "axe-core";
import type { Locator, Page } from "@playwright/test";
import { axeFor, test, signedInTest, expect, waitForHydration, waitForSettledMotion, WCAG_TAGS } from "./fixtures";
import { DEFAULT_PROFILE, focusedElement, MODES, profileInitScript, waitForProfileApplied, type ModeName } from "./accessibility-helpers";
import { SCREENS, type Screen } from "./screens";

// The accessibility matrix: every screen in tests/e2e/screens.ts, in each display mode
// (default, high contrast, reverse, largest text and spacing), must pass axe (WCAG 2.0-2.2 A/AA
// plus the heading and landmark rules), keep targets at least 24x24 px, and (default mode)
// show a focus indicator on every keyboard stop. Add a screen to screens.ts and it joins.
// One test per screen, one page load per mode (a step each): the mode's profile is set by an init
// script before the app's scripts run. Signed-in screens share one account per worker (signedInTest);
// every mode sets its profile explicitly (the default one too), so a profile synced to that
// account by an earlier test can never win over the mode under test.
// The high-contrast pass also runs 320 CSS px wide (WCAG 1.4.10: a phone, or 400% zoom), where
// nothing may scroll sideways or be cut off, and then opens the screen's main dialog (screens.ts)
// and checks the page again with it open: more checks on the same page load, not more loads.
// The largest-text pass (OpenDyslexic, the widest typeface) is checked again at a phone's width
// (375 px), on the same page load: nothing cut off, no word split inside itself in a heading, a control
// or a card ("Acces/sibilit/y", "Use Templat/e"),
// and no floating control (the accessibility button) over any text, at the top and the end of the page.

/** The mode whose pass also runs narrow and opens the main dialog. */
const NARROW_MODE: ModeName = "high contrast";
const NARROW = { width: 320, height: 720 };
const PHONE = { width: 375, height: 812 };

const STRUCTURE_RULES = ["page-has-heading-one", "heading-order", "landmark-one-main", "landmark-unique", "region", "skip-link"];

/**
 * The order the modes are checked in on one page: the narrow pass last, since the dialog it opens
 * can leave something behind (the editor's Download needs text, which stays as a draft).
 */
const MODE_ORDER = (Object.keys(MODES) as ModeName[]).sort((a, b) => Number(a === NARROW_MODE) - Number(b === NARROW_MODE));
const WIDE = { width: 1280, height: 900 };

// One test per screen: each mode is a step with a page load of its own, in the same browser
// context, so the app's scripts come from its cache instead of being fetched and compiled anew for
// every mode (a fresh context per mode cost most of the matrix's browser time).
for (const screen of SCREENS) {
  const screenTest = screen.signedIn ? signedInTest : test;
  screenTest(`${screen.name} (${screen.path}) passes the accessibility matrix in every mode`, async ({ page }) => {
    // four page loads and their checks; each used to have the whole default test time
    screenTest.setTimeout(MODE_ORDER.length * 90_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const mode of MODE_ORDER) {
      const narrow = mode === NARROW_MODE;
      const title = narrow ? `${mode}, ${NARROW.width} px wide${screen.dialog ? ", then with its main dialog open" : ""}` : mode;
      await screenTest.step(title, async () => {
        await page.setViewportSize(narrow ? NARROW : WIDE);
        await loadInMode(page, screen, mode);
        await expectAxeClean(page, title, { structure: mode === "default" });
        await expectTargetsAtLeast24px(page, title);
        if (narrow || mode === "largest text and spacing") await expectNothingCutOff(page);
        if (mode === "largest text and spacing") {
          // the largest text on a phone too: nothing runs off the side (the header's Menu did),
          // no word breaks inside itself (headings, controls, cards), and nothing floats over the text
          await expectFirstFrameFits(page, PHONE);
          await expectNothingCutOff(page);
          await expectWordsWhole(page);
          await expectNothingFloatsOverText(page);
        }
        if (mode === "default") {
          await expectNoRunningMotion(page);
          await expectVisibleFocusOnEveryStop(page);
        }
        if (narrow && screen.dialog) await expectDialogPasses(page, await screen.dialog(page), `${title}: dialog open`);
      });
    }
  });
}

async function loadInMode(page: Page, screen: Screen, mode: ModeName) {
  const profile = MODES[mode];
  await profileInitScript(page, profile ?? (screen.signedIn ? DEFAULT_PROFILE : null));
  const response = await page.goto(screen.path);
  // A signed-in screen resolves inside the app's shell (no redirect to sign in, no error page).
  if (screen.signedIn) {
    expect(response?.status(), screen.path).toBe(200);
    expect(new URL(page.url()).pathname, screen.path).toBe(screen.path);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
  await waitForHydration(page);
  await waitForProfileApplied(page, profile?.contrastMode ?? "normal");
  if (profile) await expect(page.locator("html")).toHaveAttribute("style", /--a11y-font-size/);
  await screen.ready?.(page);
}

// The rules axe runs for the WCAG tags (what `withTags(WCAG_TAGS)` selects: not experimental, not deprecated).
const WCAG_RULES = axe
  .getRules(WCAG_TAGS)
  .filter((rule) => !rule.tags.includes("experimental") && !rule.tags.includes("deprecated"))
  .map((rule) => rule.ruleId);

/** WCAG 2.0-2.2 A/AA; in one mode also headings and landmarks (they do not change with the look). One axe run. */
async function expectAxeClean(page: Page, mode: string, { structure }: { structure: boolean }) {
  const rules = structure ? [...new Set([...WCAG_RULES, ...STRUCTURE_RULES])] : WCAG_RULES;
  await waitForSettledMotion(page);
  const { violations } = await axeFor(page).withRules(rules).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n    ")}`,
  );
  expect(summary, `[${mode}] axe found:\n${summary.join("\n")}`).toEqual([]);
}

/** With the dialog open: axe clean, the dialog within the window, focus inside a modal one, targets big enough. */
async function expectDialogPasses(page: Page, dialog: Locator, label: string) {
  const role = await dialog.getAttribute("role");
  if (role === "dialog") await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), `${label}: focus moves into it`).toBe(true);
  await expectAxeClean(page, label, { structure: false });
  await expectTargetsAtLeast24px(page, label);
  const box = (await dialog.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x >= -1 && box.x + box.width <= width + 1, `${label}: the dialog (${Math.round(box.x)} to ${Math.round(box.x + box.width)} px) fits the ${width} px window`).toBe(true);
  await expectNothingCutOff(page);
}

/** WCAG 2.5.8: controls (not links inside a sentence) are at least 24 by 24 CSS pixels. */
async function expectTargetsAtLeast24px(page: Page, mode: string) {
  const small = await page.evaluate(() => {
    const selector =
      "button, input:not([type=hidden]), select, textarea, summary, a[href], [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], [role=slider], [role=menuitem], [role=link]";
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden (sr-only) and invisible controls are not pointer targets.
      if (rect.width <= 2 || rect.height <= 2 || style.visibility === "hidden" || style.opacity === "0" || el.closest("[aria-hidden=true], [inert]")) continue;
      // Inline links in running text are exempt (the spec's "inline" exception).
      if (el.tagName === "A" && style.display === "inline" && el.parentElement && el.parentElement.textContent!.trim() !== el.textContent!.trim()) continue;
      // A radio or checkbox whose label is the (larger) target.
      const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
      const labelBox = label && el.tagName === "INPUT" ? label.getBoundingClientRect() : null;
      const box = labelBox && labelBox.width * labelBox.height > rect.width * rect.height ? labelBox : rect;
      if (box.width < 23.5 || box.height < 23.5) {
        out.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return out;
  });
  expect(small, `[${mode}] targets smaller than 24x24 px:\n${small.join("\n")}`).toEqual([]);
}

/** WCAG 1.4.10/1.4.12: at the largest text and spacing, no sideways scrolling and no clipped text. */
async function expectNothingCutOff(page: Page) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window)`);
    }
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(el);
      const clips = [style.overflowX, style.overflowY].some((o) => o === "hidden" || o === "clip");
      if (!clips || !el.textContent?.trim()) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue; // visually hidden text (sr-only)
      if (style.position === "absolute" && (style.clip !== "auto" || style.clipPath.startsWith("inset(50%"))) continue; // sr-only
      const cutX = style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 2;
      const cutY = style.overflowY !== "visible" && el.scrollHeight > el.clientHeight + 2;
      if (cutX || cutY) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`;
        out.push(`${name} cuts off its text ("${el.textContent.trim().slice(0, 40)}")`);
      }
    }
    // A select shows its chosen text on one line unless it may wrap (the customisable select):
    // the text, set in the select's own type, must then fit beside the arrow.
    for (const select of document.body.querySelectorAll("select")) {
      const style = getComputedStyle(select);
      const text = select.selectedOptions[0]?.textContent?.trim();
      const rect = select.getBoundingClientRect();
      if (!text || rect.width <= 2 || (style.appearance === "base-select" && style.whiteSpace !== "nowrap")) continue;
      const probe = document.createElement("span");
      probe.textContent = text;
      Object.assign(probe.style, {
        position: "absolute",
        visibility: "hidden",
        whiteSpace: "pre",
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontStyle: style.fontStyle,
        letterSpacing: style.letterSpacing,
        wordSpacing: style.wordSpacing,
      });
      document.body.append(probe);
      const textWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // the arrow
      if (textWidth > room + 1) out.push(`select#${select.id} cuts off its chosen text ("${text}": ${Math.round(textWidth)} px in ${Math.round(room)} px)`);
    }
    return out;
  });
  expect(problems, problems.join("\n")).toEqual([]);
}

/**
 * Turns the window to `size` (a phone held upright, a window narrowed) and checks the first frame
 * drawn at the new width: it is no wider than the window. Every pass runs with reduced motion, where
 * a 0.01 ms transition on every property once eased each size from its old value, so the frame
 * after the turn still had the wide screen's type (the task templates 432 px wide in a 375 px window).
 */
async function expectFirstFrameFits(page: Page, size: { width: number; height: number }) {
  // a promise kept on the page (returned, the call would wait for it)
  await page.evaluate((width) => {
    (window as unknown as { firstFrameAtWidth: Promise<string> }).firstFrameAtWidth = new Promise<string>((resolve) => {
      const tick = () => {
        if (window.innerWidth !== width) return requestAnimationFrame(tick);
        const pageWidth = document.documentElement.scrollWidth;
        resolve(pageWidth > width + 1 ? `the first frame at ${width} px is ${pageWidth}px wide` : "fits");
      };
      requestAnimationFrame(tick);
    });
  }, size.width);
  await page.setViewportSize(size);
  expect(await page.evaluate(() => (window as unknown as { firstFrameAtWidth: Promise<string> }).firstFrameAtWidth)).toBe("fits");
}

/** prefers-reduced-motion: nothing keeps animating. */
async function expectNoRunningMotion(page: Page) {
  const moving = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === "running")
      .filter((a) => {
        const timing = a.effect?.getComputedTiming();
        return Number(timing?.duration ?? 0) > 1 || timing?.iterations === Infinity;
      })
      .map((a) => (a as CSSAnimation).animationName ?? a.id ?? "animation"),
  );
  expect(moving, `animations running under prefers-reduced-motion: ${moving.join(", ")}`).toEqual([]);
}

/** Tab through the page: every stop shows a focus indicator, and the toolbar button is reached. */
async function expectVisibleFocusOnEveryStop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const missing: string[] = [];
  let reachedToolbar = false;
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const focused = await focusedElement(page);
    if (!focused || seen.has(focused.id)) break;
    seen.add(focused.id);
    if (focused.id.includes("Accessibility")) reachedToolbar = true;
    if (!focused.indicator) missing.push(focused.id.split("|").slice(0, 3).join(" "));
  }
  expect(missing, `no visible focus indicator on:\n${missing.join("\n")}`).toEqual([]);
  if (seen.size < 60) expect(reachedToolbar, "the accessibility toolbar button is reachable by Tab").toBe(true);
}

/**
 * Headings, controls (buttons, links, tabs), form labels and the text of cards and list items wrap only between
 * words: no word of theirs is split over two lines ("Use Templat/e", "organisatio/n").
 */
async function expectWordsWhole(page: Page) {
  // measured once the page's fonts have loaded and laid out at the new width
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
  const broken = await page.evaluate(() => {
    const out: string[] = [];
    const WHOLE = "h1, h2, h3, h4, h5, h6, [role=heading], button, a, [role=button], [role=tab], label, li, [data-testid$=card]";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const holder = parent?.closest<HTMLElement>(WHOLE);
      if (!parent || !holder || parent.closest("[aria-hidden=true], .sr-only, textarea, [contenteditable=true], .reading-text, script, style")) continue;
      // shown (not in a closed menu), and words rather than an address or a code (break-all)
      if (!parent.checkVisibility({ visibilityProperty: true }) || getComputedStyle(parent).wordBreak === "break-all") continue;
      for (const word of node.textContent!.matchAll(/[\p{L}\p{N}'’]+/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        // a box more than half a line below the one before is on a new line (boxes of one line can
        // differ by a pixel or two, with the glyphs they hold)
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((x, y) => x.top - y.top);
        let lines = boxes.length ? 1 : 0;
        for (let i = 1; i < boxes.length; i++) if (boxes[i].top - boxes[i - 1].top > boxes[i - 1].height / 2) lines++;
        if (lines > 1) out.push(`"${word[0]}" in ${holder.tagName.toLowerCase()} "${holder.textContent!.trim().replace(/\s+/g, " ").slice(0, 60)}" is split over ${lines} lines`);
      }
    }
    return out;
  });
  expect(broken, broken.join("\n")).toEqual([]);
}

/** No fixed, sticky or docked control (the accessibility button, a toast) lies over text, at the top of the page and at its end. */
async function expectNothingFloatsOverText(page: Page) {
  const covered: string[] = [];
  for (const at of ["top", "end"] as const) {
    covered.push(
      ...(await page.evaluate((where) => {
        window.scrollTo(0, where === "top" ? 0 : document.documentElement.scrollHeight);
        const floating = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => {
          const position = getComputedStyle(el).position;
          if (position !== "fixed" && position !== "sticky" && !el.matches("[data-a11y-toolbar]")) return false;
          const box = el.getBoundingClientRect();
          return box.width > 2 && box.height > 2 && !el.closest("[role=dialog], [data-radix-popper-content-wrapper]");
        });
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent!.trim() || !parent || parent.closest(".sr-only, [aria-hidden=true], script, style")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          for (const el of floating) {
            if (el.contains(node)) continue;
            const box = el.getBoundingClientRect();
            if (rects.some((r) => r.left < box.right - 1 && box.left < r.right - 1 && r.top < box.bottom - 1 && box.top < r.bottom - 1)) {
              const name = el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? el.tagName.toLowerCase();
              out.push(`at the ${where} of the page, ${name} covers "${node.textContent!.trim().slice(0, 40)}"`);
            }
          }
        }
        return out;
      }, at)),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(covered, covered.join("\n")).toEqual([]);
}

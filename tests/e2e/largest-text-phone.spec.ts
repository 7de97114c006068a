import type { Locator, Page } from "@playwright/test";
import { signedInTest as test, expect, installFakeSpeech, newestToast } from "./fixtures";
import { openEditor, say, textArea } from "./editor-support";
import { MODES, profileInitScript, waitForProfileShown } from "./accessibility-helpers";
import { liveTranscript } from "./voice-tools-support";
import { DEFAULT_PROFILE } from "@/lib/accessibility/profile";

// The largest text (24 px, OpenDyslexic, widest spacing) on a 375 px phone, where a person
// writes: the editor holds at least eight lines, the accessibility button sits in the header
// instead of over the text, and a toast never covers the words being written or the live
// transcript. Each test keeps a screenshot of the screen (test-results) for a person to look at.

const PHONE = { width: 375, height: 812 };
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function atLargestTextOnAPhone(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" }); // toasts in their place at once, not sliding in
  await page.setViewportSize(PHONE);
  await profileInitScript(page, MODES["largest text and spacing"]);
  await installFakeSpeech(page);
}

/** Each page load is first drawn in the default look: measure once the largest text is shown. */
const largestTextShown = (page: Page) => waitForProfileShown(page, MODES["largest text and spacing"]);

/** Where the text of `what` is drawn: its box without border and padding. */
async function textBoxOf(what: Locator): Promise<Box | null> {
  return what
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const [top, right, bottom, left] = [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].map(parseFloat);
      const [pt, pr, pb, pl] = [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].map(parseFloat);
      return { x: r.x + left + pl, y: r.y + top + pt, width: r.width - left - right - pl - pr, height: r.height - top - bottom - pt - pb };
    })
    .catch(() => null);
}

/**
 * The toast on the screen now (one at a time) does not cover the text of `what`, which is whole
 * on the screen: at once, or once the page has scrolled it up (it does so when the toast lands).
 */
async function expectToastClearOf(page: Page, what: Locator, name: string) {
  const toast = newestToast(page);
  await expect(toast).toBeVisible();
  const label = (await toast.innerText()).replace(/\s+/g, " ");
  await expect
    .poll(async () => {
      const [toastBox, box] = [await toast.boundingBox(), await textBoxOf(what)];
      if (!box) return `${name} is not shown`;
      if (box.y < 0 || box.y + box.height > PHONE.height) return `${name} is not whole on the screen (${Math.round(box.y)} to ${Math.round(box.y + box.height)} px)`;
      return toastBox && overlaps(toastBox, box) ? `the toast "${label}" covers ${name}` : "clear";
    })
    .toBe("clear");
}

/** The accessibility button is in the page's header, clear of everything else in it. */
async function expectButtonDockedInHeader(page: Page) {
  const button = await boxOf(page.getByTestId("a11y-toolbar-button"));
  const header = await boxOf(page.getByRole("banner"));
  expect(button.y + button.height, "the button ends inside the header").toBeLessThanOrEqual(header.y + header.height);
  for (const item of await page.getByRole("banner").locator("a, button, summary").filter({ visible: true }).all()) {
    expect(overlaps(button, await boxOf(item)), `the button covers "${await item.innerText()}"`).toBe(false);
  }
}

// The largest text is saved to the worker's shared account (the profile follows the reader, and the
// newer copy wins): put the default look back on the account, stamped now, so the next spec in this
// worker does not start in the largest text.
test.afterEach(async ({ page }) => {
  const reset = await page.request.put("/api/accessibility/settings", { data: { profile: { ...DEFAULT_PROFILE }, updatedAt: new Date().toISOString() } });
  expect(reset.ok(), "the account's display settings are put back").toBe(true);
});

test("the editor: eight lines of text, the button in the header, and toasts clear of the writing", async ({ page }, testInfo) => {
  await atLargestTextOnAPhone(page);
  await openEditor(page);
  await largestTextShown(page);
  const lines = await textArea(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return (el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
  });
  expect(lines, "lines of text the editor shows").toBeGreaterThanOrEqual(8);
  await expectButtonDockedInHeader(page);

  await page.getByRole("button", { name: "Start Dictation" }).click();
  await expect(newestToast(page, "Listening...")).toBeVisible();
  await expectToastClearOf(page, textArea(page), "the text being written");
  await say(page, "we met on monday to plan the spring fair and agreed the budget");
  await expect(newestToast(page, "Voice captured")).toBeVisible();
  await expect(textArea(page)).toHaveValue(/we met on monday/i);
  await expectToastClearOf(page, textArea(page), "the text being written");
  await page.screenshot({ path: testInfo.outputPath("editor-largest-text-375.png") });
});

test("templates and meeting minutes: the button in the header, the live transcript clear of toasts", async ({ page }, testInfo) => {
  await atLargestTextOnAPhone(page);
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("template-card").first()).toBeVisible();
  await largestTextShown(page);
  await expectButtonDockedInHeader(page);
  await page.screenshot({ path: testInfo.outputPath("templates-largest-text-375.png"), fullPage: true });

  await page.goto("/meeting-minutes");
  await page.getByLabel("Meeting title").fill("Spring fair");
  await largestTextShown(page);
  await expectButtonDockedInHeader(page);
  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(newestToast(page, "Meeting recording started")).toBeVisible();
  await expectToastClearOf(page, liveTranscript(page), "the live transcript");
  await say(page, "we agreed the budget for the spring fair");
  await expect(liveTranscript(page)).toHaveText("we agreed the budget for the spring fair");
  const transcript = (await liveTranscript(page).boundingBox())!;
  expect(transcript.y + transcript.height, "the words appear on the screen").toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: testInfo.outputPath("meeting-minutes-largest-text-375.png") });
});

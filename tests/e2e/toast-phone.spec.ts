// On a phone (390x844) a toast that waits to be pressed (here "Add to My vocabulary" after a
// spelled word) stays over the bottom of the screen. It used to cover the editor's last control,
// Document Type, with no way to scroll it out from under the toast. Now the page keeps room for
// the toast under its end, a control reached by keyboard stops above it, its button has a line
// of its own (44 px tall), and Alt+T and the polite announcement are as before.
import type { Locator, Page } from "@playwright/test";
import { test, expect, installFakeSpeech, newestToast, signUpAndSignIn, waitForHydration } from "./fixtures";
import { openEditor, say } from "./editor-support";
import { MODES, profileInitScript, waitForProfileShown } from "./accessibility-helpers";

const PHONE = { width: 390, height: 844 };

test("a waiting toast on a phone leaves every editor control reachable, and is still announced and reached with Alt+T", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  // an account of its own: the shared one's accessibility settings change under other specs (largest text)
  await signUpAndSignIn(page);
  await page.setViewportSize(PHONE);
  await installFakeSpeech(page);
  await page.addInitScript(() => window.localStorage.setItem("saywrite:auto-fix-punctuation", "off"));
  await openEditor(page);
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await expect(page.getByRole("button", { name: "End Dictation" })).toBeVisible();
  await say(page, "spell mode");
  await say(page, "capital z o l t a n");
  await say(page, "stop spelling");
  const toast = newestToast(page, 'Spelled "Zoltan"');
  await expect(toast).toBeVisible();
  // announced by Sonner's polite region, named with its key
  const region = page.getByRole("region", { name: /Notifications alt\+T/i });
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region).toContainText('Spelled "Zoltan"');

  const add = toast.getByRole("button", { name: "Add to My vocabulary" });
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const toastTop = async () => (await toast.boundingBox())!.y;
  await expect.poll(async () => Math.round((await toastTop()) + (await toast.boundingBox())!.height)).toBeLessThanOrEqual(PHONE.height);

  // the page's last control, scrolled to the end, sits above the toast
  const documentType = page.getByRole("combobox", { name: /Document type/i });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await documentType.boundingBox())!.y + (await documentType.boundingBox())!.height).toBeLessThanOrEqual(await toastTop());
  await page.screenshot({ path: testInfo.outputPath("editor-390-waiting-toast-end.png") });

  // reached by keyboard from the top, it stops above the toast too
  await page.evaluate(() => window.scrollTo(0, 0));
  await documentType.focus();
  await expect.poll(async () => (await documentType.boundingBox())!.y + (await documentType.boundingBox())!.height).toBeLessThanOrEqual(await toastTop());
  await documentType.click(); // nothing in front of it

  // Alt+T reaches the toast; once it is closed the page gives its room back
  await page.keyboard.press("Escape");
  await page.keyboard.press("Alt+t");
  const inToaster = () => toast.evaluate((el) => el.closest("[data-sonner-toaster]")!.contains(document.activeElement));
  await expect.poll(inToaster).toBe(true);
  // A click out of the toast keeps the focus where it landed (Sonner sent it back to the control
  // focused before), and leaving by keyboard goes back to where the person was before Alt+T, not
  // to the page's last control (the one before the toaster in the Tab order).
  const text = page.locator("textarea").first();
  await text.click();
  await expect(text).toBeFocused();
  await page.keyboard.press("Alt+t");
  await expect.poll(inToaster).toBe(true);
  await page.keyboard.press("Shift+Tab");
  await expect(text).toBeFocused();
  await page.keyboard.press("Alt+t");
  await expect.poll(inToaster).toBe(true);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--toast-room"))).not.toBe("");
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--toast-room"))).toBe("");
});

// After End Meeting on a phone, "Meeting processed!" took the place of "Meeting recording started"
// over the Transcript card, both half faded in and out, and the words of the three showed through
// each other (the other recording tools' result toasts alike). A toast is opaque at every moment it is shown (it slides, it never fades), the
// control with the focus stays clear of it, and the end of the results can be scrolled above it.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Where `what` is now, or null when it is not on the page (a toast lives 5 s): never waits for it. */
const boxNow = (what: Locator) =>
  what.evaluateAll((els) => {
    const r = els[0]?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  });

/** Every frame in which a toast on the screen could be seen through (its opacity, or its background's, below 1). */
async function recordSeeThroughToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seeThroughToasts: string[] }).__seeThroughToasts = seen;
    const alpha = (color: string) => {
      const m = color.match(/rgba?\(([^)]+)\)/);
      const parts = m ? m[1].split(/[ ,/]+/).filter(Boolean) : [];
      return parts.length === 4 ? parseFloat(parts[3]) : 1;
    };
    const frame = () => {
      for (const toast of document.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
        const style = getComputedStyle(toast);
        const box = toast.getBoundingClientRect();
        if (style.visibility === "hidden" || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
        let opacity = 1;
        for (let el: Element | null = toast; el; el = el.parentElement) opacity *= parseFloat(getComputedStyle(el).opacity);
        if (opacity < 1 || alpha(style.backgroundColor) < 1) seen.push(`${toast.querySelector("[data-title]")?.textContent}: opacity ${opacity.toFixed(2)}, background ${style.backgroundColor}`);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { __seeThroughToasts: string[] }).__seeThroughToasts);
}

type ToolRun = {
  tool: string;
  path: string;
  setup: (page: Page) => Promise<void>;
  start: string;
  started: string;
  stop: string;
  done: string;
  /** The last button of its results. */
  last: string;
};
const MEETING: ToolRun = {
  tool: "meeting minutes",
  path: "/meeting-minutes",
  setup: (page) => page.getByLabel("Meeting title").fill("Weekly sync"),
  start: "Start Meeting",
  started: "Meeting recording started",
  stop: "End Meeting",
  done: "Meeting processed!",
  last: "New Meeting",
};
const LECTURE: ToolRun = {
  tool: "lecture notes",
  path: "/lecture-notes",
  setup: async (page) => {
    await page.getByLabel("Course title").fill("Physics");
    await page.getByLabel("Lecturer name").fill("Dr. Noether");
  },
  start: "Start Recording Lecture",
  started: "Recording started",
  stop: "Stop & Process",
  done: "Lecture processed!",
  last: "New Lecture",
};
const LEGAL: ToolRun = {
  tool: "legal dictation",
  path: "/legal-dictation",
  setup: async (page) => {
    await page.getByLabel("Case Number").fill("CV-2026-001");
    await page.getByLabel("Document Type").selectOption({ label: "Motion" });
  },
  start: "Start Secure Dictation",
  started: "Secure dictation started",
  stop: "Process Document",
  done: "Legal document processed",
  last: "New Document",
};

const RUNS = [
  { run: MEETING, screen: "390 px", size: PHONE, largest: false, reducedMotion: false },
  { run: MEETING, screen: "320 px", size: { width: 320, height: 640 }, largest: false, reducedMotion: false },
  { run: MEETING, screen: "390 px at the largest text, reduced motion", size: PHONE, largest: true, reducedMotion: true },
  { run: LECTURE, screen: "390 px", size: PHONE, largest: false, reducedMotion: false },
  { run: LEGAL, screen: "390 px", size: PHONE, largest: false, reducedMotion: false },
] as const;

for (const { run, screen, size, largest, reducedMotion } of RUNS) {
  test(`${run.tool} on a phone (${screen}): the "${run.done}" toast never lets the results show through it, nor hides the focus or the end of the page`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signUpAndSignIn(page);
    await page.setViewportSize(size);
    if (reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
    if (largest) await profileInitScript(page, MODES["largest text and spacing"]);
    await installFakeSpeech(page);
    const seeThrough = await recordSeeThroughToasts(page);
    await page.goto(run.path);
    await waitForHydration(page);
    if (largest) await waitForProfileShown(page, MODES["largest text and spacing"]);
    await run.setup(page);
    await page.getByRole("button", { name: run.start }).click();
    await expect(newestToast(page, run.started)).toBeVisible();
    await say(page, "we agreed the budget for the spring campaign and ana will send the updated budget to finance by friday");
    await say(page, "ben can you book the venue for the launch it is urgent and we will meet again next week to look at the posters");
    // pressed at once, while the first toast is still shown: the second takes its place
    await page.getByRole("button", { name: run.stop }).click();
    const done = newestToast(page, run.done);
    await expect(done).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("result-toast-arriving.png") });
    await done.hover(); // a pointer on it keeps it (Sonner pauses its 5 s), so what follows is measured with it there
    await expect.poll(async () => (await done.evaluate((el) => el.getAnimations().length))).toBe(0);
    await page.screenshot({ path: testInfo.outputPath("result-toast.png") });

    // the focused control is clear of the toast
    const focused = await page.evaluate(() => {
      const r = document.activeElement && document.activeElement !== document.body ? document.activeElement.getBoundingClientRect() : null;
      return r && { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    if (focused) expect(overlaps(focused, (await boxNow(done))!)).toBe(false);

    // the end of the results (their last button) scrolls above the toast
    const last = page.getByRole("button", { name: run.last, exact: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => {
      const [button, toastNow] = [await boxNow(last), await boxNow(done)];
      return button !== null && toastNow !== null && button.y + button.height <= toastNow.y;
    }).toBe(true);
    await page.screenshot({ path: testInfo.outputPath("result-toast-end.png") });

    // until it has gone (on its own, the pointer away from it), no frame showed a toast that could be seen through
    await page.mouse.move(0, 0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 30_000 });
    expect(await seeThrough()).toEqual([]);
  });
}

test("editor on a phone: a save's toast, and the next save's in its place, never let the text show through them nor cover the Save button", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  await page.setViewportSize(PHONE);
  const seeThrough = await recordSeeThroughToasts(page);
  await openEditor(page);
  const text = page.getByLabel("Document text");
  await text.fill("A first line for the letter.");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.click();
  await expect(newestToast(page, "Document saved")).toBeVisible();
  await text.fill("A first line for the letter. And a second one, saved at once.");
  await save.click();
  await expect(page.getByText("Unsaved changes", { exact: true })).toHaveCount(0);
  const saveBox = await boxNow(save);
  const toastBox = await boxNow(newestToast(page, "Document saved"));
  if (saveBox && toastBox) expect(overlaps(saveBox, toastBox)).toBe(false);
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 30_000 });
  expect(await seeThrough()).toEqual([]);
});

import type { Locator, Page } from "@playwright/test";
import { signedInTest as test, expect, newestToast } from "./fixtures";
import { openEditor, textArea } from "./editor-support";
import { DEFAULT_PROFILE, MODES, profileInitScript, waitForProfileShown } from "./accessibility-helpers";

// The text first, at every width: the writing area right under the header (on a phone its top in
// the first screen), Read it back and Proofread in the first screen of a laptop, and nothing
// floating over the writing: the accessibility button and the toasts never cover the text area
// or the badges under it.

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const floatingButton = (page: Page) => page.getByTestId("a11y-toolbar-button");
const badges = (page: Page) => page.getByTestId("type-badge");

async function expectNothingOverText(page: Page, what: string) {
  const text = await boxOf(textArea(page));
  const badge = await boxOf(badges(page));
  for (const [name, floating] of [
    ["the accessibility button", floatingButton(page)],
    ["the toast", newestToast(page)],
  ] as const) {
    // a toast may leave (5 s) between two reads on a busy machine: read its box once, or skip it
    const box = await floating.boundingBox({ timeout: 1000 }).catch(() => null);
    if (!box) continue;
    expect(overlaps(box, text), `${name} covers the text area (${what})`).toBe(false);
    expect(overlaps(box, badge), `${name} covers the badges (${what})`).toBe(false);
  }
}

for (const [width, height] of [
  [375, 812],
  [768, 1024],
  [1280, 800],
] as const) {
  test(`at ${width}x${height} the text comes first and nothing covers it`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // the default reading settings (the worker's account may carry another test's largest text)
    await profileInitScript(page, DEFAULT_PROFILE);
    await openEditor(page);
    const text = await boxOf(textArea(page));
    // the text area starts in the first screen, with room for several lines of writing there
    expect(text.y + 150, "the text area starts in the first screen").toBeLessThan(height);
    // the dictation button sits right above it
    const start = await boxOf(page.getByRole("button", { name: "Start Dictation" }));
    expect(start.y).toBeLessThan(text.y);
    if (width >= 1024) {
      // Read it back and Proofread are in the first screen, beside the text
      for (const tool of [page.getByRole("button", { name: "Read it back" }), page.getByRole("heading", { name: "Proofread" })]) {
        const box = await boxOf(tool);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      }
    }
    await expectNothingOverText(page, "on opening");

    // a toast (Fix Punctuation on an empty document says there is nothing to fix; on a phone it is
    // in the More menu)
    if (width < 640) await page.getByText("More", { exact: true }).click();
    await page.getByRole("button", { name: "Fix Punctuation" }).click();
    await expect(newestToast(page, "No content to enhance")).toBeVisible();
    await expectNothingOverText(page, "with a toast");

    // a long text scrolls inside the text area; the page scrolled to the tools below
    await textArea(page).fill("A sentence said aloud. ".repeat(400));
    await expectNothingOverText(page, "with a long text");
    await page.mouse.wheel(0, 600);
    await expectNothingOverText(page, "scrolled down");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// The empty text area's hint ("Click the microphone to start dictating") lies inside the text
// area, clear of the dictation button, on a short phone screen and at the largest text (where it
// runs to several lines); on a phone it takes the placeholder's place, which says the same.
for (const [width, height, mode] of [
  [375, 667, "default"],
  [375, 812, "largest text and spacing"],
  [1280, 800, "largest text and spacing"],
] as const) {
  test(`at ${width}x${height} (${mode}) the empty text area holds its hint whole`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await profileInitScript(page, mode === "default" ? DEFAULT_PROFILE : MODES[mode]);
    await openEditor(page);
    const hint = page.locator("#editor-empty-hint");
    await expect(hint).toContainText("Click the microphone to start dictating");
    // measured as the reader sees the page: in their text size and font, once it has arrived (the
    // profile applies after hydration, and the page relays out when it does and when the font
    // lands), and all in one frame, so no box is taken on the other side of a change
    await waitForProfileShown(page, mode === "default" ? DEFAULT_PROFILE : MODES[mode]);
    const { text, box, start, padding } = await page.evaluate(
      ([area, shown, button]) => {
        const rect = (el: Element) => {
          const { x, y, width, height } = el.getBoundingClientRect();
          return { x, y, width, height };
        };
        const style = getComputedStyle(area);
        return { text: rect(area), box: rect(shown), start: rect(button), padding: parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) };
      },
      [await textArea(page).elementHandle(), await hint.elementHandle(), await page.getByRole("button", { name: "Start Dictation" }).elementHandle()] as const,
    );
    expect(box.y, "the hint starts inside the text area").toBeGreaterThanOrEqual(text.y);
    expect(box.y + box.height, "the hint ends above the text area's padding").toBeLessThanOrEqual(text.y + text.height - padding + 1);
    expect(overlaps(box, start), "the hint is clear of the dictation button").toBe(false);
    const placeholderColor = await textArea(page).evaluate((el) => getComputedStyle(el, "::placeholder").color);
    if (width < 768) expect(placeholderColor, "on a phone the hint replaces the placeholder").toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    else expect(placeholderColor).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    // the first word typed takes the hint away
    await textArea(page).fill("Hello");
    await expect(hint).toHaveCount(0);
  });
}

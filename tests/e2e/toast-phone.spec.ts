// On a phone (390x844) a toast that waits to be pressed (here "Add to My vocabulary" after a
// spelled word) stays over the bottom of the screen. It used to cover the editor's last control,
// Document Type, with no way to scroll it out from under the toast. Now the page keeps room for
// the toast under its end, a control reached by keyboard stops above it, its button has a line
// of its own (44 px tall), and Alt+T and the polite announcement are as before.
import { test, expect, installFakeSpeech, newestToast, signUpAndSignIn } from "./fixtures";
import { openEditor, say } from "./editor-support";

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

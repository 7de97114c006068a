import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { expect, say, startAnyLecture } from "./voice-tools-support";
import { e2eBrowserPath } from "../support/chromium-path";

// The shared recorder's level meter is driven by the real microphone signal: Chromium's fake
// capture device (a steady beep) stands in for the microphone; without a microphone the meter
// says so instead of drawing made-up bars (voice-tools-recorder.spec.ts).

test.use({
  permissions: ["microphone"],
  launchOptions: {
    executablePath: e2eBrowserPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

test("40 bars follow the real input level every 100 ms, and stop with the microphone", async ({ page }) => {
  test.slow();
  await installFakeSpeech(page);
  await startAnyLecture(page);
  const meter = page.getByTestId("level-meter");
  await expect(meter).toBeVisible();
  await expect(meter.locator("span")).toHaveCount(40);
  // ten samples a second: the window of 40 fills in about four seconds
  await expect(meter).toHaveAttribute("data-bars", "40", { timeout: 10_000 });
  const heights = await meter.locator("span").evaluateAll((bars) => bars.map((b) => parseFloat((b as HTMLElement).style.height)));
  expect(Math.max(...heights)).toBeGreaterThan(4); // the beep is above silence
  await say(page, "Energy is conserved.");
  await page.getByRole("button", { name: "Stop microphone" }).click();
  await expect(page.getByTestId("recorder-status")).toContainText("Microphone is off");
  await expect(meter).toHaveCount(0);
  await page.getByRole("button", { name: "Stop & Process" }).click();
  await page.getByRole("button", { name: "New Lecture" }).click();
});

import { existsSync } from "node:fs";
import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { expect, say } from "./voice-tools-support";
import type { Page } from "@playwright/test";

// The shared recorder's level meter is driven by the real microphone signal: Chromium's fake
// capture device (a steady beep) stands in for the microphone; without a microphone the meter
// says so instead of drawing made-up bars.

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

async function startLecture(page: Page) {
  await page.goto("/lecture-notes");
  await page.getByLabel("Course title").fill("Physics");
  await page.getByLabel("Lecturer name").fill("Dr. Noether");
  await page.getByRole("button", { name: "Start Recording Lecture" }).click();
  await expect(page.getByTestId("recorder-status")).toContainText("Listening...");
}

test.describe("with a microphone", () => {
  test.use({
    permissions: ["microphone"],
    launchOptions: {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
    },
  });

  test("40 bars follow the real input level every 100 ms, and stop with the microphone", async ({ page }) => {
    test.slow();
    await installFakeSpeech(page);
    await startLecture(page);
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
});

test("without a microphone signal the meter says so and draws nothing", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException("Requested device not found", "NotFoundError")) },
    });
  });
  await startLecture(page);
  await expect(page.getByTestId("level-meter-unavailable")).toBeVisible();
  await expect(page.getByTestId("level-meter")).toHaveCount(0);
  await say(page, "Dictation still works.");
  await expect(page.getByTestId("live-transcript")).toHaveText("Dictation still works.");
});

import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { expect, say, startAnyLecture } from "./voice-tools-support";

// Without a microphone signal the shared recorder's level meter says so instead of drawing
// made-up bars, and dictation still works (the meter with a fake capture device: voice-tools-meter.spec.ts).

test("without a microphone signal the meter says so and draws nothing", async ({ page }) => {
  test.slow(); // a shared 2-core machine
  await installFakeSpeech(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException("Requested device not found", "NotFoundError")) },
    });
  });
  await startAnyLecture(page);
  await expect(page.getByTestId("level-meter-unavailable")).toBeVisible();
  await expect(page.getByTestId("level-meter")).toHaveCount(0);
  await say(page, "Dictation still works.");
  await expect(page.getByTestId("live-transcript")).toHaveText("Dictation still works.");
  // the note is under the live transcript: several lines at the largest text, above it it pushed
  // the words being heard off a phone's screen (largest-text-phone.spec.ts)
  const [note, transcript] = [await page.getByTestId("level-meter-unavailable").boundingBox(), await page.getByTestId("live-transcript").boundingBox()];
  expect(note!.y, "the note starts below the live transcript").toBeGreaterThan(transcript!.y + transcript!.height);
});

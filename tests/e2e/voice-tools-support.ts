import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, expectNoA11yViolations } from "./fixtures";

// Helpers shared by the voice tools' specs (lecture notes, meeting minutes, legal dictation,
// brainstorm, pronunciation). Only the recogniser is fake; the AI endpoints are the real ones
// (local engine), except where a test makes one fail with page.route.

export { newestToast as toast } from "./fixtures";

export { say } from "./fake-speech";

export const liveTranscript = (page: Page) => page.getByTestId("live-transcript");

/** Opens the transcript box of the recorder (folded behind a button when speech is recognised). */
export async function transcriptBox(page: Page) {
  const toggle = page.getByRole("button", { name: "Type or edit the transcript" });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByLabel("Transcript (you can type or paste here)");
}

/** Clicks `button`, returns the download's file name and text. */
export async function downloadFrom(page: Page, buttonName: string): Promise<{ name: string; text: string }> {
  const pending = page.waitForEvent("download");
  await page.getByRole("button", { name: buttonName }).click();
  const download: Download = await pending;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

/** Makes an AI endpoint answer 500 (the engine failed) until the returned function is called. */
export async function failEndpoint(page: Page, path: string) {
  const pattern = `**${path}`;
  const handler = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "engine exploded" } }) });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Opens lecture notes and starts recording a lecture (used by the recorder's own tests). */
export async function startAnyLecture(page: Page) {
  await page.goto("/lecture-notes");
  await page.getByLabel("Course title").fill("Physics");
  await page.getByLabel("Lecturer name").fill("Dr. Noether");
  await page.getByRole("button", { name: "Start Recording Lecture" }).click();
  await expect(page.getByTestId("recorder-status")).toContainText("Listening...");
}

export async function expectAccessible(page: Page) {
  await expectNoA11yViolations(page);
}

export { expect };

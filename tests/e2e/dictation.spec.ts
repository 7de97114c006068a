import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import {
  mockPunctuation,
  openEditor,
  say,
  speechEnd,
  speechError,
  speechState,
  textArea,
  toastWith,
} from "./editor-support";

// Dictation in the editor with a faked SpeechRecognition (STACK.md), core-product §4, §8, §9.

const startButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Start Dictation" });
const endButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "End Dictation" });

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
});

test("dictating with voice commands puts the text in, interim words apart", async ({ page }) => {
  await mockPunctuation(page); // the fixer answers with the text unchanged
  await openEditor(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Listening..." })).toBeVisible();
  await expect(toastWith(page, "Listening...")).toContainText("Speak clearly into your microphone");
  const rec = await speechState(page);
  expect(rec.last).toMatchObject({ continuous: true, interimResults: true, lang: "en-US" });

  await say(page, "hello comma wor", { isFinal: false });
  await expect(page.getByTestId("interim-text")).toHaveText("hello comma wor");
  await expect(textArea(page)).toHaveValue(""); // interim text never enters the document

  await say(page, "hello comma world period new paragraph this is my letter");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\nThis is my letter");
  await expect(page.getByTestId("interim-text")).toHaveText("");
  await expect(toastWith(page, "Voice captured")).toContainText("hello comma world period new paragraph this is my ...");

  await say(page, "and more question mark");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\nThis is my letter and more?");
  await say(page, "delete last word");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\nThis is my letter and");
  await say(page, "scratch that");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\nThis is my letter and more?");
  await say(page, "bold important");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\nThis is my letter and more? **Important**");
  await expect(page.getByTestId("editor-counts")).toContainText("2 paragraphs");
  await expectNoA11yViolations(page);

  await endButton(page).click();
  await expect(startButton(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Microphone is off" })).toBeVisible();
});

test("'stop dictation' ends dictation and the session is recorded", async ({ page }) => {
  await mockPunctuation(page);
  await openEditor(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  const recorded = page.waitForRequest((r) => r.url().endsWith("/api/voice/sessions") && r.method() === "POST");
  await say(page, "thanks for reading stop dictation");
  await expect(startButton(page)).toBeVisible();
  await expect(textArea(page)).toHaveValue("Thanks for reading");
  const body = (await recorded).postDataJSON() as { words: number; language: string; durationSeconds: number; transcription: string };
  expect(body).toMatchObject({ words: 3, language: "en-US" });
  expect(body.transcription).toContain("thanks for reading");
  expect((await speechState(page)).running).toBe(0);
});

test("the recogniser restarts after Chrome ends a session, and End Dictation stops for good", async ({ page }) => {
  await openEditor(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  await speechEnd(page); // silence or the ~60 s limit
  await expect.poll(async () => (await speechState(page)).started).toBe(2);
  await expect(endButton(page)).toBeVisible();
  await endButton(page).click();
  await page.waitForTimeout(300);
  expect((await speechState(page)).started).toBe(2);
  expect((await speechState(page)).running).toBe(0);
});

test("automatic punctuation 1 s after speaking: one call for a burst, undoable", async ({ page }) => {
  const sent = await mockPunctuation(page, (t) => `${t.replace(/^./, (c) => c.toUpperCase())}.`);
  await openEditor(page);
  await startButton(page).click();
  await say(page, "one");
  await say(page, "two");
  await say(page, "three");
  await expect(textArea(page)).toHaveValue("One two three.");
  expect(sent).toEqual(["One two three"]);
  await expect(page.getByTestId("ai-change")).toContainText("Punctuation was fixed automatically");
  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue("One two three");
});

test("text typed while the fixer works is never overwritten", async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/ai/enhance-punctuation", async (route) => {
    await gate;
    await route.fulfill({ json: { enhancedText: "REPLACED", engine: "local" } }).catch(() => {}); // aborted by typing
  });
  await openEditor(page);
  await startButton(page).click();
  await say(page, "spoken words");
  await page.waitForRequest("**/api/ai/enhance-punctuation");
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" typed");
  release();
  await page.waitForTimeout(500);
  await expect(textArea(page)).toHaveValue("Spoken words typed");
});

test("microphone permission denied shows the help panel; Try Again listens again", async ({ page }) => {
  await openEditor(page);
  await startButton(page).click();
  await speechError(page, "not-allowed");
  await expect(page.getByRole("heading", { name: "Microphone Permission Required" })).toBeVisible();
  await expect(toastWith(page, "Voice recognition error")).toContainText(
    "Microphone permission denied. Please allow microphone access to use voice dictation.",
  );
  await expect(startButton(page)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(endButton(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Microphone Permission Required" })).toHaveCount(0);
});

test("a network error is reported and dictation stops", async ({ page }) => {
  await openEditor(page);
  await startButton(page).click();
  await speechError(page, "network");
  await expect(toastWith(page, "Voice recognition error")).toContainText("Network error. Please check your internet connection.");
  await expect(startButton(page)).toBeVisible();
});

test("a browser without speech recognition says so, and typing still works", async ({ page, context }) => {
  const other = await context.newPage();
  await installFakeSpeech(other, { supported: false });
  await openEditor(other);
  await expect(other.getByText("Voice recognition is not supported in this browser.")).toBeVisible();
  await expect(other.getByText("Please use Chrome, Edge, or Safari and make sure you're on HTTPS.")).toBeVisible();
  await expect(other.getByRole("button", { name: "Start Dictation" })).toHaveCount(0);
  await textArea(other).fill("Typed instead");
  await expect(textArea(other)).toHaveValue("Typed instead");
  await other.close();
  void page;
});

test("says honestly where speech is processed, preferring on-device recognition", async ({ page, context }) => {
  await openEditor(page);
  await expect(page.getByTestId("speech-processing")).toContainText("sends your voice to its maker");
  const local = await context.newPage();
  await installFakeSpeech(local, { processLocally: true });
  await openEditor(local);
  await expect(local.getByTestId("speech-processing")).toContainText("on this device");
  await local.getByRole("button", { name: "Start Dictation" }).click();
  await expect.poll(async () => (await speechState(local)).last?.processLocally).toBe(true);
  await local.close();
});

test("the dictation language can be chosen and is remembered", async ({ page }) => {
  await openEditor(page);
  await page.getByLabel("Dictation language").selectOption("en-GB");
  await startButton(page).click();
  await expect.poll(async () => (await speechState(page)).last?.lang).toBe("en-GB");
  await endButton(page).click();
  await page.reload();
  await expect(page.getByLabel("Dictation language")).toHaveValue("en-GB");
});

test("leaving the editor stops dictation", async ({ page }) => {
  await openEditor(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await speechState(page)).running).toBe(0);
});

import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import type { Page } from "@playwright/test";
import {
  holdRequests,
  nextResponse,
  openEditor,
  say,
  speechEnd,
  speechError,
  speechState,
  textArea,
  toastWith,
  turnOffAutoFix,
  wordsOf,
} from "./editor-support";

// Dictation in the editor with a faked SpeechRecognition (STACK.md), core-product §4, §8, §9.
// Only the recogniser is fake; the punctuation fixer is our real endpoint (local engine in e2e).

const startButton = (page: Page) => page.getByRole("button", { name: "Start Dictation" });
const endButton = (page: Page) => page.getByRole("button", { name: "End Dictation" });
const PUNCTUATION_API = "/api/ai/enhance-punctuation";

/** Resolves after the page has run what it queued so far (promise callbacks, then one timer turn). */
const afterPendingWork = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Every request the page sends to the punctuation fixer, as sent. */
function recordPunctuationCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === PUNCTUATION_API && r.method() === "POST") sent.push((r.postDataJSON() as { text: string }).text);
  });
  return sent;
}

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
});

test("dictating with voice commands puts the text in, interim words apart", async ({ page }) => {
  const fixerCalls = recordPunctuationCalls(page);
  await openEditor(page);
  await turnOffAutoFix(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Listening..." })).toBeVisible();
  await expect(toastWith(page, "Listening...")).toContainText("Speak clearly into your microphone");
  const rec = await speechState(page);
  expect(rec.last).toMatchObject({ continuous: true, interimResults: true, lang: "en-US" });

  await say(page, "hello comma wor", { isFinal: false });
  await expect(page.getByTestId("interim-text")).toHaveText("hello comma wor");
  await expect(textArea(page)).toHaveValue(""); // interim text never enters the document

  // spoken punctuation works anywhere; "new paragraph" at the end of a phrase
  await say(page, "hello comma world period new paragraph");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\n");
  await expect(page.getByTestId("interim-text")).toHaveText("");
  await expect(toastWith(page, "Voice captured")).toContainText("hello comma world period new paragraph");
  await say(page, "this is my letter");
  await expect(textArea(page)).toHaveValue("Hello, world.\n\nThis is my letter");

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
  expect(fixerCalls).toEqual([]); // switched off: the words stay exactly as dictated
});

test("'stop dictation' pauses, 'resume dictation' carries on, and the session is recorded at the end", async ({ page }) => {
  await openEditor(page);
  await turnOffAutoFix(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  const recorded = page.waitForRequest((r) => r.url().endsWith("/api/voice/sessions") && r.method() === "POST");
  await say(page, "thanks for reading stop dictation");
  await expect(page.getByText("Dictation paused: your words are not typed.")).toBeVisible();
  await say(page, "this is not typed");
  await say(page, "resume dictation");
  await expect(page.getByText("Dictation paused: your words are not typed.")).toBeHidden();
  await say(page, "the end");
  await expect(textArea(page)).toHaveValue("Thanks for reading the end");
  await endButton(page).click();
  await expect(startButton(page)).toBeVisible();
  const body = (await recorded).postDataJSON() as { words: number; language: string; durationSeconds: number; transcription: string };
  expect(body).toMatchObject({ words: 5, language: "en-US" });
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
  await expect(startButton(page)).toBeVisible();
  await expect.poll(async () => (await speechState(page)).running).toBe(0);
  await afterPendingWork(page);
  expect((await speechState(page)).started).toBe(2); // ending is not followed by a restart
});

test("automatic punctuation 1 s after speaking: one real call for a burst, applied, undoable", async ({ page }) => {
  const sent = recordPunctuationCalls(page);
  await openEditor(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  const answered = nextResponse(page, PUNCTUATION_API);
  const spokeAt = Date.now();
  await say(page, "my name is sam");
  await say(page, "i live in leeds");
  const dictated = "My name is sam i live in leeds";
  await expect(textArea(page)).toHaveValue(dictated);

  // about a second after the last phrase, the whole text goes to the real fixer once
  const response = await answered;
  expect(Date.now() - spokeAt).toBeGreaterThanOrEqual(900);
  expect(response.status()).toBe(200);
  const { enhancedText } = (await response.json()) as { enhancedText: string };
  await expect(textArea(page)).toHaveValue(enhancedText);
  expect(sent).toEqual([dictated]);
  // what the reader notices: sentences with capitals and full stops, every word kept
  expect(enhancedText).not.toBe(dictated);
  expect(enhancedText).toMatch(/^My name is/);
  expect(enhancedText).toContain("I live");
  expect(enhancedText).toMatch(/[.!?]$/);
  expect(wordsOf(enhancedText)).toEqual(wordsOf(dictated));
  await expect(page.getByTestId("ai-change")).toContainText("Punctuation was fixed automatically");

  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue(dictated);
  expect(sent).toHaveLength(1); // undoing is not a voice input: no new call
});

/** Holds back the chunk with the recogniser's code (fetched once the page is up), as a slow connection does. */
async function holdRecogniserCode(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const delivered = new Promise<void>((resolve) => (arrived = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const held = body.includes("phrases-not-supported"); // a string only the controller has
    if (held) await gate;
    await route.fulfill({ response, body });
    if (held) arrived();
  });
  return { release, delivered };
}

test("Start pressed while the recogniser's code is still on its way says the microphone is starting, then listens", async ({ page }) => {
  const code = await holdRecogniserCode(page);
  await openEditor(page);
  await turnOffAutoFix(page);
  await startButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Starting the microphone..." })).toBeVisible();
  expect((await speechState(page)).started).toBe(0); // nothing is listening yet: the screen says so
  code.release();
  await expect(endButton(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Listening..." })).toBeVisible();
  await say(page, "spoken words");
  await expect(textArea(page)).toHaveValue("Spoken words");
});

test("leaving the editor while the microphone is starting never turns it on", async ({ page }) => {
  const code = await holdRecogniserCode(page);
  await openEditor(page);
  await startButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Starting the microphone..." })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  code.release();
  await code.delivered;
  await afterPendingWork(page);
  expect((await speechState(page)).started).toBe(0);
});

test("text typed while the fixer works is never overwritten", async ({ page }) => {
  // a slow connection holds the real request back until the reader has typed; the automatic fix
  // says its text was just dictated (a spoken "period" in it is no sign the rest is punctuated)
  const slowNetwork = await holdRequests(page, `**${PUNCTUATION_API}`);
  await openEditor(page);
  await startButton(page).click();
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === PUNCTUATION_API);
  await say(page, "spoken words");
  expect((await asked).postDataJSON()).toEqual({ text: "Spoken words", dictated: true });
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" typed");
  slowNetwork.release();
  // The fix of the older text arrives (or the page has already given up on it)...
  const stale = await (await asked).response();
  await stale?.finished();
  await afterPendingWork(page); // ...and the page has handled it
  await expect(textArea(page)).toHaveValue("Spoken words typed");
  await expect(page.getByTestId("ai-change")).toHaveCount(0);
});

test("when the fixer cannot be reached, the dictated words stay as they are", async ({ page }) => {
  await page.route(`**${PUNCTUATION_API}`, (route) => route.abort("failed")); // the connection drops
  await openEditor(page);
  await startButton(page).click();
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === PUNCTUATION_API);
  const failed = page.waitForEvent("requestfailed", (r) => new URL(r.url()).pathname === PUNCTUATION_API);
  await say(page, "my name is sam");
  await asked;
  await failed;
  await afterPendingWork(page);
  await expect(textArea(page)).toHaveValue("My name is sam");
  await expect(page.getByTestId("ai-change")).toHaveCount(0);
  await expect(toastWith(page, "Enhancement failed")).toHaveCount(0); // auto-fix is a nicety: no alarm
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

import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { installFakeSpeechSynthesis } from "./fake-speech-synthesis";
import { hasFocusIndicator } from "./accessibility-helpers";
import { expect, expectAccessible, failEndpoint, say, toast } from "./voice-tools-support";
import type { Page } from "@playwright/test";

// Pronunciation training (voice-tools-and-enterprise §2, §3, §4, §7, §8, §9) with a faked recogniser and
// speech synthesis, and the real pronunciation endpoints (local engine).

const saidBox = (page: Page) => page.getByLabel("What you said (speak, type or edit)");
const target = (page: Page) => page.getByTestId("target-text");
const bandOf = (n: number) => (n >= 90 ? "Excellent" : n >= 70 ? "Good" : n >= 50 ? "Fair" : "Needs practice");
const verdictOf = (n: number) => (n >= 80 ? "Excellent!" : n >= 60 ? "Good work!" : "Keep practicing!");

async function open(page: Page) {
  await page.goto("/pronunciation");
  // the first exercise after a server start waits for the local engine to load its word lists
  await expect(target(page)).toBeVisible({ timeout: 60_000 });
}

async function analyzeAndRead(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Analyze" }).click();
  const analyzed = toast(page, "Pronunciation analyzed");
  await expect(analyzed).toContainText(/You scored \d+%\./);
  const message = await analyzed.innerText(); // read at once: the toast leaves after 5 s
  const accuracy = Number((await page.getByTestId("accuracy").innerText()).replace("%", ""));
  expect(message).toContain(`${verdictOf(accuracy)} You scored ${accuracy}%.`);
  await expect(page.getByTestId("accuracy-band")).toHaveText(bandOf(accuracy));
  return accuracy;
}

test("practise, analyze, keep a running average, and move to the next exercise", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await installFakeSpeechSynthesis(page);
  await open(page);
  await expect(toast(page, "New exercise ready")).toBeVisible();
  // A toast is a Tab stop: reached from the keyboard, it shows a focus indicator.
  await page.keyboard.press("Tab");
  await toast(page, "New exercise ready").evaluate((li) => (li as HTMLElement).focus());
  expect(await hasFocusIndicator(page)).toBe(true);
  // Clicked away from the toast, the focus stays where the click put it: Sonner sent it back to the
  // link focused before the toast, so what was typed next went nowhere.
  await saidBox(page).click();
  await page.keyboard.type("hello");
  await expect(saidBox(page)).toHaveValue("hello");
  await expect(saidBox(page)).toBeFocused();
  await saidBox(page).fill("");
  const language = page.getByLabel("Language");
  await expect(language.locator("option")).toHaveCount(22);
  // language names in words, no flag emoji (empty boxes where no colour-emoji font is installed)
  for (const text of await language.locator("option").allInnerTexts()) expect(text).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  await expect(language.locator("option[value='fr-FR']")).toHaveText("French: Français, excellent support");
  await expect(language.locator("option[value='tr-TR']")).toHaveText("Turkish: Türkçe, basic support");
  await expect(page.getByRole("button", { name: "Analyze" })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Listen" }).click();
  const first = (await target(page).innerText()).trim();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fakeTts: { utterances: { text: string; lang: string }[] } }).__fakeTts.utterances)).toEqual([
    expect.objectContaining({ text: first, lang: "en-US" }),
  ]);

  // The first exercise is one of the bank's beginner words; each is said with one sound wrong,
  // and the result names that sound, what was said instead, and a tip for it.
  const misread: Record<string, { said: string; sound: string; instead: string }> = {
    water: { said: "waiter", sound: "the 'aw' in 'saw'", instead: "'ay'" },
    happy: { said: "hoppy", sound: "the 'a' in 'cat'", instead: "'aw'" },
    yellow: { said: "jello", sound: "'y' as in 'yes'", instead: "'j'" },
  };
  const wrong = misread[first.toLowerCase()];
  expect(wrong).toBeDefined();
  await page.getByRole("button", { name: "Start microphone" }).click();
  await say(page, wrong.said);
  await expect(saidBox(page)).toHaveValue(wrong.said);
  const a1 = await analyzeAndRead(page);
  const card = page.getByTestId("feedback-card");
  await expect(card).toContainText(/\d of \d sounds were right/);
  await expect(card).not.toContainText("words matched");
  const sound = page.getByTestId("sounds-to-practise").getByRole("listitem");
  await expect(sound).toHaveCount(1);
  await expect(sound).toContainText(`${first}: ${wrong.sound}, you said ${wrong.instead}`);
  expect((await sound.locator("p").nth(1).innerText()).length).toBeGreaterThan(20);
  await expect(page.getByRole("button", { name: "Analyze" })).toHaveCount(0);
  await expect(page.getByTestId("exercises-completed")).toHaveText("1");
  await expect(page.getByTestId("average-score")).toHaveText(`${a1}%`);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Next Exercise" }).click();
  await expect(toast(page, "New exercise ready")).toBeVisible();
  await expect(page.getByTestId("feedback-card")).toHaveCount(0);
  await expect(saidBox(page)).toHaveValue("");
  await saidBox(page).fill("completely different words here");
  const a2 = await analyzeAndRead(page);
  await expect(page.getByTestId("exercises-completed")).toHaveText("2");
  await expect(page.getByTestId("average-score")).toHaveText(`${Math.round((a1 + a2) / 2)}%`);

  // The server renders the tool without this browser's draft; once the page is in the browser,
  // the running average comes back from it.
  await page.reload();
  await expect(page.getByTestId("exercises-completed")).toHaveText("2");
  await expect(page.getByTestId("average-score")).toHaveText(`${Math.round((a1 + a2) / 2)}%`);
});

test("changing the language fetches a new exercise in that language; no voice is said plainly", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await installFakeSpeechSynthesis(page);
  await open(page);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/pronunciation/generate") && r.postDataJSON().language === "fr-FR");
  await page.getByLabel("Language").selectOption("fr-FR");
  expect((await request).postDataJSON()).toEqual({ language: "fr-FR", difficulty: "beginner", category: "words", count: 1 });
  await expect(target(page)).toHaveAttribute("lang", "fr-FR");
  await page.getByRole("button", { name: "Listen" }).click();
  await expect(page.getByTestId("listen-problem")).toContainText("This browser has no French voice installed");
  // another language: the warning about the French voice goes, and Listen names the new one
  await page.getByLabel("Language").selectOption("es-ES");
  await expect(page.getByTestId("listen-problem")).toBeEmpty();
  await expect(target(page)).toHaveAttribute("lang", "es-ES");
  await page.getByRole("button", { name: "Listen" }).click();
  await expect(page.getByTestId("listen-problem")).toHaveText(/^This browser has no Spanish \(Spain\) voice installed/);
  const backToFrench = page.waitForRequest((r) => r.url().endsWith("/api/pronunciation/generate") && r.postDataJSON().language === "fr-FR");
  await page.getByLabel("Language").selectOption("fr-FR");
  await backToFrench;
  await expect(target(page)).toHaveAttribute("lang", "fr-FR");
  const byCategory = page.waitForRequest((r) => r.url().endsWith("/api/pronunciation/generate") && r.postDataJSON().category === "sentences");
  await page.getByLabel("Category").selectOption("sentences");
  await byCategory;
  await expect(toast(page, "New exercise ready")).toBeVisible();

  // After a reload the practice options come back, and the one exercise asked for is in French
  // (the server-rendered first mount, about to give way to the restored one, asks for nothing).
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/pronunciation/generate")) asked.push(r.postDataJSON().language);
  });
  const again = page.waitForRequest((r) => r.url().endsWith("/api/pronunciation/generate") && r.postDataJSON().language === "fr-FR");
  await page.reload();
  await again;
  await expect(page.getByLabel("Language")).toHaveValue("fr-FR");
  await expect(page.getByLabel("Category")).toHaveValue("sentences");
  await expect(target(page)).toHaveAttribute("lang", "fr-FR");
  expect(asked).toEqual(["fr-FR"]);

  // French is scored word by word, and the result says so.
  await saidBox(page).fill("bonjour");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByTestId("feedback-card")).toContainText("Scored word by word (sound-by-sound scoring is for English only)");
});

test("generation and analysis failures show the spec's toasts and keep what was said", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page, { supported: false });
  const restore = await failEndpoint(page, "/api/pronunciation/generate");
  await page.goto("/pronunciation");
  await expect(toast(page, "Exercise generation failed")).toContainText("Could not generate exercise. Please try again.");
  await restore();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(target(page)).toBeVisible();
  await expect(page.getByTestId("recorder-unsupported")).toBeVisible();
  await saidBox(page).fill("hello there");
  await failEndpoint(page, "/api/pronunciation/analyze");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(toast(page, "Analysis failed")).toContainText("Could not analyze pronunciation. Please try again.");
  await expect(saidBox(page)).toHaveValue("hello there");
  await expect(page.getByRole("button", { name: "Analyze" })).toBeVisible();
});

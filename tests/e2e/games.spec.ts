import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn, waitForHydration } from "./fixtures";
import { installFakeSpeechSynthesis, tts } from "./fake-speech-synthesis";
import { say, toastWith } from "./editor-support";
import type { Page } from "@playwright/test";
import { RESULT_PAUSE_MS } from "@/lib/games/definitions";

// Games (core-product §2 Games, §4 Game session, §9). Challenges come from the real server;
// the test reads each one from its network response to know the right answer.

type Challenge = { question: string; correctAnswer: string; acceptedAnswers: string[]; hints: string[]; speak?: string; options?: string[] };

function trackChallenges(page: Page) {
  const seen: Challenge[] = [];
  page.on("response", (res) => {
    if (!/\/api\/games\/[a-z-]+\/challenge$/.test(new URL(res.url()).pathname) || !res.ok()) return;
    // A challenge asked for as the test ends (the next round's) has no body to read any more.
    res.json().then(
      (c) => seen.push(c as Challenge),
      () => {},
    );
  });
  return {
    /** Waits until the n-th challenge (1-based) is on screen and returns it. */
    async nth(n: number): Promise<Challenge> {
      await expect.poll(() => seen.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
      const c = seen[n - 1];
      await expect(page.getByTestId("challenge-question")).toHaveText(c.question);
      return c;
    },
  };
}

// Each answer shows its result for RESULT_PAUSE_MS (2 s) before the next challenge. The page's
// clock is Playwright's (time flows as usual); once a result is checked the test moves the
// clock past that pause instead of waiting it out.
const skipResultPause = (page: Page) => page.clock.fastForward(RESULT_PAUSE_MS);

const answerBox = (page: Page) => page.getByLabel("Your answer");
const submit = (page: Page) => page.getByRole("button", { name: "Submit Answer" });

test("a full session by typing: scoring, hints, results, Session Complete, saved progress", async ({ page }) => {
  await page.clock.install();
  await signUpAndSignIn(page);
  await page.goto("/games");
  await expect(page.getByTestId("game-card")).toHaveCount(6);
  await waitForHydration(page);
  await expect(page.getByTestId("summary-total-score")).toHaveText("0");
  await expect(page.getByTestId("game-card").filter({ hasText: "Reading Comprehension" }).locator("[data-difficulty]")).toHaveText("Advanced");
  await expect(page.getByTestId("game-card").filter({ hasText: "Sentence Builder" })).toContainText("12 min");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Progress" }).click();
  await expect(page.getByText("No progress yet")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Start Playing" }).click();
  await expect(page.getByTestId("game-card")).toHaveCount(6);

  const challenges = trackChallenges(page);
  await page.getByRole("button", { name: "Start Game: Sentence Builder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sentence Builder" })).toBeVisible();

  const sentences = new Set<string>();
  for (let i = 1; i <= 10; i++) {
    const c = await challenges.nth(i);
    sentences.add(c.correctAnswer);
    if (i === 1) {
      await expect(submit(page)).toBeDisabled();
      await answerBox(page).fill("   ");
      await expect(submit(page)).toBeDisabled(); // blank answers are not submitted
      await page.getByRole("button", { name: "Show Hint" }).click();
      await expect(page.getByRole("list", { name: "Hints" })).toContainText(c.hints[0]);
      await expectNoA11yViolations(page);
    }
    const right = i <= 7;
    await answerBox(page).fill(right ? `  ${c.correctAnswer.toUpperCase()}  ` : "not the answer");
    await submit(page).click();
    await expect(page.getByTestId("game-result")).toContainText(right ? "Correct!" : "Good Try!");
    await expect(page.getByTestId("game-result")).toContainText(`The answer: ${c.correctAnswer}`);
    await expect(page.getByTestId("session-score")).toHaveText(String(Math.min(i, 7) * 10));
    await expect(page.getByTestId("session-streak")).toHaveText(right ? String(i) : "0");
    await skipResultPause(page);
  }
  await expect(page.getByRole("heading", { name: "Session Complete" })).toBeVisible();
  expect(sentences.size).toBe(10); // ten different sentences: none asked twice in the round
  await expect(page.getByTestId("session-accuracy")).toHaveText("70%");
  await expectNoA11yViolations(page);

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/games/sentence-builder/progress") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Finish Game" }).click();
  expect((await saved).status()).toBe(200);
  await expect(toastWith(page, "Game Complete!")).toContainText("Final score: 70% - Great job!");
  await expect(page.getByTestId("summary-total-score")).toHaveText("70");
  await expect(page.getByTestId("summary-best-streak")).toHaveText("7");
  await expect(page.getByTestId("summary-games-played")).toHaveText("1");
  await expect(page.getByTestId("summary-highest-level")).toHaveText("1");

  await page.getByRole("button", { name: "Progress" }).click();
  const card = page.getByTestId("progress-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Sentence Builder");
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "70");
  await expect(card).toContainText("Words learned7");
  await expectNoA11yViolations(page);
  await card.getByRole("button", { name: "Continue Playing: Sentence Builder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sentence Builder" })).toBeVisible();

  // A session with nothing right ends with encouragement, not praise for 0%.
  await challenges.nth(11);
  await answerBox(page).fill("not the answer");
  await submit(page).click();
  await expect(page.getByTestId("game-result")).toContainText("Good Try!");
  await page.getByRole("button", { name: "Back to Games" }).click();
  await expect(toastWith(page, "Game Complete!")).toContainText("Final score: 0% - That round was a tricky one. Have another go: every try is practice.");
  await expect(toastWith(page, "Game Complete!")).not.toContainText("Great job");
});

test("spelling bee by voice: the word is spoken aloud, a spelled-out answer auto-submits", async ({ page }) => {
  await page.clock.install();
  await installFakeSpeech(page);
  await installFakeSpeechSynthesis(page);
  await signUpAndSignIn(page);
  await page.goto("/games");
  await waitForHydration(page);
  const challenges = trackChallenges(page);
  await page.getByRole("button", { name: "Start Game: Spelling Bee" }).click();

  const first = await challenges.nth(1);
  // The word is only heard: every word gets the same fixed prompt (which may itself hold the word, say "word"
  // or "spell"), with no passage and no options to read it from.
  await expect(page.getByTestId("challenge-question")).toHaveText("Listen to the word, then spell it.");
  await expect(page.getByRole("group", { name: "Options" })).toHaveCount(0);
  await expect(page.locator("blockquote")).toHaveCount(0);
  await expect.poll(async () => (await tts.utterances(page)).map((u) => u.text)).toContain(first.correctAnswer);
  await page.getByRole("button", { name: "Speak Answer" }).click();
  await expect(page.getByRole("button", { name: "Stop Listening" })).toBeVisible();
  await say(page, first.correctAnswer.split("").join(" ")); // "c a t"
  await expect(answerBox(page)).toHaveValue(first.correctAnswer.split("").join(" "));
  await expect(page.getByTestId("game-result")).toContainText("Correct!"); // no click: voice auto-submits
  await expect(page.getByTestId("session-score")).toHaveText("10");
  await skipResultPause(page);

  const second = await challenges.nth(2);
  await page.getByRole("button", { name: "Hear the Word" }).click();
  await expect
    .poll(async () => (await tts.utterances(page)).filter((u) => u.text === second.correctAnswer).length)
    .toBeGreaterThanOrEqual(2);
  await page.getByRole("button", { name: "Speak Answer" }).click();
  await say(page, `${second.correctAnswer}x`);
  await expect(page.getByTestId("game-result")).toContainText("Good Try!");
  await expect(page.getByTestId("session-streak")).toHaveText("0");
  await expectNoA11yViolations(page);
  await skipResultPause(page);

  await challenges.nth(3);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/games/spelling-bee/progress"));
  await page.getByRole("button", { name: "Back to Games" }).click();
  expect((await saved).status()).toBe(200);
  await expect(toastWith(page, "Game Complete!")).toContainText("Final score: 50% - Great job!");
  await expect(page.getByTestId("summary-total-score")).toHaveText("10");
});

import { test, expect, signUpAndSignIn, waitForHydration } from "./fixtures";
import { openTab, openToolbar, waitForProfileApplied } from "./accessibility-helpers";
import { installFakeSpeechSynthesis, tts } from "./fake-speech-synthesis";

test.beforeEach(async ({ page }) => {
  await installFakeSpeechSynthesis(page);
});

async function openReading(page: import("@playwright/test").Page) {
  await openToolbar(page);
  return openTab(page, "Reading");
}

test("reads typed text sentence by sentence with a local voice, and the highlighted word follows", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await waitForProfileApplied(page);
  const panel = await openReading(page);
  await panel.getByRole("radio", { name: "Text I type or paste" }).check();
  await panel.getByLabel("Text to read").fill("Hello brave new world. Second sentence here.");
  await panel.getByRole("button", { name: "Speak" }).click();

  await expect.poll(() => tts.utterances(page)).toEqual([{ text: "Hello brave new world.", rate: 1, lang: "en-US", voice: "Local English" }]);
  const mark = panel.getByTestId("a11y-reading-view").locator("mark");
  // Before any word boundary arrives, the sentence is highlighted.
  await expect(mark).toHaveText("Hello brave new world.");
  await tts.nextWord(page);
  await expect(mark).toHaveText("Hello");
  await expect(mark).toHaveAttribute("data-granularity", "word");
  await tts.nextWord(page);
  await expect(mark).toHaveText("brave");

  // The speak button became 'Pause'; pausing and resuming reach the browser.
  await panel.getByRole("button", { name: "Pause" }).click();
  expect(await tts.paused(page)).toBe(true);
  await expect(panel.getByRole("status").filter({ hasText: "Paused." })).toBeVisible();
  await panel.getByRole("button", { name: "Resume" }).click();
  expect(await tts.paused(page)).toBe(false);

  // The next sentence is its own utterance; offsets map back into the whole text.
  await tts.finish(page);
  await expect.poll(async () => (await tts.utterances(page)).map((u) => u.text)).toEqual([
    "Hello brave new world.",
    "Second sentence here.",
  ]);
  await tts.nextWord(page);
  await tts.nextWord(page);
  await expect(mark).toHaveText("sentence");
  await tts.finish(page);
  await expect(panel.getByRole("button", { name: "Speak" })).toBeVisible();
  await expect(panel.getByTestId("a11y-reading-view")).toBeHidden();
});

test("long text is spoken in chunks under 200 characters, at the chosen speed, and Stop stops", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const panel = await openReading(page);
  const speed = panel.getByRole("slider", { name: "Reading speed" });
  await speed.focus();
  await page.keyboard.press("End");
  await expect(panel.getByText("300 words per minute")).toBeVisible();

  const clause = "we walked along the river and watched the boats go slowly by in the evening light";
  const long = `${[clause, clause, clause, clause].join(", ")}.`;
  await panel.getByRole("radio", { name: "Text I type or paste" }).check();
  await panel.getByLabel("Text to read").fill(long);
  await panel.getByRole("button", { name: "Speak" }).click();
  for (let i = 0; i < 5 && (await page.evaluate(() => (window as unknown as { __fakeTts: { utterances: unknown[] } }).__fakeTts.utterances.length)) < 2; i++) {
    await tts.finish(page);
  }
  const spoken = await tts.utterances(page);
  expect(spoken.length).toBeGreaterThanOrEqual(2);
  for (const u of spoken) {
    expect(u.text.length).toBeLessThanOrEqual(200);
    expect(u.rate).toBe(1.5); // 300 words per minute / 200
  }
  await panel.getByRole("button", { name: "Stop" }).click();
  await expect(panel.getByRole("button", { name: "Speak" })).toBeVisible();
  const count = (await tts.utterances(page)).length;
  await tts.finish(page);
  expect((await tts.utterances(page)).length).toBe(count);
});

test("a speech failure shows 'Speech Error'", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const panel = await openReading(page);
  await panel.getByRole("radio", { name: "Text I type or paste" }).check();
  await panel.getByLabel("Text to read").fill("This will not work.");
  await panel.getByRole("button", { name: "Speak" }).click();
  await expect.poll(async () => (await tts.utterances(page)).length).toBe(1);
  await tts.fail(page, "synthesis-failed");
  await expect(page.getByText("Speech Error")).toBeVisible();
  await expect(page.getByText("Could not read text aloud. Please try again.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Speak" })).toBeVisible();
});

test("a page document is highlighted in place, word by word, and kept in view", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // A screen that marks its document for reading (as the editor does).
  await page.evaluate(() => {
    const article = document.createElement("article");
    article.setAttribute("data-read-aloud-source", "");
    article.innerHTML = `<h2>Notes</h2><p>${"Filler text to push the page down. ".repeat(60)}</p><p id="target">The spoken words move along.</p>`;
    document.querySelector("main")!.append(article);
  });
  const panel = await openReading(page);
  await expect(panel.getByRole("radio", { name: "This page's document" })).toBeChecked();
  await panel.getByRole("button", { name: "Speak" }).click();
  await expect.poll(async () => (await tts.utterances(page))[0]?.text).toBe("Notes");
  const highlighted = () =>
    page.evaluate(() => {
      const h = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get("read-aloud");
      return h ? [...h].map((r) => r.toString()).join("|") : null;
    });
  await tts.nextWord(page);
  await expect.poll(highlighted).toBe("Notes");
  // Jump to the last sentence: finish every utterance before it.
  for (let i = 0; i < 80; i++) {
    const list = await tts.utterances(page);
    if (list.at(-1)?.text === "The spoken words move along.") break;
    await tts.finish(page);
  }
  await tts.nextWord(page);
  await tts.nextWord(page);
  await expect.poll(highlighted).toBe("spoken");
  await page.keyboard.press("Escape");
  // With the panel closed, the mini player keeps control, and the word is on screen.
  await expect(page.getByRole("group", { name: "Reading aloud" })).toBeVisible();
  await expect(page.locator("#target")).toBeInViewport();
  await page.getByRole("group", { name: "Reading aloud" }).getByRole("button", { name: "Stop" }).click();
  await expect.poll(highlighted).toBeNull();
});

test("reads the editor's document, and the current selection", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/editor");
  await waitForHydration(page);
  const editor = page.getByLabel("Document text");
  await editor.fill("My first line is here. And the second one follows.");
  const panel = await openReading(page);
  await expect(panel.getByRole("radio", { name: "This page's document" })).toBeChecked();
  await panel.getByRole("button", { name: "Speak" }).click();
  await expect.poll(async () => (await tts.utterances(page)).map((u) => u.text)).toEqual(["My first line is here."]);
  await panel.getByRole("button", { name: "Stop" }).click();
  await page.keyboard.press("Escape");

  // Select "second one" in the editor, then open the toolbar: the selection is offered first.
  await editor.evaluate((el: HTMLTextAreaElement) => {
    const start = el.value.indexOf("second one");
    el.focus();
    el.setSelectionRange(start, start + "second one".length);
  });
  const again = await openReading(page);
  await expect(again.getByRole("radio", { name: /Selected text/ })).toBeChecked();
  await again.getByRole("button", { name: "Speak" }).click();
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("second one");
});

test("readability of supplied text, with the long sentences and passive voice marked", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openToolbar(page);
  const panel = await openTab(page, "Analysis");
  const box = panel.getByLabel("Text to check");
  await box.fill("Short text here.");
  await expect(panel.getByText(/more than 50 characters/)).toBeVisible();
  await expect(panel.getByTestId("a11y-readability")).toBeHidden();

  await box.fill(
    "The comprehensive documentation was written by experienced professionals who understood the complicated " +
      "requirements of international organizations and their administrative responsibilities today.",
  );
  const report = panel.getByTestId("a11y-readability");
  // reading ease on its 0-100 scale, with its band in words, and each figure explained
  await expect(report.getByText("0 / 100", { exact: true })).toBeVisible();
  await expect(report).toContainText("Very Difficult (Graduate)");
  await expect(report).toContainText("from 0 (very hard) to 100 (very easy)");
  await expect(report).toContainText("70 or more is good");
  await expect(report).toContainText("18");
  await expect(report).toContainText("55 / 100");
  await expect(report).toContainText("needs work");
  await expect(report.getByText("Use shorter sentences: aim for 15-20 words at most.")).toBeVisible();
  await expect(report.locator('mark[data-issue~="passive"]')).toHaveText("was written");
  await expect(report.locator('mark[data-issue~="long-sentence"]').first()).toBeVisible();

  // short sentences of long words: very hard to read, so not "dyslexia-friendly: good" either
  await box.fill("Comprehensive documentation was written. Administrative responsibilities intensified considerably.");
  await expect(report).toContainText("Very Difficult (Graduate)");
  await expect(report.getByText("60 / 100", { exact: true })).toBeVisible();
  await expect(report).toContainText("needs work");

  await box.fill("The cat sat on the mat. The dog ran to the big red ball. We all had fun.");
  await expect(report.getByText("100 / 100", { exact: true }).first()).toBeVisible();
  await expect(report).toContainText("Very Easy (5th grade)");
  await expect(report).toContainText("good");
  await expect(report.locator("mark")).toHaveCount(0);
});

import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { expect, expectAccessible, failEndpoint, say, toast } from "./voice-tools-support";
import type { Page } from "@playwright/test";

// Brainstorm mode (voice-tools-and-enterprise §2, §3, §4, §7, §8) with a faked recogniser and the real
// brainstorm endpoints (local engine).

const ideasBox = (page: Page) => page.getByLabel("Your ideas (speak, type or edit)");

async function open(page: Page) {
  await page.goto("/brainstorm");
  await expect(page.getByLabel("Topic")).toBeVisible();
}

/** A topic given, a prompt generated, and the session started. */
async function startSession(page: Page, topic: string) {
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Ideas" }).click();
  await expect(page.getByTestId("prompt-text")).toBeVisible();
  await page.getByRole("button", { name: "Start Brainstorming" }).click();
  await expect(toast(page, "Brainstorming started!")).toBeVisible();
}

test("a topic becomes a custom prompt, the session is organized, and Create Document opens it in the editor", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await expectAccessible(page);
  const generate = page.getByRole("button", { name: "Generate Ideas" });
  await expect(generate).toBeDisabled();
  await page.getByLabel("Topic").fill("   ");
  await expect(generate).toBeDisabled();
  // The example: a piece of writing gets ideas and questions about it as writing.
  await page.getByLabel("Topic").fill("a short story about a lighthouse keeper");
  const startersResponse = page.waitForResponse((r) => r.url().endsWith("/api/brainstorm/starters"));
  await generate.click();
  const { starters } = (await (await startersResponse).json()) as { starters: string[] };
  const promptText = page.getByTestId("prompt-text");
  await expect(promptText).toBeVisible();
  expect(starters).toContain((await promptText.innerText()).trim());
  await expect(page.getByTestId("brainstorm-prompt").getByRole("listitem")).toHaveText(starters.slice(1, 4));
  // Generate Ideas: four ideas to write about first (the follow-ups shown), then two questions
  for (const idea of starters.slice(0, 4)) expect(idea).toMatch(/^[A-Z][^?]*\.$/);
  for (const question of starters.slice(4)) {
    expect(question).toMatch(/^[A-Z].*\?$/);
    expect(question).toContain("lighthouse keeper");
  }
  expect(starters.join(" ")).not.toMatch(/affected by a short story|short story about a lighthouse keeper look like/);
  expect(starters).toContain("List five details about a lighthouse keeper that a reader would not expect.");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start Brainstorming" }).click();
  await expect(toast(page, "Brainstorming started!")).toBeVisible();
  await say(page, "The keeper has not spoken to anyone for a year.");
  await say(page, "A ship appears in a storm and he has to decide whether to light the lamp.");
  await expect(ideasBox(page)).toHaveValue(
    "The keeper has not spoken to anyone for a year. A ship appears in a storm and he has to decide whether to light the lamp.",
  );
  await ideasBox(page).press("End");
  await ideasBox(page).pressSequentially(" The story could end at dawn.");
  await expect(page.getByTestId("recording-timer")).toHaveText(/^(0:0[1-9]|0:[1-5]\d|[1-9]\d*:[0-5]\d)$/); // m:ss, ticking
  await expectAccessible(page);

  await page.getByRole("button", { name: "End Session" }).click();
  await expect(toast(page, "Ideas organized!")).toBeVisible();
  const results = page.getByTestId("brainstorm-results");
  await expect(results.getByRole("heading", { name: "Key Ideas" })).toBeVisible();
  await expectAccessible(page);
  const prompt = (await promptTextFromDraft(page)).trim();

  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.getByRole("button", { name: "Create Document" }).click();
  await expect.poll(() => visited.find((u) => u.includes("/editor?content="))).toBeTruthy();
  const content = new URL(visited.find((u) => u.includes("/editor?content="))!).searchParams.get("content") ?? "";
  expect(content.startsWith(`# Brainstorm: ${prompt}\n\n## Key Ideas\n- `)).toBe(true);
  expect(content).toContain("## Raw Transcript\nThe keeper has not spoken to anyone for a year.");
  expect(content).toContain("The story could end at dawn.");
  await expect(page.getByLabel("Document text")).toHaveValue(content);
  // the editor's title is the heading's, and the document saves under it (not "Untitled Document")
  expect(new URL(visited.find((u) => u.includes("/editor?content="))!).searchParams.get("title")).toBe(`Brainstorm: ${prompt}`);
  await expect(page.getByLabel("Document title")).toHaveValue(`Brainstorm: ${prompt}`);
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/documents" && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save" }).click();
  expect(await (await saved).json()).toMatchObject({ title: `Brainstorm: ${prompt}` });

  await page.goto("/brainstorm");
  await page.getByRole("button", { name: "New Session" }).click();
  await expect(page.getByLabel("Topic")).toHaveValue("");
});

/** The prompt of the session, as kept in the local draft (the results view no longer shows it). */
async function promptTextFromDraft(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("saywrite:voice-tools:brainstorm") ?? "{}").setup.prompt.prompt as string);
}

test("category prompts, Different Prompt, and a failed analysis that keeps the ideas", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  let promptCalls = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/brainstorm/prompt") promptCalls += 1;
  });
  await page.getByRole("button", { name: "Business" }).click();
  await expect(page.getByTestId("prompt-text")).toBeVisible();
  expect(promptCalls).toBe(1);
  const different = page.waitForResponse((r) => r.url().includes("/api/brainstorm/prompt?category=business"));
  await page.getByRole("button", { name: "Different Prompt" }).click();
  await different;
  expect(promptCalls).toBe(2);

  await page.getByRole("button", { name: "Start Brainstorming" }).click();
  await say(page, "A subscription box for office plants.");
  await failEndpoint(page, "/api/brainstorm/analyze");
  await page.getByRole("button", { name: "End Session" }).click();
  await expect(toast(page, "Analysis failed")).toContainText("Could not analyze your brainstorming session. Please try again.");
  await expect(ideasBox(page)).toHaveValue("A subscription box for office plants.");
  await page.reload();
  await expect(ideasBox(page)).toHaveValue("A subscription box for office plants.");
  await page.unrouteAll();
  await page.getByRole("button", { name: "End Session" }).click();
  await expect(toast(page, "Ideas organized!")).toBeVisible();
  await page.getByRole("button", { name: "New Session" }).click();
  await expect(page.getByRole("button", { name: "Random Prompt" })).toBeVisible();
});

test("ideas said at pauses each reach the outline in a point of their own, and a place said after a pause stays with its idea", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await startSession(page, "a spring open day at the allotments");
  // each phrase as the recogniser sends it at a pause
  for (const phrase of ["we could have a plant sale", "pond dipping", "by the old oak tree", "and a quiz with seed prizes"]) await say(page, phrase);
  await expect(ideasBox(page)).toHaveValue("we could have a plant sale pond dipping by the old oak tree and a quiz with seed prizes");
  // the pauses are kept with the draft: a reload before End Session still sends them
  await page.reload();
  await expect(ideasBox(page)).toHaveValue("we could have a plant sale pond dipping by the old oak tree and a quiz with seed prizes");
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/brainstorm/analyze");
  await page.getByRole("button", { name: "End Session" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ phrases: ["we could have a plant sale", "pond dipping", "by the old oak tree", "and a quiz with seed prizes"] });
  await expect(toast(page, "Ideas organized!")).toBeVisible();
  const points = page.getByTestId("brainstorm-results").locator("ol li li");
  await expect(points).toHaveText(["We could have a plant sale.", "Pond dipping by the old oak tree.", "A quiz with seed prizes."]);
  await expectAccessible(page);
});

// Ideas typed as "- " lines: the screen draws the bullets, so each line is a point of its own without the typed "- ".
// The ideas were written for this test.
test("ideas typed as '- ' lines each reach the outline as a point of their own, without the typed bullet", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await startSession(page, "getting to school safely");
  await ideasBox(page).fill("- a bike rack by the front gate\n- a walking bus from the park\n- a rota of parents on the crossing");
  await page.getByRole("button", { name: "End Session" }).click();
  await expect(toast(page, "Ideas organized!")).toBeVisible();
  const points = page.getByTestId("brainstorm-results").locator("ol li li");
  await expect(points).toHaveText(["A bike rack by the front gate.", "A walking bus from the park.", "A rota of parents on the crossing."]);
});

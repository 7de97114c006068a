import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { downloadFrom, expect, say, toast, transcriptBox } from "./voice-tools-support";
import type { Page } from "@playwright/test";

// A pause is no clause boundary: each tool hears a clause said across the recogniser's phrase
// breaks (a phrase ending on "period" the noun, the next going on) and spoken "comma", "period",
// "new paragraph" as marks. The live transcript, the results and the download agree and keep
// every word. The utterances are this spec's own, not the engine's examples.

/** The words a person sees, whitespace as one space, for comparing across line breaks. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** No spoken mark left as a word ("period" as a noun in `noun period` is a word). */
function expectNoMarkWords(text: string, noun: string) {
  expect(text.toLowerCase().replaceAll(`${noun} period`, "")).not.toMatch(/\bperiod\b|\bcomma\b|\bnew paragraph\b/);
}

/** Opens a tool with a faked recogniser, fills its setup (`setUp`) and presses its start button. */
async function startTool(page: Page, path: string, setUp: () => Promise<unknown>, start: string, started: string) {
  await installFakeSpeech(page);
  await page.goto(path);
  await setUp();
  await page.getByRole("button", { name: start }).click();
  await expect(toast(page, started)).toBeVisible();
}

/** Says each phrase as the recogniser sends it at a pause; the tool's transcript box (`label`) shows `written`. */
async function sayAcrossPauses(page: Page, phrases: readonly string[], written: string, label?: string) {
  for (const phrase of phrases) await say(page, phrase);
  await expect(label ? page.getByLabel(label) : await transcriptBox(page)).toHaveValue(written);
}

test("meeting minutes: a clause said across two phrases comes out whole, spoken marks as marks", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  const setUp = async () => {
    await page.getByLabel("Meeting title").fill("Launch check-in");
    await page.getByLabel("Add a participant").fill("Ana");
    await page.getByLabel("Add a participant").press("Enter");
  };
  await startTool(page, "/meeting-minutes", setUp, "Start Meeting", "Meeting recording started");
  await sayAcrossPauses(
    page,
    ["our trial period", "ends in march comma so ana", "will finish the booking page by friday period new paragraph the second", "thing is the budget"],
    "our trial period ends in march, so ana will finish the booking page by friday.\n\nThe second thing is the budget",
  );

  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();
  const transcript = await page.getByTestId("meeting-transcript").innerText();
  expect(flat(transcript)).toMatch(/trial period ends in march, so ana will finish the booking page by friday\. The second thing is the budget/i);
  expectNoMarkWords(transcript, "trial");
  const file = await downloadFrom(page, "Download Minutes");
  expect(file.text).toContain(transcript.trim());
});

test("meeting minutes: a pause between two speakers' turns ends the first, and the question to a named person gets its comma and question mark", async ({ page }) => {
  test.slow();
  const setUp = async () => {
    await page.getByLabel("Meeting title").fill("Café rota");
    for (const name of ["Nadia Bell", "Owen Hart"]) {
      await page.getByLabel("Add a participant").fill(name);
      await page.getByLabel("Add a participant").press("Enter");
    }
  };
  await startTool(page, "/meeting-minutes", setUp, "Start Meeting", "Meeting recording started");
  await sayAcrossPauses(page, ["the urn is fixed now", "nadia can you bring it on sunday", "the float is in", "the blue tin"], "the urn is fixed now nadia can you bring it on sunday the float is in the blue tin");

  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();
  const transcript = flat(await page.getByTestId("meeting-transcript").innerText());
  expect(transcript).toContain("The urn is fixed now. Nadia, can you bring it on Sunday?");
  // (a pause inside a sentence leaves it whole, as the words alone do)
  expect(transcript).toContain("The float is in the blue tin.");
});

test("lecture notes: a clause said across two phrases comes out whole, spoken marks as marks", async ({ page }) => {
  test.slow();
  const setUp = () => page.getByLabel("Course title").fill("Neuroscience").then(() => page.getByLabel("Lecturer name").fill("Dr. Okafor"));
  await startTool(page, "/lecture-notes", setUp, "Start Recording Lecture", "Recording started");
  await sayAcrossPauses(
    page,
    ["the refractory period", "lasts about two milliseconds comma and during it", "the neuron cannot fire again period new paragraph the next", "topic is the sodium pump"],
    "the refractory period lasts about two milliseconds, and during it the neuron cannot fire again.\n\nThe next topic is the sodium pump",
  );

  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(page.getByTestId("lecture-results")).toBeVisible();
  const file = await downloadFrom(page, "Download Study Guide");
  const notes = file.text.slice(file.text.indexOf("DETAILED NOTES"));
  expect(flat(notes)).toMatch(/refractory period lasts about two milliseconds, and during it the neuron cannot fire again\./i);
  expectNoMarkWords(notes, "refractory");
});

test("legal dictation: a clause said across two phrases comes out whole, spoken marks as marks", async ({ page }) => {
  test.slow();
  const setUp = () => page.getByLabel("Case Number").fill("PB-7").then(() => page.getByLabel("Document Type").selectOption("memo"));
  await startTool(page, "/legal-dictation", setUp, "Start Secure Dictation", "Secure dictation started");
  await sayAcrossPauses(
    page,
    ["the notice period", "is one month comma and the tenant", "must give notice in writing period new paragraph the rent", "is due on the first day of each month"],
    "the notice period is one month, and the tenant must give notice in writing.\n\nThe rent is due on the first day of each month",
  );

  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Legal document processed")).toBeVisible();
  const formatted = await page.getByTestId("formatted-document-text").innerText();
  expect(flat(formatted)).toMatch(/notice period is one month, and the tenant must give notice in writing\. The rent is due on the first day of each month/i);
  expectNoMarkWords(formatted, "notice");
  const file = await downloadFrom(page, "Download Legal Document");
  expect(flat(file.text)).toContain(flat(formatted));
});

test("legal dictation: 'period' after a date's ordinal is the full stop, and a notice of a fact is no action item", async ({ page }) => {
  test.slow();
  const setUp = () => page.getByLabel("Case Number").fill("PB-8").then(() => page.getByLabel("Document Type").selectOption("correspondence"));
  await startTool(page, "/legal-dictation", setUp, "Start Secure Dictation", "Secure dictation started");
  await sayAcrossPauses(
    page,
    ["the hearing is listed for friday the eleventh period", "new paragraph please note that friday the eleventh", "is a bank holiday period please file the bundle by wednesday the ninth of december period"],
    "the hearing is listed for friday the eleventh.\n\nPlease note that friday the eleventh is a bank holiday. Please file the bundle by wednesday the ninth of december.",
  );

  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Legal document processed")).toBeVisible();
  const formatted = await page.getByTestId("formatted-document-text").innerText();
  expect(flat(formatted)).toMatch(/listed for Friday the eleventh\. Please note that Friday the eleventh is a bank holiday\./);
  expect(formatted.toLowerCase()).not.toMatch(/\bperiod\b/);
  const actions = await page.getByRole("heading", { name: "Action Items" }).locator("..").getByRole("listitem").allInnerTexts();
  expect(actions.some((a) => /file the bundle by Wednesday/i.test(a))).toBe(true);
  expect(actions.join("\n")).not.toMatch(/bank holiday/i);
});

test("brainstorm: an idea said across two phrases reaches the transcript whole, spoken marks as marks", async ({ page }) => {
  test.slow();
  const setUp = async () => {
    await page.getByLabel("Topic").fill("getting more people to join the swimming club");
    await page.getByRole("button", { name: "Generate Ideas" }).click();
    await expect(page.getByTestId("prompt-text")).toBeVisible();
  };
  await startTool(page, "/brainstorm", setUp, "Start Brainstorming", "Brainstorming started!");
  await sayAcrossPauses(
    page,
    ["we could offer a free trial period", "for new members comma or a discount", "for students period new paragraph another idea", "is a summer open day"],
    "we could offer a free trial period for new members, or a discount for students.\n\nAnother idea is a summer open day",
    "Your ideas (speak, type or edit)",
  );

  await page.getByRole("button", { name: "End Session" }).click();
  await expect(toast(page, "Ideas organized!")).toBeVisible();
  const results = await page.getByTestId("brainstorm-results").innerText();
  expect(flat(results)).toMatch(/free trial period for new members/i);
  expect(flat(results)).not.toMatch(/trial\. For/i);
  expectNoMarkWords(results, "trial");
});

test("pronunciation: what was said across two phrases reads as one, spoken marks as marks", async ({ page }) => {
  test.slow();
  await installFakeSpeech(page);
  await page.goto("/pronunciation");
  // the first exercise after a server start waits for the local engine to load its word lists
  await expect(page.getByTestId("target-text")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Start microphone" }).click();
  await sayAcrossPauses(page, ["the trial period", "ends in march comma then", "we start period"], "the trial period ends in march, then we start.", "What you said (speak, type or edit)");
});

import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { downloadFrom, expect, expectAccessible, failEndpoint, liveTranscript, say, toast, transcriptBox } from "./voice-tools-support";
import type { Page } from "@playwright/test";
import { spokenLectureParts } from "../fixtures/ai/lecture";

// Smart lecture notes (voice-tools-and-enterprise §2, §4, §5, §7, §8, §9) with a faked recogniser and the
// real lecture endpoint (local engine).

const COURSE = "Biology 101: Cells";
const LECTURER = "Dr. Ada Smith";
const LECTURE_API = "/api/transcription/lecture";

async function open(page: Page) {
  await page.goto("/lecture-notes");
  await expect(page.getByLabel("Course title")).toBeVisible();
}

async function startLecture(page: Page) {
  await page.getByLabel("Course title").fill(COURSE);
  await page.getByLabel("Lecturer name").fill(LECTURER);
  await page.getByRole("button", { name: "Start Recording Lecture" }).click();
  await expect(toast(page, "Recording started")).toBeVisible();
}

test("a lecture goes from details to recording to notes, and downloads as {course}_notes.txt", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await expectAccessible(page);

  // voice-tools-and-enterprise §5: the start button is disabled while a detail is blank, and says why
  const start = page.getByRole("button", { name: "Start Recording Lecture" });
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription("Enter the course title and lecturer name to start recording.");
  await page.getByLabel("Course title").fill(COURSE);
  await page.getByLabel("Lecturer name").fill("   ");
  await expect(start).toBeDisabled();

  await page.getByLabel("Lecturer name").fill(LECTURER);
  await expect(start).toBeEnabled();
  await expect(page.getByText("Enter the course title and lecturer name to start recording.")).toHaveCount(0);
  await start.click();
  await expect(toast(page, "Recording started")).toBeVisible();
  await expect(page.getByTestId("recorder-status")).toContainText("Listening...");
  // Spoken as a recogniser writes it: lower case, no punctuation, a filler, a word said twice.
  const lecture = spokenLectureParts;
  for (const part of lecture) await say(page, part);
  const spoken = lecture.join(" ");
  await expect(liveTranscript(page)).toHaveText(spoken.length > 500 ? `...${spoken.slice(-500)}` : spoken);
  await expect(page.getByTestId("recording-timer")).toHaveText(/^(0:0[1-9]|0:[1-5]\d|[1-9]\d*:[0-5]\d)$/); // m:ss, ticking
  await expectAccessible(page);

  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(toast(page, "Lecture processed!")).toBeVisible();
  const results = page.getByTestId("lecture-results");
  await expect(results.getByRole("heading", { name: "Summary" })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Review Questions" })).toBeVisible();
  await expectAccessible(page);
  const summary = (await results.getByRole("heading", { name: "Summary" }).locator("xpath=..").locator("p").innerText()).trim();
  // The complaints: a summary repeating the transcript, whole sentences as definitions,
  // "key molecule" and "exam" as terms, one review question.
  expect(summary.split(/\s+/).length).toBeLessThanOrEqual(lecture.join(" ").split(" ").length / 4);
  expect(summary).toContain("Photosynthesis is the process plants use to turn light into chemical energy.");
  const terms = results.getByRole("definition");
  await expect(results.getByRole("term").filter({ hasText: /^photosynthesis/ })).toBeVisible();
  await expect(terms.filter({ hasText: "The process plants use to turn light into chemical energy." })).toHaveCount(1);
  await expect(terms.filter({ hasText: "Whatever holds the rate back, such as low light or cold weather." })).toHaveCount(1);
  await expect(results.getByRole("term").filter({ hasText: /key molecule|exam/ })).toHaveCount(0);
  const questions = results.getByRole("heading", { name: "Review Questions" }).locator("xpath=..").getByRole("listitem");
  expect(await questions.count()).toBeGreaterThanOrEqual(3);
  await expect(questions.filter({ hasText: /^What is photosynthesis\?$/ })).toHaveCount(1);
  await expect(questions.filter({ hasText: /^What is a limiting factor\?$/ })).toHaveCount(1);

  const file = await downloadFrom(page, "Download Study Guide");
  expect(file.name).toBe("Biology_101__Cells_notes.txt");
  expect(file.text.startsWith(`${COURSE} - Study Guide\nLecturer: ${LECTURER}\nDate: `)).toBe(true);
  expect(file.text).toContain(`SUMMARY\n${summary}`);
  expect(file.text).toContain("MAIN POINTS\n1. Photosynthesis is the process plants use to turn light into chemical energy.");
  expect(file.text).toContain("- photosynthesis (high): The process plants use to turn light into chemical energy.");
  expect(file.text).toContain("DETAILED NOTES\n");

  await page.getByRole("button", { name: "New Lecture" }).click();
  await expect(page.getByLabel("Course title")).toHaveValue("");
  await page.reload();
  await expect(page.getByLabel("Course title")).toHaveValue("");
});

test("long lectures preview only the last 500 characters, with an ellipsis", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await startLecture(page);
  const phrase = "The mitochondria is the powerhouse of the cell and it makes energy for everything.";
  for (let i = 0; i < 8; i++) await say(page, `${i} ${phrase}`);
  const preview = await liveTranscript(page).innerText();
  expect(preview.startsWith("...")).toBe(true);
  expect(preview.length).toBe(503);
  expect(preview.endsWith(`7 ${phrase}`)).toBe(true);
});

test("when processing fails the transcript stays on screen and in the draft", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await startLecture(page);
  await say(page, "Enzymes speed up chemical reactions in the cell.");
  const restore = await failEndpoint(page, LECTURE_API);
  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(toast(page, "Processing failed")).toContainText("Could not process lecture notes. Please try again.");
  await expect(liveTranscript(page)).toHaveText("Enzymes speed up chemical reactions in the cell.");
  await expect(toast(page, "engine exploded")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("restored-note")).toBeVisible();
  await expect(liveTranscript(page)).toHaveText("Enzymes speed up chemical reactions in the cell.");
  await restore();
  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(toast(page, "Lecture processed!")).toBeVisible();
  await page.getByRole("button", { name: "New Lecture" }).click();
});

test("without speech recognition the lecture can be typed, then saved as a document", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page, { supported: false });
  await open(page);
  await startLecture(page);
  await expect(page.getByTestId("recorder-unsupported")).toBeVisible();
  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(toast(page, "Nothing to process yet")).toBeVisible();
  const box = await transcriptBox(page);
  await box.fill("Cells divide by mitosis. Mitosis has four phases: prophase, metaphase, anaphase and telophase.");
  await expect(liveTranscript(page)).toContainText("Mitosis has four phases");
  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(toast(page, "Lecture processed!")).toBeVisible();

  const creates: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/documents") creates.push(r.url());
  });
  await page.getByRole("button", { name: "Save as document" }).dblclick(); // one document, not two
  await page.waitForURL(/\/editor\/[^/?]+$/);
  expect(creates).toHaveLength(1);
  await expect(page.getByLabel("Document title")).toHaveValue(`${COURSE} notes`);
  await expect(page.getByLabel("Document text")).toHaveValue(/^Biology 101: Cells - Study Guide/);
  await page.goto("/lecture-notes");
  await page.getByRole("button", { name: "New Lecture" }).click();
});

// A lecture typed as "- " lines: the screen draws the bullets, so no key term, main point or question shows the typed
// "- ", and each line keeps its own definition. The lecture was written for this test.
test("a lecture typed as '- ' lines: each defined term keeps its line's definition and no item shows the typed bullet", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await startLecture(page);
  const box = await transcriptBox(page);
  await box.fill(
    "Today is the water cycle.\n- Evaporation is when the sun heats water and it turns into vapour.\n- Condensation is when the vapour cools and forms clouds.\n- Make sure you know the word precipitation for the exam.\n- For homework, draw the water cycle and label each stage.",
  );
  await expect(liveTranscript(page)).toContainText("forms clouds");
  await page.getByRole("button", { name: "Stop & Process" }).click();
  await expect(toast(page, "Lecture processed!")).toBeVisible();

  const terms = page.getByRole("heading", { name: "Key Terms" }).locator("xpath=..");
  await expect(terms.locator("dl > div", { has: page.getByText("condensation", { exact: true }) }).locator("dd")).toHaveText("When the vapour cools and forms clouds.");
  await expect(terms.getByText("precipitation", { exact: true })).toBeVisible();
  const points = page.getByRole("heading", { name: "Main Points" }).locator("xpath=..").getByRole("listitem");
  await expect(points.filter({ hasText: "Condensation is when the vapour cools and forms clouds." })).toHaveCount(1);
  const shown = [...(await terms.locator("dt, dd").allInnerTexts()), ...(await points.allInnerTexts())];
  expect(shown.filter((text) => /(?:^|\s)[-•*–]\s/.test(text))).toEqual([]);
});

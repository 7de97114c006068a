import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { expect, expectAccessible, liveTranscript, say, toast, transcriptBox } from "./voice-tools-support";
import type { Page } from "@playwright/test";
import { freshBrainstorm } from "../fixtures/ai/fresh/brainstorm";
import { freshLecture } from "../fixtures/ai/fresh/lecture";
import { freshLegal } from "../fixtures/ai/fresh/legal";
import { freshMeeting } from "../fixtures/ai/fresh/meeting";
import { dueDateText } from "@/lib/voice-tools/text";

// The voice tools do no harm and do their job, on inputs written apart from the rules
// (the fresh held-out sets, tests/fixtures/ai/fresh; items picked by their shape, never by what
// the engine makes of them), with a faked recogniser and the real endpoints (local engine).

/** The recogniser hands speech over a few words at a time. */
async function sayInChunks(page: Page, text: string, size = 10) {
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += size) await say(page, words.slice(i, i + size).join(" "));
}

const sentences = (text: string) => text.split(/\n+|(?<=[.?!])\s+(?=\p{Lu})/u).map((s) => s.trim()).filter(Boolean);
const letterLines = (text: string) => text.split("\n").map((l) => l.trim()).filter((l) => /^(?:Dear|Yours)\b/.test(l));

async function startLegal(page: Page, documentType: string) {
  await page.goto("/legal-dictation");
  await page.getByLabel("Case Number").fill("EV-43");
  await page.getByLabel("Document Type").selectOption(documentType);
  await page.getByRole("button", { name: "Start Secure Dictation" }).click();
  await expect(toast(page, "Secure dictation started")).toBeVisible();
}

test("a letter that is already right comes out of legal dictation unchanged", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  const item = freshLegal.find((i) => i.input === i.reference && i.documentType === "correspondence") ?? freshLegal.find((i) => i.input === i.reference)!;
  await installFakeSpeech(page);
  await startLegal(page, item.documentType);
  await (await transcriptBox(page)).fill(item.input);
  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Legal document processed")).toBeVisible();
  const formatted = (await page.getByTestId("formatted-document-text").innerText()).replace(/[ \t]+\n/g, "\n");
  // every sentence as written, with its own marks and capitals; no greeting or closing of the engine's
  for (const sentence of sentences(item.reference)) expect(formatted).toContain(sentence);
  expect(letterLines(formatted)).toEqual(letterLines(item.reference));
  await expectAccessible(page);
});

test("spoken punctuation in legal dictation becomes marks, not words", async ({ page }) => {
  test.slow();
  const item = freshLegal.find((i) => i.input !== i.reference && /\b(?:new paragraph|full stop)\b/.test(i.input))!;
  await installFakeSpeech(page);
  await startLegal(page, item.documentType);
  await sayInChunks(page, item.input);
  const said = (await liveTranscript(page).innerText()).toLowerCase();
  expect(said).not.toMatch(/\bnew paragraph\b|\bfull stop\b/);
  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Legal document processed")).toBeVisible();
  const formatted = await page.getByTestId("formatted-document-text").innerText();
  expect(formatted.toLowerCase()).not.toMatch(/\bnew paragraph\b|\bfull stop\b/);
  // no more "period" or "comma" words than the typist's reference has
  for (const word of ["period", "comma"]) {
    const count = (text: string) => text.toLowerCase().match(new RegExp(`\\b${word}\\b`, "g"))?.length ?? 0;
    expect(count(formatted)).toBeLessThanOrEqual(count(item.reference));
  }
});

test("meeting minutes keep an action's owner and due date", async ({ page }) => {
  test.slow();
  const item = freshMeeting.find((m) => m.actions.some((a) => a.owner && a.due))!;
  await page.clock.setFixedTime(new Date(`${item.meetingDate}T10:00:00`));
  await installFakeSpeech(page);
  await page.goto("/meeting-minutes");
  await page.getByLabel("Meeting title").fill(item.meetingTitle);
  for (const p of item.participants) {
    await page.getByLabel("Add a participant").fill(p);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(toast(page, "Meeting recording started")).toBeVisible();
  await sayInChunks(page, item.transcript, 12);
  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();
  const items = page.getByTestId("action-items").getByRole("listitem");
  const texts = await items.allInnerTexts();
  const dated = item.actions.filter((a) => a.owner && a.due);
  const kept = dated.filter((a) => texts.some((t) => t.includes(`Assignee: ${a.owner}`) && t.includes(`Due: ${dueDateText(a.due!)}`)));
  expect(kept.length, `${JSON.stringify(dated)} in ${JSON.stringify(texts)}`).toBeGreaterThan(0);
  // a status update reported as done is never an action
  for (const status of item.statusUpdates) expect(texts.join("\n").toLowerCase()).not.toContain(status.toLowerCase());
  await expectAccessible(page);
});

test("lecture notes list no example as a key term and quote the homework", async ({ page }) => {
  test.slow();
  const item = freshLecture.find((l) => l.homework && l.notTerms.length)!;
  await installFakeSpeech(page);
  await page.goto("/lecture-notes");
  await page.getByLabel("Course title").fill(item.courseTitle);
  await page.getByLabel("Lecturer name").fill(item.lecturer);
  await page.getByRole("button", { name: "Start Recording Lecture" }).click();
  await expect(toast(page, "Recording started")).toBeVisible();
  await sayInChunks(page, item.transcript, 15);
  const notesResponse = page.waitForResponse((r) => r.url().endsWith("/api/transcription/lecture"));
  await page.getByRole("button", { name: "Stop & Process" }).click();
  const notes = (await (await notesResponse).json()) as { keyTerms: Array<{ term: string }>; questions: string[]; mainPoints: string[] };
  await expect(page.getByRole("heading", { name: "Key Terms" })).toBeVisible();
  const terms = notes.keyTerms.map((t) => t.term.toLowerCase());
  for (const n of item.notTerms) expect(terms).not.toContain(n.toLowerCase());
  const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, " ").replace(/\s+/g, " ").trim();
  const homework = notes.mainPoints.find((p) => p.startsWith("Homework, as said:"));
  expect(words(homework ?? "")).toContain(words(item.homework!));
  await expect(page.getByText(/^Homework, as said:/)).toBeVisible();
});

test("Generate Ideas offers ideas, and every spoken idea reaches the outline", async ({ page }) => {
  test.slow();
  const item = freshBrainstorm[0];
  await installFakeSpeech(page);
  await page.goto("/brainstorm");
  await page.getByLabel("Topic").fill(item.topic);
  const startersResponse = page.waitForResponse((r) => r.url().endsWith("/api/brainstorm/starters"));
  await page.getByRole("button", { name: "Generate Ideas" }).click();
  const { starters } = (await (await startersResponse).json()) as { starters: string[] };
  const followUps = page.getByTestId("brainstorm-prompt").getByRole("listitem");
  await expect(followUps).toHaveText(starters.slice(1, 4));
  for (const idea of starters.slice(0, 4)) expect(idea).not.toMatch(/\?$/);

  await page.getByRole("button", { name: "Start Brainstorming" }).click();
  await expect(toast(page, "Brainstorming started!")).toBeVisible();
  for (const phrase of item.phrases) await say(page, phrase);
  const analysis = page.waitForResponse((r) => r.url().endsWith("/api/brainstorm/analyze"));
  await page.getByRole("button", { name: "End Session" }).click();
  const { structure } = (await (await analysis).json()) as { structure?: { outline: Array<{ points: string[] }> } };
  await expect(toast(page, "Ideas organized!")).toBeVisible();
  const points = (structure?.outline ?? []).flatMap((o) => o.points.map((p) => p.toLowerCase()));
  const whole = item.ideas.filter((idea) => points.some((p) => idea.keywords.every((k) => p.includes(k.toLowerCase()))));
  expect(whole.length, JSON.stringify(points)).toBe(item.ideas.length);
});

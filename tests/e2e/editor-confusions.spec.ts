import type { Locator, Page } from "@playwright/test";
import { signedInTest as test, expect, installFakeSpeech } from "./fixtures";
import { nextResponse, openEditor, say, textArea, turnOffAutoFix, unsavedBadge } from "./editor-support";
import { DEFAULT_PROFILE, profileInitScript } from "./accessibility-helpers";
import { withoutGuidance } from "../../lib/text/template-guidance";

// Things in the editor that confused a new user: a greyed-out Enhance Doc with
// no visible reason, an old "Undo AI change" bar during the next review, dictation that skipped
// a template's sections, and Proofread flagging the template's own guidance.

const SAVE_FIRST = "Save the document first to enhance it.";
const MEETING_TEMPLATE = "/editor?template=ref-meeting-notes";

/** Shown to everyone: not a visually hidden (1 px) screen-reader text. */
async function expectShownOnScreen(note: Locator) {
  await expect(note).toBeVisible();
  const box = (await note.boundingBox())!;
  expect(box.width > 100 && box.height > 10, `the note is ${Math.round(box.width)}x${Math.round(box.height)} px`).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await profileInitScript(page, DEFAULT_PROFILE);
});

test("a new document shows why Enhance Doc cannot be used yet, beside it and in a phone's More menu", async ({ page }) => {
  await openEditor(page);
  const enhance = page.getByRole("button", { name: "Enhance Doc" });
  await expect(enhance).toHaveAttribute("aria-disabled", "true");
  await expectShownOnScreen(page.getByText(SAVE_FIRST).filter({ visible: true }));
  await expect(enhance).toHaveAccessibleDescription(SAVE_FIRST);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByText("More", { exact: true }).click();
  const menuEnhance = page.getByRole("button", { name: "Enhance Doc" }).filter({ visible: true });
  await expect(menuEnhance).toHaveAccessibleDescription(SAVE_FIRST);
  await expectShownOnScreen(page.getByText(SAVE_FIRST).filter({ visible: true }));
  await page.keyboard.press("Escape");

  // once saved, Enhance Doc works and the reason goes
  await page.setViewportSize({ width: 1280, height: 800 });
  await textArea(page).fill("A short note to keep.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/.+/);
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enhance Doc" })).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText(SAVE_FIRST)).toHaveCount(0);
});

test("the bar about the last AI change goes when the next review opens", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("hello world how are you today i am fine");
  let answered = nextResponse(page, "/api/ai/enhance-punctuation");
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await answered;
  await page.getByRole("button", { name: "Accept all" }).click();
  const bar = page.getByTestId("ai-change");
  await expect(bar).toContainText("Punctuation was fixed.");

  await textArea(page).press("End");
  await textArea(page).pressSequentially(" then we went home it was late");
  answered = nextResponse(page, "/api/ai/enhance-punctuation");
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await answered;
  await expect(page.getByTestId("ai-review")).toBeVisible();
  // "Undo AI change" would now undo the earlier fix, not the one being reviewed
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Undo AI change" })).toHaveCount(0);
});

async function openMeetingTemplate(page: Page) {
  const template = (await (await page.request.get("/api/templates/ref-meeting-notes")).json()) as { content: string };
  await openEditor(page, MEETING_TEMPLATE);
  await expect(textArea(page)).toHaveValue(template.content);
  return template.content;
}

test("with a template, dictation fills the guidance line the cursor is on, or the first one, and goes on there", async ({ page }) => {
  await installFakeSpeech(page);
  const content = await openMeetingTemplate(page);
  expect(content).toContain("Meeting\n[Say the meeting name, the date and the time.]\n\nPeople there\n[Say the names of the people who came.]");
  await turnOffAutoFix(page);
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await expect(page.getByRole("button", { name: "End Dictation" })).toBeVisible();

  // the cursor is not on a guidance line: the first one is filled
  await say(page, "team sync on monday morning");
  await expect(textArea(page)).toHaveValue(/^Meeting\nTeam sync on monday morning\n\nPeople there\n\[Say the names of the people who came\.\]\n/);
  // the next phrase goes on in the same section, not into the next one
  await say(page, "in room four");
  await expect(textArea(page)).toHaveValue(/^Meeting\nTeam sync on monday morning in room four\n\nPeople there\n\[Say the names/);

  // the person puts the cursor on another section's guidance line (here: Decisions)
  await textArea(page).evaluate((el: HTMLTextAreaElement) => {
    const at = el.value.indexOf("[Say each decision");
    el.focus();
    el.setSelectionRange(at + 4, at + 4);
  });
  await say(page, "we keep the friday release");
  const value = await textArea(page).inputValue();
  expect(value).toMatch(/\nDecisions\nWe keep the friday release\n/);
  expect(value).toContain("People there\n[Say the names of the people who came.]"); // untouched
  expect(value).not.toContain("[Say each decision");
  // every word said is in the text once
  for (const words of ["Team sync on monday morning in room four", "We keep the friday release"]) expect(value.split(words).length - 1).toBe(1);
});

test("Proofread leaves a template's guidance alone and checks the words written into it", async ({ page }) => {
  const content = await openMeetingTemplate(page);
  const panel = page.getByTestId("proofread-panel");
  const items = panel.getByTestId("proofread-item");
  // the person writes into the first section: a homophone in the wrong place and a misspelling of their own
  const line = "[Say the meeting name, the date and the time.]";
  await textArea(page).fill(content.replace(line, "Their going to meet about the recieve form"));
  // both checks have run once these are listed (homophones at once, spelling after a pause)
  await expect(items.filter({ hasText: "Their" }).first()).toBeVisible();
  await expect(items.filter({ hasText: "recieve" }).first()).toBeVisible();
  const listed = await items.evaluateAll((els) => els.map((el) => el.querySelector("button span")!.textContent!.trim()));
  // every word listed is in what the person wrote or the section headings, none only in the guidance
  const outsideGuidance = withoutGuidance(await textArea(page).inputValue());
  const fromGuidance = listed.filter((word) => !new RegExp(`\\b${word}\\b`, "i").test(outsideGuidance));
  expect(fromGuidance, `listed from the template's guidance: ${fromGuidance.join(", ")}`).toEqual([]);
});

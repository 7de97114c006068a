import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import { getDocument, nextResponse, openEditor, say, textArea, titleField, toastWith, unsavedBadge } from "./editor-support";
import { applyAcceptedChanges, changesOf, groupWordDiff } from "../../lib/text/word-diff";
import { pdfSource, readPdfText } from "../support/pdf-text";
import { maySkipWithoutPdfViewers, pdfFonts, pdfViewersMissing, renderWithMupdf, renderWithPoppler } from "../support/pdf-viewers";

// Reviewing AI changes before they stick, document history, and Word/PDF export.

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
});

async function saveNew(page: import("@playwright/test").Page, text: string) {
  await textArea(page).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/.+/);
  await expect(unsavedBadge(page)).toHaveCount(0);
  return page.url().split("/").pop()!;
}

test("Enhance Doc proposes its changes: one rejected, one accepted, by keyboard; the text changes only on the choice", async ({ page }) => {
  await openEditor(page);
  const original = "the the cat sat on the mat";
  const id = await saveNew(page, original);

  const answered = nextResponse(page, `/api/documents/${id}/enhance`);
  await page.getByRole("button", { name: "Enhance Doc" }).click();
  const { content: proposed } = (await (await answered).json()) as { content: string };
  const review = page.getByTestId("ai-review");
  await expect(review).toBeVisible();
  await expect(page.getByRole("heading", { name: "Review AI changes" })).toBeFocused();
  // nothing has changed yet
  await expect(textArea(page)).toHaveValue(original);
  await expect(unsavedBadge(page)).toHaveCount(0);

  const parts = groupWordDiff(original, proposed);
  const changes = changesOf(parts);
  expect(changes.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId("ai-review-change")).toHaveCount(changes.length);
  // the first change: the doubled word goes and the sentence gets its capital
  expect(changes[0]).toMatchObject({ removed: "the the ", added: "The " });
  const first = page.getByTestId("ai-review-change").first();
  await expect(first.locator("del")).toContainText("deleted: the the");
  await expect(first.locator("ins")).toContainText("inserted: The");
  await expect(first.locator("del")).toHaveCSS("text-decoration-line", "line-through");
  await expect(first.locator("ins")).toHaveCSS("text-decoration-line", "underline");
  await expectNoA11yViolations(page);

  // keyboard only: reject the first change, accept every other one, apply
  await page.getByRole("group", { name: "Change 1" }).getByRole("button", { name: "Reject" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Change 1" }).getByRole("button", { name: "Reject" })).toHaveAttribute("aria-pressed", "true");
  for (let i = 2; i <= changes.length; i++) {
    await page.getByRole("group", { name: `Change ${i}` }).getByRole("button", { name: "Accept" }).focus();
    await page.keyboard.press("Space");
  }
  await expect(textArea(page)).toHaveValue(original); // still unchanged until applied
  await page.getByRole("button", { name: "Apply my choices" }).focus();
  await page.keyboard.press("Enter");

  const expected = applyAcceptedChanges(parts, new Set(changes.slice(1).map((c) => c.id)));
  expect(expected.startsWith("the the cat sat on the mat")).toBe(true);
  await expect(textArea(page)).toHaveValue(expected);
  await expect(review).toHaveCount(0);
  await expect(unsavedBadge(page)).toBeVisible();

  // the accepted AI change is saved as an AI revision
  await page.getByRole("button", { name: "Save" }).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect((await getDocument(page, id)).content).toBe(expected);
  const revisions = (await (await page.request.get(`/api/documents/${id}/revisions`)).json()) as { source: string }[];
  expect(revisions.map((r) => r.source)).toEqual(["ai", "typed"]);
});

test("Fix Punctuation: Reject all leaves the text; Accept all takes the AI text and can be undone", async ({ page }) => {
  await openEditor(page);
  const spoken = "hello world how are you today i am fine";
  await textArea(page).fill(spoken);
  let answered = nextResponse(page, "/api/ai/enhance-punctuation");
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  const { enhancedText } = (await (await answered).json()) as { enhancedText: string };
  await page.getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByTestId("ai-review")).toHaveCount(0);
  await expect(textArea(page)).toHaveValue(spoken);
  await expect(toastWith(page, "AI changes rejected")).toContainText("Your text is unchanged.");

  answered = nextResponse(page, "/api/ai/enhance-punctuation");
  await page.getByRole("button", { name: "Fix All Punctuation" }).click();
  await answered;
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(textArea(page)).toHaveValue(enhancedText);
  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue(spoken);
});

test("the automatic fix after speech applies at once; each of its changes can be reverted, even after typing more", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("button", { name: "Start Dictation" }).click();
  const answered = nextResponse(page, "/api/ai/enhance-punctuation");
  await say(page, "my name is sam i live in leeds");
  const { enhancedText } = (await (await answered).json()) as { enhancedText: string };
  await expect(textArea(page)).toHaveValue(enhancedText);
  await page.getByRole("button", { name: "End Dictation" }).click();
  const changes = changesOf(groupWordDiff("My name is sam i live in leeds", enhancedText));
  expect(changes.length).toBeGreaterThan(0);
  const last = changes.at(-1)!;

  // the reader types more after the fix
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" Bye");
  const fixes = page.getByTestId("automatic-fixes");
  await fixes.getByText(/Automatic fixes \(\d+\)/).click();
  await expect(fixes.getByRole("listitem")).toHaveCount(changes.length);
  await expectNoA11yViolations(page);
  await fixes.getByRole("button", { name: /^Revert fix/ }).last().click();
  const reverted = enhancedText.slice(0, enhancedText.length - last.added.length) + last.removed + " Bye";
  expect(enhancedText.endsWith(last.added)).toBe(true);
  await expect(textArea(page)).toHaveValue(reverted);
  await expect(toastWith(page, "Fix reverted")).toBeVisible();
  await expect(fixes.getByRole("listitem")).toHaveCount(changes.length - 1);
});

test("history: every save is listed with its source; preview and restore an earlier version as a new save", async ({ page }) => {
  await openEditor(page);
  await titleField(page).fill("Trip plan");
  const id = await saveNew(page, "First draft of the plan");
  await textArea(page).fill("Second draft of the plan");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  // unsaved words when restoring are saved first, so they are in the history too
  await textArea(page).fill("Third draft, not saved yet");

  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "Document history" });
  await expect(dialog.getByTestId("revision")).toHaveCount(2);
  await expect(dialog.getByTestId("revision").first()).toContainText("Version 2 · Typed · Just now");
  await expect(dialog.getByTestId("revision").first()).toContainText("Current");
  await dialog.getByRole("button", { name: "Preview version 1" }).click();
  await expect(dialog.getByLabel("Text of version 1")).toHaveText("First draft of the plan");
  await expectNoA11yViolations(page);

  await dialog.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toastWith(page, "Version restored")).toContainText("Version 1 is back, saved as version 4.");
  await expect(dialog).toHaveCount(0);
  await expect(textArea(page)).toHaveValue("First draft of the plan");
  await expect(unsavedBadge(page)).toHaveCount(0);
  const saved = await getDocument(page, id);
  expect(saved).toMatchObject({ content: "First draft of the plan", version: 4 });

  await page.getByRole("button", { name: "History" }).click();
  const items = page.getByRole("dialog", { name: "Document history" }).getByTestId("revision");
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText("Version 4 · Restored");
  await expect(items.nth(1)).toContainText("Third draft, not saved yet");
  await page.keyboard.press("Escape");
  // the dialog loads on demand (no Radix trigger): closing it still gives the focus back to its button
  await expect(page.getByRole("dialog", { name: "Document history" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "History" })).toBeFocused();

  // after a reload the restored text is what the editor shows (no stale draft comes back)
  await page.reload();
  await expect(textArea(page)).toHaveValue("First draft of the plan");
  await expect(page.getByTestId("restored-draft")).toHaveCount(0);
});

test("Download as Word and as PDF (plain, and in my reading settings): headings, bullets, bold, italics, drawn by Poppler and MuPDF", async ({ page }) => {
  await page.addInitScript(() => {
    const profile = { preferredFont: "opendyslexic", fontSize: 20, lineHeight: 1.8, letterSpacing: 0.1, updatedAt: new Date().toISOString() };
    window.localStorage.setItem("accessibility-profile", JSON.stringify(profile));
  });
  await openEditor(page);
  await titleField(page).fill("Q1 plan: draft!");
  await textArea(page).fill("# Weekly plan\n\nBuy **fresh** bread *today*.\n- eggs\n- oat milk");

  await page.getByRole("button", { name: "Download" }).click();
  const dialog = page.getByRole("dialog", { name: "Download" });
  await expectNoA11yViolations(page);
  await dialog.getByRole("radio", { name: /Word/ }).check();
  let download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Word (.docx)" }).click();
  const docx = await download;
  expect(docx.suggestedFilename()).toBe("Q1_plan_draft.docx");
  const xml = await (await JSZip.loadAsync(await readFile(await docx.path()))).file("word/document.xml")!.async("string");
  expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*?Weekly plan/);
  expect((xml.match(/<w:numPr>/g) ?? []).length).toBe(2);
  expect(xml).toMatch(/<w:b\/>[\s\S]{0,200}?<w:t[^>]*>fresh<\/w:t>/);
  expect(xml).toMatch(/<w:i\/>(?:(?!<\/w:rPr>).)*<\/w:rPr><w:t[^>]*>today<\/w:t>/); // *today* in italics
  expect(xml).not.toContain("*");

  // PDF, plain (Inter) and in the reading settings (OpenDyslexic): a real font program that both
  // Poppler (most Linux viewers, print pipelines) and MuPDF draw, with the words on the page
  const viewersMissing = pdfViewersMissing();
  if (viewersMissing && !maySkipWithoutPdfViewers()) throw new Error(viewersMissing);
  for (const [readingSettings, font] of [
    [false, "Inter"],
    [true, "OpenDyslexic"],
  ] as const) {
    await page.getByRole("button", { name: "Download" }).click();
    await dialog.getByRole("radio", { name: /PDF/ }).check();
    await dialog.getByRole("checkbox", { name: "Use my reading settings" }).setChecked(readingSettings);
    download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download PDF (.pdf)" }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe("Q1_plan_draft.pdf");
    const bytes = await readFile(await pdf.path());
    const { text } = readPdfText(bytes);
    for (const phrase of ["Weekly plan", "Buy fresh bread today.", "eggs", "oat milk"]) expect(text).toContain(phrase);
    expect(text).not.toContain("*");
    expect(pdfSource(bytes)).toMatch(new RegExp(`BaseFont /${font}-Italic`));
    if (viewersMissing) {
      console.warn(`PDF viewers not checked: ${viewersMissing}`);
      continue;
    }
    expect(pdfFonts(bytes).errors, font).toBe("");
    for (const rendering of [renderWithPoppler(bytes), renderWithMupdf(bytes)]) {
      expect(rendering.errors, font).toBe("");
      expect(rendering.ink, `${font}: ink on page 1`).toBeGreaterThan(0.002);
    }
  }

  // plain text stays as it was: {title}.txt with the words as written
  await page.getByRole("button", { name: "Download" }).click();
  download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Plain text (.txt)" }).click();
  const txt = await download;
  expect(txt.suggestedFilename()).toBe("Q1 plan draft!.txt");
  expect(await readFile(await txt.path(), "utf8")).toBe("# Weekly plan\n\nBuy **fresh** bread *today*.\n- eggs\n- oat milk");

  // by keyboard: Enter opens it, Escape closes it and the focus is back on Download
  await page.getByRole("button", { name: "Download" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download" })).toBeFocused();
});

import type { Page } from "@playwright/test";
import { signedInTest as test, expect } from "./fixtures";
import { createDocument, holdRequests, loseConnectionTo, openEditor, textArea, titleField, toastWith } from "./editor-support";

// What the editor does when the text changed, or the network failed, under an action: an AI
// answer for text the reader has since changed is never put in (nor offered for review), a
// review for text changed since is not applied, and a download that cannot be built says so.
// Nothing here depends on the account being empty, so the tests share the worker's sign-in.

/**
 * Asks the AI with `button` and holds its request to `path` while the reader makes `edit`; then
 * lets the answer through. The editor must keep the edit and neither replace nor offer anything.
 */
async function editWhileAiWorks(page: Page, path: string, button: string, edit: () => Promise<void>) {
  const ai = await holdRequests(page, `**${path}`, "POST");
  const asked = page.waitForRequest(`**${path}`);
  await page.getByRole("button", { name: button }).click();
  await asked;
  await edit();
  ai.release();
  await expect(toastWith(page, "Text changed meanwhile")).toContainText(
    "The text changed while the AI was working, so nothing was replaced. Please try again.",
  );
  await expect(page.getByTestId("ai-review")).toHaveCount(0);
}

test("Fix Punctuation: words typed while the AI works stay, and its answer is not offered", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("hello world how are you today");
  await editWhileAiWorks(page, "/api/ai/enhance-punctuation", "Fix Punctuation", async () => {
    await textArea(page).press("End");
    await textArea(page).pressSequentially(" and more");
  });
  await expect(textArea(page)).toHaveValue("hello world how are you today and more");
  await expect(page.getByRole("button", { name: "Fix Punctuation" })).toBeEnabled();
});

test("Enhance Doc: words typed while the AI works stay, and its answer is not offered", async ({ page }) => {
  const doc = await createDocument(page, { title: "Guarded", content: "the the cat sat on the mat" });
  await openEditor(page, `/editor/${doc.id}`);
  await editWhileAiWorks(page, `/api/documents/${doc.id}/enhance`, "Enhance Doc", async () => {
    await textArea(page).press("ControlOrMeta+Home");
    await textArea(page).pressSequentially("Note: ");
  });
  await expect(textArea(page)).toHaveValue("Note: the the cat sat on the mat");
});

test("the review is not applied to text changed while it was open", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("hello world how are you today i am fine");
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  const review = page.getByTestId("ai-review");
  await expect(review).toBeVisible();
  // the reader rewrites the start (of the text, not of a wrapped line) while the suggestions are open
  await textArea(page).press("ControlOrMeta+Home");
  await textArea(page).pressSequentially("Well, ");
  await review.getByRole("button", { name: "Accept all" }).click();
  await expect(toastWith(page, "Text changed meanwhile")).toContainText(
    "The text changed while you were reviewing, so nothing was replaced. Please try again.",
  );
  await expect(textArea(page)).toHaveValue("Well, hello world how are you today i am fine");
  await expect(review).toHaveCount(0);
});

test("a download that cannot be built says so, keeps the dialog open, and works once the connection is back", async ({ page }) => {
  await openEditor(page);
  await titleField(page).fill("Trip notes");
  await textArea(page).fill("Pack the tent and the maps.");
  await page.getByRole("button", { name: "Download" }).click();
  const dialog = page.getByRole("dialog", { name: "Download" });
  await dialog.getByRole("radio", { name: /PDF/ }).check();
  // the PDF's fonts come from the server when asked for: the connection drops on the way
  const reconnect = await loseConnectionTo(page, "**/fonts/export/**");
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  await dialog.getByRole("button", { name: "Download PDF (.pdf)" }).click();
  await expect(toastWith(page, "Download failed")).toContainText("Could not build the file. Please try again.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Download PDF (.pdf)" })).toBeEnabled();
  expect(downloads).toEqual([]);

  await reconnect();
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download PDF (.pdf)" }).click();
  expect((await download).suggestedFilename()).toBe("Trip_notes.pdf");
  await expect(dialog).toHaveCount(0);
});

import { readFile } from "node:fs/promises";
import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn, waitForHydration } from "./fixtures";
import type { Page } from "@playwright/test";
import { openEditor, say, textArea, toastWith, turnOffAutoFix } from "./editor-support";
import { liveTranscript } from "./voice-tools-support";

// Personal vocabulary: the settings screen (empty, add, edit, delete with undo,
// import, export) and the words applied to dictation in the editor and a voice tool.

const list = (page: Page) => page.getByTestId("vocabulary-list");

async function addEntry(page: Page, kind: "Word or name" | "Spoken shortcut", phrase: string, expansion?: string) {
  const add = page.getByRole("region", { name: "Add a word or shortcut" }).or(page.locator("section[aria-labelledby='vocabulary-add-heading']"));
  await add.getByLabel("Type").selectOption({ label: kind });
  await add.getByLabel(kind === "Spoken shortcut" ? "What you say" : "Word or name").fill(phrase);
  if (expansion) await add.getByLabel("What it writes").fill(expansion);
  await add.getByRole("button", { name: "Add" }).click();
  await expect(toastWith(page, "Added")).toContainText(phrase);
}

test("the vocabulary screen: empty, add, edit, delete with undo, import and export", async ({ page }) => {
  test.slow(); // two axe passes, the editor and a voice tool in one journey on a shared 2-core machine
  await signUpAndSignIn(page);
  await page.goto("/settings/vocabulary");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "My vocabulary" })).toBeVisible();
  await expect(page.getByText("No words yet.")).toBeVisible();
  await expectNoA11yViolations(page);

  // validation before anything is sent
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Type the word, name or phrase.")).toBeVisible();

  await addEntry(page, "Word or name", "Siobhan");
  await addEntry(page, "Spoken shortcut", "my address", "12 High Street, Leeds");
  await expect(list(page).getByRole("listitem")).toHaveCount(2);
  await expect(list(page)).toContainText("writes: 12 High Street, Leeds");
  await addEntry(page, "Word or name", "estopel");
  await page.getByRole("button", { name: 'Edit "estopel"' }).click();
  await list(page).getByLabel("Word or name").fill("estoppel");
  await list(page).getByRole("button", { name: "Save" }).click();
  await expect(list(page)).toContainText("estoppel");
  await expect(list(page)).not.toContainText("estopel ");
  await expectNoA11yViolations(page);

  // Escape cancels an edit like Cancel does, and the focus goes back to that entry's Edit button
  await page.getByRole("button", { name: 'Edit "Siobhan"' }).click();
  await list(page).getByLabel("Word or name").fill("Shivawn");
  await page.keyboard.press("Escape");
  await expect(list(page).getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: 'Edit "Siobhan"' })).toBeFocused();
  await expect(list(page)).not.toContainText("Shivawn");

  await page.getByRole("button", { name: 'Delete "Siobhan"' }).click();
  await expect(list(page).getByText("Siobhan")).toHaveCount(0);
  await toastWith(page, "Deleted").getByRole("button", { name: "Undo" }).click();
  await expect(list(page).getByText("Siobhan", { exact: true })).toBeVisible();

  const pending = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  const download = await pending;
  expect(download.suggestedFilename()).toBe("saywrite-vocabulary.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { entries: { phrase: string }[] };
  expect(exported.entries.map((e) => e.phrase)).toEqual(["estoppel", "my address", "Siobhan"]); // A to Z, as listed

  await page.getByLabel("Import from a JSON file").setInputFiles({
    name: "words.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ entries: [{ phrase: "Zoë" }, { phrase: "siobhan" }] })),
  });
  await expect(toastWith(page, "Imported")).toContainText("1 added, 1 skipped");
  await expect(list(page).getByRole("listitem")).toHaveCount(4);

  // words and shortcuts apply to dictation in the editor...
  await installFakeSpeech(page);
  await openEditor(page);
  await turnOffAutoFix(page);
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await say(page, "please send it to my address period");
  await say(page, "siobhan will sign for the estoppel");
  await expect(textArea(page)).toHaveValue("Please send it to 12 High Street, Leeds. Siobhan will sign for the estoppel");
  await page.getByRole("button", { name: "End Dictation" }).click();

  // ...and in the voice tools' shared recorder
  await page.goto("/lecture-notes");
  await waitForHydration(page);
  await page.getByLabel("Course title").fill("Law");
  await page.getByLabel("Lecturer name").fill("Dr Byrne");
  await page.getByRole("button", { name: "Start Recording Lecture" }).click();
  await expect(page.getByTestId("recorder-status")).toContainText("Listening...");
  await say(page, "write to my address about zoë");
  await expect(liveTranscript(page)).toHaveText("write to 12 High Street, Leeds about Zoë");
});

test("the editor's My vocabulary dialog edits the same list", async ({ page }) => {
  await signUpAndSignIn(page);
  await openEditor(page);
  await page.getByRole("button", { name: "My vocabulary" }).click();
  const dialog = page.getByRole("dialog", { name: "My vocabulary" });
  await expect(dialog.getByText("No words yet.")).toBeVisible();
  await addEntry(page, "Word or name", "Niamh");
  await expect(dialog.getByTestId("vocabulary-list")).toContainText("Niamh");
  await expectNoA11yViolations(page);
  // in the dialog, Escape while editing cancels the edit and leaves the dialog open
  await dialog.getByRole("button", { name: 'Edit "Niamh"' }).click();
  await dialog.getByTestId("vocabulary-list").getByLabel("Word or name").focus();
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: 'Edit "Niamh"' })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.goto("/settings/vocabulary");
  await expect(list(page)).toContainText("Niamh");
});

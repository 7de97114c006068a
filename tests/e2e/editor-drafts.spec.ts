import { test, expect, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import {
  acceptLeavePrompts,
  createDocument,
  getDocument,
  loseConnectionTo,
  openEditor,
  textArea,
  titleField,
  toastWith,
  unsavedBadge,
  updateDocument,
} from "./editor-support";

// "Never lose a word": drafts in the browser, leaving asks first, retries, conflicts, tabs.

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
});

test("unsaved text of a new document is restored after a reload, with a notice", async ({ page }) => {
  const prompts = acceptLeavePrompts(page);
  await openEditor(page);
  await titleField(page).fill("Unsaved thoughts");
  await textArea(page).fill("Words I must not lose");
  await page.reload();
  expect(prompts).toContain("beforeunload"); // leaving with unsaved changes asks first
  await expect(textArea(page)).toHaveValue("Words I must not lose");
  await expect(titleField(page)).toHaveValue("Unsaved thoughts");
  await expect(page.getByTestId("restored-draft")).toContainText("Restored unsaved draft");
  await expect(unsavedBadge(page)).toBeVisible();

  // Discard asks once more, then shows the saved (empty) version
  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.getByRole("button", { name: "Yes, discard my draft" }).click();
  await expect(textArea(page)).toHaveValue("");
  await page.reload();
  await expect(textArea(page)).toHaveValue("");
});

test("unsaved edits of a saved document survive a reload", async ({ page }) => {
  acceptLeavePrompts(page);
  const doc = await createDocument(page, { title: "Diary", content: "Monday", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  await textArea(page).fill("Monday and Tuesday");
  await page.reload();
  await expect(textArea(page)).toHaveValue("Monday and Tuesday");
  await expect(page.getByTestId("restored-draft")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect((await getDocument(page, doc.id)).content).toBe("Monday and Tuesday");
  await page.reload();
  await expect(page.getByTestId("restored-draft")).toHaveCount(0);
});

test("leaving by a link with unsaved changes asks first", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("half a thought");
  await page.getByRole("link", { name: "Back" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(textArea(page)).toHaveValue("half a thought");
  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a save while offline keeps the draft and saves when the connection returns", async ({ page, context }) => {
  const doc = await createDocument(page, { title: "Trip", content: "Day one", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  // the toasts' code is fetched just after the page mounts: a connection lost before it arrived
  // would show "Save failed" only when it returns (the status line below says it at once)
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await context.setOffline(true);
  await textArea(page).fill("Day one. Day two");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Save failed")).toContainText("Could not save document. Please try again.");
  await expect(page.getByTestId("save-problem")).toContainText("Not saved yet");
  await expect(unsavedBadge(page)).toBeVisible();
  await context.setOffline(false);
  await expect(toastWith(page, "Document saved")).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(page.getByTestId("save-problem")).toHaveCount(0);
  expect((await getDocument(page, doc.id)).content).toBe("Day one. Day two");
});

test("a save that cannot reach the server keeps the draft; Try now saves it", async ({ page }) => {
  const doc = await createDocument(page, { title: "Report", content: "v1", type: "report" });
  await openEditor(page, `/editor/${doc.id}`);
  // the browser says it is online, but the connection to our server fails (the PUT only)
  const reconnect = await loseConnectionTo(page, `**/api/documents/${doc.id}`, "PUT");
  await textArea(page).fill("v2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Save failed")).toContainText(
    "Could not save document. Please try again. Your draft is kept on this device and we will keep trying.",
  );
  await expect(page.getByTestId("save-problem")).toBeVisible();
  await expect(unsavedBadge(page)).toBeVisible();
  expect((await getDocument(page, doc.id)).content).toBe("v1");
  await reconnect();
  await page.getByRole("button", { name: "Try now" }).click();
  await expect(page.getByTestId("save-problem")).toHaveCount(0);
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect((await getDocument(page, doc.id)).content).toBe("v2");
});

test("a stale save gets the conflict dialog: keep theirs, keep mine, keep both", async ({ page }) => {
  const doc = await createDocument(page, { title: "Plan", content: "original", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  const dialog = page.getByRole("dialog", { name: "This document was changed somewhere else" });

  // another device really saves first (through the API, with the version this tab loaded);
  // my save then meets the server's real 409 and nothing is overwritten
  let server = await updateDocument(page, doc.id, { title: "Plan", content: "theirs 1", type: "document", version: doc.version });
  await textArea(page).fill("mine 1");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Saved version" })).toContainText("theirs 1");
  await expect(dialog.getByRole("region", { name: "Your version" })).toContainText("mine 1");
  expect((await getDocument(page, doc.id)).content).toBe("theirs 1");
  await dialog.getByRole("button", { name: "Keep theirs" }).click();
  await expect(textArea(page)).toHaveValue("theirs 1");
  await expect(unsavedBadge(page)).toHaveCount(0);

  server = await updateDocument(page, doc.id, { title: "Plan", content: "theirs 2", type: "document", version: server.version });
  await textArea(page).fill("mine 2");
  await page.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("button", { name: "Keep mine" }).click();
  await expect(toastWith(page, "Document saved")).toBeVisible();
  expect((await getDocument(page, doc.id)).content).toBe("mine 2");

  server = await getDocument(page, doc.id);
  await updateDocument(page, doc.id, { title: "Plan", content: "theirs 3", type: "document", version: server.version });
  await textArea(page).fill("mine 3");
  await page.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("button", { name: "Keep both" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/editor/${doc.id}$`));
  await expect(titleField(page)).toHaveValue("Plan (my version)");
  await expect(textArea(page)).toHaveValue("mine 3");
  await expect(unsavedBadge(page)).toHaveCount(0);
  const copyId = page.url().split("/").pop()!;
  expect((await getDocument(page, copyId)).content).toBe("mine 3");
  expect((await getDocument(page, doc.id)).content).toBe("theirs 3");
});

test("a draft older than the server copy asks which to keep after a reload", async ({ page }) => {
  acceptLeavePrompts(page);
  const doc = await createDocument(page, { title: "Essay", content: "start", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  await textArea(page).fill("start, my unsaved part");
  await updateDocument(page, doc.id, { title: "Essay", content: "start, their part", type: "document", version: doc.version });
  await page.reload();
  const dialog = page.getByRole("dialog", { name: "This document was changed somewhere else" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep mine" }).click();
  await expect(toastWith(page, "Document saved")).toBeVisible();
  expect((await getDocument(page, doc.id)).content).toBe("start, my unsaved part");
});

test("two tabs on one document: a clean tab follows, a tab with changes is warned", async ({ page, context }) => {
  const doc = await createDocument(page, { title: "Shared", content: "v1", type: "document" });
  const other = await context.newPage();
  await openEditor(page, `/editor/${doc.id}`);
  await openEditor(other, `/editor/${doc.id}`);

  await textArea(page).fill("v2 from tab one");
  await expect(other.getByTestId("other-tab")).toContainText("unsaved changes in another tab");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(textArea(other)).toHaveValue("v2 from tab one");
  await expect(other.getByTestId("other-tab")).toContainText("updated with the changes saved in another tab");

  await textArea(other).fill("v3 from tab two");
  await textArea(page).fill("v3 from tab one");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(other.getByTestId("other-tab")).toContainText("just saved in another tab");
  await expect(textArea(other)).toHaveValue("v3 from tab two"); // never silently replaced
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByRole("dialog", { name: "This document was changed somewhere else" })).toBeVisible();
  await other.close();
});

import { test, expect, installFakeSpeech, signInWithPassword, signUpAndSignIn, type TestAccount } from "./fixtures";
import type { BrowserContext, Page } from "@playwright/test";
import { TAB_ALIVE_MS } from "@/lib/drafts/draft-store";
import { acceptLeavePrompts, createDocument, getDocument, holdRequests, nextResponse, openEditor, textArea, unsavedBadge } from "./editor-support";

// "Never lose a word" where it is most likely to go wrong: the page dies without any unload
// event, words typed while a save is on its way, and a session that ends mid-save.

let account: TestAccount;
test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  account = await signUpAndSignIn(page);
});

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * The same disk some seconds later: the dead tab's last heartbeat is older than TAB_ALIVE_MS, so
 * the reopened editor knows no live tab owns the draft (within those seconds it offers the
 * draft as another tab's instead).
 */
function reopenedLater(state: StorageState): StorageState {
  const past = Date.now() - TAB_ALIVE_MS - 1_000;
  const origins = state.origins.map((o) => ({
    ...o,
    localStorage: o.localStorage.map((item) =>
      item.name.startsWith("saywrite:tab-alive:") ? { ...item, value: JSON.stringify({ ...JSON.parse(item.value), at: past }) } : item,
    ),
  }));
  return { ...state, origins };
}

/** Resolves once this page's draft storage holds `text` (drafts are written within 300 ms of a change). */
async function draftStored(page: Page, text: string) {
  await page.waitForFunction((t) => Object.values(localStorage).some((v) => v.includes(t)), text);
}

test("the browser dies without any unload event: reopening restores every word", async ({ page, context, browser }) => {
  const doc = await createDocument(page, { title: "Crash", content: "saved start", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  await textArea(page).fill("saved start and words typed just before the crash");
  await draftStored(page, "just before the crash");

  // What the disk holds at this instant, mid-typing: no pagehide, beforeunload or save-on-leave
  // has run (a renderer crash or a power cut). A new browser starts from exactly that.
  const disk = await context.storageState();
  await context.close();
  const after = await browser.newContext({ storageState: reopenedLater(disk) });
  const reopened = await after.newPage();
  await installFakeSpeech(reopened);
  await openEditor(reopened, `/editor/${doc.id}`);
  await expect(textArea(reopened)).toHaveValue("saved start and words typed just before the crash");
  await expect(reopened.getByTestId("restored-draft")).toBeVisible();
  expect((await getDocument(reopened, doc.id)).content).toBe("saved start"); // it came from the device
  await after.close();
});

test("words typed while a save is on its way are all kept", async ({ page }) => {
  acceptLeavePrompts(page);
  const doc = await createDocument(page, { title: "In flight", content: "", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  const slow = await holdRequests(page, `**/api/documents/${doc.id}`, "PUT");
  await textArea(page).fill("first words");
  const saved = nextResponse(page, `/api/documents/${doc.id}`, "PUT");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: /Saving/ })).toBeVisible();
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" and more typed meanwhile");
  slow.release();
  expect((await saved).status()).toBe(200);
  await expect(textArea(page)).toHaveValue("first words and more typed meanwhile");
  await expect(unsavedBadge(page)).toBeVisible(); // the later words are not saved yet, and say so
  await draftStored(page, "more typed meanwhile");

  await page.reload();
  await expect(textArea(page)).toHaveValue("first words and more typed meanwhile");
  expect((await getDocument(page, doc.id)).content).toBe("first words");
});

test("the session ends mid-save: the text stays, sign in again, and the save completes", async ({ page, context }) => {
  const doc = await createDocument(page, { title: "Expired", content: "before", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  await context.clearCookies(); // the session expired while the reader was writing
  await textArea(page).fill("before and after the session ended");
  await page.getByRole("button", { name: "Save" }).click();

  const notice = page.getByTestId("save-problem");
  await expect(notice).toContainText("your session has ended");
  await expect(notice.getByRole("link", { name: "Sign in (new tab)" })).toHaveAttribute("href", "/signin");
  await expect(textArea(page)).toHaveValue("before and after the session ended");
  await expect(unsavedBadge(page)).toBeVisible();

  await signInWithPassword(page, account); // as the reader does in the new tab (same browser)
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toHaveCount(0);
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect((await getDocument(page, doc.id)).content).toBe("before and after the session ended");
});

test("the document is deleted in another tab: a save says so, keeps the words, and saves them as a new document", async ({ page }) => {
  const doc = await createDocument(page, { title: "Deleted elsewhere", content: "first words", type: "letter" });
  await openEditor(page, `/editor/${doc.id}`);
  const deleteElsewhere = async () => expect((await page.request.delete(`/api/documents/${doc.id}`)).status()).toBe(200);

  // deleted, then brought back with Undo elsewhere: Try again saves to the same document
  await deleteElsewhere();
  await textArea(page).fill("first words and second words");
  await page.getByRole("button", { name: "Save" }).click();
  const notice = page.getByTestId("save-problem");
  await expect(notice).toContainText("Not saved: this document was deleted");
  await expect(textArea(page)).toHaveValue("first words and second words");
  await expect(unsavedBadge(page)).toBeVisible();
  expect((await page.request.post(`/api/documents/${doc.id}/restore`)).status()).toBe(200);
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toHaveCount(0);
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect(await getDocument(page, doc.id)).toMatchObject({ content: "first words and second words", version: 2 });

  // deleted for good this time: the words become a new document, with the same title
  await deleteElsewhere();
  await textArea(page).fill("first words and second words and third words");
  await page.getByRole("button", { name: "Save" }).click();
  await notice.getByRole("button", { name: "Save as a new document" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).not.toHaveURL(new RegExp(doc.id));
  await expect(page).toHaveURL(/\/editor\/[\w-]+$/);
  const newId = page.url().split("/").pop()!;
  expect(await getDocument(page, newId)).toMatchObject({ title: "Deleted elsewhere", content: "first words and second words and third words", type: "letter" });
  await expect(unsavedBadge(page)).toHaveCount(0);
});

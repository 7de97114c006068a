import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signedInTest as test, expect } from "./fixtures";
import { createDocument, getDocument, holdRequests, nextResponse, openEditor, textArea, titleField, unsavedBadge } from "./editor-support";

// Leaving the editor by the navigation just after writing: "Leave without saving?" is asked only
// when words would really be left unsaved, and then it stays until the reader chooses. A reader
// who sees it flash by thinks their words were lost, so the page records every time it was shown
// (even for a moment) and the tests read that record, not only what is on screen at the end.

type WithLeaveRecord = Window & { __leaveAsked: number };

/** Counts every "Leave without saving?" dialog put on the page, however briefly. */
async function recordLeaveDialogs(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as WithLeaveRecord;
    w.__leaveAsked = 0;
    let shown = false;
    const look = () => {
      const now = [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes("Leave without saving?"));
      if (now && !shown) w.__leaveAsked++;
      shown = now;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as WithLeaveRecord).__leaveAsked ?? 0);
}

const documentsLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents" });

async function atDocuments(page: Page) {
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { name: "Your Documents", level: 1 })).toBeVisible();
}

/** A title of its own (the worker's account is shared, and runs repeat). */
const uniqueTitle = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;
const listed = (page: Page, title: string) => page.getByRole("list", { name: "Documents" }).getByRole("link", { name: title });

test("saved, then Documents at once: no question, straight to the list", async ({ page }) => {
  const asked = await recordLeaveDialogs(page);
  const title = uniqueTitle("Kept");
  await openEditor(page);
  await titleField(page).fill(title);
  await textArea(page).fill("a few words to keep");
  const saved = nextResponse(page, "/api/documents", "POST");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(201);
  await documentsLink(page).click();
  await atDocuments(page);
  await expect(listed(page, title)).toBeVisible();
  expect(await asked()).toBe(0);
});

test("Documents pressed while the first save is on its way: no question, the words are saved and the list opens", async ({ page }) => {
  const asked = await recordLeaveDialogs(page);
  const title = uniqueTitle("On its way");
  await openEditor(page);
  const slow = await holdRequests(page, "**/api/documents", "POST");
  await titleField(page).fill(title);
  await textArea(page).fill("words on their way");
  await page.getByRole("button", { name: "Save" }).click();
  await slow.requested;
  await documentsLink(page).click();
  slow.release();
  // the list opens once the save has answered, and shows the document it made
  await atDocuments(page);
  await expect(listed(page, title)).toBeVisible();
  expect(await asked()).toBe(0);
});

test("Documents pressed while a save of an open document is on its way: no question, and the save lands", async ({ page }) => {
  const asked = await recordLeaveDialogs(page);
  const doc = await createDocument(page, { title: "On its way", content: "start", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  const slow = await holdRequests(page, `**/api/documents/${doc.id}`, "PUT");
  await textArea(page).fill("start and more");
  await page.getByRole("button", { name: "Save" }).click();
  await slow.requested;
  await documentsLink(page).click();
  slow.release();
  await atDocuments(page);
  expect(await asked()).toBe(0);
  expect((await getDocument(page, doc.id)).content).toBe("start and more");
});

test("words typed after the save was sent would be lost: the question comes and stays until answered", async ({ page }) => {
  const asked = await recordLeaveDialogs(page);
  const doc = await createDocument(page, { title: "Not all sent", content: "start", type: "document" });
  await openEditor(page, `/editor/${doc.id}`);
  const slow = await holdRequests(page, `**/api/documents/${doc.id}`, "PUT");
  await textArea(page).fill("start and more");
  const saved = nextResponse(page, `/api/documents/${doc.id}`, "PUT");
  await page.getByRole("button", { name: "Save" }).click();
  await slow.requested;
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" and later");
  await documentsLink(page).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  slow.release();
  expect((await saved).status()).toBe(200);
  // the save that was on its way covered only part of the words: the question is still there
  await expect(unsavedBadge(page)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/editor/${doc.id}$`));
  expect(await asked()).toBe(1);
  await dialog.getByRole("button", { name: "Save and leave" }).click();
  await atDocuments(page);
  expect((await getDocument(page, doc.id)).content).toBe("start and more and later");
});

test("unsaved words: the question comes and stays; Stay keeps every word", async ({ page }) => {
  const asked = await recordLeaveDialogs(page);
  await openEditor(page);
  await textArea(page).fill("half a thought");
  await documentsLink(page).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  // the draft is written to the device meanwhile: the question does not go by itself
  await page.waitForFunction(() => Object.values(localStorage).some((v) => v.includes("half a thought")));
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/editor$/);
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(textArea(page)).toHaveValue("half a thought");
  expect(await asked()).toBe(1);
});

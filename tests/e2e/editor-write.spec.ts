import type { Page, Request } from "@playwright/test";
import { test, expect, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import { getDocument, openEditor, textArea, titleField, toastWith, unsavedBadge } from "./editor-support";

// "Write" (/editor) is a new document (core-product §2). After a new document's first save has
// moved the address to /editor/{id}, Write opens a new, empty one; before that, the new document
// is the tab's draft and Write shows it again. A first save still on its way when Write is pressed
// is answered to whichever editor shows that document (lib/drafts/first-save-hand-over.ts): the
// tests hold the create (and the navigation) until they let them go, so each order is forced.

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
});

const writeLink = (page: Page) => page.getByRole("link", { name: "Write", exact: true });
const restoredNotice = (page: Page) => page.getByTestId("restored-draft");
/** Save's busy label (core-product §2): the editor that carries on a first save still on its way shows it too. */
const savingButton = (page: Page) => page.getByRole("button", { name: "Saving..." });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });
/** Ctrl+S: a save asked for while the Save button is busy (it waits for the first save's answer). */
const pressCtrlS = (page: Page) => textArea(page).press("Control+s");
const isCreate = (r: Request) => new URL(r.url()).pathname === "/api/documents" && r.method() === "POST";

async function documentsTitled(page: Page, title: string) {
  const docs = (await (await page.request.get("/api/documents")).json()) as Array<{ id: string; title: string }>;
  return docs.filter((d) => d.title === title).map((d) => d.id);
}

/** Holds the first create until the test answers it (to the server) or drops it (connection refused); later ones go through. */
async function holdFirstCreate(page: Page) {
  let decide: (how: "answer" | "fail") => void = () => {};
  const decided = new Promise<"answer" | "fail">((r) => (decide = r));
  let sent: () => void = () => {};
  const requested = new Promise<void>((r) => (sent = r));
  let held = false;
  await page.route("**/api/documents", async (route) => {
    if (!isCreate(route.request()) || held) return route.fallback();
    held = true;
    sent();
    // the page may have gone meanwhile (a reload): its request went with it
    if ((await decided) === "fail") await route.abort("connectionrefused").catch(() => {});
    else await route.fallback().catch(() => {});
  });
  return { requested, answer: () => decide("answer"), fail: () => decide("fail") };
}

/** The creates the page sends from now on (held ones too). */
function watchCreates(page: Page) {
  const creates: string[] = [];
  page.on("request", (r) => isCreate(r) && creates.push(r.url()));
  return creates;
}

/** Lets the held create go and returns the id of the document its answer names. */
async function answerCreate(page: Page, create: { answer: () => void }) {
  const answered = page.waitForResponse((r) => isCreate(r.request()));
  create.answer();
  return ((await (await answered).json()) as { id: string }).id;
}

/** Holds the router's fetch of /editor (the navigation "Write" makes, not a prefetch) until `release()`. */
async function holdWriteNavigation(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let asked: () => void = () => {};
  const requested = new Promise<void>((r) => (asked = r));
  await page.route(
    (url) => url.pathname === "/editor",
    async (route) => {
      const headers = route.request().headers();
      if (route.request().isNavigationRequest() || !headers["rsc"] || headers["next-router-prefetch"]) return route.fallback();
      asked();
      await gate;
      await route.fallback().catch(() => {});
    },
  );
  return { requested, release };
}

async function typeNewDocument(page: Page, title: string, content: string) {
  await openEditor(page);
  await titleField(page).fill(title);
  await textArea(page).fill(content);
  await expect(unsavedBadge(page)).toBeVisible();
}

/** A new document typed and Save pressed: its create is held on the way. */
async function saveHeld(page: Page, title: string, content: string) {
  await typeNewDocument(page, title, content);
  const create = await holdFirstCreate(page);
  await page.getByRole("button", { name: "Save" }).click();
  await create.requested;
  return create;
}

/** Write, and wait until the next editor is on view: the text area of the one before has left the page. */
async function writeToNextEditor(page: Page) {
  const before = await textArea(page).elementHandle();
  await writeLink(page).click();
  await expect.poll(() => before!.evaluate((field) => field.isConnected)).toBe(false);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
}

/** Then Write: the next editor is on view, with the words (the tab's draft) and "Saving...", the create still held. */
async function writeWhileHeld(page: Page, title: string, content: string) {
  const create = await saveHeld(page, title, content);
  await writeToNextEditor(page);
  await expect(savingButton(page)).toBeVisible();
  await expect(restoredNotice(page)).toHaveCount(0); // nothing was lost: no "restored draft" notice
  await expect(textArea(page)).toHaveValue(content);
  return create;
}

test("Write after a new document's first save opens a new, empty document; Back shows the saved one at its address", async ({ page }) => {
  await typeNewDocument(page, "First note", "Words I saved.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/);
  await expect(unsavedBadge(page)).toHaveCount(0);
  const id = page.url().split("/").pop()!;

  await writeToNextEditor(page);
  await expect(page).toHaveURL(/\/editor$/);
  await expect(textArea(page)).toHaveValue("");
  await expect(titleField(page)).toHaveValue("");
  await expect(page.getByText("Shareable", { exact: true })).toHaveCount(0);
  await expect(restoredNotice(page)).toHaveCount(0);

  await textArea(page).fill("A second note.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/);
  expect(page.url()).not.toContain(id);
  expect(await getDocument(page, id)).toMatchObject({ title: "First note", content: "Words I saved." });

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(textArea(page)).toHaveValue("Words I saved.");
  await expect(titleField(page)).toHaveValue("First note");
});

test("Write on a new document not saved yet shows its words again, still unsaved", async ({ page }) => {
  await typeNewDocument(page, "Not saved", "Words I have not saved.");
  // the editor before shows these words too: every check below would pass on it, and a click on
  // Documents before the next editor is drawn opens a Leave dialog that editor takes away with it
  await writeToNextEditor(page);
  await expect(textArea(page)).toHaveValue("Words I have not saved.");
  await expect(titleField(page)).toHaveValue("Not saved");
  await expect(unsavedBadge(page)).toBeVisible();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(restoredNotice(page)).toHaveCount(0); // nothing was lost: no "restored draft" notice

  // left for another page, then back: the editor restores the draft, and says so (it can be discarded)
  await page.getByRole("link", { name: "Documents", exact: true }).click();
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await writeLink(page).click();
  await expect(textArea(page)).toHaveValue("Words I have not saved.");
  await expect(restoredNotice(page)).toBeVisible();
});

test("Write while the first save is on its way, answered after the next editor is on view: that editor takes the document in; one document", async ({ page }) => {
  const creates = watchCreates(page);
  const create = await writeWhileHeld(page, "E2", "Slow first save.");

  // more words and Ctrl+S on the next editor: its save waits for the first one's answer
  await textArea(page).fill("Slow first save. Then more.");
  await pressCtrlS(page);
  const id = await answerCreate(page, create);

  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(restoredNotice(page)).toHaveCount(0);
  await expect.poll(async () => (await getDocument(page, id)).content).toBe("Slow first save. Then more.");
  expect(await documentsTitled(page, "E2")).toEqual([id]);
  expect(creates).toHaveLength(1);
});

test("Write while the first save is on its way, answered before the next editor is drawn: a new, empty document; Back shows the saved one", async ({ page }) => {
  const create = await saveHeld(page, "E3", "Answered on the way.");
  const navigation = await holdWriteNavigation(page);
  await writeLink(page).click();
  await navigation.requested;
  create.answer();
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/); // the editor that sent it is still on view
  const id = page.url().split("/").pop()!;
  navigation.release();

  await expect(page).toHaveURL(/\/editor$/);
  await expect(textArea(page)).toHaveValue("");
  await expect(titleField(page)).toHaveValue("");
  await expect(restoredNotice(page)).toHaveCount(0);
  expect(await documentsTitled(page, "E3")).toEqual([id]);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(textArea(page)).toHaveValue("Answered on the way.");
});

test("the answer to a first save that arrives on another page moves nothing there; the words written after Save wait in the document", async ({ page }) => {
  const create = await saveHeld(page, "E4", "Sent words.");
  await textArea(page).fill("Sent words. Written after Save.");
  await page.getByRole("link", { name: "Documents", exact: true }).click();
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(/\/documents$/);
  create.answer();
  await expect(toastWith(page, "Document saved")).toBeVisible();
  await expect(page).toHaveURL(/\/documents$/);
  const [id] = await documentsTitled(page, "E4");
  expect(await documentsTitled(page, "E4")).toEqual([id]);

  await writeLink(page).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(textArea(page)).toHaveValue("");
  await expect(restoredNotice(page)).toHaveCount(0);

  await openEditor(page, `/editor/${id}`);
  await expect(textArea(page)).toHaveValue("Sent words. Written after Save.");
  await expect(restoredNotice(page)).toBeVisible();
});

test("a first save that fails after Write is sent again by the editor that shows its words; one document", async ({ page }) => {
  const create = await writeWhileHeld(page, "E5", "Lost on the way.");
  const again = page.waitForResponse((r) => isCreate(r.request()));
  create.fail();
  const id = ((await (await again).json()) as { id: string }).id;
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(textArea(page)).toHaveValue("Lost on the way.");
  expect(await documentsTitled(page, "E5")).toEqual([id]);
});

test("a reload after Write while the first save is on its way keeps the words; Save then makes one document", async ({ page }) => {
  await writeWhileHeld(page, "E6", "Kept through a reload."); // its create stays held: the reload takes the page, and it, away
  await textArea(page).fill("Kept through a reload. And more.");
  page.on("dialog", (dialog) => void dialog.accept()); // "leave site?" for the unsaved words
  await page.reload();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(textArea(page)).toHaveValue("Kept through a reload. And more.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/);
  const id = page.url().split("/").pop()!;
  expect(await getDocument(page, id)).toMatchObject({ title: "E6", content: "Kept through a reload. And more." });
  expect(await documentsTitled(page, "E6")).toEqual([id]);
});

test("a second tab's new document is its own: the first tab's answer after Write touches nothing there", async ({ page, context }) => {
  const create = await writeWhileHeld(page, "E7", "First tab's words.");

  const second = await context.newPage();
  await openEditor(second);
  await textArea(second).fill("Second tab's words.");
  const id = await answerCreate(page, create);
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(textArea(page)).toHaveValue("First tab's words.");
  await expect(second).toHaveURL(/\/editor$/);
  await expect(textArea(second)).toHaveValue("Second tab's words.");
  await expect(unsavedBadge(second)).toBeVisible();
  await second.close();
});

test("Write twice while the first save is on its way: the editor on view takes the document in; the one that left, its Save still waiting, sends nothing", async ({ page }) => {
  const creates = watchCreates(page);
  const create = await writeWhileHeld(page, "E8", "Twice.");
  await textArea(page).fill("Twice. More.");
  await pressCtrlS(page); // waits for the first save's answer
  await writeToNextEditor(page); // the third editor
  await expect(savingButton(page)).toBeVisible();
  await expect(textArea(page)).toHaveValue("Twice. More.");
  const id = await answerCreate(page, create);
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toBeVisible(); // "More." is not saved yet: it was the other editor's Save
  await saveButton(page).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect(await getDocument(page, id)).toMatchObject({ title: "E8", content: "Twice. More." });
  expect(await documentsTitled(page, "E8")).toEqual([id]);
  expect(creates).toHaveLength(1);
});

test("offline after Write, the held first save fails; words typed before and after: back online the editor sends them by itself; one document, every word", async ({ page, context }) => {
  const creates = watchCreates(page);
  const create = await writeWhileHeld(page, "Trip notes", "Train at nine.");
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" Bring snacks.");
  await context.setOffline(true);
  create.fail();
  // the failure reached the editor on view: it owes the save and says so
  await expect(page.getByTestId("save-problem")).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" And water.");
  await expect(textArea(page)).toHaveValue("Train at nine. Bring snacks. And water.");
  await expect(unsavedBadge(page)).toBeVisible();
  const sent = page.waitForResponse((r) => isCreate(r.request()) && r.ok());
  await context.setOffline(false); // no Save pressed: the editor that owes the save sends it
  const id = ((await (await sent).json()) as { id: string }).id;
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(textArea(page)).toHaveValue("Train at nine. Bring snacks. And water.");
  expect(await getDocument(page, id)).toMatchObject({ title: "Trip notes", content: "Train at nine. Bring snacks. And water." });
  expect(await documentsTitled(page, "Trip notes")).toEqual([id]);
  expect(creates.length).toBeGreaterThanOrEqual(2); // the held one, then the one that went through
});

test("the first save fails while Write's navigation is on its way (server unreachable): the next editor sends it with the words typed since", async ({ page, context }) => {
  const creates = watchCreates(page);
  await typeNewDocument(page, "Ferry notes", "Train at nine.");
  let reachable = false;
  let failed: () => void = () => {};
  const firstFailed = new Promise<void>((r) => (failed = r));
  await page.route("**/api/documents", async (route) => {
    if (!isCreate(route.request())) return route.fallback();
    if (reachable) return route.fallback();
    await route.abort("connectionrefused");
    failed();
  });
  const navigation = await holdWriteNavigation(page);
  await page.getByRole("button", { name: "Save" }).click();
  await firstFailed;
  await writeLink(page).click();
  await navigation.requested;
  await expect(page.getByTestId("save-problem")).toBeVisible(); // the editor that sent it owes it
  const before = await textArea(page).elementHandle();
  navigation.release();
  await expect.poll(() => before!.evaluate((field) => field.isConnected)).toBe(false);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(textArea(page)).toHaveValue("Train at nine.");
  await expect(restoredNotice(page)).toHaveCount(0); // nothing was lost: no "restored draft" notice
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" And water.");
  await expect(page.getByTestId("save-problem")).toBeVisible(); // this editor owes it now
  reachable = true;
  const sent = page.waitForResponse((r) => isCreate(r.request()) && r.ok());
  await context.setOffline(true);
  await context.setOffline(false); // the browser is online again: the waiting save goes at once
  const id = ((await (await sent).json()) as { id: string }).id;
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect(await getDocument(page, id)).toMatchObject({ title: "Ferry notes", content: "Train at nine. And water." });
  expect(await documentsTitled(page, "Ferry notes")).toEqual([id]);
  expect(creates.length).toBeGreaterThanOrEqual(2);
});

/** From /documents: Write, a new document typed and saved, its create held, then Write again. */
async function writeFromDocumentsWhileHeld(page: Page, title: string, content: string) {
  await page.goto("/documents");
  await writeLink(page).click();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await titleField(page).fill(title);
  await textArea(page).fill(content);
  const create = await holdFirstCreate(page);
  await page.getByRole("button", { name: "Save" }).click();
  await create.requested;
  await writeToNextEditor(page);
  return create;
}

test("Back after Write while the first save is on its way shows the editor with its words; once saved, Back goes on to the page before", async ({ page }) => {
  const creates = watchCreates(page);
  const create = await writeFromDocumentsWhileHeld(page, "Bike repair", "The chain slipped twice.");

  await page.goBack();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(textArea(page)).toHaveValue("The chain slipped twice.");
  await expect(titleField(page)).toHaveValue("Bike repair");
  await expect(savingButton(page)).toBeVisible();
  await expect(restoredNotice(page)).toHaveCount(0);
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" Oil it.");

  const id = await answerCreate(page, create);
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toBeVisible(); // " Oil it." came after the save was sent
  await saveButton(page).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect(await getDocument(page, id)).toMatchObject({ title: "Bike repair", content: "The chain slipped twice. Oil it." });
  expect(await documentsTitled(page, "Bike repair")).toEqual([id]);
  expect(creates).toHaveLength(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/documents$/);
});

test("Forward after Back, once the first save is answered after Write, shows the saved document at its address; one document", async ({ page }) => {
  const create = await writeFromDocumentsWhileHeld(page, "Vet visit", "Cat needs shots.");
  const id = await answerCreate(page, create);
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(unsavedBadge(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/documents$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(textArea(page)).toHaveValue("Cat needs shots.");
  await expect(titleField(page)).toHaveValue("Vet visit");
  await expect(unsavedBadge(page)).toHaveCount(0);
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" Bring the card.");
  await pressCtrlS(page);
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect(await getDocument(page, id)).toMatchObject({ title: "Vet visit", content: "Cat needs shots. Bring the card." });
  const docs = (await (await page.request.get("/api/documents")).json()) as Array<{ id: string }>;
  expect(docs.map((d) => d.id)).toEqual([id]);
});

test("a reload just after the first save reached the server but its answer was lost: Save then makes one document", async ({ page }) => {
  await typeNewDocument(page, "Jo's note", "Call Sam.");
  // every create reaches the server; the first waits for the test, and the answers of the first two are lost
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  let firstSent: () => void = () => {};
  const firstRequested = new Promise<void>((r) => (firstSent = r));
  let resent: () => void = () => {};
  const resendReachedServer = new Promise<void>((r) => (resent = r));
  let seen = 0;
  await page.route("**/api/documents", async (route) => {
    if (!isCreate(route.request())) return route.fallback();
    seen += 1;
    if (seen > 2) return route.fallback();
    if (seen === 1) {
      firstSent();
      await released;
    }
    await route.fetch().catch(() => {});
    await route.abort("connectionreset").catch(() => {});
    if (seen >= 2) resent();
  });
  await page.getByRole("button", { name: "Save" }).click();
  await firstRequested;
  await writeToNextEditor(page);
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" Then Jo.");
  release();
  await resendReachedServer;
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(textArea(page)).toHaveValue("Call Sam. Then Jo.");
  await pressCtrlS(page);
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/);
  await expect(unsavedBadge(page)).toHaveCount(0);
  const id = page.url().split("/").pop()!;
  expect(await getDocument(page, id)).toMatchObject({ title: "Jo's note", content: "Call Sam. Then Jo." });
  expect(await documentsTitled(page, "Jo's note")).toEqual([id]);
});

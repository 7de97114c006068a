import type { Page, Route } from "@playwright/test";
import { test, expect, signUpAndSignIn, waitForHydration, newestToast, installFakeSpeech } from "./fixtures";
import { say } from "./fake-speech";
import { holdRequests } from "./editor-support";
import { installFakeSpeechSynthesis } from "./fake-speech-synthesis";
import { VOICE_AUTO_SUBMIT_MS } from "@/lib/games/definitions";

// A hurried user on a slow phone (the page's CPU throttled 4x through the DevTools protocol):
// presses twice, acts the moment a control shows. One press must make one change, and no toast
// may say something failed when it did not. See docs/testing.md, "Hurried use".

async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Every toast title shown from now on (a toast replaced at once by the next is still counted). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const t of document.querySelectorAll<HTMLElement>("[data-sonner-toast] [data-title]")) {
        if (t.dataset.recorded) continue;
        t.dataset.recorded = "1";
        seen.push(t.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}

/** The requests sent to `path` (exact pathname, or ending with it) with `method`, from now on. */
function countRequests(page: Page, method: string, path: RegExp) {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) sent.push(r.url());
  });
  return sent;
}

test("vocabulary: Add and Delete pressed twice add once and delete once, with no error that lies", async ({ page }) => {
  await signUpAndSignIn(page);
  const toastsSeen = await recordToasts(page);
  const adds = countRequests(page, "POST", /^\/api\/vocabulary$/);
  const deletes = countRequests(page, "DELETE", /^\/api\/vocabulary\/[^/]+$/);
  await page.goto("/settings/vocabulary");
  await waitForHydration(page);
  await slowCpu(page);

  const add = page.locator("section[aria-labelledby='vocabulary-add-heading']");
  await add.getByLabel("Word or name").fill("Siobhan");
  await add.getByRole("button", { name: "Add" }).dblclick();
  await expect(newestToast(page, "Added")).toContainText('"Siobhan" is in your vocabulary.');
  const list = page.getByTestId("vocabulary-list");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(add.getByLabel("Word or name")).toHaveValue("");
  await expect(add.getByRole("alert")).toHaveCount(0); // not "already in your vocabulary"
  expect(adds).toHaveLength(1);

  await page.getByRole("button", { name: 'Delete "Siobhan"' }).dblclick();
  const deleted = newestToast(page, "Deleted");
  await expect(deleted).toContainText('"Siobhan" was removed.');
  await expect(page.getByRole("button", { name: 'Delete "Siobhan"' })).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  expect(await toastsSeen()).toEqual(["Added", "Deleted"]);

  // Undo, pressed twice, brings the word back once
  await deleted.getByRole("button", { name: "Undo" }).dblclick();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect(adds).toHaveLength(2);
});

test("templates, consultations, documents: Delete or Cancel pressed twice in the question sends one request", async ({ page }) => {
  await signUpAndSignIn(page);
  const generated = await page.request.post("/api/templates/generate", { data: { templateType: "memo", requirements: [] } });
  expect(generated.status(), await generated.text()).toBe(201);
  const consultation = await page.request.post("/api/consultations", { data: { companyName: "Northwind Schools", contactEmail: "access@northwind.test" } });
  expect(consultation.status(), await consultation.text()).toBe(201);
  const document = await page.request.post("/api/documents", { data: { title: "Hurried notes", content: "Words to delete." } });
  expect(document.status(), await document.text()).toBe(201);
  const toastsSeen = await recordToasts(page);
  const templateDeletes = countRequests(page, "DELETE", /^\/api\/templates\/[^/]+$/);
  const cancels = countRequests(page, "POST", /^\/api\/consultations\/[^/]+\/cancel$/);
  const documentDeletes = countRequests(page, "DELETE", /^\/api\/documents\/[^/]+$/);

  await page.goto("/templates");
  await waitForHydration(page);
  await slowCpu(page);
  const mine = page.getByTestId("template-card").filter({ hasText: "Yours" });
  const name = (await mine.getByRole("heading").textContent())!;
  await mine.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Delete template" }).dblclick();
  await expect(newestToast(page, "Template deleted")).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect(templateDeletes).toHaveLength(1);
  expect((await toastsSeen()).filter((t) => /fail|could not/i.test(t))).toEqual([]);

  await page.goto("/consultations");
  await waitForHydration(page);
  const card = page.getByTestId("consultation-card");
  await card.getByRole("button", { name: "Cancel request" }).click();
  await page.getByRole("dialog", { name: "Cancel the request for Northwind Schools?" }).getByRole("button", { name: "Cancel request" }).dblclick();
  await expect(newestToast(page, "Consultation cancelled")).toBeVisible();
  await expect(card).toContainText("Cancelled");
  expect(cancels).toHaveLength(1);
  expect((await toastsSeen()).filter((t) => /fail|could not/i.test(t))).toEqual([]);

  await page.goto("/documents");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Delete/ }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete document" }).dblclick();
  await expect(newestToast(page, "Document deleted")).toBeVisible();
  expect(documentDeletes).toHaveLength(1);

  expect((await toastsSeen()).filter((t) => /fail|could not/i.test(t))).toEqual([]);
});

test("training: Mark as read pressed twice counts the module's time once", async ({ page }) => {
  await signUpAndSignIn(page);
  const completions = countRequests(page, "POST", /^\/api\/training\/modules\/[^/]+\/complete$/);
  await page.goto("/training");
  await waitForHydration(page);
  await page.getByRole("listitem", { name: "Getting Started with Dictation" }).getByRole("button", { name: "Open Program" }).click();
  await slowCpu(page);
  const theory = page.getByRole("listitem", { name: /How Dictation Works/ });
  await theory.getByText("Read module").click();
  await theory.getByRole("button", { name: "Mark as read" }).dblclick();
  await expect(newestToast(page, "Module completed!")).toBeVisible();
  await expect(theory).toContainText("Completed");
  await expect(theory).toContainText("Time spent: 10 min"); // the module's 10 minutes, not 20
  expect(completions).toHaveLength(1);
});

for (const back of ["after the notes are made", "before the notes are made"] as const) {
  test(`lecture notes: Back pressed while the notes are being made, forward ${back}: the notes the toast announced are there`, async ({ page }) => {
    await signUpAndSignIn(page);
    await installFakeSpeech(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await slowCpu(page);
    await page.getByRole("link", { name: /Lecture Notes/ }).first().click();
    await page.getByLabel("Course title").fill("Physics");
    await page.getByLabel("Lecturer name").fill("Dr. Noether");
    await page.getByRole("button", { name: "Start Recording Lecture" }).click();
    await expect(page.getByTestId("recorder-status")).toContainText("Listening...");
    await say(page, "today we study the conservation of energy in closed systems and why momentum is conserved");

    // the notes' request is held until the reader has gone back to the dashboard (and maybe returned)
    const held = await holdRequests(page, "**/api/transcription/lecture");
    await page.getByRole("button", { name: "Stop & Process" }).click();
    await held.requested;
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
    if (back === "before the notes are made") {
      await page.goForward();
      await expect(page.getByRole("button", { name: "Stop & Process" })).toBeVisible(); // the draft: recorded, not processed
    }
    held.release();
    await expect(newestToast(page, "Lecture processed!")).toContainText("Your study notes are ready.");

    if (back === "after the notes are made") await page.goForward();
    const results = page.getByTestId("lecture-results");
    await expect(results.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop & Process" })).toHaveCount(0);
  });
}

test("editor: Back pressed while Fix Punctuation works: no toast says a change was made, and the text is as saved", async ({ page }) => {
  await signUpAndSignIn(page);
  const toastsSeen = await recordToasts(page);
  const saved = "hello there how are you i am fine thanks we will meet on monday";
  const doc = await page.request.post("/api/documents", { data: { title: "Hurried memo", content: saved } });
  expect(doc.status(), await doc.text()).toBe(201);
  const { id } = (await doc.json()) as { id: string };
  await page.goto("/dashboard");
  await waitForHydration(page);
  await slowCpu(page);
  await page.getByRole("link", { name: /Hurried memo/ }).first().click(); // within the app: Back stays in it too
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(page.getByLabel("Document text")).toHaveValue(saved);

  const held = await holdRequests(page, "**/api/ai/**");
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  const url = await held.requested;
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  const answered = page.waitForEvent("requestfinished", (r) => r.url() === url);
  held.release();
  await answered; // the answer is in the page, which is showing the dashboard

  await page.goForward();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(page.getByLabel("Document text")).toHaveValue(saved);
  expect((await toastsSeen()).filter((t) => /enhanced|failed/i.test(t))).toEqual([]);
});

test("account settings: the email buttons pressed twice send one email each", async ({ page }) => {
  await signUpAndSignIn(page);
  const confirmations = countRequests(page, "POST", /^\/api\/account\/confirmation$/);
  const deleteLinks = countRequests(page, "POST", /^\/api\/account\/delete-link$/);
  await page.goto("/settings/account");
  await waitForHydration(page);
  await slowCpu(page);

  const email = page.locator("section[aria-labelledby='email-heading']");
  await email.getByRole("button", { name: "Send the confirmation email again" }).dblclick();
  await expect(email.getByRole("status")).not.toBeEmpty();
  await expect(email.getByRole("alert")).toHaveCount(0);
  expect(confirmations).toHaveLength(1);

  const remove = page.locator("section[aria-labelledby='delete-heading']");
  await remove.getByRole("button", { name: "Or email me a link to delete it" }).dblclick();
  await expect(remove.getByRole("status")).not.toBeEmpty();
  await expect(remove.getByRole("alert")).toHaveCount(0);
  expect(deleteLinks).toHaveLength(1);
});

test("games: an answer spoken, corrected by typing and submitted at once is the one scored", async ({ page }) => {
  await page.clock.install();
  await installFakeSpeech(page);
  await installFakeSpeechSynthesis(page);
  await signUpAndSignIn(page);
  const challenges: Array<{ correctAnswer: string }> = [];
  page.on("response", (res) => {
    if (/\/api\/games\/spelling-bee\/challenge$/.test(new URL(res.url()).pathname) && res.ok()) {
      res.json().then((c) => challenges.push(c as { correctAnswer: string }), () => {});
    }
  });
  await page.goto("/games");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start Game: Spelling Bee" }).click();
  await expect.poll(() => challenges.length).toBeGreaterThan(0);
  const word = challenges[0].correctAnswer;
  await page.getByRole("button", { name: "Speak Answer" }).click();
  await expect(page.getByRole("button", { name: "Stop Listening" })).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __fakeSpeech: { listening?: unknown } }).__fakeSpeech.listening));
  // time stands still from here: the spoken answer's automatic submit waits until the clock is moved.
  // pauseAt needs a time still ahead of the page's running clock; on a loaded machine the 50 ms can
  // pass between reading the clock and pausing it ("Cannot fast-forward to the past"), so read it again.
  await expect(async () => {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
  }).toPass();
  await say(page, `${word}x`); // misheard
  const box = page.getByLabel("Your answer");
  await expect(box).toHaveValue(`${word}x`);
  await box.fill(word); // put right by hand, and submitted at once
  await page.getByRole("button", { name: "Submit Answer" }).click();
  await expect(page.getByTestId("game-result")).toContainText("Correct!");
  await expect(page.getByTestId("session-score")).toHaveText("10");

  await page.clock.runFor(VOICE_AUTO_SUBMIT_MS); // the spoken answer's submit is due now
  await expect(page.getByTestId("game-result")).toContainText("Correct!");
  await expect(page.getByTestId("session-score")).toHaveText("10");
  await expect(page.getByTestId("session-streak")).toHaveText("1");
});

test("templates: Back pressed while a template is generated: it is made, and the reader stays where they went", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await waitForHydration(page);
  await slowCpu(page);
  await page.getByRole("link", { name: /^Templates/ }).first().click();
  await page.getByRole("button", { name: "Create Custom Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Custom Template" });
  await dialog.getByLabel("Template type (required)").selectOption("memo");

  const held = await holdRequests(page, "**/api/templates/generate");
  await dialog.getByRole("button", { name: "Generate Template" }).click();
  await held.requested;
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  held.release();
  await expect(newestToast(page, "Template Generated!")).toBeVisible();
  // a step of the reader's own on the dashboard, then they are still there, not in the editor
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const mine = (await (await page.request.get("/api/templates")).json()) as Array<{ isOwn: boolean }>;
  expect(mine.filter((t) => t.isOwn)).toHaveLength(1);
});

/** A promise and what settles it. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/** A new account's new document with a title and its first words; reloads are let through ("leave site?": yes). */
async function startNewLetter(page: Page) {
  await signUpAndSignIn(page);
  page.on("dialog", (dialog) => void dialog.accept()); // "leave site?": yes
  await page.goto("/editor");
  await waitForHydration(page);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await page.getByLabel("Document title").fill("Hurried letter");
  await page.getByLabel("Document text").fill("Dear Sam, the first words.");
}

test("editor: reloaded while a new document's first save is on its way, then saved: one document, with every word", async ({ page }) => {
  await installFakeSpeech(page);
  await startNewLetter(page);

  // the first save reaches the server, whose answer is still on its way back when the reader
  // reloads. The held request stays held until the reload drops it: taking the route away
  // (unroute) would let the browser send it on, and its answer would reach the page before or
  // during the reload.
  let reachedServer!: () => void;
  const created = new Promise<void>((resolve) => (reachedServer = resolve));
  let held = false;
  await page.route("**/api/documents", async (route: Route) => {
    if (route.request().method() !== "POST" || held) return route.fallback();
    held = true;
    await route.fetch();
    reachedServer();
  });
  await page.getByRole("button", { name: "Save" }).click();
  await created;
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("restored-draft")).toBeVisible();
  await page.getByLabel("Document text").fill("Dear Sam, the first words. And the next ones.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(newestToast(page, "Document saved")).toBeVisible();

  const docs = (await (await page.request.get("/api/documents")).json()) as Array<{ id: string; title: string }>;
  expect(docs.map((d) => d.title)).toEqual(["Hurried letter"]);
  await expect(page).toHaveURL(new RegExp(`/editor/${docs[0].id}$`));
  const saved = (await (await page.request.get(`/api/documents/${docs[0].id}`)).json()) as { content: string };
  expect(saved.content).toBe("Dear Sam, the first words. And the next ones.");
});

test("editor: reloaded while a new document's first save is on its way, its answer arriving before the page goes: the reloaded editor shows the saved words", async ({ page }) => {
  await startNewLetter(page);

  // the first save reaches the server and its answer is held; the reader reloads, and the
  // reload's request for the page is held too, so the old page is still there when the save's
  // answer reaches it (as on a slow connection), and only then does the reloaded page arrive
  const answer = signal();
  const created = signal();
  await page.route("**/api/documents", async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    created.fire();
    await answer.fired;
    await route.fulfill({ response });
  });
  const reloadRequested = signal();
  const reloadGate = signal();
  await page.route("**/editor", async (route: Route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    reloadRequested.fire();
    await reloadGate.fired;
    await route.fallback();
  });
  await page.evaluate(() => {
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History["replaceState"]>) => {
      replace(...args);
      console.log(`address: ${location.pathname}`);
    };
  });
  const movedToSaved = page.waitForEvent("console", { predicate: (m) => /^address: \/editor\/.+/.test(m.text()) });
  await page.getByRole("button", { name: "Save" }).click();
  await created.fired;
  await page.getByLabel("Document text").fill("Dear Sam, the first words. And a few more.");
  const reloaded = page.reload();
  await reloadRequested.fired;
  answer.fire();
  // the old page took the answer in: it moved to the saved document's address (told through the
  // console: the page cannot be asked while its reload waits)
  await movedToSaved;
  reloadGate.fire();
  await reloaded;
  await waitForHydration(page);

  const docs = (await (await page.request.get("/api/documents")).json()) as Array<{ id: string; title: string }>;
  expect(docs.map((d) => d.title)).toEqual(["Hurried letter"]);
  const saved = (await (await page.request.get(`/api/documents/${docs[0].id}`)).json()) as { content: string };
  expect(saved.content).toBe("Dear Sam, the first words.");
  // the reloaded editor shows every word, in the saved document (not an empty new one): the
  // words typed after Save as unsaved changes of it
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(page).toHaveURL(new RegExp(`/editor/${docs[0].id}$`));
  await expect(page.getByLabel("Document text")).toHaveValue("Dear Sam, the first words. And a few more.");
  await expect(page.getByLabel("Document title")).toHaveValue("Hurried letter");
  await expect(page.getByTestId("restored-draft")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(newestToast(page, "Document saved")).toBeVisible();
  const resaved = (await (await page.request.get(`/api/documents/${docs[0].id}`)).json()) as { content: string };
  expect(resaved.content).toBe("Dear Sam, the first words. And a few more.");
  expect(((await (await page.request.get("/api/documents")).json()) as unknown[]).length).toBe(1);

  // a new document asked for afterwards (a link, a typed address) is a new, empty one
  await page.goto("/editor");
  await waitForHydration(page);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await expect(page.getByLabel("Document text")).toHaveValue("");
  await expect(page).toHaveURL(/\/editor$/);
});

test("meeting and editor: Start pressed twice leaves the microphone on, and every word is heard", async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
  const processed = countRequests(page, "POST", /^\/api\/transcription\/meeting$/);
  await page.goto("/meeting-minutes");
  await waitForHydration(page);
  await slowCpu(page);
  await page.getByLabel("Meeting title").fill("Weekly sync");
  await page.getByRole("button", { name: "Start Meeting" }).dblclick(); // the second click lands where Start was
  await expect(page.getByRole("button", { name: "Stop microphone" })).toBeVisible();
  await say(page, "ana will send the updated budget to finance by friday");
  await expect(page.getByTestId("live-transcript")).toHaveText("ana will send the updated budget to finance by friday");
  await page.getByRole("button", { name: "End Meeting" }).dblclick();
  await expect(newestToast(page, "Meeting processed!")).toBeVisible();
  expect(processed).toHaveLength(1);

  await page.goto("/editor");
  await waitForHydration(page);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await slowCpu(page);
  await page.getByRole("button", { name: "Start Dictation" }).dblclick();
  await expect(page.getByRole("button", { name: "End Dictation" })).toBeVisible();
  await say(page, "dear sam");
  await expect(page.getByLabel("Document text")).toHaveValue(/^Dear Sam/i);
});

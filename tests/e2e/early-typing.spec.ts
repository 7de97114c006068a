import type { Locator, Page } from "@playwright/test";
import { signedInTest, test, expect, holdScripts, waitForHydration, passwordFormEmail } from "./fixtures";
import { createDocument, getDocument, textArea, titleField, unsavedBadge } from "./editor-support";
import { DEFAULT_PROFILE, profileInitScript } from "./accessibility-helpers";

// "Never lose a word" from the first paint: a field is on screen before the page's
// scripts have run, and a person types into it at once. Everything typed then is in the document
// once the page is live: no focus jump, no clearing, no scroll. Typing goes in as a person's
// would: a click where the field is drawn, then keys.

// Signed-in tests share one account per worker, and reading settings follow an account: an
// earlier test's largest text (synced to that account) would move the text area down and make the
// browser scroll to the caret. Each test here starts from the default reading settings.
test.beforeEach(async ({ page }) => {
  await profileInitScript(page, DEFAULT_PROFILE);
});

const CPU_RATES = [1, 4] as const;
const PHONE = { width: 375, height: 740 }; // where the loss was first seen

async function slowCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Clicks where the field is drawn (as a finger or a mouse would, whatever the page's state). */
async function clickInto(page: Page, field: Locator) {
  await expect(field).toBeVisible();
  const box = await field.boundingBox();
  if (!box) throw new Error("the field has no box");
  await page.mouse.click(box.x + Math.min(24, box.width / 2), box.y + Math.min(16, box.height / 2));
}

/** Where the text area is, and how far the page was scrolled, when it appeared. */
type Box = { x: number; y: number; scrollY: number };

/**
 * Resolves with the text area's box the moment it is put in the page (by the HTML parser or by
 * React), told from inside the page without waiting for its busy main thread to answer a query:
 * a person taps what they see, while the page may still be starting.
 */
async function whenTextAreaAppears(page: Page): Promise<() => Promise<Box>> {
  let appeared!: (box: Box) => void;
  const box = new Promise<Box>((resolve) => (appeared = resolve));
  await page.exposeBinding("textAreaAppeared", (_source, b: Box) => appeared(b));
  await page.addInitScript(() => {
    const report = () => {
      const area = document.getElementById("document-content");
      if (!area) return false;
      const r = area.getBoundingClientRect();
      (window as unknown as { textAreaAppeared: (b: Box) => void }).textAreaAppeared({ x: r.x, y: r.y, scrollY: window.scrollY });
      return true;
    };
    const watch = new MutationObserver(() => report() && watch.disconnect());
    watch.observe(document, { childList: true, subtree: true });
  });
  return () => box;
}

/** Clicks into the text area the moment it appears and types `text` at once. */
async function typeAtOnce(page: Page, appeared: () => Promise<Box>, text: string) {
  const box = await appeared();
  await page.mouse.click(box.x + 24, box.y + 16);
  await page.keyboard.type(text);
  return box.scrollY;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The editor has read this browser's drafts and decided what it shows. */
const editorLive = (page: Page) => expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");

/** Saves, and returns the document as the server has it. */
async function saveAndRead(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/editor\/[^/?]+$/);
  return getDocument(page, new URL(page.url()).pathname.split("/").pop()!);
}

signedInTest("the title and text typed before the editor's scripts run, and while they start, are kept and saved", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/editor", { waitUntil: "domcontentloaded" });
  await clickInto(page, titleField(page));
  await page.keyboard.type("Early title");
  await clickInto(page, textArea(page));
  const top = await scrollY(page);
  await page.keyboard.type("Typed before the page was ready, ");
  release();
  await page.keyboard.type("and while it started.");
  await editorLive(page);

  await expect(textArea(page)).toHaveValue("Typed before the page was ready, and while it started.");
  await expect(textArea(page)).toBeFocused();
  expect(await scrollY(page)).toBe(top);
  await expect(titleField(page)).toHaveValue("Early title");
  await expect(unsavedBadge(page)).toBeVisible();
  const saved = await saveAndRead(page);
  expect(saved).toMatchObject({ title: "Early title", content: "Typed before the page was ready, and while it started." });
});

for (const rate of CPU_RATES) {
  signedInTest(`on a phone at ${rate}x CPU, text typed the moment a fresh editor shows is kept whole`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await slowCpu(page, rate);
    const appeared = await whenTextAreaAppears(page);
    await page.goto("/editor", { waitUntil: "commit" });
    const top = await typeAtOnce(page, appeared, "Every word I type at once stays here.");
    await editorLive(page);

    await expect(textArea(page)).toHaveValue("Every word I type at once stays here.");
    await expect(textArea(page)).toBeFocused();
    expect(await scrollY(page)).toBe(top);
    await expect(page.getByText("8 words", { exact: false })).toBeVisible();
  });

  signedInTest(`on a phone at ${rate}x CPU, text typed the moment New Document shows its editor is kept whole`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const appeared = await whenTextAreaAppears(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await slowCpu(page, rate);
    await page.getByRole("link", { name: /New Document/ }).first().click();
    const top = await typeAtOnce(page, appeared, "Straight after the link, nothing is lost.");
    await editorLive(page);

    await expect(textArea(page)).toHaveValue("Straight after the link, nothing is lost.");
    await expect(textArea(page)).toBeFocused();
    expect(await scrollY(page)).toBe(top);
    const saved = await saveAndRead(page);
    expect(saved.content).toBe("Straight after the link, nothing is lost.");
  });
}

signedInTest("typing before the scripts run does not push aside a kept draft: it stays, and the draft is offered", async ({ page }) => {
  await page.goto("/editor");
  await editorLive(page);
  await textArea(page).fill("An older unsaved draft");
  await expect(unsavedBadge(page)).toBeVisible();

  const release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await clickInto(page, textArea(page));
  await page.keyboard.type("New words");
  release();
  await editorLive(page);

  await expect(textArea(page)).toHaveValue("New words");
  await expect(textArea(page)).toBeFocused();
  await expect(page.getByTestId("other-draft")).toBeVisible();
  expect((await saveAndRead(page)).content).toBe("New words");
  await page.getByRole("link", { name: "Open that draft" }).click();
  await expect(textArea(page)).toHaveValue("An older unsaved draft");
});

test("sign-in: an email and password typed before the scripts run are the ones signed in with", async ({ page, workerAccount }) => {
  const release = await holdScripts(page);
  await page.goto("/signin", { waitUntil: "domcontentloaded" });
  await clickInto(page, passwordFormEmail(page));
  await page.keyboard.type(workerAccount.account.email);
  await clickInto(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(workerAccount.account.password);
  release();
  await waitForHydration(page);

  await expect(passwordFormEmail(page)).toHaveValue(workerAccount.account.email);
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test("sign-up: names, email and password typed before the scripts run create the account", async ({ page }) => {
  const email = `e2e-early-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.test`;
  const release = await holdScripts(page);
  await page.goto("/signup", { waitUntil: "domcontentloaded" });
  await clickInto(page, page.getByLabel("First name"));
  await page.keyboard.type("Robin");
  await clickInto(page, passwordFormEmail(page));
  await page.keyboard.type(email);
  await clickInto(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type("correct horse battery");
  release();
  await waitForHydration(page);

  await expect(page.getByLabel("First name")).toHaveValue("Robin");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

signedInTest("a voice tool's fields typed before its scripts run are kept and count (Start is enabled)", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/lecture-notes", { waitUntil: "domcontentloaded" });
  await clickInto(page, page.getByLabel("Course title"));
  await page.keyboard.type("Biology 101");
  await clickInto(page, page.getByLabel("Lecturer name"));
  await page.keyboard.type("Dr Lee");
  release();
  await expect(page.getByTestId("tool-body")).toHaveAttribute("data-hydrated", "true");

  await expect(page.getByLabel("Course title")).toHaveValue("Biology 101");
  await expect(page.getByLabel("Lecturer name")).toHaveValue("Dr Lee");
  await expect(page.getByLabel("Lecturer name")).toBeFocused();
  await expect(page.getByRole("button", { name: "Start Recording Lecture" })).toBeEnabled();
});

signedInTest("a templates search typed before the scripts run filters the templates once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/templates", { waitUntil: "domcontentloaded" });
  await clickInto(page, page.getByLabel("Search templates"));
  await page.keyboard.type("zzqx nothing matches");
  release();
  await waitForHydration(page);

  await expect(page.getByLabel("Search templates")).toHaveValue("zzqx nothing matches");
  await expect(page.getByLabel("Search templates")).toBeFocused();
  await expect(page.getByText("No templates found")).toBeVisible();
});

signedInTest("a document type chosen before the editor's scripts run is the one saved", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/editor", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Document Type").selectOption("letter");
  await clickInto(page, textArea(page));
  await page.keyboard.type("Dear Sam");
  release();
  await editorLive(page);

  await expect(page.getByLabel("Document Type")).toHaveValue("letter");
  expect(await saveAndRead(page)).toMatchObject({ type: "letter", content: "Dear Sam" });
});

// Enter pressed before the scripts run would submit the form natively: a GET that puts the email
// and password in the address (history, server logs). It is held until the form is live, then sent.
test("sign-in: Enter pressed before the scripts run keeps the password out of every address, then signs in", async ({ page, workerAccount }) => {
  const { email, password } = workerAccount.account;
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  const release = await holdScripts(page);
  await page.goto("/signin", { waitUntil: "domcontentloaded" });
  await clickInto(page, passwordFormEmail(page));
  await page.keyboard.type(email);
  await clickInto(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  release();

  await expect(page).toHaveURL(/\/dashboard/);
  const leaked = addresses.filter((url) => [password, email].some((secret) => decodeURIComponent(url.replace(/\+/g, " ")).includes(secret)));
  expect(leaked).toEqual([]);
});

// New Document with an unsaved draft kept in this tab: the editor shows that draft, and keys
// pressed the moment the text area appears (while it becomes ready) are all kept, either in the
// restored draft or, when they landed before it, on their own with the draft offered aside.
for (const rate of CPU_RATES) {
  signedInTest(`at ${rate}x CPU, text typed the moment New Document shows a kept draft is kept whole`, async ({ page }) => {
    const older = "An older unsaved draft";
    await page.goto("/editor");
    await editorLive(page);
    await textArea(page).fill(older);
    await expect.poll(() => page.evaluate((t) => Object.values(localStorage).some((v) => v.includes(t)), older)).toBe(true);

    const appeared = await whenTextAreaAppears(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await slowCpu(page, rate);
    await page.getByRole("link", { name: /New Document/ }).first().click();
    const typed = "Quick words";
    await typeAtOnce(page, appeared, typed);
    await editorLive(page);

    await expect(textArea(page)).toBeFocused();
    const value = await textArea(page).inputValue();
    expect(value).toContain(typed);
    if (value === typed) await expect(page.getByTestId("other-draft")).toBeVisible();
    else expect(value.replace(typed, "")).toBe(older);
  });
}

test("sign-in: a wrong password sent with Enter before the scripts run is answered, and the email stays typed", async ({ page, workerAccount }) => {
  const { email } = workerAccount.account;
  const release = await holdScripts(page);
  await page.goto("/signin", { waitUntil: "domcontentloaded" });
  await clickInto(page, passwordFormEmail(page));
  await page.keyboard.type(email);
  await clickInto(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type("not my password");
  await page.keyboard.press("Enter");
  release();

  await expect(page.getByText("That email and password do not match.", { exact: false })).toBeVisible();
  await expect(passwordFormEmail(page)).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("not my password");
  expect(page.url()).not.toContain("password");
});

test("sign-up: Enter pressed before the scripts run keeps the password out of every address, then creates the account", async ({ page }) => {
  const email = `e2e-enter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.test`;
  const password = "correct horse battery staple";
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(decodeURIComponent(request.url().replace(/\+/g, " "))));
  const release = await holdScripts(page);
  await page.goto("/signup", { waitUntil: "domcontentloaded" });
  await clickInto(page, page.getByLabel("First name"));
  await page.keyboard.type("Robin");
  await clickInto(page, passwordFormEmail(page));
  await page.keyboard.type(email);
  await clickInto(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  release();

  await expect(page).toHaveURL(/\/dashboard/);
  expect(addresses.filter((url) => url.includes(password) || url.includes(email))).toEqual([]);
});

signedInTest("a saved document is drawn with its text: words typed at its end before the scripts run join it and are saved", async ({ page }) => {
  const doc = await createDocument(page, { title: "Saved notes", content: "First line.", type: "document" });
  const release = await holdScripts(page);
  await page.goto(`/editor/${doc.id}`, { waitUntil: "domcontentloaded" });
  await expect(textArea(page)).toHaveValue("First line.");
  await expect(titleField(page)).toHaveValue("Saved notes");
  await clickInto(page, textArea(page));
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Typed at once.");
  release();
  await editorLive(page);

  await expect(textArea(page)).toHaveValue("First line. Typed at once.");
  await expect(textArea(page)).toBeFocused();
  await expect(unsavedBadge(page)).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect(await getDocument(page, doc.id)).toMatchObject({ title: "Saved notes", content: "First line. Typed at once.", version: doc.version + 1 });
});

signedInTest("typing into a saved document before the scripts run does not push aside its unsaved draft: it is offered", async ({ page }) => {
  const doc = await createDocument(page, { title: "Saved notes", content: "First line.", type: "document" });
  await page.goto(`/editor/${doc.id}`);
  await editorLive(page);
  await textArea(page).fill("First line. An unsaved change.");
  await expect(unsavedBadge(page)).toBeVisible();

  const release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(textArea(page)).toHaveValue("First line."); // the server cannot see this browser's draft
  await clickInto(page, textArea(page));
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" New words.");
  release();
  await editorLive(page);

  await expect(textArea(page)).toHaveValue("First line. New words.");
  await expect(textArea(page)).toBeFocused();
  await expect(page.getByTestId("other-draft")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect((await getDocument(page, doc.id)).content).toBe("First line. New words.");
  await page.getByRole("link", { name: "Open that draft" }).click();
  await expect(textArea(page)).toHaveValue("First line. An unsaved change.");
});

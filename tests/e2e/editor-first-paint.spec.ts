import { signedInTest as test, expect, holdScripts } from "./fixtures";
import { createDocument, textArea, titleField, unsavedBadge } from "./editor-support";
import { startSplitHtmlProxy } from "./split-html-proxy";

// A new document's editor is rendered on the server, so it is on screen before the page's scripts
// have run. It takes typing from then on (tests/e2e/early-typing.spec.ts); what it shows once the
// scripts have read this browser's drafts is below.

test("a new document is on screen before its scripts run, then keeps what is typed", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/editor", { waitUntil: "domcontentloaded" });
  await expect(textArea(page)).toBeVisible();
  await expect(textArea(page)).toHaveAttribute("placeholder", "Start speaking to add content, or type here...");
  await expect(page.getByText("Start Dictation", { exact: true })).toBeVisible();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "frame");

  release();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await textArea(page).fill("A word typed at once");
  await expect(textArea(page)).toHaveValue("A word typed at once");
  await expect(unsavedBadge(page)).toBeVisible();
});

test("a draft kept in this browser replaces the empty frame once the scripts have read it", async ({ page }) => {
  await page.goto("/editor");
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await titleField(page).fill("Kept title");
  await textArea(page).fill("Words I must not lose");
  await expect(unsavedBadge(page)).toBeVisible();

  const release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(textArea(page)).toBeVisible();
  await expect(textArea(page)).toHaveValue(""); // the server cannot see this browser's draft
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "frame");

  release();
  await expect(textArea(page)).toHaveValue("Words I must not lose");
  await expect(titleField(page)).toHaveValue("Kept title");
  await expect(page.getByTestId("restored-draft")).toContainText("Restored unsaved draft");
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
});

test("a saved document is on screen with its text before its scripts run; its unsaved draft replaces it once read", async ({ page }) => {
  const doc = await createDocument(page, { title: "Report", content: "The saved text.", type: "report" });
  const release = await holdScripts(page);
  await page.goto(`/editor/${doc.id}`, { waitUntil: "domcontentloaded" });
  await expect(textArea(page)).toHaveValue("The saved text.");
  await expect(titleField(page)).toHaveValue("Report");
  await expect(page.getByTestId("type-badge")).toHaveText("Report");
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "frame");
  release();
  await expect(page.getByTestId("editor-body")).toHaveAttribute("data-status", "ready");
  await textArea(page).fill("The saved text, and words not saved yet.");
  await expect(unsavedBadge(page)).toBeVisible();

  const held = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(textArea(page)).toHaveValue("The saved text."); // the server cannot see this browser's draft
  held();
  await expect(textArea(page)).toHaveValue("The saved text, and words not saved yet.");
  await expect(page.getByTestId("restored-draft")).toContainText("Restored unsaved draft");
  await expect(unsavedBadge(page)).toBeVisible();
});

// On a slow connection a page's HTML arrives in parts, and the browser draws what it has read: the
// header in one frame, the document's text (the largest thing on the screen, what the reader came
// for) a frame or more later, or the text area drawn with part of its text. The editor's page holds
// its first frame until the text area, with its whole text, has been read. The HTML is split here
// in the middle of the text.
test("a saved document's text is in the first frame drawn, even when its page arrives in parts", async ({ page, baseURL }) => {
  const content = Array.from({ length: 300 }, (_, i) => `Sentence ${i + 1} of a long report.`).join(" ");
  const doc = await createDocument(page, { title: "Long report", content, type: "report" });
  const proxy = await startSplitHtmlProxy(baseURL!, "Sentence 150 of", 1500);
  try {
    await page.addInitScript(() => {
      // the first animation frame is the first the browser draws
      requestAnimationFrame(() => {
        const text = document.getElementById("document-content") as HTMLTextAreaElement | null;
        Object.assign(window, { firstFrameTextLength: text ? text.value.length : -1 });
      });
    });
    await page.goto(`${proxy.origin}/editor/${doc.id}`, { waitUntil: "domcontentloaded" });
    const firstFrame = () => page.evaluate(() => (window as unknown as { firstFrameTextLength?: number }).firstFrameTextLength);
    await expect.poll(firstFrame).not.toBeUndefined();
    expect(await firstFrame(), "characters of the text in the first frame (-1: no text area yet)").toBe(doc.content.length);
    await expect(textArea(page)).toHaveValue(doc.content);
  } finally {
    await proxy.close();
  }
});

// The header's Sign out must save drafts first, which needs the page's scripts: before they have
// run it is shown disabled, so a press cannot silently do nothing (as it did on a busy machine).
test("Sign out is disabled until the page's scripts have run, then enabled", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  await expect(signOut).toBeDisabled();
  release();
  await expect(signOut).toBeEnabled();
});

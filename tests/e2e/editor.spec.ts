import { readFile } from "node:fs/promises";
import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import { openToolbar } from "./accessibility-helpers";
import { e2eDatabaseUrl, sqlOn } from "./app-instance";
import {
  acceptLeavePrompts,
  createDocument,
  getDocument,
  loseConnectionTo,
  nextResponse,
  openEditor,
  textArea,
  titleField,
  toastWith,
  unsavedBadge,
  wordsOf,
} from "./editor-support";

// The editor screen (core-product §2 Editor, §4 Editor document, §5, §7, §8).

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
});

test("a new document: unsaved badge, Save creates it and moves to /editor/{id}, reload shows it", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  await openEditor(page);
  await expect(page.getByText("Click the microphone to start dictating")).toBeVisible();
  await expect(page.getByText("Or type directly in this area")).toBeVisible();
  await expect(textArea(page)).toHaveAttribute("placeholder", "Start speaking to add content, or type here...");
  await expect(titleField(page)).toHaveAttribute("placeholder", "Document title...");
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(page.getByText("Shareable", { exact: true })).toHaveCount(0);

  await titleField(page).fill("Shopping list");
  await textArea(page).fill("Eggs and milk\n\nBread");
  await expect(unsavedBadge(page)).toBeVisible();
  await expect(page.getByText("Click the microphone to start dictating")).toHaveCount(0);
  await expect(page.getByTestId("editor-counts")).toHaveText("20 characters · 4 words · 2 paragraphs");
  await page.getByLabel("Document Type", { exact: true }).selectOption("letter");
  await expect(page.getByTestId("type-badge")).toHaveText("Letter");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Document saved")).toContainText("Your changes have been saved successfully.");
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/);
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(page.getByText("Shareable", { exact: true })).toBeVisible();
  const id = page.url().split("/").pop()!;
  expect(await getDocument(page, id)).toMatchObject({ title: "Shopping list", content: "Eggs and milk\n\nBread", type: "letter" });

  await page.reload();
  await expect(titleField(page)).toHaveValue("Shopping list");
  await expect(textArea(page)).toHaveValue("Eggs and milk\n\nBread");
  await expect(page.getByLabel("Document Type", { exact: true })).toHaveValue("letter");
  await expect(unsavedBadge(page)).toHaveCount(0);
  await expect(page.getByTestId("restored-draft")).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(problems).toEqual([]); // no React warnings, hydration errors or failed requests

  // At the account's document quota (1,000 by default) a new document is not saved: the notice
  // says why and where to make room, the words stay, and Try again saves once there is room.
  const owner = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await sqlOn(
    e2eDatabaseUrl(),
    `INSERT INTO documents (id, user_id, title, updated_at) SELECT 'quota-' || gen_random_uuid()::text, $1, 'Old note', now() FROM generate_series(1, 999)`,
    [owner.id],
  );
  await openEditor(page);
  await textArea(page).fill("One more idea");
  await page.getByRole("button", { name: "Save" }).click();
  const notice = page.getByTestId("save-problem");
  await expect(notice).toContainText("Not saved: You have 1,000 documents, the most one account can keep. Delete documents you no longer need (on the Documents page) to make room.");
  await expect(notice.getByRole("link", { name: "Open my documents (new tab)" })).toHaveAttribute("href", "/documents");
  await expect(textArea(page)).toHaveValue("One more idea");
  await expectNoA11yViolations(page);
  expect((await page.request.delete(`/api/documents/${id}`)).status()).toBeLessThan(300);
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(toastWith(page, "Document saved")).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("an existing document comes with the page; the badge follows the loaded values; Ctrl+S saves", async ({ page }) => {
  const doc = await createDocument(page, { title: "Notes", content: "First line", type: "report" });
  // read once, by the page on the server: the browser never waits for a read of its own
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === `/api/documents/${doc.id}`) reads.push(r.url());
  });
  await openEditor(page, `/editor/${doc.id}`);
  await expect(textArea(page)).toHaveValue("First line");
  expect(reads).toEqual([]);
  await expect(page.getByTestId("type-badge")).toHaveText("Report");
  await expect(page.getByText("Shareable", { exact: true })).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);

  await textArea(page).fill("First line!");
  await expect(unsavedBadge(page)).toBeVisible();
  await textArea(page).fill("First line"); // back to the loaded text: nothing unsaved
  await expect(unsavedBadge(page)).toHaveCount(0);
  await titleField(page).fill("Notes v2");
  await expect(unsavedBadge(page)).toBeVisible();

  await textArea(page).press("ControlOrMeta+s");
  await expect(toastWith(page, "Document saved")).toBeVisible();
  await expect(unsavedBadge(page)).toHaveCount(0);
  expect((await getDocument(page, doc.id)).title).toBe("Notes v2");
});

test("a legacy 'general' type shows as General Document", async ({ page }) => {
  const doc = await createDocument(page, { title: "Old", content: "x" });
  // no endpoint can store a type outside the six: the row is written as an older version left it
  await sqlOn(e2eDatabaseUrl(), "UPDATE documents SET type = 'general' WHERE id = $1", [doc.id]);
  await openEditor(page, `/editor/${doc.id}`);
  await expect(page.getByLabel("Document Type", { exact: true })).toHaveValue("document");
  await expect(unsavedBadge(page)).toHaveCount(0);
});

test("Download saves {title}.txt with the text, or document.txt without a title", async ({ page }) => {
  await openEditor(page);
  const download = page.getByRole("button", { name: "Download" });
  const share = page.getByRole("button", { name: "Share" });
  await expect(download).toBeDisabled();
  await expect(share).toBeDisabled();
  await textArea(page).fill("Line one\nLine two");
  const plainText = page.getByRole("dialog", { name: "Download" }).getByRole("button", { name: "Download Plain text (.txt)" });
  const untitled = page.waitForEvent("download");
  await download.click();
  await plainText.click(); // the Download dialog starts on plain text (Word and PDF are its other choices)
  const first = await untitled;
  expect(first.suggestedFilename()).toBe("document.txt");
  expect(await readFile((await first.path())!, "utf8")).toBe("Line one\nLine two");

  await titleField(page).fill("Letter: to/Sam");
  const named = page.waitForEvent("download");
  await download.click();
  await plainText.click();
  expect((await named).suggestedFilename()).toBe("Letter to Sam.txt");
});

test("Share copies the text to the clipboard when there is no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await openEditor(page);
  await textArea(page).fill("Share me");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toastWith(page, "Copied to clipboard")).toContainText("Document content has been copied to your clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Share me");
});

test("Fix Punctuation: empty text, the real fixer with undo, and a lost connection", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await expect(toastWith(page, "No content to enhance")).toContainText("Add some text before enhancing punctuation.");
  await expect(page.getByRole("button", { name: "Fix All Punctuation" })).toBeDisabled();

  // the real endpoint, answered by the local engine (no ANTHROPIC_API_KEY in e2e)
  const spoken = "hello world how are you today i am fine";
  await textArea(page).fill(spoken);
  const answered = nextResponse(page, "/api/ai/enhance-punctuation");
  await page.getByRole("button", { name: "Fix All Punctuation" }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ text: spoken });
  const { enhancedText } = (await response.json()) as { enhancedText: string; engine: string };
  await expect(toastWith(page, "Punctuation enhanced")).toBeVisible();
  // the change is reviewed before it sticks
  await expect(textArea(page)).toHaveValue(spoken);
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(textArea(page)).toHaveValue(enhancedText);
  // what the reader notices: capitals and sentence punctuation, and none of their words lost
  expect(enhancedText).toMatch(/^Hello\b/);
  expect(enhancedText).toContain("I am");
  expect(enhancedText).toMatch(/[.?!]/);
  expect(enhancedText).toMatch(/[.?!]$/);
  expect(wordsOf(enhancedText)).toEqual(wordsOf(spoken));
  await expect(page.getByTestId("ai-change")).toContainText("Punctuation was fixed.");

  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue(spoken);

  // the connection drops: the text stays as it is and the reader is told
  const reconnect = await loseConnectionTo(page, "**/api/ai/enhance-punctuation");
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await expect(toastWith(page, "Enhancement failed")).toContainText("Could not enhance punctuation. Please try again.");
  await expect(textArea(page)).toHaveValue(spoken);
  await reconnect();

  // text with nothing to fix: the reader is told so, not that it was formatted
  const clean = "Hello world. How are you today? I am fine.";
  await textArea(page).fill(clean);
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await expect(toastWith(page, "No changes needed")).toContainText("Your punctuation already looks right, so nothing was changed.");
  await expect(page.getByRole("button", { name: "Accept all" })).toHaveCount(0);
  await expect(textArea(page)).toHaveValue(clean);
});

test("Enhance Doc needs a saved document, saves unsaved words first, can be undone, and survives a lost connection", async ({ page }) => {
  await openEditor(page);
  const enhance = page.getByRole("button", { name: "Enhance Doc" });
  await expect(enhance).toBeDisabled(); // aria-disabled: still focusable, explains itself
  await textArea(page).fill("draft text");
  await enhance.click({ force: true });
  await expect(toastWith(page, "Document must be saved first")).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/.+/);
  const id = page.url().split("/").pop()!;

  const edited = "the the cat sat on the mat";
  await textArea(page).fill(edited);
  const answered = nextResponse(page, `/api/documents/${id}/enhance`);
  await enhance.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: string; engine: string };
  await expect(toastWith(page, "Document enhanced")).toContainText("AI has improved your document structure and content.");
  await expect(textArea(page)).toHaveValue(edited); // reviewed before it sticks
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(textArea(page)).toHaveValue(content);
  expect((await getDocument(page, id)).content).toBe(edited); // saved before enhancing, and the result is not saved
  // the local engine's changes: the doubled word goes, the sentence gets its capital and full stop
  expect(content).not.toMatch(/\bthe the\b/i);
  expect(content).toMatch(/^The cat sat on the mat\b/);
  expect(content).toMatch(/[.!]$/);
  await expect(unsavedBadge(page)).toBeVisible();

  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue(edited);
  await expect(unsavedBadge(page)).toHaveCount(0);

  const reconnect = await loseConnectionTo(page, `**/api/documents/${id}/enhance`);
  await enhance.click();
  await expect(toastWith(page, "Enhancement failed")).toContainText("Could not enhance document. Please try again.");
  await expect(textArea(page)).toHaveValue(edited);
  await expect(unsavedBadge(page)).toHaveCount(0);
  await reconnect();

  // text with nothing to improve: the reader is told so, not that it was improved
  const clean = "The cat sat on the mat.";
  await textArea(page).fill(clean);
  await enhance.click();
  await expect(toastWith(page, "No changes needed")).toContainText("Your document already reads well, so nothing was changed.");
  await expect(page.getByRole("button", { name: "Accept all" })).toHaveCount(0);
  await expect(textArea(page)).toHaveValue(clean);
});

test("a missing template is ignored; ?content= starts a new document with that text", async ({ page }) => {
  acceptLeavePrompts(page);
  await openEditor(page, "/editor?template=no-such-template");
  await expect(textArea(page)).toHaveValue("");
  await expect(unsavedBadge(page)).toHaveCount(0);
  await openEditor(page, `/editor?content=${encodeURIComponent("# Ideas\n\n- one\n- two")}`);
  await expect(textArea(page)).toHaveValue("# Ideas\n\n- one\n- two");
  await expect(unsavedBadge(page)).toBeVisible();
  await textArea(page).press("ControlOrMeta+End");
  await textArea(page).pressSequentially("\n- three");
  // a reload of the same link keeps the edits
  await page.reload();
  await expect(textArea(page)).toHaveValue("# Ideas\n\n- one\n- two\n- three");
  // another link starts afresh and points to the earlier draft
  await openEditor(page, `/editor?content=${encodeURIComponent("Other text")}`);
  await expect(textArea(page)).toHaveValue("Other text");
  await page.getByTestId("other-draft").getByRole("link", { name: "Open that draft" }).click();
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(textArea(page)).toHaveValue("# Ideas\n\n- one\n- two\n- three");
  await expect(page.getByTestId("restored-draft")).toBeVisible();
});

test("the text area is read-aloud source with the spec's typography, and follows the chosen text size", async ({ page }) => {
  await openEditor(page);
  const area = textArea(page);
  await expect(page.locator("[data-read-aloud-source] textarea")).toHaveCount(1);
  const typography = () =>
    area.evaluate((el) => {
      const s = getComputedStyle(el);
      return { fontSize: parseFloat(s.fontSize), lineHeight: parseFloat(s.lineHeight), letterSpacing: parseFloat(s.letterSpacing) };
    });
  // default profile (16px = 100%): 18px, line height 1.8, letter spacing 0.05em
  const style = await typography();
  expect(style.fontSize).toBe(18);
  expect(style.lineHeight).toBeCloseTo(32.4, 1);
  expect(style.letterSpacing).toBeCloseTo(0.9, 1);

  // the toolbar's largest text size (24px = 150%) scales the writing surface with the rest of the app
  const panel = await openToolbar(page);
  const larger = panel.getByRole("button", { name: "Larger text size" });
  while (await larger.isEnabled()) await larger.click();
  await expect(panel.getByRole("slider", { name: "Text size" })).toHaveAttribute("aria-valuenow", "24");
  await expect.poll(async () => (await typography()).fontSize).toBe(27);
  const scaled = await typography();
  expect(scaled.lineHeight).toBeCloseTo(27 * 1.8, 1);
  expect(scaled.letterSpacing).toBeCloseTo(27 * 0.05, 1);
});

test("on a phone the text comes before the tools, the full command list opens by keyboard, and the More menu holds the other actions", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpAndSignIn(page);
  await openEditor(page);
  const textTop = await textArea(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const toolsTop = await page.getByRole("complementary", { name: "Editor tools" }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(textTop).toBeLessThan(toolsTop);

  const commands = page.locator("#voice-commands-list");
  await expect(commands).toBeHidden();
  await page.getByText("All voice commands").focus();
  await page.keyboard.press("Enter");
  await expect(commands).toBeVisible();
  await expect(commands).toContainText("Without voice: Ctrl+Z");
  await expectNoA11yViolations(page);

  // Share, Download, Enhance Doc are one press away; Escape closes the menu again
  await expect(page.getByRole("button", { name: "Download" })).toBeHidden();
  const more = page.getByText("More", { exact: true });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Download" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enhance Doc" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Download" })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("Arabic in the title and the text reads right to left; English beside it stays left to right", async ({ page }) => {
  await openEditor(page);
  const direction = (locator: ReturnType<typeof textArea>) => locator.evaluate((el) => getComputedStyle(el).direction);
  await titleField(page).fill("ملاحظات الاجتماع");
  await textArea(page).fill("مرحبا بكم في الاجتماع. سنبدأ الآن!");
  expect(await direction(titleField(page))).toBe("rtl");
  expect(await direction(textArea(page))).toBe("rtl");
  await textArea(page).fill("Hello, everyone.");
  expect(await direction(textArea(page))).toBe("ltr");
});

test("text pasted with invisible NUL characters is kept without them, and saves", async ({ page }) => {
  await openEditor(page);
  await titleField(page).click();
  // insertText goes through the browser's own editing path, as a paste does
  await page.evaluate(() => document.execCommand("insertText", false, "Minutes\u0000 draft"));
  await expect(titleField(page)).toHaveValue("Minutes draft");
  await textArea(page).fill("Start. End.");
  await textArea(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 7));
  await page.evaluate(() => document.execCommand("insertText", false, "Mid\u0000dle. "));
  await expect(textArea(page)).toHaveValue("Start. Middle. End.");
  // the caret stays after the inserted words: typing goes on from there
  await page.keyboard.type("More. ");
  await expect(textArea(page)).toHaveValue("Start. Middle. More. End.");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Document saved")).toBeVisible();
  const id = page.url().split("/").pop()!;
  expect(await getDocument(page, id)).toMatchObject({ title: "Minutes draft", content: "Start. Middle. More. End." });
});

import { readFile } from "node:fs/promises";
import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import {
  acceptLeavePrompts,
  createDocument,
  getDocument,
  mockPunctuation,
  openEditor,
  textArea,
  titleField,
  toastWith,
  unsavedBadge,
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
});

test("an existing document loads once; the badge follows the loaded values; Ctrl+S saves", async ({ page }) => {
  const doc = await createDocument(page, { title: "Notes", content: "First line", type: "report" });
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(`**/api/documents/${doc.id}`, async (route) => {
    if (route.request().method() === "GET") await gate;
    await route.fallback();
  });
  await page.goto(`/editor/${doc.id}`);
  await expect(page.getByText("Loading document...")).toBeVisible();
  release();
  await expect(textArea(page)).toHaveValue("First line");
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
  await page.route(`**/api/documents/${doc.id}`, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), type: "general" } });
  });
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
  const untitled = page.waitForEvent("download");
  await download.click();
  const first = await untitled;
  expect(first.suggestedFilename()).toBe("document.txt");
  expect(await readFile((await first.path())!, "utf8")).toBe("Line one\nLine two");

  await titleField(page).fill("Letter: to/Sam");
  const named = page.waitForEvent("download");
  await download.click();
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

test("Fix Punctuation: empty text, success with undo, and failure", async ({ page }) => {
  await openEditor(page);
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await expect(toastWith(page, "No content to enhance")).toContainText("Add some text before enhancing punctuation.");
  await expect(page.getByRole("button", { name: "Fix All Punctuation" })).toBeDisabled();

  await mockPunctuation(page, () => "Hello, world.");
  await textArea(page).fill("hello world");
  await page.getByRole("button", { name: "Fix All Punctuation" }).click();
  await expect(textArea(page)).toHaveValue("Hello, world.");
  await expect(toastWith(page, "Punctuation enhanced")).toBeVisible();
  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue("hello world");

  await page.unroute("**/api/ai/enhance-punctuation");
  await page.route("**/api/ai/enhance-punctuation", (route) => route.fulfill({ status: 500, json: { error: { code: "x", message: "x" } } }));
  await page.getByRole("button", { name: "Fix Punctuation" }).click();
  await expect(toastWith(page, "Enhancement failed")).toContainText("Could not enhance punctuation. Please try again.");
  await expect(textArea(page)).toHaveValue("hello world");
});

test("Enhance Doc needs a saved document, saves unsaved words first, and can be undone", async ({ page }) => {
  await openEditor(page);
  const enhance = page.getByRole("button", { name: "Enhance Doc" });
  await expect(enhance).toBeDisabled(); // aria-disabled: still focusable, explains itself
  await textArea(page).fill("draft text");
  await enhance.click({ force: true });
  await expect(toastWith(page, "Document must be saved first")).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/.+/);
  const id = page.url().split("/").pop()!;
  await page.route(`**/api/documents/${id}/enhance`, (route) => route.fulfill({ json: { content: "Improved text.", engine: "local" } }));
  await textArea(page).fill("draft text, edited");
  await enhance.click();
  await expect(textArea(page)).toHaveValue("Improved text.");
  await expect(toastWith(page, "Document enhanced")).toContainText("AI has improved your document structure and content.");
  expect((await getDocument(page, id)).content).toBe("draft text, edited"); // saved before enhancing
  await expect(unsavedBadge(page)).toBeVisible();
  await page.getByRole("button", { name: "Undo AI change" }).click();
  await expect(textArea(page)).toHaveValue("draft text, edited");
  await expect(unsavedBadge(page)).toHaveCount(0);
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

test("the text area is read-aloud source with the spec's typography", async ({ page }) => {
  await openEditor(page);
  const area = textArea(page);
  await expect(page.locator("[data-read-aloud-source] textarea")).toHaveCount(1);
  const style = await area.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: s.fontSize, lineHeight: s.lineHeight, letterSpacing: s.letterSpacing };
  });
  expect(style.fontSize).toBe("18px");
  expect(parseFloat(style.lineHeight)).toBeCloseTo(32.4, 1);
  expect(parseFloat(style.letterSpacing)).toBeCloseTo(0.9, 1);
});

import {
  test,
  expect,
  expectNoA11yViolations,
  installFakeSpeech,
  newAccount,
  signUpAndSignIn,
  waitForHydration,
} from "./fixtures";
import type { Page } from "@playwright/test";

async function createDocument(page: Page, data: { title?: string; content?: string; type?: string }) {
  const res = await page.request.post("/api/documents", { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string; version: number };
}

const recentDocuments = (page: Page) => page.getByRole("region", { name: "Recent Documents" });

test("a new user sees the greeting, the empty state and zero figures", async ({ page }) => {
  await signUpAndSignIn(page, newAccount("Priya"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Priya" })).toBeVisible();
  await expect(page.getByTestId("user-avatar")).toHaveText("PT");
  const create = recentDocuments(page).getByRole("link", { name: "Create First Document" });
  await expect(create).toHaveAttribute("href", "/editor");
  for (const key of ["documents", "wordsWritten", "dictationMinutes", "dictationSessions", "gamesPlayed", "wordsLearned"]) {
    await expect(page.getByTestId(`stat-${key}`)).toHaveText("0");
  }
  await expect(page.getByTestId("week-summary")).toContainText("0 words in 0 minutes, on 0 days");
  await expect(page.getByText("Earned", { exact: true })).toHaveCount(0);
  const share = page.getByRole("link", { name: /Share and Earn/ });
  await expect(share).toHaveAttribute("href", "/share");
  await expect(share).toContainText("New!");
  await expectNoA11yViolations(page);
});

test("the dashboard lists a saved document with 'Just now' and real figures", async ({ page }) => {
  await signUpAndSignIn(page);
  const doc = await createDocument(page, { title: "Letter to the council", content: "Dear council, please fix the road.", type: "letter" });
  await page.goto("/dashboard");
  const item = recentDocuments(page).getByRole("link", { name: /Letter to the council/ });
  await expect(item).toHaveAttribute("href", `/editor/${doc.id}`);
  await expect(item).toContainText("Business Letter");
  await expect(item).toContainText("Just now");
  await expect(page.getByTestId("stat-documents")).toHaveText("1");
  await expect(page.getByTestId("stat-wordsWritten")).toHaveText("6");
  await expect(page.getByRole("region", { name: "Achievements" })).toContainText("First Document");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText("Created “Letter to the council”");
  await expectNoA11yViolations(page);

  // "/" shows the same dashboard when signed in; View All goes to /documents.
  await page.goto("/");
  await expect(recentDocuments(page)).toContainText("Just now");
  await recentDocuments(page).getByRole("link", { name: /View All/ }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Documents" })).toBeVisible();
});

test("a very long unbroken title does not push the dashboard past a phone's screen", async ({ page }) => {
  await signUpAndSignIn(page);
  const title = "x".repeat(150);
  await createDocument(page, { title, content: "Short." });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/dashboard");
  await expect(recentDocuments(page).getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent Activity" }).getByRole("link", { name: new RegExp(title) })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a dictation session shows up in the figures and the week", async ({ page }) => {
  await signUpAndSignIn(page);
  const res = await page.request.post("/api/voice/sessions", { data: { durationSeconds: 150, words: 120 } });
  expect(res.status()).toBe(201);
  await page.goto("/dashboard");
  await expect(page.getByTestId("stat-dictationSessions")).toHaveText("1");
  await expect(page.getByTestId("stat-dictationMinutes")).toHaveText("2.5");
  await expect(page.getByTestId("week-summary")).toContainText("120 words in 2.5 minutes, on 1 day");
});

test("notifications and settings panels work from the keyboard", async ({ page }) => {
  await signUpAndSignIn(page, newAccount("Jo"));
  await page.goto("/dashboard");
  await waitForHydration(page);

  await page.getByRole("button", { name: "Notifications" }).focus();
  await page.keyboard.press("Enter");
  const notifications = page.getByRole("dialog", { name: "Notifications" });
  await expect(notifications).toContainText("You're all caught up");
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(notifications).toBeHidden();
  await expect(page.getByRole("button", { name: "Notifications" })).toBeFocused();

  await page.getByRole("button", { name: "Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Settings" });
  await expect(settings.getByLabel("First name")).toHaveValue("Jo");
  await expect(settings.getByRole("button", { name: "Open accessibility settings" })).toBeVisible();
  await expectNoA11yViolations(page);
  await settings.getByLabel("First name").fill("");
  await settings.getByRole("button", { name: "Save name" }).click();
  await expect(settings.getByText("Please tell us your first name.")).toBeVisible();
  await settings.getByLabel("First name").fill("Jordan");
  await settings.getByLabel("Last name (optional)").fill("Lee");
  await settings.getByRole("button", { name: "Save name" }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Jordan" })).toBeVisible();
  await expect(page.getByTestId("user-avatar")).toHaveText("JL");

  // "Open accessibility settings" closes Settings and opens the accessibility panel
  await page.getByRole("button", { name: "Settings" }).click();
  await settings.getByRole("button", { name: "Open accessibility settings" }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Accessibility" })).toBeVisible();
});

test("the quick voice test shows what the recogniser heard", async ({ page }) => {
  await installFakeSpeech(page);
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await waitForHydration(page);
  const test = page.getByRole("region", { name: "Quick Voice Test" });
  await test.getByRole("button", { name: "Start voice test" }).click();
  await expect(test.getByTestId("voice-test-status")).toContainText("Listening...");
  await page.evaluate(() => (window as unknown as { __fakeSpeech: { say(t: string): void } }).__fakeSpeech.say("hello from my microphone"));
  await expect(test.getByTestId("voice-test-status")).toContainText("We heard: hello from my microphone");
  await expect(test.getByTestId("voice-test-status")).toContainText("4 words, confidence 90%");
  await expect(test.getByRole("button", { name: "Test again" })).toBeVisible();
});

test("documents page: open, rename inline, delete with confirm, and Undo brings back the same document and link", async ({ page }) => {
  await signUpAndSignIn(page);
  await createDocument(page, { title: "Old notes", content: "first words" });
  const second = await createDocument(page, { title: "Shopping list", content: "milk, bread", type: "email" });
  await page.goto("/documents");
  await waitForHydration(page);
  await expect(page.getByTestId("documents-count")).toHaveText("2 documents, newest first");
  const rows = page.getByTestId("document-row");
  await expect(rows.first()).toContainText("Shopping list");
  await expect(rows.first()).toContainText("Email");
  await expect(rows.first()).toContainText("Just now");
  await expect(page.getByRole("link", { name: "Shopping list" })).toHaveAttribute("href", `/editor/${second.id}`);
  await expectNoA11yViolations(page);

  // Rename: Escape cancels, Enter saves.
  await page.getByRole("button", { name: "Rename “Old notes”" }).click();
  const field = page.getByLabel("New title for “Old notes”");
  await expect(field).toBeFocused();
  await field.fill("Never mind");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Rename “Old notes”" })).toBeFocused();
  await page.getByRole("button", { name: "Rename “Old notes”" }).click();
  await expectNoA11yViolations(page);
  await page.getByLabel("New title for “Old notes”").fill("Meeting notes");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Meeting notes" })).toBeVisible();
  await expect(page.getByText("Document renamed")).toBeVisible();
  const saved = await (await page.request.get("/api/documents")).json();
  expect(saved.map((d: { title: string }) => d.title)).toEqual(["Meeting notes", "Shopping list"]);

  // Delete: the dialog can be dismissed, then confirmed; while deleted, the document's link says
  // "Document not found"; Undo brings back the same document, and the same link opens it again.
  const link = await page.context().newPage(); // another tab, opened before the delete
  await installFakeSpeech(link);
  await page.getByRole("button", { name: "Delete “Shopping list”" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “Shopping list”?" });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Keep document" }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Delete “Shopping list”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete document" }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText("“Shopping list” was deleted.")).toBeVisible();
  expect(((await (await page.request.get("/api/documents")).json()) as unknown[]).length).toBe(1);
  await link.goto(`/editor/${second.id}`);
  await expect(link.getByRole("heading", { level: 1, name: "Document not found" })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Document restored")).toBeVisible();
  await expect(page.getByRole("link", { name: "Shopping list" })).toHaveAttribute("href", `/editor/${second.id}`);
  const full = await (await page.request.get(`/api/documents/${second.id}`)).json();
  expect(full).toMatchObject({ id: second.id, title: "Shopping list", content: "milk, bread", type: "email", version: second.version });
  await link.reload();
  await expect(link.getByLabel("Document title")).toHaveValue("Shopping list");
  await expect(link.getByLabel("Document text")).toHaveValue("milk, bread");
  await link.close();
});

test("documents page empty state", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/documents");
  await expect(page.getByRole("link", { name: "Create First Document" })).toHaveAttribute("href", "/editor");
  await expectNoA11yViolations(page);
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "Pacific/Auckland" });

  test("the dashboard learns this device's time zone once the page is up", async ({ page, context }) => {
    const refused: string[] = [];
    page.on("console", (m) => m.text().includes("Content Security Policy") && refused.push(m.text()));
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    await signUpAndSignIn(page);
    await page.goto("/dashboard");
    await waitForHydration(page);
    // read in a worker the page's security policy allows, then remembered for the server's week
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "saywrite-tz")?.value).toBe(encodeURIComponent("Pacific/Auckland"));
    const offset = await page.evaluate(() => String(new Date().getTimezoneOffset()));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("saywrite-tz-offset"))).toBe(offset);
    await expect(page.getByTestId("week-summary")).toBeVisible();
    expect(refused).toEqual([]);
    expect(workers.some((url) => url.startsWith("blob:"))).toBe(true);
  });
});

import { signedInTest as test, test as plainTest, expect, installFakeSpeech, newAccount, newestToast, passwordFormEmail, waitForHydration } from "./fixtures";
import { openEditor, say, textArea, titleField } from "./editor-support";
import type { Route } from "@playwright/test";

// Every screen used by keyboard alone and through failures, as a person meets them: the server
// answers 500 or the connection drops while something loads or saves. What a person sees must
// say what happened and offer a way on, and nothing typed may be lost. See docs/testing.md.

test("a template that does not load says so in the editor, and Try again brings it in after what was typed", async ({ page }) => {
  await page.goto("/templates");
  await expect(page.getByTestId("templates-count")).toBeVisible({ timeout: 45_000 });
  await waitForHydration(page);
  // the connection drops as the template is fetched
  await page.route("**/api/templates/ref-cover-letter", (route) => route.abort("internetdisconnected"));
  await page.getByRole("link", { name: "Use Template: Cover Letter" }).first().click();
  await expect(page).toHaveURL(/\/editor\?template=ref-cover-letter$/);
  const problem = page.getByRole("alert").filter({ hasText: "The template did not load" });
  await expect(problem).toBeVisible();
  await expect(problem).not.toContainText(/fetch|TypeError|internetdisconnected/i);

  // the writer starts anyway; the connection comes back; Try again, by keyboard
  await textArea(page).fill("Dear Ms Okafor,");
  await page.unroute("**/api/templates/ref-cover-letter");
  await problem.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await expect(problem).toHaveCount(0);
  await expect(textArea(page)).toBeFocused(); // not lost with the button that went
  await expect(titleField(page)).toHaveValue("Cover Letter");
  await expect(textArea(page)).toHaveValue(/^Dear Ms Okafor,\n\n[\s\S]*Why I am a good fit/);
});

/** What a gateway in front of the app answers while the app restarts: an HTML page, not our JSON. */
const gatewayPage = { status: 502, contentType: "text/html", body: "<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>" };
const rawError = /<|>|502|Bad Gateway|nginx|fetch|TypeError|\{"error"/;

test("a gateway's error page behind a form is said in words, and the form keeps what was typed", async ({ page }) => {
  // the consultation request form
  await page.goto("/consultations");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request Consultation" }).first().click();
  await page.getByLabel("Company name *").fill("Northwind Schools");
  await page.getByLabel("Contact email *").fill("access@northwind.test");
  await page.route("**/api/consultations", (route) => (route.request().method() === "POST" ? route.fulfill(gatewayPage) : route.continue()));
  await page.getByRole("button", { name: "Submit Request" }).click();
  const failed = newestToast(page, "Error creating consultation");
  await expect(failed).toBeVisible();
  await expect(failed).not.toContainText(rawError);
  await expect(page.getByLabel("Company name *")).toHaveValue("Northwind Schools");

  // the name form in account settings
  await page.goto("/settings/account");
  await waitForHydration(page);
  await page.route("**/api/auth/user", (route) => (route.request().method() === "GET" ? route.continue() : route.fulfill(gatewayPage)));
  await page.getByLabel("First name").fill("Samira");
  await page.getByRole("button", { name: "Save name" }).click();
  const alert = page.getByRole("alert").filter({ hasText: /try again/i });
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText(rawError);
  await expect(page.getByLabel("First name")).toHaveValue("Samira");
});

test("a spelled word that cannot be added to My vocabulary says why in words, offline or refused", async ({ page }) => {
  await installFakeSpeech(page);
  await page.addInitScript(() => window.localStorage.setItem("saywrite:auto-fix-punctuation", "off"));
  const spell = async () => {
    await say(page, "spell mode");
    await say(page, "capital z o l t a n");
    await say(page, "stop spelling");
    await expect(newestToast(page, 'Spelled "Zoltan"')).toBeVisible();
  };
  await openEditor(page);
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await expect(page.getByRole("button", { name: "End Dictation" })).toBeVisible();

  // the connection drops as the word is sent
  await spell();
  await page.route("**/api/vocabulary", (route) => route.abort("internetdisconnected"));
  await newestToast(page).getByRole("button", { name: "Add to My vocabulary" }).click();
  const notAdded = newestToast(page, "Not added");
  await expect(notAdded).toBeVisible();
  await expect(notAdded).not.toContainText(rawError);
  await page.unroute("**/api/vocabulary");

  // the word is there already (added in another tab): the server's reason, not its JSON
  const added = await page.request.post("/api/vocabulary", { data: { kind: "word", phrase: "Zoltan" } });
  expect(added.status(), await added.text()).toBe(201);
  await spell();
  await newestToast(page).getByRole("button", { name: "Add to My vocabulary" }).click();
  await expect(newestToast(page, "Not added")).toContainText(/already/i);
  await expect(newestToast(page, "Not added")).not.toContainText(rawError);
});

test("deleting by keyboard leaves the focus on the list, not at the top of the page: a vocabulary word and an own template", async ({ page }) => {
  for (const phrase of ["Aoife", "Niamh"]) {
    const added = await page.request.post("/api/vocabulary", { data: { kind: "word", phrase } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.goto("/settings/vocabulary");
  await waitForHydration(page);
  await page.getByRole("button", { name: 'Delete "Aoife"' }).focus();
  await page.keyboard.press("Enter");
  await expect(newestToast(page, "Deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: 'Delete "Aoife"' })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your words and shortcuts" })).toBeFocused();
  await page.keyboard.press("Tab"); // on along the list
  await expect(page.getByRole("button", { name: 'Edit "Niamh"' })).toBeFocused();

  const generated = await page.request.post("/api/templates/generate", { data: { templateType: "memo", requirements: [] } });
  expect(generated.status(), await generated.text()).toBe(201);
  await page.goto("/templates");
  await expect(page.getByTestId("templates-count")).toBeVisible({ timeout: 45_000 });
  await waitForHydration(page);
  const mine = page.getByTestId("template-card").filter({ hasText: "Yours" });
  const name = (await mine.getByRole("heading").textContent())!;
  await mine.getByRole("button", { name: `Delete ${name}` }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: "Delete template" }).focus();
  await page.keyboard.press("Enter");
  await expect(newestToast(page, "Template deleted")).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "All Templates" })).toBeFocused();
});

plainTest("Sign in pressed while the connection is down keeps the form and says so, instead of leaving for a browser error page", async ({ page, request }) => {
  const account = newAccount();
  const registered = await request.post("/api/auth/register", { data: { email: account.email, password: account.password, firstName: "Sam", lastName: "Tester" } });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto("/signin");
  await waitForHydration(page);
  await passwordFormEmail(page).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.route("**/api/auth/**", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "We could not reach SayWrite" })).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await expect(passwordFormEmail(page)).toHaveValue(account.email);

  // back online: the same form signs in
  await page.unroute("**/api/auth/**");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Try again pressed by keyboard after a failed load leaves the focus on what came in, not at the top of the page", async ({ page }) => {
  const offline = (route: Route) => route.abort("internetdisconnected");
  /** Presses Try again by keyboard once the connection is back; returns where the focus lands. */
  async function retryByKeyboard(pattern: string) {
    await page.getByRole("button", { name: "Try again" }).waitFor();
    await page.unroute(pattern);
    await page.getByRole("button", { name: "Try again" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && Boolean(document.activeElement?.closest("main")))).toBe(true);
  }

  // a game's first challenge
  await page.goto("/games");
  await waitForHydration(page);
  await page.route("**/api/games/**", offline);
  await page.getByRole("button", { name: /Play|Start/ }).first().click();
  await retryByKeyboard("**/api/games/**");
  await expect(page.getByRole("button", { name: "Back to Games" })).not.toBeFocused(); // on into the challenge, not back before it

  // a training program's modules
  await page.goto("/training");
  await waitForHydration(page);
  await page.route("**/api/training/**", offline);
  await page.getByRole("button", { name: /Open Program/ }).first().click();
  await retryByKeyboard("**/api/training/**");
  await expect(page.getByRole("button", { name: "Back to Programs" })).not.toBeFocused();

  // a category of professional templates
  await page.goto("/task-templates");
  await waitForHydration(page);
  await page.route("**/api/templates**", offline);
  await page.getByRole("button", { name: /Business Documents/ }).click();
  await retryByKeyboard("**/api/templates**");
  await expect(page.getByRole("link", { name: /^Use Template/ }).first()).toBeFocused();
});

test("a toast with Undo waits for the reader: still there a minute on, reached with Alt+T, and Undo by keyboard leaves the focus on the list", async ({ page }) => {
  const made = await page.request.post("/api/documents", { data: { title: "Slow reader's notes", content: "Words kept a while." } });
  expect(made.status(), await made.text()).toBe(201);
  await page.clock.install(); // the page's time runs on, and can be moved on a minute at once
  await page.goto("/documents");
  await waitForHydration(page);
  const row = page.getByTestId("document-row").filter({ hasText: "Slow reader's notes" });
  await row.getByRole("button", { name: /^Delete/ }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").getByRole("button", { name: "Delete document" }).focus();
  await page.keyboard.press("Enter");
  const deleted = newestToast(page, "Document deleted");
  await expect(deleted).toBeVisible();
  await expect(row).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 1, name: "Your Documents" });
  await expect(heading).toBeFocused();

  // a minute later (and the toast's leaving time after that) the Undo is still there
  await page.clock.fastForward("01:00");
  await page.clock.fastForward(1000);
  await expect(deleted.getByRole("button", { name: "Undo" })).toBeVisible();

  // Alt+T (Sonner's own key, in the notifications region's name) reaches it; Tab goes to Undo
  await page.keyboard.press("Alt+t");
  await expect.poll(() => deleted.evaluate((el) => el.closest("[data-sonner-toaster]")!.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 4 && !(await deleted.getByRole("button", { name: "Undo" }).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(deleted.getByRole("button", { name: "Undo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(newestToast(page, "Document restored")).toBeVisible();
  await expect(row).toHaveCount(1);
  // the focus goes back to where the reader was, not to the top of the page
  await expect(heading).toBeFocused();
});

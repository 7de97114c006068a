import { signedInTest as test, expect, expectNoA11yViolations, waitForHydration } from "./fixtures";
import { textArea, titleField, toastWith } from "./editor-support";
import type { Page } from "@playwright/test";
import { e2eDatabaseUrl, sqlOn } from "./app-instance";

type Summary = { id: string; name: string; usageCount: number; category: string };

async function openTemplates(page: Page) {
  await page.goto("/templates");
  await expect(page.getByTestId("templates-count")).toBeVisible({ timeout: 45_000 });
  await waitForHydration(page);
}


async function usageOf(page: Page, id: string): Promise<number> {
  const res = await page.request.get("/api/templates");
  return ((await res.json()) as Summary[]).find((t) => t.id === id)!.usageCount;
}

test("search, category filter, category counts, empty state and view toggle", async ({ page }) => {
  await openTemplates(page);
  await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
  await expect(page.getByTestId("featured-template")).toHaveCount(4);
  const all = (await (await page.request.get("/api/templates")).json()) as Summary[];
  await expect(page.getByTestId("templates-count")).toHaveText(`${all.length} templates`);
  const personal = all.filter((t) => t.category === "personal").length;
  await expect(page.getByRole("button", { name: /Personal Letters/ })).toContainText(`${personal} templates`);
  await expect(page.getByText("Premium").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page.getByTestId("template-card")).toHaveCount(12); // a page at a time
  await page.getByRole("button", { name: /Show more templates/ }).click();
  await page.getByRole("button", { name: /Show more templates/ }).click();
  await expect(page.getByTestId("template-card")).toHaveCount(all.length);

  await page.getByLabel("Search templates").fill("landlord");
  await expect(page.getByTestId("templates-count")).toHaveText("1 template");
  await expect(page.getByTestId("template-card")).toHaveText(/Letter to a Landlord/);
  await expect(page.getByTestId("featured-template")).toHaveCount(0);

  await page.getByLabel("Search templates").fill("zebra crossing");
  await expect(page.getByText("No templates found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel("Search templates").fill("");
  await page.getByLabel("Category", { exact: true }).selectOption("journalism");
  const news = all.filter((t) => t.category === "journalism").length;
  await expect(page.getByTestId("templates-count")).toHaveText(`${news} templates`);
  await expect(page.getByRole("heading", { level: 2, name: "News & Articles" })).toBeVisible();

  await page.getByRole("button", { name: /Academic Papers/ }).click();
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("academic");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("list", { name: "Templates" })).toHaveAttribute("data-view", "list");
  await expectNoA11yViolations(page);
});

test("Use Template opens the editor with the template's title, type and content, and saving counts one use", async ({ page }) => {
  const before = await usageOf(page, "ref-cover-letter");
  await openTemplates(page);
  await page.getByRole("link", { name: "Use Template: Cover Letter" }).first().click();
  await expect(page).toHaveURL(/\/editor\?template=ref-cover-letter$/);
  await expect(titleField(page)).toHaveValue("Cover Letter");
  await expect(textArea(page)).toHaveValue(/Why I am a good fit\n\[Give two or three skills/);
  await expect(page.getByLabel("Document Type", { exact: true })).toHaveValue("letter");
  // opening the template and reloading the editor are not uses
  await page.reload();
  await expect(titleField(page)).toHaveValue("Cover Letter");
  await page.reload();
  await expect(titleField(page)).toHaveValue("Cover Letter");
  expect(await usageOf(page, "ref-cover-letter")).toBe(before);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/editor\/[A-Za-z0-9_-]+$/);
  expect(await usageOf(page, "ref-cover-letter")).toBe(before + 1);
  const id = page.url().split("/").pop()!;
  const doc = (await (await page.request.get(`/api/documents/${id}`)).json()) as { title: string; type: string; content: string };
  expect(doc).toMatchObject({ title: "Cover Letter", type: "letter" });
  expect(doc.content).toContain("Why this organisation");
});

test("Create Custom Template: type required, requirements list, generates and opens the editor", async ({ page }) => {
  await openTemplates(page);
  await page.getByRole("button", { name: "Create Custom Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Custom Template" });
  await expect(dialog).toBeVisible();
  const generate = dialog.getByRole("button", { name: "Generate Template" });
  await expect(generate).toHaveAttribute("aria-disabled", "true");
  await generate.click({ force: true }); // announced as disabled, but a click still explains why
  await expect(toastWith(page, "Missing Information")).toContainText("Please select a template type.");
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Template type (required)").selectOption("report");
  const requirement = dialog.getByLabel("Requirements (optional)");
  await requirement.fill("  quarterly sales for the board  ");
  await requirement.press("Enter");
  await requirement.fill("   ");
  await requirement.press("Enter");
  await requirement.fill("include a chart");
  await dialog.getByRole("button", { name: "Add" }).click();
  await requirement.fill("remove me");
  await requirement.press("Enter");
  const items = dialog.getByRole("list", { name: "Requirements" }).getByRole("listitem");
  await expect(items).toHaveText(["quarterly sales for the board", "include a chart", "remove me"]);
  await dialog.getByRole("button", { name: "Remove requirement: remove me" }).click();
  await expect(items).toHaveCount(2);
  await expectNoA11yViolations(page);

  await expect(generate).toHaveAttribute("aria-disabled", "false");
  const generated: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/templates/generate") generated.push(r.url());
  });
  await generate.dblclick(); // a double click makes one template, not two
  await expect(page).toHaveURL(/\/editor\?template=[A-Za-z0-9_-]+$/);
  await expect(toastWith(page, "Template Generated!")).toContainText("Your custom template has been created successfully.");
  await expect(titleField(page)).not.toHaveValue("");
  await expect(textArea(page)).toHaveValue(/board/i);
  await expect(page.getByLabel("Document Type", { exact: true })).toHaveValue("report");

  expect(generated).toHaveLength(1);

  await page.goto("/templates");
  await expect(page.getByTestId("template-card").first()).toContainText("Yours");
  const mine = page.getByTestId("template-card").filter({ hasText: "Yours" });
  await expect(mine).toHaveCount(1);

  // At the template quota (100 of your own by default) the dialog says why and how to make room.
  const owner = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const fill = (sql: string) => sqlOn(e2eDatabaseUrl(), sql, [owner.id]);
  await fill(
    `INSERT INTO templates (id, name, description, category, created_by_id, is_public)
     SELECT 'quota-' || gen_random_uuid()::text, 'Filler ' || n, 'A template', 'business', $1, false FROM generate_series(1, 99) AS n`,
  );
  try {
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Custom Template" }).click();
    await dialog.getByLabel("Template type (required)").selectOption("memo");
    await dialog.getByRole("button", { name: "Generate Template" }).click();
    const refusal = dialog.getByTestId("template-quota");
    const why = 'You have 100 templates of your own, the most one account can keep. Delete some of yours (marked "Yours") to make room.';
    await expect(refusal).toContainText(why);
    await expect(toastWith(page, "Generation Failed")).toContainText(why);
    await expectNoA11yViolations(page);
    await refusal.getByRole("button", { name: "Close and see my templates" }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await fill(`DELETE FROM templates WHERE created_by_id = $1 AND id LIKE 'quota-%'`);
  }

  // Your own template can be deleted, after a question.
  await page.reload();
  await waitForHydration(page);
  const name = (await mine.getByRole("heading").textContent())!;
  await mine.getByRole("button", { name: `Delete ${name}` }).click();
  const ask = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(ask).toContainText("This removes your template. Documents you started from it keep their text.");
  await ask.getByRole("button", { name: "Delete template" }).click();
  await expect(toastWith(page, "Template deleted")).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test("the professional template browser: categories with types, cards, Use Template", async ({ page }) => {
  await page.goto("/task-templates");
  await expect(page.getByRole("heading", { level: 1, name: "Professional Templates (6 categories found)" })).toBeVisible();
  await expect(page.getByText("Choose a Category")).toBeVisible();
  await expect(page.getByText("Select a category above to see professional templates")).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  const business = page.getByRole("button", { name: /Business Documents/ });
  await expect(business).toContainText(/\d+ types/);

  // Each category's count is the one the Templates page gives and the list below shows.
  const all = (await (await page.request.get("/api/templates")).json()) as Summary[];
  for (const name of ["Academic Papers", "Business Documents"]) {
    const button = page.getByRole("button", { name: new RegExp(name) });
    const count = Number(/(\d+) templates?/.exec(await button.innerText())![1]);
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: /templates?$/ })).toHaveText(count === 1 ? "1 template" : `${count} templates`);
    await expect(page.getByTestId("template-card")).toHaveCount(count);
    const category = name === "Academic Papers" ? "academic" : "business";
    expect(count).toBe(all.filter((t) => t.category === category).length);
    // No card shows a tag twice, nor a tag that repeats its subcategory (Science and "science").
    for (const card of await page.getByTestId("template-card").all()) {
      const badges = (await card.getByTestId("template-badges").locator(":scope > span").allInnerTexts()).map((t) => t.trim().toLowerCase());
      expect(new Set(badges).size, badges.join(", ")).toBe(badges.length);
    }
  }
  const cards = page.getByTestId("template-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: "Meeting Notes" })).toContainText(/Used \d+ times?/);
  await expectNoA11yViolations(page);
  await cards.filter({ hasText: "Meeting Notes" }).getByRole("link", { name: "Use Template: Meeting Notes" }).click();
  await expect(page).toHaveURL(/\/editor\?template=ref-meeting-notes$/);
  await expect(titleField(page)).toHaveValue("Meeting Notes");
  await expect(page.getByLabel("Document Type", { exact: true })).toHaveValue("report");
});

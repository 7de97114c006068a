import { signedInTest as test, expect, waitForHydration } from "./fixtures";
import { textArea, titleField } from "./editor-support";

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

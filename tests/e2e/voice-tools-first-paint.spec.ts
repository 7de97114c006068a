import { signedInTest as test, expect, holdScripts } from "./fixtures";

// The voice tools are rendered on the server, so they are on screen before the page's scripts have
// run. What is typed there before then is kept (tests/e2e/early-typing.spec.ts).
test("a tool is on screen before its scripts run, then keeps what is typed", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/lecture-notes", { waitUntil: "domcontentloaded" });
  const course = page.getByLabel("Course title");
  await expect(course).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Recording Lecture" })).toBeVisible();
  await expect(page.getByTestId("tool-body")).not.toHaveAttribute("data-hydrated");

  release();
  await expect(page.getByTestId("tool-body")).toHaveAttribute("data-hydrated", "true");
  await course.fill("Biology 101");
  await expect(course).toHaveValue("Biology 101");
});

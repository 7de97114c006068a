import { test, expect, expectNoA11yViolations, newAccount, signUpAndSignIn, waitForHydration, newestToast as toast } from "./fixtures";
import type { Page } from "@playwright/test";
import { e2eDatabaseUrl, sqlOn } from "./app-instance";

// A date always in the future (past preferred dates are refused).
const NEXT_YEAR = new Date().getFullYear() + 1;

async function openForm(page: Page) {
  await page.goto("/consultations");
  await waitForHydration(page);
  await expect(page.getByText("No consultations yet")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Request Consultation" }).first().click();
  await expect(page.getByRole("heading", { name: "Request a Consultation" })).toBeVisible();
}

test("request a consultation, see it listed with its badges, then cancel it", async ({ page }) => {
  await signUpAndSignIn(page, newAccount("Dana"));
  await openForm(page);

  // Required fields are checked before anything is sent.
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Company name is required.")).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel("Company name *").fill("Northwind Schools");
  await page.getByLabel("Contact email *").fill("access@northwind.test");
  await page.getByLabel("Phone").fill("555-0199");
  await page.getByLabel("Number of employees").fill("340");
  await page.getByLabel("Industry").selectOption("education");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByLabel("Preferred date").fill(`${NEXT_YEAR}-04-20`);
  await page.getByLabel("Budget (US dollars)").fill("12500");
  await page.getByLabel("Speech-to-text (dictation) software").check();
  await page.getByLabel("Accommodation details as JSON").fill('{"screenReaders": 5}');
  await page.getByRole("button", { name: "Submit Request" }).click();

  await expect(toast(page)).toContainText("Consultation request created");
  await expect(toast(page)).toContainText("We will contact you within 24 hours to schedule your consultation.");
  await expect(page.getByRole("heading", { name: "Request a Consultation" })).toHaveCount(0);

  const card = page.getByTestId("consultation-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Northwind Schools");
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("High priority");
  await expect(card).toContainText("Education");
  await expect(card).toContainText("340");
  await expect(card).toContainText("access@northwind.test");
  await expect(card).toContainText("555-0199");
  // Only pending: the date is the one asked for, not a booking.
  await expect(card).toContainText(new RegExp(`Preferred date:\\s*Apr 20, ${NEXT_YEAR}`));
  await expect(card).not.toContainText("Scheduled");
  await expect(card).toContainText("60 minutes");
  await expect(card).toContainText("$12,500");
  await expectNoA11yViolations(page);

  const stored = (await (await page.request.get("/api/consultations")).json()) as Array<Record<string, unknown>>;
  expect(stored[0]).toMatchObject({ budget: 1_250_000, accommodationNeeds: { screenReaders: 5, needs: ["speechToText"] } });

  // Cancelling asks first; keeping the request changes nothing and gives the focus back.
  const cancelButton = card.getByRole("button", { name: "Cancel request" });
  await cancelButton.click();
  const dialog = page.getByRole("dialog", { name: "Cancel the request for Northwind Schools?" });
  await expect(dialog).toContainText("This cannot be undone, but you can send a new request at any time.");
  await expect(dialog.getByRole("button", { name: "Keep request" })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(cancelButton).toBeFocused();
  await expect(card).toContainText("Pending");
  expect(((await (await page.request.get("/api/consultations")).json()) as Array<{ status: string }>)[0].status).toBe("pending");

  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Cancel request" }).click();
  await expect(toast(page)).toContainText("Consultation cancelled");
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText("Cancelled");
  await expect(card.getByRole("button", { name: "Cancel request" })).toHaveCount(0);
  await expect(card.getByRole("heading", { name: "Northwind Schools" })).toBeFocused();

  // With 20 open requests (the default quota) another is refused: the form says why and how to make room.
  const owner = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  await sqlOn(
    e2eDatabaseUrl(),
    `INSERT INTO consultations (id, user_id, company_name, contact_email, status, updated_at)
     SELECT gen_random_uuid()::text, $1, 'Open request ' || n, 'hr@acme.test', 'pending', now() FROM generate_series(1, 20) AS n`,
    [owner.id],
  );
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request Consultation" }).first().click();
  await page.getByLabel("Company name *").fill("Contoso");
  await page.getByLabel("Contact email *").fill("hr@contoso.test");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const refusal = page.getByTestId("consultation-quota");
  await expect(refusal).toContainText("You have 20 open consultation requests, the most at one time. Cancel one you no longer need to request another.");
  await expectNoA11yViolations(page);
  await refusal.getByRole("button", { name: "Close the form and see my requests" }).click();
  await expect(page.getByRole("heading", { name: "Request a Consultation" })).toHaveCount(0);
  await expect(page.getByTestId("consultation-card").getByRole("button", { name: "Cancel request" })).toHaveCount(20);
});

test("a past date, a negative employee count and over-long needs are marked at their fields, and nothing is sent", async ({ page }) => {
  await signUpAndSignIn(page);
  await openForm(page);
  await page.getByLabel("Company name *").fill("Fabrikam");
  await page.getByLabel("Contact email *").fill("hr@fabrikam.test");
  await page.getByLabel("Number of employees").fill("-5");
  await page.getByLabel("Preferred date").fill("2020-01-01");
  const otherNeeds = page.getByLabel("Other needs (in your own words)");
  await expect(otherNeeds).toHaveAccessibleDescription("Up to 2,000 characters (0 used).");
  await otherNeeds.fill("x".repeat(20_000));
  await page.getByRole("button", { name: "Submit Request" }).click();

  const employees = page.getByLabel("Number of employees");
  await expect(employees).toBeFocused();
  await expect(employees).toHaveAttribute("aria-invalid", "true");
  await expect(employees).toHaveAccessibleDescription("Employee count cannot be negative.");
  await expect(page.getByLabel("Preferred date")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Preferred date")).toHaveAccessibleDescription("The date cannot be in the past. Choose today or a later date.");
  await expect(otherNeeds).toHaveAttribute("aria-invalid", "true");
  await expect(otherNeeds).toHaveAccessibleDescription("Up to 2,000 characters (20,000 used). Other needs must be at most 2,000 characters.");
  await expectNoA11yViolations(page);
  expect(await (await page.request.get("/api/consultations")).json()).toEqual([]);

  // Put right, it is sent; what the server still refuses is marked at its field too.
  await employees.fill("25");
  await page.getByLabel("Preferred date").fill("");
  await otherNeeds.fill("A quiet room for dictation");
  await page.route("**/api/consultations", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: { error: { code: "bad_request", message: "Phone must be at most 40 characters.", issues: [{ path: "contactPhone", message: "Phone must be at most 40 characters." }] } },
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Phone must be at most 40 characters.");
  const phone = page.getByLabel("Phone");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription("Phone must be at most 40 characters.");
  await expect(employees).not.toHaveAttribute("aria-invalid", "true");
  await page.unroute("**/api/consultations");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Consultation request created");
  await expect(page.getByTestId("consultation-card")).toContainText("Fabrikam");
});

test("invalid accommodation JSON shows an error toast and sends nothing", async ({ page }) => {
  await signUpAndSignIn(page);
  await openForm(page);
  await page.getByLabel("Company name *").fill("Contoso");
  await page.getByLabel("Contact email *").fill("hr@contoso.test");
  await page.getByLabel("Accommodation details as JSON").fill("{screenReaders: five}");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Error creating consultation");
  await expect(toast(page)).toContainText("not valid JSON");
  const json = page.getByLabel("Accommodation details as JSON");
  await expect(json).toHaveAttribute("aria-invalid", "true");
  await expect(json).toBeFocused();
  await expect(page.getByRole("heading", { name: "Request a Consultation" })).toBeVisible();
  expect(await (await page.request.get("/api/consultations")).json()).toEqual([]);

  // Empty JSON is an empty object, and an N/A industry shows as such.
  await page.getByLabel("Accommodation details as JSON").fill("");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Consultation request created");
  const card = page.getByTestId("consultation-card");
  await expect(card).toContainText("N/A");
  await expect(card).not.toContainText("Budget");
  const stored = (await (await page.request.get("/api/consultations")).json()) as Array<Record<string, unknown>>;
  expect(stored[0]).toMatchObject({ accommodationNeeds: {}, budget: null, scheduledDate: null, priority: "medium" });
});

test("the list shows a skeleton of 6 cards while loading", async ({ page }) => {
  await signUpAndSignIn(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/consultations", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/consultations");
  const skeleton = page.getByTestId("consultations-loading");
  await expect(skeleton.locator(".animate-pulse, [data-slot=skeleton]")).toHaveCount(6);
  await expectNoA11yViolations(page);
  release();
  await expect(page.getByText("No consultations yet")).toBeVisible();
});

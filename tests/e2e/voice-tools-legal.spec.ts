import { signedInTest as test, installFakeSpeech } from "./fixtures";
import { downloadFrom, expect, expectAccessible, failEndpoint, liveTranscript, say, toast } from "./voice-tools-support";
import type { Page } from "@playwright/test";

// Professional legal dictation (voice-tools-and-enterprise §2, §4, §5, §7, §8) with a faked recogniser and
// the real formatting endpoint (local engine).

const LEGAL_API = "/api/legal/format";
// Spoken as a recogniser writes it, with the numbers: no punctuation, numbers in words.
const DICTATION =
  "the plaintiff moves the court to compel discovery of the defendant's emails under clause four point two of the agreement the defendant relies on section ninety eight and says subsection three b applies we must file the reply within twenty eight days";

async function open(page: Page) {
  await page.goto("/legal-dictation");
  await expect(page.getByLabel("Case Number")).toBeVisible();
}

const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

test("legal dictation: case details, honest privacy notice, formatted document and a bannered download", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  const notice = page.getByTestId("privacy-notice");
  await expect(notice).toContainText("Your audio never reaches our server");
  await expect(notice).toContainText("only if one is configured");
  await expect(notice).toContainText("does not claim HIPAA compliance");
  await expect(page.getByText(/HIPAA[- ]compliant/i)).toHaveCount(0);
  await expect(page.getByLabel("Confidentiality Level")).toHaveValue("confidential");
  await expect(page.getByTestId("confidentiality-badge")).toHaveText("Confidential");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start Secure Dictation" }).click();
  await expect(toast(page, "Document details required")).toContainText("Please enter case number and select document type before starting.");
  await page.getByLabel("Case Number").fill("CV-2026-001");
  await page.getByRole("button", { name: "Start Secure Dictation" }).click();
  await expect(toast(page, "Document details required")).toBeVisible();

  await page.getByLabel("Client Name (optional)").fill("Jordan Lee");
  await page.getByLabel("Document Type").selectOption({ label: "Motion" });
  await page.getByLabel("Confidentiality Level").selectOption("attorney-client");
  await expect(page.getByTestId("confidentiality-badge")).toHaveText("Attorney-Client Privileged");
  await page.getByRole("button", { name: "Start Secure Dictation" }).click();
  await expect(toast(page, "Secure dictation started")).toBeVisible();
  await expect(page.getByTestId("confidentiality-badge")).toHaveAttribute("data-level", "attorney-client");
  await say(page, DICTATION);
  await expect(liveTranscript(page)).toHaveText(DICTATION);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Legal document processed")).toBeVisible();
  const formatted = page.getByTestId("formatted-document-text");
  await expect(formatted).toContainText("discovery");
  // Legal numbers as figures, never split by a full stop; no date the lawyer did not say.
  for (const figure of ["clause 4.2 of the agreement", "section 98", "subsection 3(b)", "28 days"]) await expect(formatted).toContainText(figure);
  await expect(formatted).not.toContainText(/four point two|clause\.|Clause\. /i);
  const warnings = page.locator("section[aria-labelledby='legal-warnings']");
  await expect(warnings).toContainText("28 days");
  await expect(warnings).not.toContainText(/\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/);
  await expectAccessible(page);

  const date = await today(page);
  const file = await downloadFrom(page, "Download Legal Document");
  expect(file.name).toBe(`CV-2026-001_motion_${date}.txt`);
  expect(file.text.startsWith(
    `${"=".repeat(60)}\nPRIVILEGED & CONFIDENTIAL\nATTORNEY-CLIENT PRIVILEGED COMMUNICATION\nDate: ${date}\nCase Number: CV-2026-001\n${"=".repeat(60)}\n`,
  )).toBe(true);
  expect(file.text).toContain("Document Type: Motion\nClient: Jordan Lee\n");
  expect(file.text).toContain((await formatted.innerText()).trim().split("\n")[0]);
  expect(file.text.endsWith(`Do not copy or distribute it.\n${"=".repeat(60)}`)).toBe(true);

  await page.getByRole("button", { name: "New Document" }).click();
  await expect(page.getByLabel("Case Number")).toHaveValue("");
  await expect(page.getByLabel("Confidentiality Level")).toHaveValue("confidential");
});

test("when formatting fails the dictation is kept", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await page.getByLabel("Case Number").fill("A-7");
  await page.getByLabel("Document Type").selectOption("memo");
  await page.getByLabel("Confidentiality Level").selectOption("work-product");
  await page.getByRole("button", { name: "Start Secure Dictation" }).click();
  await expect(page.getByTestId("confidentiality-badge")).toHaveText("Attorney Work Product");
  await say(page, "Memo to file about the witness interview on Monday.");
  await failEndpoint(page, LEGAL_API);
  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Processing failed")).toContainText("Could not process legal document. Please try again.");
  await expect(liveTranscript(page)).toHaveText("Memo to file about the witness interview on Monday.");
  await page.unrouteAll();
  await page.getByRole("button", { name: "Process Document" }).click();
  await expect(toast(page, "Legal document processed")).toBeVisible();
  await page.getByRole("button", { name: "New Document" }).click();
});

import { signedInTest as test, installFakeSpeech, waitForHydration } from "./fixtures";
import { downloadFrom, expect, expectAccessible, failEndpoint, liveTranscript, say, toast, transcriptBox } from "./voice-tools-support";
import { replaySpeech, speechWaitingForStop } from "./fake-speech";
import type { Page } from "@playwright/test";

// Smart meeting minutes (voice-tools-and-enterprise §2, §4, §5, §7, §8) with a faked recogniser and the
// real meeting endpoint (local engine).

const MEETING_API = "/api/transcription/meeting";
const chips = (page: Page) => page.getByRole("list", { name: "Participants" }).getByRole("button");

async function open(page: Page) {
  await page.goto("/meeting-minutes");
  await expect(page.getByLabel("Meeting title")).toBeVisible();
}

/** A titled meeting with its participants, started. */
async function startMeeting(page: Page, title: string, people: string[]) {
  await page.getByLabel("Meeting title").fill(title);
  for (const person of people) {
    await page.getByLabel("Add a participant").fill(person);
    await page.getByLabel("Add a participant").press("Enter");
  }
  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(toast(page, "Meeting recording started")).toBeVisible();
}

test("a meeting goes from setup to minutes and downloads as {title}_minutes.txt", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(toast(page, "Meeting title required")).toContainText("Please enter a meeting title before starting.");

  const name = page.getByLabel("Add a participant");
  await name.fill("  Ana  ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await name.fill("Ben");
  await name.press("Enter");
  await name.fill("Ana");
  await name.press("Enter");
  await name.fill("   ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(chips(page)).toHaveText(["Ana", "Ben"]);
  await page.getByRole("button", { name: "Remove Ana" }).click();
  await expect(chips(page)).toHaveText(["Ben"]);
  await name.fill("Ana");
  await name.press("Enter");
  await expect(chips(page)).toHaveText(["Ben", "Ana"]);
  await expect(page.getByLabel("Meeting title")).toHaveValue(""); // Enter added a name, it did not start

  await page.getByLabel("Meeting title").fill("Weekly sync");
  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(toast(page, "Meeting recording started")).toBeVisible();
  await expect(page.getByTestId("participant-count")).toHaveText("2 participants");
  // The example: one sentence gives two people a task each; a decision stays a key point.
  await say(page, "we agreed the budget for the spring campaign");
  await say(page, "ana will send the updated budget to finance by friday and ben can you book the venue for the launch it is urgent");
  await expect(liveTranscript(page)).toHaveText(
    "we agreed the budget for the spring campaign ana will send the updated budget to finance by friday and ben can you book the venue for the launch it is urgent",
  );
  await expectAccessible(page);

  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();
  const results = page.getByTestId("meeting-results");
  await expect(results.getByRole("heading", { name: "Executive Summary" })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Action Items" })).toBeVisible();
  await expectAccessible(page);
  const transcript = (await page.getByTestId("meeting-transcript").innerText()).trim();
  expect(transcript).toContain("updated budget");
  // Friday from the day the meeting was held (the browser's calendar).
  const friday = new Date();
  friday.setDate(friday.getDate() + ((5 - friday.getDay() + 7) % 7 || 7));
  const due = friday.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).replace(",", "");
  const items = page.getByTestId("action-items").getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Send the updated budget to finance");
  await expect(items.nth(0)).toContainText("Assignee: Ana");
  await expect(items.nth(0)).toContainText("Priority: medium");
  await expect(items.nth(0)).toContainText(`Due: ${due}`);
  await expect(items.nth(1)).toContainText("Book the venue for the launch");
  await expect(items.nth(1)).toContainText("Assignee: Ben");
  await expect(items.nth(1)).toContainText("Priority: high");
  await expect(results.getByText("Decision: We agreed the budget for the spring campaign.")).toBeVisible();

  const file = await downloadFrom(page, "Download Minutes");
  expect(file.name).toBe("Weekly sync_minutes.txt");
  expect(file.text).toMatch(/^Weekly sync - Meeting Minutes\nDate: \d{4}-\d{2}-\d{2}\nDuration: [01] minutes?\nParticipants: Ben, Ana\n/);
  expect(file.text).toContain("EXECUTIVE SUMMARY\n");
  expect(file.text).toContain(`TRANSCRIPT\n${transcript}`);
  expect(file.text).toContain(`ACTION ITEMS\n- Send the updated budget to finance (Assignee: Ana; Priority: medium; Due: ${due})\n- Book the venue for the launch (Assignee: Ben; Priority: high)`);

  await page.getByRole("button", { name: "New Meeting" }).click();
  await expect(page.getByLabel("Meeting title")).toHaveValue("");
  await expect(chips(page)).toHaveCount(0);
});

test("when processing fails the meeting transcript is kept", async ({ page }) => {
  test.slow(); // several axe passes and real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await page.getByLabel("Meeting title").fill("Retro");
  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(page.getByTestId("participant-count")).toHaveText("0 participants");
  await say(page, "The release went well but testing started late.");
  await failEndpoint(page, MEETING_API);
  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Processing failed")).toContainText("Could not process meeting transcript. Please try again.");
  await expect(liveTranscript(page)).toHaveText("The release went well but testing started late.");
  await expect(page.getByRole("button", { name: "End Meeting" })).toBeVisible();
  await page.reload();
  await expect(liveTranscript(page)).toHaveText("The release went well but testing started late.");
  await page.unrouteAll();
  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();
  await page.getByRole("button", { name: "New Meeting" }).click();
});

test("by keyboard on a phone, Start Meeting, End Meeting and New Meeting leave the focus in the tool, not at the top of the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installFakeSpeech(page);
  await open(page);
  await waitForHydration(page);
  await page.getByLabel("Meeting title").fill("Keyboard sync");
  // each button goes with its phase: the focus goes to the new phase's heading, and Tab goes on from there
  const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === "H2" && document.activeElement.closest("main") ? document.activeElement.textContent : null));
  const press = async (name: string) => {
    await page.getByRole("button", { name, exact: true }).focus();
    await page.keyboard.press("Enter");
  };
  await press("Start Meeting");
  await expect(page.getByRole("button", { name: "End Meeting" })).toBeVisible();
  await expect.poll(focusedHeading).toMatch(/Keyboard sync/);
  await say(page, "we agreed to meet again on monday");
  await press("End Meeting");
  await expect(toast(page, "Meeting processed!")).toBeVisible();
  await expect.poll(focusedHeading).not.toBeNull();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  await press("New Meeting");
  await expect(page.getByLabel("Meeting title")).toHaveValue("");
  await expect.poll(focusedHeading).toBe("Meeting details");
});

// A browser's recogniser sends the words said just before a stop after it (Chrome does), then its
// end, or sometimes no end at all: End Meeting waits for those words (at most the recogniser's
// drain time, 3 s) and the minutes are made from them, instead of "Nothing to process yet".
for (const ending of ["its end", "no end"] as const) {
  test(`End Meeting processes the words the recogniser sends after the stop, then ${ending}`, async ({ page }) => {
    await installFakeSpeech(page);
    await open(page);
    await waitForHydration(page);
    await page.getByLabel("Meeting title").fill("Late words");
    const words = "we agreed to meet again on monday";
    await replaySpeech(page, [[{ type: "audiostart" }, { type: "await-stop" }, { type: "result", resultIndex: 0, results: [{ transcript: words, isFinal: true, confidence: 0.9 }] }, ...(ending === "its end" ? [{ type: "end" as const }] : [])]]);
    await page.getByRole("button", { name: "Start Meeting" }).click();
    await expect.poll(() => speechWaitingForStop(page)).toBe(true);
    await page.getByRole("button", { name: "End Meeting" }).click();
    await expect(toast(page, "Meeting processed!")).toBeVisible();
    await expect(page.getByTestId("meeting-transcript")).toContainText(/we agreed to meet again on monday/i);
  });
}

// On a phone, a meeting said in short phrases: the Transcript card shows one mark where one belongs ("Okay, so Sue,",
// never "Okay,, so"), a deadline moved later in the meeting is the item's due day, and Key Discussion Points carry no
// thanks or apologies. The meeting was written for this test.
test("a meeting said in short phrases: one mark at a time on the transcript, the later day on the item, no chatter in the points", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  await installFakeSpeech(page);
  await open(page);
  await startMeeting(page, "Choir committee", ["Sue", "Raj"]);
  for (const phrase of ["okay so sue can you send the minutes to the board by friday", "yes fine", "raj the piano in the hall is broken again", "sorry i'll do that", "sue actually thursday", "sure"]) await say(page, phrase);
  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();

  const transcript = (await page.getByTestId("meeting-transcript").innerText()).trim();
  expect(transcript).toMatch(/^Okay, so Sue, can you send the minutes to the board by Friday/);
  expect(transcript).not.toMatch(/[,;:.?!]\s*[,;:.?!]/);
  const thursday = new Date();
  thursday.setDate(thursday.getDate() + ((4 - thursday.getDay() + 7) % 7 || 7));
  const due = thursday.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).replace(",", "");
  const items = page.getByTestId("action-items").getByRole("listitem");
  await expect(items.filter({ hasText: "Send the minutes to the board" })).toContainText(`Due: ${due}`);
  await expect(items.filter({ hasText: "Send the minutes to the board" })).toContainText("Assignee: Sue");
  const points = page.getByRole("heading", { name: "Key Discussion Points" }).locator("xpath=..").getByRole("listitem");
  await expect(points.filter({ hasText: /piano in the hall/i })).toHaveCount(1);
  await expect(points.filter({ hasText: /sorry|I'll do that/i })).toHaveCount(0);
});

// A meeting typed as a "- " list (or pasted notes): the screen draws the bullets, so no item shows the typed "- ", and
// each line is read on its own. The meeting was written for this test.
test("a meeting typed as a list of '- ' lines: each line is read on its own and no item shows the typed bullet", async ({ page }) => {
  test.slow(); // real AI calls on a shared 2-core machine
  await installFakeSpeech(page);
  await open(page);
  await startMeeting(page, "Hall committee", ["Sue", "Raj"]);
  const box = await transcriptBox(page);
  await box.fill("Notes from the hall committee\n- Raj will order forty chairs for the concert\n- we agreed to move the jumble sale to June\n- the boiler in the hall is broken again");
  await expect(liveTranscript(page)).toContainText("boiler in the hall");
  await page.getByRole("button", { name: "End Meeting" }).click();
  await expect(toast(page, "Meeting processed!")).toBeVisible();

  const items = page.getByTestId("action-items").getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Order forty chairs for the concert");
  await expect(items.first()).toContainText("Assignee: Raj");
  const points = page.getByRole("heading", { name: "Key Discussion Points" }).locator("xpath=..").getByRole("listitem");
  await expect(points).toHaveText(["Decision: We agreed to move the jumble sale to June.", "Issue: The boiler in the hall is broken again."]);
  await expect(page.getByTestId("meeting-transcript")).toContainText("- Raj will order forty chairs");
});

import { test, expect, expectNoA11yViolations, installFakeSpeech, signUpAndSignIn } from "./fixtures";
import type { Page } from "@playwright/test";
import { openEditor, say, textArea, toastWith } from "./editor-support";

// Editing a whole document by voice (docs/voice-commands.md): a dictated paragraph with a
// misheard name, a wrong word mid-sentence and a sentence in the wrong place is put right by
// voice alone: only the fake recogniser speaks, no key is pressed. Then: an obeyed command is one
// Ctrl+Z away, and the help's search finds the new commands.

const startButton = (page: Page) => page.getByRole("button", { name: "Start Dictation" });
const endButton = (page: Page) => page.getByRole("button", { name: "End Dictation" });

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  // the automatic punctuation fix stays off (set before the page loads, as the switch would):
  // the text is then exactly what the voice made it
  await page.addInitScript(() => window.localStorage.setItem("saywrite:auto-fix-punctuation", "off"));
  await signUpAndSignIn(page);
});

async function startDictating(page: Page) {
  await openEditor(page);
  await startButton(page).click();
  await expect(endButton(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Listening..." })).toBeVisible();
}

test("a misheard name, a wrong word and a sentence in the wrong place are fixed by voice alone", async ({ page }) => {
  await startDictating(page);
  const pressed: string[] = [];
  await page.exposeFunction("recordKey", (key: string) => pressed.push(key));
  await page.evaluate(() => window.addEventListener("keydown", (e) => (window as unknown as { recordKey: (k: string) => void }).recordKey(e.key), true));

  await say(page, "I met shivon at the station on Tuesday period");
  await say(page, "we drank coffee and talked for ours period");
  await say(page, "it was raining when I arrived period");
  await expect(textArea(page)).toHaveValue("I met shivon at the station on Tuesday. We drank coffee and talked for ours. It was raining when I arrived.");

  // the name: select it, spell it letter by letter
  await say(page, "select shivon");
  await say(page, "spell that");
  await expect(toastWith(page, "Spell mode")).toContainText('Your letters replace "shivon"');
  const spellMode = page.getByRole("status").filter({ hasText: "Say letters one by one" });
  await expect(spellMode).toContainText("Spell mode.");
  await say(page, "capital s i o");
  await expect(spellMode).toContainText("Spell mode: Sio.");
  await say(page, "bravo hotel a n");
  await say(page, "stop spelling");
  await expect(spellMode).toBeHidden();
  await expect(textArea(page)).toHaveValue("I met Siobhan at the station on Tuesday. We drank coffee and talked for ours. It was raining when I arrived.");
  await expect(toastWith(page, 'Spelled "Siobhan"')).toBeVisible();
  // offered to My vocabulary, so dictation writes it right next time
  await page.getByRole("button", { name: "Add to My vocabulary" }).click();
  await expect(toastWith(page, "Added to My vocabulary")).toContainText('Dictation will write "Siobhan" from now on.');
  const words = await page.evaluate(() => fetch("/api/vocabulary").then((r) => r.json()));
  expect(JSON.stringify(words)).toContain('"phrase":"Siobhan"');

  // the wrong word in the middle of a sentence
  await say(page, "change ours to hours");
  await expect(textArea(page)).toHaveValue("I met Siobhan at the station on Tuesday. We drank coffee and talked for hours. It was raining when I arrived.");
  await expect(toastWith(page, 'Changed "ours" to "hours"')).toBeVisible();

  // the sentence in the wrong place
  await say(page, "move the last sentence before we drank");
  const fixed = "I met Siobhan at the station on Tuesday. It was raining when I arrived. We drank coffee and talked for hours.";
  await expect(textArea(page)).toHaveValue(fixed);
  // the moved sentence is selected, so the reader sees where it went
  // (it is selected once the new text is drawn, a frame or more after the value changes)
  await expect.poll(() => textArea(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe("It was raining when I arrived.");

  // each fix is one "undo" away, and comes back with "redo"
  await say(page, "undo");
  await expect(textArea(page)).toHaveValue("I met Siobhan at the station on Tuesday. We drank coffee and talked for hours. It was raining when I arrived.");
  await say(page, "redo");
  await expect(textArea(page)).toHaveValue(fixed);
  expect(pressed).toEqual([]);
});

test("a command obeyed by mistake is one Ctrl+Z away; said inside a sentence, the same words are typed", async ({ page }) => {
  await startDictating(page);
  await say(page, "the cat sat period it was warm period");
  await say(page, "I will copy that tomorrow and read the last paragraph of the book period");
  await expect(textArea(page)).toHaveValue("The cat sat. It was warm. I will copy that tomorrow and read the last paragraph of the book.");
  await say(page, "delete the last sentence");
  await expect(textArea(page)).toHaveValue("The cat sat. It was warm.");
  await textArea(page).focus();
  await page.keyboard.press("Control+z");
  await expect(textArea(page)).toHaveValue("The cat sat. It was warm. I will copy that tomorrow and read the last paragraph of the book.");
  await page.keyboard.press("Control+y");
  await expect(textArea(page)).toHaveValue("The cat sat. It was warm.");
});

test("the help's search finds the new commands by what is said, with the way without voice", async ({ page }) => {
  await openEditor(page);
  const sheet = page.getByRole("region", { name: "Voice commands" });
  await sheet.getByText("All voice commands").click();
  const search = sheet.getByRole("searchbox", { name: "Search voice commands" });
  await search.fill("last sentence");
  const list = sheet.getByRole("list", { name: "Matching voice commands" });
  await expect(list).toContainText("Select that / the last sentence");
  await expect(list).toContainText("Without voice: Select it, then Delete");
  await search.fill("spell");
  await expect(list).toContainText("Spell that");
  await expect(list).toContainText("Stop spelling");
  await search.fill("zzzz");
  await expect(sheet.getByRole("status")).toHaveText("No command matches. Try fewer words.");
  await search.fill("");
  await expectNoA11yViolations(page);
});

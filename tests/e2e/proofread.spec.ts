import { signedInTest as test, expect, expectNoA11yViolations, installFakeSpeech } from "./fixtures";
import type { Page } from "@playwright/test";
import { installFakeSpeechSynthesis, tts } from "./fake-speech-synthesis";
import { openEditor, say, textArea, toastWith, turnOffAutoFix, unsavedBadge } from "./editor-support";
import { openTab, openToolbar } from "./accessibility-helpers";
import { holdSpellingWorker } from "./hold-spelling-worker";

// Proofreading mode, Read it back and editing by voice, with a faked recogniser
// (confidence values and alternatives) and a faked speechSynthesis. One signed-in user.

const panel = (page: Page) => page.getByTestId("proofread-panel");
const items = (page: Page) => panel(page).getByTestId("proofread-item");

async function selection(page: Page) {
  return textArea(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
}

async function dictate(page: Page) {
  await openEditor(page);
  await turnOffAutoFix(page);
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await expect(page.getByRole("button", { name: "End Dictation" })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await installFakeSpeech(page);
  await installFakeSpeechSynthesis(page);
});

test("proofread: a low-confidence phrase is read in context and replaced with the recogniser's alternative", async ({ page }) => {
  await dictate(page);
  await say(page, "the meeting is with Sue period");
  await say(page, "I met shivon today", { confidence: 0.42, alternatives: ["I met Siobhan today", "I met she von today"] });
  await expect(textArea(page)).toHaveValue("The meeting is with Sue. I met shivon today");

  // only the unsure phrase is listed (0.9 is confident)
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText("I met shivon today");
  await expect(items(page).first()).toContainText("I was not sure I heard this right (42% sure).");
  await items(page).first().getByRole("button", { name: /I met shivon today/ }).click();
  expect(await selection(page)).toBe("I met shivon today");
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("I met shivon today");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: 'Replace "I met shivon today" with "I met Siobhan today"' }).click();
  await expect(textArea(page)).toHaveValue("The meeting is with Sue. I met Siobhan today");
  await expect(unsavedBadge(page)).toBeVisible(); // the normal change path: saving and drafts see it
  await expect(items(page)).toHaveCount(0);
  await expect(panel(page)).toContainText("Nothing to check right now.");
});

test("proofread: homophones are listed with a hint and the other words of their set", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("Their going too the shop.");
  await expect(items(page)).toHaveCount(2);
  const their = items(page).filter({ hasText: "belongs to them" });
  await their.getByRole("button", { name: /Their/ }).click();
  expect(await selection(page)).toBe("Their");
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("Their going too the shop.");
  await their.getByRole("button", { name: 'Replace "Their" with "They\'re"' }).click();
  await expect(textArea(page)).toHaveValue("They're going too the shop.");
  // the list is checked again after the change (spelling and homophones of the new text): a person
  // sees it settle to the one word left before reaching for it
  await expect(items(page)).toHaveCount(1);
  await expect(panel(page)).toContainText("1 word to check");
  const too = items(page).filter({ hasText: "also or very" });
  await too.getByRole("button", { name: /too/ }).press("Enter"); // keyboard works too
  await too.getByRole("button", { name: 'Replace "too" with "to"' }).press("Enter");
  await expect(textArea(page)).toHaveValue("They're going to the shop.");
});

test("read it back: sentence by sentence, and Stop selects the sentence being read", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("One fish. Two fish. Red fish.");
  await page.getByRole("button", { name: "Read it back" }).click();
  const stop = page.getByRole("button", { name: "Stop", exact: true });
  await expect(stop).toBeFocused(); // keyboard users land on Stop
  await expect(page.getByTestId("read-back-sentence")).toHaveText("One fish.");
  await expect(page.getByText("Reading sentence 1 of 3.")).toBeVisible();
  await tts.finish(page);
  await expect(page.getByTestId("read-back-sentence")).toHaveText("Two fish.");
  await expectNoA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(stop).toBeHidden();
  await expect(textArea(page)).toBeFocused();
  expect(await selection(page)).toBe("Two fish.");

  // Escape stops too
  await page.getByRole("button", { name: "Read it back" }).click();
  await expect(page.getByTestId("read-back-sentence")).toHaveText("One fish.");
  await page.keyboard.press("Escape");
  await expect(stop).toBeHidden();
  expect(await selection(page)).toBe("One fish.");
});

/**
 * Holds back the module that brings the read-aloud engine (fetched after the page loads; the only
 * chunk on the editor that names a voice's localService) until `release` lets it load or fail.
 */
async function holdReadAloudEngine(page: Page) {
  let release!: (outcome: "load" | "fail") => void;
  const outcome = new Promise<"load" | "fail">((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      return; // the test ended (and closed the page) while a late chunk was still on its way
    }
    if (!body.includes("localService")) return route.fulfill({ response, body });
    held++;
    if ((await outcome) === "fail") return route.abort("connectionfailed");
    return route.fulfill({ response, body });
  });
  return { held: () => held, release };
}

test("read it back clicked before the speech engine has arrived reads once it does, with no error", async ({ page }) => {
  const engine = await holdReadAloudEngine(page);
  await openEditor(page);
  await textArea(page).fill("One fish. Two fish.");
  await expect.poll(engine.held).toBe(1);
  await page.getByRole("button", { name: "Read it back" }).click();
  engine.release("load");
  const stop = page.getByRole("button", { name: "Stop", exact: true });
  await expect(stop).toBeFocused();
  await expect(page.getByTestId("read-back-sentence")).toHaveText("One fish.");
  await expect(page.getByText("Speech Error")).toHaveCount(0);
  await stop.click();
  expect(await selection(page)).toBe("One fish.");
});

test("read it back clicked before the speech engine arrives, and its fetch then fails, says so", async ({ page }) => {
  const engine = await holdReadAloudEngine(page);
  await openEditor(page);
  await textArea(page).fill("One fish. Two fish.");
  await expect.poll(engine.held).toBe(1);
  await page.getByRole("button", { name: "Read it back" }).click();
  engine.release("fail");
  await expect(page.getByText("Speech Error")).toBeVisible();
  await expect(page.getByText("Could not read text aloud. Please try again.")).toBeVisible();
  await expect(textArea(page)).toHaveValue("One fish. Two fish.");
});

test("voice: formatting words act mid-sentence, 'literal' types them, an editing command inside a sentence is typed; undo and redo", async ({ page }) => {
  await dictate(page);
  await say(page, "I need a literal new paragraph break in my life so please undo the knot");
  await expect(textArea(page)).toHaveValue("I need a new paragraph break in my life so please undo the knot");
  await say(page, "period new paragraph second line");
  await expect(textArea(page)).toHaveValue("I need a new paragraph break in my life so please undo the knot.\n\nSecond line");
  await say(page, "undo");
  await expect(textArea(page)).toHaveValue("I need a new paragraph break in my life so please undo the knot");
  await say(page, "redo");
  await expect(textArea(page)).toHaveValue("I need a new paragraph break in my life so please undo the knot.\n\nSecond line");
  // the same command twice in a row is two commands (desktop Chrome: each its own result)
  await say(page, "undo");
  await say(page, "undo");
  await expect(textArea(page)).toHaveValue("");
});

test("voice: select, delete and capitalise words; capitalise that", async ({ page }) => {
  await dictate(page);
  await say(page, "i saw the very quick brown fox");
  await say(page, "select quick brown");
  await expect.poll(() => selection(page)).toBe("quick brown");
  await say(page, "delete very");
  await expect(textArea(page)).toHaveValue("I saw the quick brown fox");
  await say(page, "capitalise brown fox");
  await expect(textArea(page)).toHaveValue("I saw the quick Brown Fox");
  await say(page, "delete elephant");
  await expect(toastWith(page, "Words not found")).toContainText("elephant");
  await say(page, "in london");
  await say(page, "capitalize that");
  await expect(textArea(page)).toHaveValue("I saw the quick Brown Fox In London");
});

test("voice: go to start and end, new heading, bullet", async ({ page }) => {
  await dictate(page);
  await say(page, "intro text period");
  await say(page, "go to start");
  await expect(textArea(page)).toBeFocused();
  expect(await textArea(page).evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 0]);
  await say(page, "go to end");
  expect(await textArea(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe("Intro text.".length);
  await say(page, "new heading shopping list");
  await say(page, "bullet milk");
  await say(page, "bullet eggs");
  await expect(textArea(page)).toHaveValue("Intro text.\n\n# Shopping list\n- Milk\n- Eggs");
});

test("voice: read that back reads the last phrase; correct opens the other words", async ({ page }) => {
  await dictate(page);
  await say(page, "the dog ate their dinner");
  await say(page, "read that back");
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("The dog ate their dinner");
  await say(page, "correct their");
  expect(await selection(page)).toBe("their");
  await page.getByRole("button", { name: 'Replace "their" with "there"' }).click();
  await expect(textArea(page)).toHaveValue("The dog ate there dinner");
});

test("the five most used voice commands are shown; all of them, with where to say them and their keyboard ways, one press away", async ({ page }) => {
  await openEditor(page);
  const sheet = page.getByRole("region", { name: "Voice commands" });
  const top = sheet.getByRole("list", { name: "Most used voice commands" });
  await expect(top.getByRole("listitem")).toHaveCount(5);
  await expect(top).toContainText("“New paragraph”");
  const all = page.locator("#voice-commands-list");
  await expect(all).toBeHidden();
  await sheet.getByText("All voice commands").focus();
  await page.keyboard.press("Enter");
  for (const said of ["Undo", "Redo", "Select [words]", "Delete [words]", "Capitalise that", "Go to end", "New heading [text]", "Bullet [text]", "Read that back", "Stop dictation", "Resume dictation", "Correct [words]", "Literal [command]"]) {
    await expect(all.getByText(`“${said}”`, { exact: true })).toBeVisible();
  }
  await expect(all).toContainText("Without voice: Ctrl+Z");
  await expect(all).toContainText("Say it: anywhere in a sentence");
  await expectNoA11yViolations(page);
});

test("proofread: words spelled by sound are listed, each suggestion heard, then chosen by click, number key or voice; a word added to the vocabulary is not marked again", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("I sed it was definatly enuff");
  // checked in the worker once typing pauses
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).first()).toContainText("Not a word we know.");

  await items(page).first().getByRole("button", { name: /^sed/ }).click();
  await page.getByRole("button", { name: 'Hear "said"' }).click();
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("said");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: 'Replace "sed" with "said"' }).click();
  await expect(textArea(page)).toHaveValue("I said it was definatly enuff");

  // by keyboard: open the item, Tab to its first suggestion, hear it, press its number
  await items(page).filter({ hasText: "definatly" }).getByRole("button", { name: /^definatly/ }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: 'Hear "definitely"' })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("definitely");
  await page.keyboard.press("1");
  // by voice: open the item, then "choose one" (the suggestions are numbered as the voice says them)
  await items(page).filter({ hasText: "enuff" }).getByRole("button", { name: /^enuff/ }).click();
  await expect(page.getByRole("button", { name: /^1\. enough/ })).toBeVisible();
  await page.getByRole("button", { name: "Start Dictation" }).click();
  await expect(page.getByRole("button", { name: "End Dictation" })).toBeVisible();
  await say(page, "choose one");
  await expect(textArea(page)).toHaveValue("I said it was definitely enough");
  await page.getByRole("button", { name: "End Dictation" }).click();
  await expect(panel(page)).toContainText("Nothing to check right now.");
  await expect(unsavedBadge(page)).toBeVisible();

  // a made-up word (new each run: the signed-in user is shared) added to the vocabulary
  const word = `zorbl${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  await textArea(page).fill(`the ${word} was red`);
  await expect(items(page)).toHaveCount(1);
  await items(page).first().getByRole("button", { name: new RegExp(`^${word}`) }).click();
  await page.getByRole("button", { name: `Add “${word}” to my vocabulary` }).click();
  await expect(toastWith(page, "Added to your vocabulary")).toBeVisible();
  await expect(items(page)).toHaveCount(0);
  // checked again with a misspelling beside it: that one is listed, the vocabulary word is not
  await textArea(page).fill(`a ${word} and a ${word} becos`);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText("becos");
});

test("proofread: replacements pressed one after another while the text is checked again each land on their own word", async ({ page }) => {
  const worker = await holdSpellingWorker(page);
  await openEditor(page);
  await textArea(page).fill("I sed it was definatly enuff, he sed.");
  // the first check also loads the checker and its data in the worker: slow on a busy machine
  await expect(items(page)).toHaveCount(4, { timeout: 60_000 });
  const checked = await worker.checksSent();
  // from here on the checker's answers wait: every press below is made while the text is checked again
  await worker.hold();
  // by keyboard, as a quick person goes down the list ("Replaced" toasts pile up over the rows below)
  const replace = async (word: string, by: string) => {
    await items(page).getByRole("button", { name: new RegExp(`^${word}\\b`) }).first().press("Enter");
    await page.getByRole("button", { name: `Replace "${word}" with "${by}"` }).press("Enter");
  };
  await replace("sed", "said");
  await expect(textArea(page)).toHaveValue("I said it was definatly enuff, he sed.");
  await expect.poll(worker.checksSent).toBeGreaterThan(checked); // the new text is with the checker
  // the words after the one replaced stay listed, each still at its word
  await expect(items(page)).toHaveCount(3);
  await replace("definatly", "definitely");
  await expect(items(page)).toHaveCount(2);
  await replace("sed", "said");
  await expect(items(page)).toHaveCount(1);
  await replace("enuff", "enough");
  await expect(textArea(page)).toHaveValue("I said it was definitely enough, he said.");
  await expect(panel(page)).toContainText("Nothing to check right now.");

  // the answers for the texts of before arrive late, then the one for the text as it is: nothing changes
  await expect.poll(worker.lastChecked).toBe("I said it was definitely enough, he said.");
  await worker.release();
  await expect.poll(async () => (await worker.checksAnswered()) === (await worker.checksSent())).toBe(true);
  await expect(panel(page)).toContainText("Nothing to check right now.");
  await expect(textArea(page)).toHaveValue("I said it was definitely enough, he said.");
});

test("proofread: two replacements by keyboard one after the other each land on their word, and the list is checked again on the text as it is", async ({ page }) => {
  const worker = await holdSpellingWorker(page);
  await openEditor(page);
  await textArea(page).fill("I sed it was definatly enuff.");
  await expect(items(page)).toHaveCount(3, { timeout: 60_000 });
  const heading = panel(page).getByRole("heading", { name: "Proofread" });
  const row = (word: string) => items(page).getByRole("button", { name: new RegExp(`^${word}\\b`) });
  // open the word, Tab to its first suggestion, press its number: as a quick keyboard user goes
  const chooseFirst = async () => {
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("1");
  };
  await row("sed").focus();
  await chooseFirst();
  await expect(textArea(page)).toHaveValue("I said it was definatly enuff.");
  await expect(panel(page).getByRole("status")).toHaveText('"sed" is now "said".');
  // the focus stays in the list, on the next word (in the text, the next Enter was typed over "said")
  await expect(row("definatly")).toBeFocused();
  await chooseFirst();
  await expect(textArea(page)).toHaveValue("I said it was definitely enuff.");
  await expect(panel(page).getByRole("status")).toHaveText('"definatly" is now "definitely".');
  await expect(row("enuff")).toBeFocused();
  // the check that runs next is of the text with both replacements, and its answer is what is listed
  await expect.poll(worker.lastChecked).toBe("I said it was definitely enuff.");
  await expect.poll(async () => (await worker.checksAnswered()) === (await worker.checksSent())).toBe(true);
  await expect(items(page)).toHaveCount(1);
  await expect(panel(page)).toContainText("1 word to check");
  await chooseFirst();
  await expect(textArea(page)).toHaveValue("I said it was definitely enough.");
  await expect(panel(page)).toContainText("Nothing to check right now.");
  await expect(heading).toBeFocused(); // nothing left to go to: the focus waits on the panel's heading
});

test("proofread: what a replacement did is said in the panel, and nothing covers the next word's buttons", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("I sed it was definatly enuff.");
  await expect(items(page)).toHaveCount(3, { timeout: 60_000 });
  await items(page).getByRole("button", { name: /^sed\b/ }).click();
  await page.getByRole("button", { name: 'Replace "sed" with "said"' }).click();
  await expect(panel(page).getByRole("status")).toHaveText('"sed" is now "said".');
  await expect(items(page)).toHaveCount(2);
  await items(page).getByRole("button", { name: /^definatly\b/ }).click();
  const next = page.getByRole("button", { name: 'Replace "definatly" with "definitely"' });
  await expect(next).toBeVisible();
  // on screen first, as a reader scrolls to it (in larger text the panel is below the text, which choosing a word scrolls to)
  await next.scrollIntoViewIfNeeded();
  // what a pointer pressing the middle of the button reaches: the button itself (a "Replaced" toast
  // in the tools column sat over these rows, and the press landed on the toast)
  const reached = await next.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(reached).toBe(true);
  await next.click();
  await expect(textArea(page)).toHaveValue("I said it was definitely enuff.");
  await expect(panel(page).getByRole("status")).toHaveText('"definatly" is now "definitely".');
  // typing on: the note of what the panel did goes
  await textArea(page).press("End");
  await textArea(page).pressSequentially(" Yes");
  await expect(panel(page).getByRole("status")).toHaveText("");
});

test("proofread on a phone: after a replacement the word the focus moved to is on screen, by keyboard and by tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page);
  await textArea(page).fill("I sed it was definatly enuff.");
  await expect(items(page)).toHaveCount(3, { timeout: 60_000 });
  const row = (word: string) => items(page).getByRole("button", { name: new RegExp(`^${word}\\b`) });
  // by keyboard: open the word, Tab to its first suggestion, press its number
  await row("sed").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("1");
  await expect(textArea(page)).toHaveValue("I said it was definatly enuff.");
  await expect(row("definatly")).toBeFocused();
  await expect(row("definatly")).toBeInViewport();
  // by tap: the next word's row, then its suggestion
  await row("definatly").click();
  await page.getByRole("button", { name: 'Replace "definatly" with "definitely"' }).click();
  await expect(textArea(page)).toHaveValue("I said it was definitely enuff.");
  await expect(row("enuff")).toBeFocused();
  await expect(row("enuff")).toBeInViewport();
  await expect(panel(page).getByRole("status")).toHaveText('"definatly" is now "definitely".');
});

test("proofread: a real word its neighbours do not want, and a day or month in lower case, are listed with the wanted word first; a correct paragraph's 'to', 'there' and 'for' are not", async ({ page }) => {
  await openEditor(page);
  await textArea(page).fill("I need to rite a letter on friday, and we walked thru the park in march.");
  await expect(items(page)).toHaveCount(4);
  for (const [written, wanted] of [["rite", "write"], ["friday", "Friday"], ["thru", "through"], ["march", "March"]]) {
    await items(page).getByRole("button", { name: new RegExp(`^${written}\\b`) }).click();
    await expect(page.getByRole("button", { name: new RegExp(`^1\\. ${wanted}\\b`) })).toBeVisible();
  }
  await page.getByRole("button", { name: 'Replace "march" with "March"' }).click();
  await expect(textArea(page)).toHaveValue("I need to rite a letter on friday, and we walked thru the park in March.");

  // one misspelling in a correct paragraph full of homophones: once it is listed, the check has run, and it is all that is listed
  await textArea(page).fill("I went to the shop to buy some bread for my mum. There were two of us there, so we were back by four becos");
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText("becos");
});

test("word prediction: off by default; switched on in the accessibility settings, it offers words without taking focus, each heard, then chosen by number key", async ({ page }) => {
  await openEditor(page);
  const strip = page.getByRole("toolbar", { name: "Word prediction" });
  await expect(strip).toHaveCount(0);
  await openToolbar(page);
  const settings = await openTab(page, "Settings");
  await settings.getByRole("switch", { name: "Word prediction" }).click();
  await page.keyboard.press("Escape");

  await textArea(page).click();
  await page.keyboard.type("I will definit");
  await expect(strip.getByRole("button", { name: /definitely/ }).first()).toBeVisible();
  await expect(textArea(page)).toBeFocused();
  await expectNoA11yViolations(page);

  await strip.getByRole("button", { name: 'Hear "definitely"' }).click();
  await expect.poll(async () => (await tts.utterances(page)).at(-1)?.text).toBe("definitely");
  // by keyboard: into the strip, then the word's number
  const words = await strip.getByRole("button", { name: /^\d\. / }).allTextContents();
  const number = words.findIndex((w) => w.endsWith(" definitely")) + 1;
  await textArea(page).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press(String(number));
  await expect(textArea(page)).toHaveValue("I will definitely ");
  await expect(textArea(page)).toBeFocused();
  // after a space: the next word ("the" is most often followed by "first" in general English)
  await page.keyboard.type("go to the ");
  await expect(strip.getByRole("button", { name: "1. first" })).toBeVisible();
  // a start spelled by sound: the words it sounds like, as the spelling checker hears them
  await page.keyboard.type("shop becos");
  await expect(strip.getByRole("button", { name: "1. because" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("1");
  await expect(textArea(page)).toHaveValue("I will definitely go to the shop because ");
});

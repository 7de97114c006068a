import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signedInTest as test, expect, installFakeSpeech } from "./fixtures";
import { replaySpeech, speechWaitingForStop } from "./fake-speech";
import { openEditor, textArea, toastWith, turnOffAutoFix } from "./editor-support";
import { RECOGNIZER_FAMILIES, type RecognizerFamily } from "@/lib/speech/recognizer-family";
import { FORMATTING_FAMILIES, generateRuns, USER_AGENTS, type SpeechTrace } from "../support/speech-traces";
import type { NaturalSession } from "../support/dictation-model";

// Dictation as each real browser reports it: the page's fake recogniser replays the traces of
// tests/fixtures/speech (the browser's own result shapes, from its source and bug reports) and
// sessions of the natural-speech set, with the browser's own user agent, so the app tells which
// recogniser it has the way it does for a person. The unit tests replay every session under
// every pattern; here the same traces go through the real page, editor and text area.

const FIXTURES = path.join(process.cwd(), "tests/fixtures/speech");
const traces = (family: RecognizerFamily): Array<SpeechTrace & { errors?: string[] }> =>
  readdirSync(path.join(FIXTURES, family))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(FIXTURES, family, f), "utf8")));
const { sessions } = JSON.parse(readFileSync(path.join(FIXTURES, "natural-speech.json"), "utf8")) as { sessions: NaturalSession[] };
// a spread of spoken sessions (caret moves, typing and the automatic fix are covered by the
// unit replay of the whole set, and by the editor's own end-to-end tests)
const E2E_SESSIONS = ["repeat-no", "repeat-prefix", "mid-paragraph", "letter-opening", "literal-paragraph", "scratch-phrase", "capitalise-same-phrase"];
const spoken = E2E_SESSIONS.map((id) => sessions.find((s) => s.id === id) as NaturalSession);

const startButton = (page: Page) => page.getByRole("button", { name: "Start Dictation" });
const endButton = (page: Page) => page.getByRole("button", { name: "End Dictation" });

/** Replays one trace from an empty text area and presses End Dictation when the browser waits for it. */
async function dictate(page: Page, runs: SpeechTrace["runs"], errors: string[] = []) {
  await textArea(page).fill("");
  await replaySpeech(page, runs);
  await startButton(page).click();
  if (errors.length) {
    await expect(toastWith(page, "Voice recognition error")).toBeVisible();
    await expect(startButton(page)).toBeVisible(); // it stopped by itself, and stays stopped
    return;
  }
  await expect.poll(() => speechWaitingForStop(page)).toBe(true);
  await endButton(page).click();
  await expect(startButton(page)).toBeVisible();
}

const sameText = (family: RecognizerFamily, text: string) => (FORMATTING_FAMILIES.includes(family) ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i") : text);

for (const family of RECOGNIZER_FAMILIES) {
  test.describe(family, () => {
    test.use({ userAgent: USER_AGENTS[family] });

    test(`${family}: every recorded pattern and natural sessions give the words as said`, async ({ page }) => {
      await installFakeSpeech(page, { webkitOnly: family === "safari" });
      await openEditor(page);
      await turnOffAutoFix(page);
      for (const trace of traces(family)) {
        await test.step(trace.description, async () => {
          await dictate(page, trace.runs, trace.errors);
          await expect(textArea(page)).toHaveValue(trace.expected);
        });
      }
      for (const [i, session] of spoken.entries()) {
        await test.step(session.note, async () => {
          const runs = generateRuns(family, session.steps.map((s) => ({ say: (s as { say: string }).say })), { seed: i + 1 });
          await dictate(page, runs);
          await expect(textArea(page)).toHaveValue(sameText(family, session.expected));
        });
      }
    });
  });
}

// The natural-speech set (tests/fixtures/speech/natural-speech.json and, for editing a whole
// document by voice, natural-speech-document.json): dictation sessions as
// people speak (commands mid-phrase, repeats, corrections, "that" after a caret move, paragraph
// breaks with the automatic fix on), each replayed under every browser's pattern through the
// real controller and the editor's dictation code, and each must give its expected text.
// Edge and Safari capitalise each result themselves, so for them case is not compared.
import { readFileSync } from "node:fs";
import path from "node:path";
import { RECOGNIZER_FAMILIES } from "@/lib/speech/recognizer-family";
import { FORMATTING_FAMILIES } from "@/tests/support/speech-traces";
import { runSession, type NaturalSession } from "@/tests/support/dictation-model";

const load = (file: string) => (JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/speech", file), "utf8")) as { sessions: NaturalSession[] }).sessions;
const dictation = load("natural-speech.json");
/** Editing a whole document by voice: units, replace, move, spelling, lists, numbers, words typed not obeyed. */
const wholeDocument = load("natural-speech-document.json");
const sessions = [...dictation, ...wholeDocument];

describe("the natural-speech set", () => {
  it("has at least 60 dictation sessions and 80 whole-document sessions, each with its own id", () => {
    expect(dictation.length).toBeGreaterThanOrEqual(60);
    expect(wholeDocument.length).toBeGreaterThanOrEqual(80);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
  });

  const cases = RECOGNIZER_FAMILIES.flatMap((family) => sessions.map((session) => [family, session.id, session] as const));

  it.each(cases)("%s · %s", (family, _id, session) => {
    for (const seed of [1, 2, 3]) {
      const { text, readBacks } = runSession(session, family, seed);
      if (FORMATTING_FAMILIES.includes(family)) expect(text.toLowerCase()).toBe(session.expected.toLowerCase());
      else expect(text).toBe(session.expected);
      if (session.readBack !== undefined) {
        const read = readBacks.at(-1) ?? null;
        expect(read === null ? null : FORMATTING_FAMILIES.includes(family) ? read.toLowerCase() : read).toBe(
          session.readBack === null ? null : FORMATTING_FAMILIES.includes(family) ? session.readBack.toLowerCase() : session.readBack,
        );
      }
    }
  });
});

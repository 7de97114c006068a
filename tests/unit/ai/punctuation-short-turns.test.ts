// Short turns punctuated whole (a meeting's one-line reply, the editor's automatic fix of a short
// phrase): an auxiliary and its verb stay together and a statement gets no question mark. And a
// recogniser's lower-case text with a mark said once still gets its capitals, the said mark kept.
import { punctuate } from "@/lib/ai/local/punctuation";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";
import { SHORT_ABSTAINED, SHORT_QUESTIONS, SHORT_STATEMENTS, SHORT_TURN_PEOPLE, SPOKEN_MARK_TURNS } from "@/tests/fixtures/ai/punctuation-short-turns";

const meeting = (text: string) => punctuate(text, { names: SHORT_TURN_PEOPLE, aggressive: true });
/**
 * What the editor's settings (no names known, so no comma after a name said to) must match: the
 * text in lower case without its commas.
 */
const withoutNamesCommas = (text: string) => text.toLowerCase().replace(/,/g, "");

describe("an auxiliary or modal followed by its verb", () => {
  it.each(SHORT_STATEMENTS)("'$said' is a statement with no comma before its verb", ({ said, written }) => {
    expect(meeting(said)).toBe(written);
    expect(withoutNamesCommas(punctuate(said))).toBe(withoutNamesCommas(written));
    expect(punctuate(said)).not.toMatch(/(?:'ll|'d|'ve|'s|can|should|will|could|might),/i);
  });

  it.each(SHORT_ABSTAINED)("'%s' gets no question mark and no comma after an auxiliary", (said) => {
    for (const out of [meeting(said), punctuate(said)]) {
      expect(out).not.toMatch(/\?/);
      expect(out).not.toMatch(/\b(?:can|i'll|will|should|'d|'ve),/i);
    }
  });
});

describe("a question keeps its question mark", () => {
  it.each(SHORT_QUESTIONS)("'$said' asks", ({ said, written }) => {
    expect(meeting(said)).toBe(written);
  });

  it("a negative tag after a bare auxiliary is still a tag", () => {
    expect(meeting("you will won't you")).toBe("You will, won't you?");
  });
});

describe("lower-case speech with a mark said once in a while", () => {
  it.each(SPOKEN_MARK_TURNS)("'$said' keeps the said marks and gets its capitals", ({ said, written }) => {
    expect(meeting(writeSpokenMarks(said))).toBe(written);
  });

  it("adds no mark inside the stretch the speaker closed with a mark", () => {
    const dictated = writeSpokenMarks("we looked at the numbers again on tuesday and ana thinks we can move the launch comma raj agrees");
    expect(meeting(dictated)).toBe("We looked at the numbers again on Tuesday and Ana thinks we can move the launch, Raj agrees.");
  });

  it("a typed document keeps its own capitals", () => {
    const typed = "Thank you, Ana. The Launch Plan is attached, and the figures are in the appendix.";
    expect(punctuate(typed)).toBe(typed);
  });
});

describe("what a review of these rules found", () => {
  it.each([
    ["you did it did you", "You did it, did you?"],
    ["he did it did he", "He did it, did he?"],
    ["you have it have you", "You have it, have you?"],
    ["you can do it can you", "You can do it, can you?"],
    ["that's what it is is it", "That's what it is, is it?"],
    ["so that's it is it", "So that's it, is it?"],
    ["you will do it will you", "You will do it, will you?"],
  ])("a positive tag after a verb and its object keeps its question mark: '%s'", (said, written) => {
    expect(meeting(said)).toBe(written);
    expect(punctuate(said)).toBe(written);
  });

  it.each(["did it really", "does it still", "does it now", "did it ever", "did it not"])("'%s' still asks", (said) => {
    expect(meeting(said)).toMatch(/\?$/);
    expect(punctuate(said)).toMatch(/\?$/);
  });

  it.each(["do it now", "do it properly", "do it yourself"])("'%s' is a command", (said) => {
    expect(meeting(said)).toMatch(/\.$/);
  });

  it("typed lower case with the writer's marks gets no capitals from the word list", () => {
    expect(punctuate("i bought a turkey and some china. it was nice.")).toBe("I bought a turkey and some china. It was nice.");
  });

  it("speech with a mark said once capitalises a name only where it stands as one", () => {
    const people = { names: ["Sue Park", "Mark Bell"], aggressive: true };
    expect(punctuate(writeSpokenMarks("we need to sue them comma and grace will help period"), people)).not.toMatch(/Sue/);
    expect(punctuate(writeSpokenMarks("i will mark it comma and mark will check period"), people)).toMatch(/^I will mark it, /);
    expect(punctuate(writeSpokenMarks("i bought a turkey comma and some china period"), people)).toBe("I bought a turkey, and some china.");
  });
});

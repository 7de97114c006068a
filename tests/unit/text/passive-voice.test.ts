import { findPassiveConstructions, isPastParticiple } from "@/lib/text/passive-voice";

const passives = (text: string) => findPassiveConstructions(text).map((p) => p.text);

describe("passive voice", () => {
  it.each([
    ["The cake was eaten.", ["was eaten"]],
    ["The report is being written now.", ["is being written"]],
    ["The door was not opened.", ["was not opened"]],
    ["They were quickly taken away.", ["were quickly taken"]],
    ["The results have been published.", ["been published"]],
    ["Mistakes were made and lessons were learned.", ["were made", "were learned"]],
    ["The file wasn't saved.", ["wasn't saved"]],
    ["The windows are cleaned every week.", ["are cleaned"]],
  ])("finds %j", (text, expected) => {
    expect(passives(text)).toEqual(expected);
  });

  it.each([
    "She was happy.",
    "He is running to school.",
    "It is red.",
    "We need a bed.",
    "It was. Finished at last.",
    "The dog ate the cake.",
    "There is a hundred of them.",
  ])("does not flag %j", (text) => {
    expect(passives(text)).toEqual([]);
  });

  it("returns offsets into the text", () => {
    const text = "Yesterday the letter was sent.";
    const [p] = findPassiveConstructions(text);
    expect(text.slice(p.start, p.end)).toBe("was sent");
  });

  it("knows regular and irregular participles", () => {
    expect(isPastParticiple("written")).toBe(true);
    expect(isPastParticiple("cleaned")).toBe(true);
    expect(isPastParticiple("need")).toBe(false);
    expect(isPastParticiple("red")).toBe(false);
    expect(isPastParticiple("happy")).toBe(false);
  });
});

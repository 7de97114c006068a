import { proofreadItems } from "@/components/editor/proofread/proofread-items";
import { findHomophones } from "@/lib/text/homophones";

describe("proofreadItems", () => {
  it("keeps a homophone's identity when a change earlier in the text moves it", () => {
    const before = proofreadItems("Their going too the shop.", [], findHomophones);
    const after = proofreadItems("They're going too the shop.", [], findHomophones);
    const tooBefore = before.find((i) => i.word === "too")!;
    const tooAfter = after.find((i) => i.word === "too")!;
    expect(tooAfter.start).toBe(tooBefore.start + 2);
    expect(tooAfter.key).toBe(tooBefore.key);
  });

  it("tells two occurrences of the same word apart, whatever their case", () => {
    const items = proofreadItems("Too late, too soon.", [], findHomophones).filter((i) => i.word.toLowerCase() === "too");
    expect(items).toHaveLength(2);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
  });

  it("lists only the unsure phrases until the homophone table has loaded", () => {
    const marks = [{ id: 7, text: "shivon", start: 6, confidence: 0.4, alternatives: ["Siobhan"] }];
    expect(proofreadItems("I met shivon there", marks, null).map((i) => i.key)).toEqual(["unsure:7"]);
  });
});

import frequencies from "@/lib/ai/local/word-frequencies.json";
import nextWords from "@/lib/prediction/next-words.json";
import { personalModel, predict, typingContext, type GeneralModel } from "@/lib/prediction/predict";

const general: GeneralModel = { counts: frequencies.counts, next: nextWords.next };
const words = (p: ReturnType<typeof predict>) => p.map((x) => x.word);

describe("typingContext", () => {
  it("finds the word being typed and the word before it, not across a sentence end", () => {
    expect(typingContext("I went to the sho")).toEqual({ prefix: "sho", previous: "the" });
    expect(typingContext("I went to the ")).toEqual({ prefix: "", previous: "the" });
    expect(typingContext("It rained. We")).toEqual({ prefix: "We", previous: null });
  });
});

describe("predict", () => {
  it("completes the word being typed from general English when the person has no documents", () => {
    const p = predict("I will definit", personalModel([]), general);
    expect(p.every((x) => x.kind === "completion")).toBe(true);
    expect(words(p)).toEqual(expect.arrayContaining(["definite", "definitely"]));
  });

  it("puts the person's own words first, names with their capital", () => {
    const mine = personalModel(["Our meeting with Siobhan went well. Siobhan sends the minutes."], ["photosynthesis"]);
    expect(words(predict("I wrote to si", mine, general))[0]).toBe("Siobhan");
    expect(words(predict("We studied phot", mine, general))[0]).toBe("photosynthesis");
  });

  it("offers the next word after a space: the person's own pairs, then common English", () => {
    const mine = personalModel(["I love my cat. My cat sleeps."]);
    const p = predict("Give it to my ", mine, general);
    expect(p[0]).toEqual({ word: "cat", kind: "next" });
    expect(words(predict("I think I ", personalModel([]), general))).toEqual(["was", "have", "had", "am", "don't"]);
  });

  it("keeps a capital typed at the start of a word and gives at most five", () => {
    const p = predict("Bec", personalModel([]), general);
    expect(p.length).toBeLessThanOrEqual(5);
    expect(words(p)).toContain("Because");
  });
});

import frequencies from "@/lib/ai/local/word-frequencies.json";
import nextWords from "@/lib/prediction/next-words.json";
import { personalModel, predict, typingContext, type GeneralModel } from "@/lib/prediction/predict";
import { loadSpellingChecker, type SpellingChecker } from "@/lib/spelling/checker";

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

describe("predict from a start spelled by sound", () => {
  // the spelling checker's own sound matching (what the editor asks its spelling worker for)
  let checker: SpellingChecker;
  beforeAll(async () => {
    checker = await loadSpellingChecker();
  }, 120_000);
  const soundsFor = (typed: string) => ({ typed, words: checker.suggestionsFor(typed.toLowerCase()) });

  it.each([
    ["I have had enuf", "enough"],
    ["It rained becos", "because"],
    ["My best freind", "friend"],
    ["We like sience", "science"],
    ["Becos", "Because"],
  ])("'%s' offers '%s' among the first two", (before, intended) => {
    const typed = typingContext(before).prefix;
    const p = predict(before, personalModel([]), general, 5, soundsFor(typed));
    expect(words(p).slice(0, 2)).toContain(intended);
    expect(p.every((x) => x.kind === "completion")).toBe(true);
  });

  it("keeps completions first when the letters begin common words, and ignores words worked out for other letters", () => {
    const p = words(predict("I will definit", personalModel([]), general, 5, soundsFor("definit")));
    expect(p.slice(0, 3)).toEqual(expect.arrayContaining(["definitely"]));
    // an answer for "eno" that arrives after the person typed on to "enuf" is not shown
    expect(words(predict("I have had enuf", personalModel([]), general, 5, soundsFor("eno")))).toEqual([]);
  });
});

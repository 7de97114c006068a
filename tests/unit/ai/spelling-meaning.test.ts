// The meaning table the real-word check reads (lib/spelling/checker/meaning.ts): what the words
// of a sentence are about, weighed for a pair of words that sound or look alike.
import meaningFile from "@/lib/spelling/checker/meaning.json";
import { leaning, Meaning, type MeaningFile } from "@/lib/spelling/checker/meaning";

const meaning = new Meaning(meaningFile as MeaningFile);
const around = (sentence: string, word: string) => {
  const words = sentence.toLowerCase().split(" ");
  return meaning.context(words, words.indexOf(word))!;
};

describe("what the sentence around a word is about", () => {
  it("points to the word the rest of the sentence is about, either way round", () => {
    const x = around("the pilot said the plain would land at the airport", "plain");
    const toPlane = meaning.logit(x, "plain", "plane")!;
    expect(toPlane).toBeGreaterThan(0);
    expect(meaning.logit(x, "plane", "plain")).toBeCloseTo(-toPlane, 5);
  });

  it("says nothing where it has no model or no word around it has a vector", () => {
    expect(meaning.context(["plain"], 0)).toBeUndefined();
    expect(meaning.logit(around("the pilot said the plain would land", "plain"), "plain", "zzzz")).toBeUndefined();
    // the commonest words say nothing about meaning: their neighbours decide ("its"/"it's")
    expect(meaning.has("its", "it's")).toBe(false);
  });

  it("reads what the pretrained vectors know of a pair our text rarely has: a factory is nearer a site than a sight", () => {
    const rows = (words: string[]) => words.map((w) => meaning.row(w)!).filter((r) => r !== undefined);
    expect(rows(["factory", "town"]).length).toBe(2);
    expect(leaning(meaning, rows(["factory", "town"]), "sight", "site")).toBeGreaterThan(0);
    expect(leaning(meaning, rows(["factory", "town"]), "site", "sight")).toBeLessThan(0);
    expect(leaning(meaning, rows(["factory"]), "sight", "zzzz")).toBe(0);
  });

  it("is small enough for the spelling worker", () => {
    // 48 numbers for 10,000 words (851 KB, 533 KB gzipped; 24 for 16,000 words before: 715 KB, 460 KB)
    expect(JSON.stringify(meaningFile).length).toBeLessThan(900_000);
  });
});

import { findHomophones, HOMOPHONE_SETS, matchCase } from "@/lib/text/homophones";

describe("findHomophones", () => {
  it("finds each homophone with where it is and the others of its set", () => {
    const text = "Their dog went there, and they're happy.";
    const found = findHomophones(text);
    expect(found.map((f) => [f.word, text.slice(f.start, f.end)])).toEqual([
      ["Their", "Their"],
      ["there", "there"],
      ["they're", "they're"],
    ]);
    expect(found[0].others).toEqual(["There", "They're"]); // the capital follows the word found
    expect(found[1].others).toEqual(["their", "they're"]);
    expect(found[0].set.hint).toMatch(/belongs to them/);
  });

  it("matches whole words only, curly apostrophes too", () => {
    expect(findHomophones("Tooth, another, itself, wearing").map((f) => f.word)).toEqual([]);
    expect(findHomophones("It’s late").map((f) => f.word)).toEqual(["It’s"]);
    expect(findHomophones("its it's").map((f) => f.others)).toEqual([["it's"], ["its"]]);
  });

  it("covers the sets the issue names, each with a hint", () => {
    const words = HOMOPHONE_SETS.flatMap((s) => s.words);
    for (const w of ["their", "there", "they're", "to", "too", "two", "your", "you're", "its", "it's", "where", "wear", "were", "than", "then", "affect", "effect", "accept", "except"]) {
      expect(words).toContain(w);
    }
    for (const set of HOMOPHONE_SETS) expect(set.hint.length).toBeGreaterThan(10);
    expect(new Set(words).size).toBe(words.length); // each word in one set only
  });

  it("copies case", () => {
    expect(matchCase("There", "their")).toBe("Their");
    expect(matchCase("THEN", "than")).toBe("THAN");
    expect(matchCase("to", "too")).toBe("too");
  });
});

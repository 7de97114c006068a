import { analyzePronunciation, attemptedNote } from "@/lib/ai/local/pronunciation/analyze";

jest.setTimeout(60_000);

describe("pronunciation feedback: what went well when nothing was clear", () => {
  it("never says more words were attempted than the target has", async () => {
    const feedback = await analyzePronunciation("hello wurld", "happy", "en-US");
    const said = feedback.strengths.join(" ");
    expect(said).not.toMatch(/2 of 1/);
    expect(said).toBe("1 of 4 sounds were right: keep going.");
  });

  it("counts the target words something was said for", () => {
    expect(attemptedNote(1, 1, "words")).toBe("You had a go at the word: keep going.");
    expect(attemptedNote(3, 3, "words")).toBe("You had a go at all 3 words: keep going.");
    expect(attemptedNote(2, 5, "words")).toBe("You attempted 2 of 5 words: keep going.");
    expect(attemptedNote(0, 2, "characters")).toBe("You made a start: listen again and try each character slowly.");
  });
});

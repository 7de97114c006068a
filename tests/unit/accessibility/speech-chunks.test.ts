import { createWordLocator, splitIntoSpeechChunks, wordForBoundary } from "@/lib/accessibility/speech-chunks";

describe("splitIntoSpeechChunks", () => {
  it("speaks one sentence per chunk, with offsets into the whole text", () => {
    const text = "Hello there.  How are you today? Fine!";
    const chunks = splitIntoSpeechChunks(text);
    expect(chunks.map((c) => c.text)).toEqual(["Hello there.", "How are you today?", "Fine!"]);
    for (const c of chunks) expect(text.slice(c.start, c.end)).toBe(c.text);
  });

  it("cuts a long sentence under the limit, at a comma when there is one", () => {
    const clause = "we walked along the river and watched the boats go by slowly";
    const text = `${Array.from({ length: 6 }, () => clause).join(", ")}.`;
    expect(text.length).toBeGreaterThan(350);
    const chunks = splitIntoSpeechChunks(text, 200);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(200);
      expect(text.slice(c.start, c.end)).toBe(c.text);
    }
    expect(chunks.slice(0, -1).every((c) => c.text.endsWith(","))).toBe(true);
    // No word is lost or split.
    expect(chunks.map((c) => c.text).join(" ")).toBe(text);
  });

  it("cuts at a space when there is no comma", () => {
    const text = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const chunks = splitIntoSpeechChunks(text, 200);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(200);
    expect(chunks.map((c) => c.text).join(" ")).toBe(text);
  });

  it("cuts one enormous word anyway", () => {
    const text = "x".repeat(450);
    expect(splitIntoSpeechChunks(text, 200).map((c) => c.text.length)).toEqual([200, 200, 50]);
  });

  it("returns nothing for blank text", () => {
    expect(splitIntoSpeechChunks("   \n ")).toEqual([]);
  });
});

describe("word locator", () => {
  const text = "Hello brave new world. Second sentence here.";
  const locate = createWordLocator(text);

  it("finds the word containing an index, or the next word", () => {
    expect(locate(0)).toEqual({ start: 0, end: 5 });
    expect(locate(8)).toEqual({ start: 6, end: 11 });
    expect(locate(5)).toEqual({ start: 6, end: 11 });
    expect(locate(text.length)).toBeNull();
  });

  it("maps a boundary charIndex inside a chunk back to the whole text", () => {
    const [, second] = splitIntoSpeechChunks(text);
    expect(second.text).toBe("Second sentence here.");
    const word = wordForBoundary(second, 7, locate)!;
    expect(text.slice(word.start, word.end)).toBe("sentence");
    expect(wordForBoundary(second, 500, locate)).toBeNull();
  });
});

import { enhanceDocument, paragraphise, plainLanguage } from "@/lib/ai/local/enhance";
import { lectureFixture } from "@/tests/fixtures/ai/lecture";
import { countWords, wordTokens } from "@/lib/ai/local/text";

describe("enhanceDocument (local)", () => {
  it("fixes punctuation, wordy phrases, doubled words, apostrophes and common misspellings", () => {
    const out = enhanceDocument("i dont think the the report is ready we need more time due to the fact that the data is late i will definately send it on friday");
    expect(out).toBe("I don't think the report is ready. We need more time because the data is late. I will definitely send it on Friday.");
  });

  it("keeps correct doubled words such as 'had had' and 'that that'", () => {
    expect(plainLanguage("She had had enough. I know that that is true.")).toBe("She had had enough. I know that that is true.");
  });

  it("fixes spacing around punctuation", () => {
    expect(plainLanguage("Hello ,world .This is  fine!Really")).toBe("Hello, world. This is fine! Really");
  });

  it("puts a letter's greeting and sign-off on their own lines", () => {
    const out = enhanceDocument("dear mr patel thank you for your letter i will send the form by friday kind regards sam", { type: "letter" });
    expect(out).toBe("Dear Mr Patel,\n\nThank you for your letter. I will send the form by Friday.\n\nKind regards,\nSam");
  });

  it("splits a long block into paragraphs of a few sentences", () => {
    const out = enhanceDocument(lectureFixture.transcript);
    const paragraphs = out.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(6);
    for (const p of paragraphs) expect(countWords(p)).toBeLessThanOrEqual(160);
  });

  it("keeps the meaning: almost every word of the original is still there", () => {
    const original = wordTokens(lectureFixture.transcript).filter((w) => !["um", "uh"].includes(w));
    const kept = new Set(wordTokens(enhanceDocument(lectureFixture.transcript)));
    const missing = original.filter((w) => !kept.has(w));
    expect(missing.length / original.length).toBeLessThan(0.01);
  });

  it("does not split short text into paragraphs", () => {
    expect(paragraphise("One. Two. Three.")).toEqual(["One. Two. Three."]);
  });
});

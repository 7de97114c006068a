import { segmentAt, splitSentences, splitWords } from "@/lib/text/sentences";

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe("splitSentences", () => {
  it("splits on . ! ? and keeps abbreviations, initials and decimals together", () => {
    expect(texts("Dr. Smith arrived at 3.5 p.m. today. Did he? Yes! J. K. Rowling wrote it.")).toEqual([
      "Dr. Smith arrived at 3.5 p.m. today.",
      "Did he?",
      "Yes!",
      "J. K. Rowling wrote it.",
    ]);
  });

  it("keeps closing quotes with their sentence", () => {
    expect(texts('She said "stop." Then she left.')).toEqual(['She said "stop."', "Then she left."]);
  });

  it("ends a sentence at a blank line or a heading line, not at a wrapped line", () => {
    expect(texts("My Title\nThe first sentence is here.\n\nSecond paragraph without a stop")).toEqual([
      "My Title",
      "The first sentence is here.",
      "Second paragraph without a stop",
    ]);
    expect(texts("this is a line that\ncontinues here.")).toEqual(["this is a line that\ncontinues here."]);
  });

  it("gives offsets into the original text", () => {
    const text = "  One two.   Three four!  ";
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(splitSentences(text).map((s) => s.start)).toEqual([2, 13]);
  });

  it("ignores punctuation-only pieces", () => {
    expect(texts("... !!! Hello.")).toEqual(["Hello."]);
    expect(texts("")).toEqual([]);
  });
});

describe("splitWords and segmentAt", () => {
  it("keeps contractions and hyphenated words whole", () => {
    expect(splitWords("Don't stop well-known U.S. rock, 2024!").map((w) => w.text)).toEqual([
      "Don't", "stop", "well-known", "U.S", "rock", "2024",
    ]);
  });

  it("finds the segment containing an index, or the next one", () => {
    const words = splitWords("ab cd");
    expect(segmentAt(words, 0)?.text).toBe("ab");
    expect(segmentAt(words, 2)?.text).toBe("cd");
    expect(segmentAt(words, 5)).toBeNull();
  });
});

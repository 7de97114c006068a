import { countCharacters, countParagraphs, countText, countWords } from "@/lib/text/counts";

describe("countWords (split on whitespace)", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["hello", 1],
    ["hello world", 2],
    ["  hello   world  ", 2],
    ["one\ntwo\tthree", 3],
    ["don't stop-now, please.", 3],
    ["first paragraph.\n\nsecond one", 4],
  ])("%j has %i words", (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

describe("countParagraphs (split on blank lines)", () => {
  it.each([
    ["", 0],
    ["\n\n\n", 0],
    ["one line", 1],
    ["line one\nline two", 1],
    ["para one\n\npara two", 2],
    ["para one\n  \npara two", 2],
    ["para one\r\n\r\npara two\n\n\n\npara three", 3],
    ["\n\npara after blank start\n\n", 1],
  ])("%j has %i paragraphs", (text, expected) => {
    expect(countParagraphs(text)).toBe(expected);
  });
});

describe("countCharacters", () => {
  it("counts every character, spaces and line breaks included", () => {
    expect(countCharacters("ab c\n")).toBe(5);
  });
  it("counts an emoji as one character", () => {
    expect(countCharacters("hi 👋")).toBe(4);
  });
  it("is zero for empty text", () => {
    expect(countCharacters("")).toBe(0);
  });
});

it("countText returns all three", () => {
  expect(countText("Hello there.\n\nNew paragraph here")).toEqual({ characters: 32, words: 5, paragraphs: 2 });
});

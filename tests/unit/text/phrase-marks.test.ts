import { insertedRange, keepLeadingCapital, relocateMarks, type PhraseMark } from "@/lib/text/phrase-marks";

const mark = (text: string, start: number): PhraseMark => ({ id: 1, text, start, confidence: 0.5, alternatives: [] });

describe("phrase marks", () => {
  it("finds what dictation added", () => {
    expect(insertedRange("Hello", "Hello there world.")).toEqual({ start: 6, end: 17 });
    expect(insertedRange("", "Their dog")).toEqual({ start: 0, end: 9 });
    expect(insertedRange("Same", "Same")).toBeNull();
    expect(insertedRange("Hello", "Hello.")).toBeNull(); // only punctuation
  });

  it("keeps a mark in place, follows it when text before it changes, drops it when its words are gone", () => {
    const marks = [mark("their dog", 6)];
    expect(relocateMarks(marks, "Hello their dog")).toEqual(marks);
    expect(relocateMarks(marks, "Why hello their dog")[0].start).toBe(10);
    expect(relocateMarks(marks, "Hello the dog")).toEqual([]);
  });

  it("prefers the occurrence nearest the last known place", () => {
    const content = "their dog and then their dog again";
    expect(relocateMarks([mark("their dog", 21)], content)[0].start).toBe(19);
    expect(relocateMarks([mark("their dog", 2)], content)[0].start).toBe(0);
  });

  it("keeps a leading capital", () => {
    expect(keepLeadingCapital("Their", "there")).toBe("There");
    expect(keepLeadingCapital("their", "there")).toBe("there");
  });
});

import { changedSpan, rangeAfterChange } from "@/lib/text/changed-span";

// a word's place in `before` (its first occurrence), and where rangeAfterChange puts it in `after`
function moved(before: string, word: string, after: string, from = 0) {
  const start = before.indexOf(word, from);
  const at = rangeAfterChange({ start, end: start + word.length }, changedSpan(before, after), after);
  return at && { ...at, text: after.slice(at.start, at.end) };
}

describe("rangeAfterChange", () => {
  const before = "I sed it was definatly enuff";

  it("keeps a word before the change where it was", () => {
    expect(moved(before, "sed", "I sed it was definitely enuff")).toEqual({ start: 2, end: 5, text: "sed" });
  });

  it("moves a word after the change by the change's length, longer or shorter", () => {
    expect(moved(before, "enuff", "I said it was definatly enuff")).toEqual({ start: 24, end: 29, text: "enuff" });
    expect(moved(before, "enuff", "I sd it was definatly enuff")).toEqual({ start: 22, end: 27, text: "enuff" });
    expect(moved(before, "definatly", "Then I sed it was definatly enuff")).toEqual({ start: 18, end: 27, text: "definatly" });
  });

  it("drops the word the change is inside or overlaps", () => {
    expect(moved(before, "definatly", "I sed it was definitely enuff")).toBeNull();
    expect(moved(before, "sed", "I said it was definatly enuff")).toBeNull();
    expect(moved(before, "definatly", "I sed it wasenuff")).toBeNull(); // deleted with its neighbours
    expect(moved(before, "sed", "I sed")).toEqual({ start: 2, end: 5, text: "sed" }); // the rest deleted
  });

  it("at its edges: keeps a word the change only borders, drops one the change joins to other letters", () => {
    expect(moved("it was enuff", "enuff", "it was enuff.")).toEqual({ start: 7, end: 12, text: "enuff" });
    expect(moved("it was enuff", "enuff", "it was enuff and more")).toEqual({ start: 7, end: 12, text: "enuff" });
    expect(moved("it was enuff", "enuff", "it was enuffs")).toBeNull();
    expect(moved("it was enuff", "enuff", "it was enuff's")).toBeNull();
    expect(moved("enuff said", "enuff", "Enuff said")).toBeNull(); // its own first letter changed
    expect(moved("was enuff", "enuff", "was (enuff")).toEqual({ start: 5, end: 10, text: "enuff" });
    expect(moved("was enuff", "enuff", "wasenuff")).toBeNull(); // the space before it deleted
    expect(moved("was enuff", "enuff", "was 3enuff")).toBeNull();
    expect(moved("enuff", "enuff", "enuff")).toEqual({ start: 0, end: 5, text: "enuff" }); // no change
  });

  it("tells two words of the same spelling apart: each keeps its own place", () => {
    const text = "he sed so, she sed no";
    expect(moved(text, "sed", "he said so, she sed no", 10)).toEqual({ start: 16, end: 19, text: "sed" });
    expect(moved(text, "sed", "he sed so, she said no")).toEqual({ start: 3, end: 6, text: "sed" });
  });
});

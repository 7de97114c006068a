import fc from "fast-check";
import {
  appliedChanges,
  applyAcceptedChanges,
  changeContext,
  changesOf,
  groupWordDiff,
  revertAppliedChange,
} from "@/lib/text/word-diff";

const all = (parts: ReturnType<typeof groupWordDiff>) => new Set(changesOf(parts).map((c) => c.id));

describe("groupWordDiff", () => {
  it("makes an adjacent deletion and insertion one replace change", () => {
    const parts = groupWordDiff("hello world", "Hello world");
    expect(changesOf(parts)).toEqual([{ id: 0, kind: "replace", removed: "hello", added: "Hello" }]);
  });

  it("tells insertions and deletions apart", () => {
    expect(changesOf(groupWordDiff("how are you", "how are you?"))).toEqual([{ id: 0, kind: "insert", removed: "", added: "?" }]);
    expect(changesOf(groupWordDiff("a very big cat", "a big cat"))).toEqual([{ id: 0, kind: "delete", removed: "very ", added: "" }]);
  });

  it("joins two changes with only whitespace between them, and keeps changes apart across a word", () => {
    const parts = groupWordDiff("the the cat sat on the mat", "The cat sat on the mat.");
    expect(changesOf(parts)).toEqual([
      { id: 0, kind: "replace", removed: "the the ", added: "The " },
      { id: 1, kind: "insert", removed: "", added: "." },
    ]);
  });

  it("keeps whitespace-only changes (spaces and line breaks) as changes", () => {
    const parts = groupWordDiff("one  two\nthree", "one two\n\nthree");
    expect(changesOf(parts).map((c) => [c.removed, c.added])).toEqual([
      ["  ", " "],
      ["", "\n"],
    ]);
    expect(applyAcceptedChanges(parts, new Set())).toBe("one  two\nthree");
  });

  it("has no changes for equal texts", () => {
    expect(changesOf(groupWordDiff("same text", "same text"))).toEqual([]);
  });
});

describe("applyAcceptedChanges", () => {
  const before = "their going to the shop tomorrow i think";
  const after = "They're going to the shop tomorrow, I think.";
  const parts = groupWordDiff(before, after);
  const ids = changesOf(parts).map((c) => c.id);

  it("accepting all gives the AI text, rejecting all the original", () => {
    expect(applyAcceptedChanges(parts, new Set(ids))).toBe(after);
    expect(applyAcceptedChanges(parts, new Set())).toBe(before);
  });

  it("applies only the accepted subset", () => {
    const first = ids[0];
    expect(changesOf(parts)[0]).toMatchObject({ removed: "their", added: "They're" });
    expect(applyAcceptedChanges(parts, new Set([first]))).toBe("They're going to the shop tomorrow i think");
    expect(applyAcceptedChanges(parts, new Set(ids.filter((id) => id !== first)))).toBe("their going to the shop tomorrow, I think.");
  });

  it("never drops a repeated word when a change is rejected", () => {
    const p = groupWordDiff("the the cat sat on the mat", "The cat sat on the mat.");
    expect(applyAcceptedChanges(p, new Set([1]))).toBe("the the cat sat on the mat.");
  });

  const words = fc.array(fc.constantFrom("the", "The", "cat", "cat.", "a", "i", "I", "mat,", "\n", "  "), { maxLength: 20 });
  const text = words.map((w) => w.join(" "));

  it("property: accepting all is the AI text, rejecting all is the original, any subset keeps the unchanged text", () => {
    fc.assert(
      fc.property(text, text, fc.array(fc.boolean(), { maxLength: 30 }), (a, b, picks) => {
        const p = groupWordDiff(a, b);
        const changes = changesOf(p);
        expect(applyAcceptedChanges(p, all(p))).toBe(b);
        expect(applyAcceptedChanges(p, new Set())).toBe(a);
        // ids are 0..n-1 in order; any subset is the pieces in order, each from one side
        expect(changes.map((c) => c.id)).toEqual(changes.map((_, i) => i));
        const chosen = new Set(changes.filter((_, i) => picks[i]).map((c) => c.id));
        const expected = p.map((x) => (x.type === "same" ? x.text : chosen.has(x.change.id) ? x.change.added : x.change.removed)).join("");
        expect(applyAcceptedChanges(p, chosen)).toBe(expected);
        for (const c of changes) expect(c.removed !== c.added).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("revertAppliedChange (automatic fixes)", () => {
  const before = "my name is sam i live in leeds";
  const after = "My name is Sam. I live in Leeds.";
  const parts = groupWordDiff(before, after);
  const applied = appliedChanges(parts);

  it("reverts one change and leaves the others", () => {
    const sam = applied.find((c) => c.added.includes("Sam"))!;
    expect(revertAppliedChange(after, sam)).toBe(after.replace("Sam. I", sam.removed));
  });

  it("still reverts after the user typed more before and after", () => {
    const first = applied[0];
    const edited = "Hello. " + after + " And more.";
    expect(revertAppliedChange(edited, first)).toBe("Hello. my name is Sam. I live in Leeds. And more.");
  });

  it("refuses when the inserted text is no longer there", () => {
    const last = applied.at(-1)!;
    expect(revertAppliedChange("My name is Sam. I live in York", last)).toBeNull();
  });

  it("reverting every change in any order gives the original back", () => {
    let text = after;
    for (const change of [...applied].reverse()) text = revertAppliedChange(text, change) ?? "failed";
    expect(text).toBe(before);
  });
});

describe("changeContext", () => {
  it("shows a few words either side", () => {
    const parts = groupWordDiff("one two three four five six seven", "one two three FOUR five six seven");
    expect(changeContext(parts, 0, 2)).toEqual({ before: "two three ", after: " five six" });
  });
});

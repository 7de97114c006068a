import { fieldValueWithoutNul, withoutNul } from "@/lib/text/without-nul";

describe("withoutNul", () => {
  it.each([
    ["", ""],
    ["plain text", "plain text"],
    ["a\u0000b", "ab"],
    ["\u0000\u0000start and end\u0000", "start and end"],
  ])("%j becomes %j", (text, expected) => {
    expect(withoutNul(text)).toBe(expected);
  });

  it("returns the same string when there is nothing to drop (no copy of a long text)", () => {
    const long = "word ".repeat(20_000);
    expect(withoutNul(long)).toBe(long);
  });
});

describe("fieldValueWithoutNul", () => {
  function field(value: string, caret: number) {
    const f = {
      value,
      selectionStart: caret as number | null,
      caret: -1,
      setSelectionRange(start: number) {
        f.caret = start;
      },
    };
    return f;
  }

  it("leaves a clean field alone", () => {
    const f = field("hello", 5);
    expect(fieldValueWithoutNul(f as unknown as HTMLTextAreaElement)).toBe("hello");
    expect(f.caret).toBe(-1);
  });

  it("drops NUL from the field and keeps the caret after the same text", () => {
    // "ab\0c|d\0e": caret after "c" (index 4), one NUL before it
    const f = field("ab\u0000cd\u0000e", 4);
    expect(fieldValueWithoutNul(f as unknown as HTMLTextAreaElement)).toBe("abcde");
    expect(f.value).toBe("abcde");
    expect(f.caret).toBe(3);
  });
});

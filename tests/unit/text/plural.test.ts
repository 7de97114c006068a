import { formatCount, plural } from "@/lib/text/plural";

const intl = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

describe("formatCount (what toLocaleString writes, without building a formatter)", () => {
  it.each([0, 1, 7, 999, 1000, 1234, 12345, 123456, 1234567, 2.5, 2.25, 2.35, 0.05, 0.04, 999.95, 1000.05, -1, -1234.5, -0.04, -0, 1e14 + 0.5])(
    "%p",
    (n) => {
      expect(formatCount(n)).toBe(intl(n));
    },
  );

  it("matches on thousands of values: whole counts, tenths, halves and random reals", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const values: number[] = [];
    for (let i = 0; i < 1000; i++) {
      values.push(Math.floor(random() * 10 ** (1 + (i % 9))));
      values.push(Math.round(random() * 100000) / 10);
      values.push(Math.floor(random() * 1000) + 0.05 * (1 + 2 * (i % 10)));
      values.push((random() - 0.5) * 10 ** (i % 12));
    }
    for (const n of values) expect([n, formatCount(n)]).toEqual([n, intl(n)]);
  });

  it("leaves what is not an ordinary count to Intl", () => {
    expect(formatCount(Number.NaN)).toBe(intl(Number.NaN));
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY));
    expect(formatCount(1e21)).toBe(intl(1e21));
  });
});

describe("plural", () => {
  it("says one word, and counts the rest", () => {
    expect(plural(1, "word", "words")).toBe("1 word");
    expect(plural(0, "word", "words")).toBe("0 words");
    expect(plural(1234, "word", "words")).toBe("1,234 words");
    expect(plural(2.5, "minute", "minutes")).toBe("2.5 minutes");
  });
});

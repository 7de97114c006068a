import { dateAndTime } from "@/lib/text/when";

describe("dateAndTime", () => {
  it("writes the month as a word, never day and month as two numbers whose order differs by country", () => {
    const text = dateAndTime("2026-03-04T15:05:00Z");
    expect(text).toMatch(/Mar/);
    expect(text).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
    expect(text).toMatch(/2026/);
  });

  it("takes milliseconds and dates as well as ISO strings", () => {
    const at = Date.UTC(2026, 10, 30, 9, 0);
    expect(dateAndTime(at)).toBe(dateAndTime(new Date(at)));
    expect(dateAndTime(at)).toBe(dateAndTime(new Date(at).toISOString()));
  });
});

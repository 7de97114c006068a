import { formatRelativeTime } from "@/lib/text/relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it.each([
    [0, "Just now"],
    [59 * MIN, "Just now"],
    [HOUR - 1, "Just now"],
    [HOUR, "1 hour ago"],
    [2 * HOUR + 30 * MIN, "2 hours ago"],
    [23 * HOUR + 59 * MIN, "23 hours ago"],
    [DAY, "1 day ago"],
    [DAY * 2 + HOUR, "2 days ago"],
    [DAY * 45, "45 days ago"],
  ])("%i ms ago reads %j", (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it("accepts ISO strings and timestamps", () => {
    expect(formatRelativeTime(ago(3 * HOUR).toISOString(), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(3 * DAY).getTime(), now.getTime())).toBe("3 days ago");
  });

  it("reads a time slightly in the future (clock skew) as Just now", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe("Just now");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

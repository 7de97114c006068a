// Share and Earn rules: what a share earns, when challenges pay, and how periods are named.
import {
  challengesMet,
  coinsForShare,
  COINS_PER_SHARE,
  isRepeatShare,
  PAID_SHARES_PER_DAY,
  periodKey,
  periodStart,
  SHARE_REPEAT_WINDOW_MS,
} from "@/lib/share/rewards";

describe("coins for a share", () => {
  it("pays the first ten shares of a day and nothing after", () => {
    const paid = Array.from({ length: 15 }, (_, earlier) => coinsForShare(earlier));
    expect(paid.slice(0, PAID_SHARES_PER_DAY)).toEqual(Array(PAID_SHARES_PER_DAY).fill(COINS_PER_SHARE));
    expect(paid.slice(PAID_SHARES_PER_DAY)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("repeated shares", () => {
  it("treats the same channel again within 10 minutes as a repeat, and from 10 minutes on as a new share", () => {
    const first = new Date("2026-11-24T10:00:00Z");
    const after = (ms: number) => new Date(first.getTime() + ms);
    expect(SHARE_REPEAT_WINDOW_MS).toBe(10 * 60_000);
    expect(isRepeatShare(null, first)).toBe(false);
    expect(isRepeatShare(first, first)).toBe(true);
    expect(isRepeatShare(first, after(2_000))).toBe(true);
    expect(isRepeatShare(first, after(SHARE_REPEAT_WINDOW_MS - 1))).toBe(true);
    expect(isRepeatShare(first, after(SHARE_REPEAT_WINDOW_MS))).toBe(false);
  });
});

describe("challenge periods (UTC)", () => {
  const tuesdayLate = new Date("2026-11-24T23:59:59.999Z");
  it("starts the day at midnight, the week on Monday and the month on the 1st", () => {
    expect(periodStart("daily", tuesdayLate).toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(periodStart("weekly", tuesdayLate).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStart("monthly", tuesdayLate).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    // A Sunday belongs to the week that began six days earlier; a week can span two months.
    expect(periodStart("weekly", new Date("2026-11-01T10:00:00Z")).toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });

  it("names each period once, so a challenge pays once per period", () => {
    expect(periodKey("daily", tuesdayLate)).toBe("daily:2026-11-24");
    expect(periodKey("daily", new Date("2026-11-25T00:00:00Z"))).toBe("daily:2026-11-25");
    expect(periodKey("weekly", tuesdayLate)).toBe("weekly:2026-11-23");
    expect(periodKey("monthly", tuesdayLate)).toBe("monthly:2026-11");
  });
});

describe("challenges met", () => {
  it("meets each challenge at its goal and stays met above it", () => {
    expect(challengesMet({ daily: 4, weekly: 4, monthly: 4 })).toEqual([]);
    expect(challengesMet({ daily: 5, weekly: 5, monthly: 5 }).map((r) => r.period)).toEqual(["daily"]);
    expect(challengesMet({ daily: 6, weekly: 25, monthly: 40 }).map((r) => r.period)).toEqual(["daily", "weekly"]);
    expect(challengesMet({ daily: 5, weekly: 30, monthly: 100 }).map((r) => [r.period, r.coins])).toEqual([
      ["daily", 50],
      ["weekly", 200],
      ["monthly", 1000],
    ]);
  });
});

import { buildWeek, dayKey, isValidTimeZone, toMinutes } from "@/lib/dashboard/week";

describe("buildWeek", () => {
  const now = new Date("2026-03-11T10:00:00Z"); // a Wednesday

  it("lists seven days ending today with zeros when there is no dictation", () => {
    const { days, totals } = buildWeek(now, "UTC", []);
    expect(days.map((d) => d.date)).toEqual([
      "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10", "2026-03-11",
    ]);
    expect(days.map((d) => d.label)).toEqual(["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]);
    expect(days.every((d) => d.words === 0 && d.minutes === 0)).toBe(true);
    expect(days.filter((d) => d.isToday).map((d) => d.date)).toEqual(["2026-03-11"]);
    expect(totals).toEqual({ words: 0, minutes: 0, activeDays: 0 });
  });

  it("adds each session to its day and ignores sessions outside the week", () => {
    const { days, totals } = buildWeek(now, "UTC", [
      { createdAt: new Date("2026-03-11T09:00:00Z"), durationSeconds: 90, words: 120 },
      { createdAt: new Date("2026-03-11T08:00:00Z"), durationSeconds: 30, words: 30 },
      { createdAt: new Date("2026-03-06T23:59:00Z"), durationSeconds: 600, words: 900 },
      { createdAt: new Date("2026-03-04T12:00:00Z"), durationSeconds: 6000, words: 9999 },
    ]);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate["2026-03-11"]).toMatchObject({ words: 150, minutes: 2 });
    expect(byDate["2026-03-06"]).toMatchObject({ words: 900, minutes: 10 });
    expect(totals).toEqual({ words: 1050, minutes: 12, activeDays: 2 });
  });

  it("uses the person's time zone for day boundaries", () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in New York.
    const late = new Date("2026-03-11T02:00:00Z");
    const { days } = buildWeek(now, "America/New_York", [{ createdAt: late, durationSeconds: 60, words: 10 }]);
    expect(days.find((d) => d.date === "2026-03-10")?.words).toBe(10);
    expect(dayKey(late, "America/New_York")).toBe("2026-03-10");
  });

  it("has seven distinct days across a daylight-saving change", () => {
    const { days } = buildWeek(new Date("2026-03-09T04:30:00Z"), "America/New_York", []);
    expect(new Set(days.map((d) => d.date)).size).toBe(7);
    expect(days[6].date).toBe("2026-03-09");
  });
});

it("toMinutes keeps one decimal", () => {
  expect(toMinutes(0)).toBe(0);
  expect(toMinutes(30)).toBe(0.5);
  expect(toMinutes(3600)).toBe(60);
  expect(toMinutes(100)).toBe(1.7);
});

it("isValidTimeZone accepts IANA names only", () => {
  expect(isValidTimeZone("Europe/London")).toBe(true);
  expect(isValidTimeZone("Not/AZone")).toBe(false);
  expect(isValidTimeZone(undefined)).toBe(false);
});

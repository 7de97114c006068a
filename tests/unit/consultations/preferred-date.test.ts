// The preferred date may not be in the past: "today" is the user's own on the form, and the
// server allows one day of margin for time zones it does not know.
import { earliestAcceptedDate, isBeforeLocalToday, localDateString } from "@/lib/consultations/preferred-date";
import { dateLabel } from "@/lib/consultations/consultation-model";

describe("preferred date", () => {
  it("names today in the user's own time zone", () => {
    expect(localDateString(new Date(2026, 10, 26, 0, 30))).toBe("2026-11-26");
    expect(localDateString(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("refuses a day before the user's today on the form, and accepts today, later days and no date", () => {
    const now = new Date(2026, 10, 26, 0, 30);
    expect(isBeforeLocalToday("2020-01-01", now)).toBe(true);
    expect(isBeforeLocalToday("2026-11-25", now)).toBe(true);
    expect(isBeforeLocalToday("2026-11-26", now)).toBe(false);
    expect(isBeforeLocalToday("2027-04-20", now)).toBe(false);
    expect(isBeforeLocalToday("", now)).toBe(false);
  });

  it("lets the server accept from the start of yesterday in UTC, so UTC-12's today is never refused", () => {
    expect(earliestAcceptedDate(new Date("2026-11-26T05:00:00Z")).toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(earliestAcceptedDate(new Date("2026-12-01T23:59:00Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("labels the date 'Scheduled' only once the team has booked it", () => {
    expect(dateLabel("pending")).toBe("Preferred date");
    expect(dateLabel("cancelled")).toBe("Preferred date");
    expect(dateLabel("scheduled")).toBe("Scheduled");
    expect(dateLabel("in_progress")).toBe("Scheduled");
    expect(dateLabel("completed")).toBe("Scheduled");
  });
});

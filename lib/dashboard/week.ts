import type { WeekDay } from "@/lib/schemas/dashboard";

// Weekly Progress: the last seven calendar days (today included) in the person's time zone.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The browser's time zone, remembered in a cookie so the server can render the dashboard's
 * week for it (no client fetch on load). Not personal data: a zone name like Europe/London.
 */
export const TIME_ZONE_COOKIE = "saywrite-tz";

export function isValidTimeZone(tz: string | undefined): tz is string {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** YYYY-MM-DD of an instant in a time zone. */
export function dayKey(at: Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The calendar day `back` days before a YYYY-MM-DD key (pure date arithmetic, no clocks). */
function previousKey(key: string, back: number): Date {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d - back, 12));
}

/** An instant safely before the first of the seven days, whatever the time zone. */
export function weekWindowStart(now: Date): Date {
  return new Date(now.getTime() - 8 * DAY_MS);
}

/** Seconds to minutes with one decimal (0.5 for 30 seconds). */
export function toMinutes(seconds: number): number {
  return Math.round((seconds / 60) * 10) / 10;
}

export type DictationSample = { createdAt: Date; durationSeconds: number; words: number };

export type WeekSummary = { days: WeekDay[]; totals: { words: number; minutes: number; activeDays: number } };

export function buildWeek(now: Date, timeZone: string, sessions: DictationSample[]): WeekSummary {
  const todayKey = dayKey(now, timeZone);
  const buckets = new Map<string, { label: string; words: number; seconds: number }>();
  for (let back = 6; back >= 0; back--) {
    const day = previousKey(todayKey, back);
    const key = day.toISOString().slice(0, 10);
    const label = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short" }).format(day);
    buckets.set(key, { label, words: 0, seconds: 0 });
  }
  let words = 0;
  let seconds = 0;
  for (const s of sessions) {
    const bucket = buckets.get(dayKey(s.createdAt, timeZone));
    if (!bucket) continue;
    bucket.words += s.words;
    bucket.seconds += s.durationSeconds;
    words += s.words;
    seconds += s.durationSeconds;
  }
  const days = [...buckets].map(([date, b]) => ({
    date,
    label: b.label,
    words: b.words,
    minutes: toMinutes(b.seconds),
    isToday: date === todayKey,
  }));
  const activeDays = [...buckets.values()].filter((b) => b.words > 0 || b.seconds > 0).length;
  return { days, totals: { words, minutes: toMinutes(seconds), activeDays } };
}

// Relative update time (core-product §2, §9): 'Just now' under one hour, then hours, then days.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function formatRelativeTime(value: Date | string | number, now: Date | number = Date.now()): string {
  const then = value instanceof Date ? value.getTime() : new Date(value).getTime();
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(then)) return "";
  // A clock a little ahead of ours still reads as just now.
  const elapsed = Math.max(0, nowMs - then);
  if (elapsed < HOUR_MS) return "Just now";
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}

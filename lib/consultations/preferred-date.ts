// The preferred date of a consultation request may not be in the past (voice-tools-and-enterprise §5
// leaves the rule open; a past date reads as a booking that can never happen). The form checks
// against "today" where the user is; the server, which does not know the user's time zone, allows
// one day of margin so that nobody between UTC-12 and UTC+14 is refused their own today.

export const PAST_DATE_MESSAGE = "The date cannot be in the past. Choose today or a later date.";

/** A date as YYYY-MM-DD in the time zone of this machine (the user's, in the browser). */
export function localDateString(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Whether a YYYY-MM-DD value is before today where the user is; an empty value is not. */
export function isBeforeLocalToday(value: string, now: Date): boolean {
  return value !== "" && value < localDateString(now);
}

/** The earliest moment the server accepts: the start of yesterday in UTC. */
export function earliestAcceptedDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
}

/**
 * A moment as the reader's browser writes it, with the month as a word ("30 Nov 2026, 14:05" in
 * Britain, "Nov 30, 2026, 2:05 PM" in the US): never all figures, whose day and month orders differ
 * by country and are easy to misread.
 */
export function dateAndTime(at: string | number | Date): string {
  return new Date(at).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

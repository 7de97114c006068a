// Small text helpers shared by the voice tools (voice-tools-and-enterprise §4, §9).
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";

/**
 * Appends a recognised chunk with a single space (voice-tools-and-enterprise §4: "each transcribed chunk is appended
 * with a space"), its spoken punctuation written as marks: a mark joins the word before it, and a
 * line break (typed, or a spoken "new paragraph") is kept.
 */
export function appendChunk(transcript: string, chunk: string): string {
  const words = writeSpokenMarks(chunk.trim(), transcript).replace(/^[ \t]+|[ \t]+$/g, "");
  if (!words) return transcript.replace(/[ \t]+$/, "");
  const before = transcript.replace(/[ \t]+$/, "");
  if (!before) return words.replace(/^[\s.,;:?!)]+/, "");
  if (/^[.,;:?!)\n]/.test(words) || before.endsWith("\n") || before.endsWith("(")) return before + words;
  return `${before} ${words}`;
}

/** The last `max` characters of a transcript, with a leading ellipsis when it is longer (voice-tools-and-enterprise §9: 500/800/600). */
export function tailPreview(transcript: string, max: number): string {
  const chars = Array.from(transcript);
  if (chars.length <= max) return transcript;
  return `...${chars.slice(-max).join("")}`;
}

/** Elapsed seconds as m:ss (voice-tools-and-enterprise §9: "time shown as m:ss"); minutes keep growing past 59. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Duration in whole minutes, rounded (minutes download, voice-tools-and-enterprise §7). */
export function roundedMinutes(durationMs: number): number {
  return Math.max(0, Math.round(durationMs / 60_000));
}

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${m}-${d}`;
}

/** A due day (yyyy-mm-dd) as a person reads it: "Friday 20 November 2026". */
export function dueDateText(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).replace(",", "");
}

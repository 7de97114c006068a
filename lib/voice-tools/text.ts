// Small text helpers shared by the voice tools (voice-tools-and-enterprise §4, §9).
import { endsOnMarkWord, writeSpokenMarks } from "@/lib/speech/spoken-punctuation";

/**
 * Appends a recognised chunk with a single space (voice-tools-and-enterprise §4: "each transcribed chunk is appended
 * with a space"), its spoken punctuation written as marks: a mark joins the word before it, and a
 * line break (typed, or a spoken "new paragraph") is kept.
 */
export function appendChunk(transcript: string, chunk: string): string {
  return appendSpoken(transcript, chunk, []);
}

/** appendChunk of words the speaker paused in, at offsets `pauses` of `chunk`. */
function appendSpoken(transcript: string, chunk: string, pauses: readonly number[]): string {
  const lead = chunk.length - chunk.trimStart().length;
  const words = writeSpokenMarks(chunk.trim(), transcript, pauses.map((p) => p - lead)).replace(/^[ \t]+|[ \t]+$/g, "");
  if (!words) return transcript.replace(/[ \t]+$/, "");
  const before = transcript.replace(/[ \t]+$/, "");
  if (!before) return words.replace(/^[\s.,;:?!)]+/, "");
  if (/^[.,;:?!)\n]/.test(words) || before.endsWith("\n") || before.endsWith("(")) return before + words;
  return `${before} ${words}`;
}

/**
 * The phrase appended last: the transcript before it, its words (phrases joined at a mark word,
 * with the offsets of the pauses between them), and the transcript after it.
 */
export type LastPhrase = { before: string; phrase: string; after: string; pauses?: number[] };

/**
 * Appends a phrase the recogniser sent at a pause (appendChunk); `after` of the answer is the new
 * transcript. A pause is no clause boundary: when the last phrase ended on a mark word ("the
 * refractory period", "literal", "new") and the transcript is as it left it (not edited since),
 * that phrase is written again together with this one, so the words after it decide whether
 * "period" was a full stop or a word ("the refractory period lasts two milliseconds").
 */
export function appendPhrase(transcript: string, chunk: string, last: LastPhrase | null): LastPhrase {
  const unchanged = last !== null && transcript === last.after;
  if (!chunk.trim() && unchanged) return last;
  if (unchanged && endsOnMarkWord(last.phrase)) {
    const pauses = [...(last.pauses ?? []), last.phrase.trim().length];
    const phrase = `${last.phrase.trim()} ${chunk.trim()}`;
    return { before: last.before, phrase, pauses, after: appendSpoken(last.before, phrase, pauses) };
  }
  return { before: transcript, phrase: chunk, after: appendChunk(transcript, chunk) };
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

// Small text helpers shared by the voice tools (voice-tools-and-enterprise §4, §9).
import { MAX_PHRASE_CHARS, MAX_PHRASES } from "@/lib/schemas/ai";
import { awaitsNextPhrase, escapesNext, writeSpokenMarks, type PhraseContext } from "@/lib/speech/spoken-punctuation";

/**
 * Appends a recognised chunk with a single space (voice-tools-and-enterprise §4: "each transcribed chunk is appended
 * with a space"), its spoken punctuation written as marks: a mark joins the word before it, and a
 * line break (typed, or a spoken "new paragraph") is kept.
 */
export function appendChunk(transcript: string, chunk: string): string {
  return appendSpoken(transcript, chunk);
}

/** appendChunk of a phrase read in its context (writeSpokenMarks: the phrase said after it, a "literal" said before it). */
function appendSpoken(transcript: string, chunk: string, context: PhraseContext = {}): string {
  const words = writeSpokenMarks(chunk.trim(), transcript, context).replace(/^[ \t]+|[ \t]+$/g, "");
  if (!words) return transcript.replace(/[ \t]+$/, "");
  const before = transcript.replace(/[ \t]+$/, "");
  if (!before) return words.replace(/^[\s.,;:?!)]+/, "");
  if (/^[.,;:?!)\n]/.test(words) || before.endsWith("\n") || before.endsWith("(")) return before + words;
  return `${before} ${words}`;
}

/**
 * The phrase appended last: the transcript before it, its words, whether its first command is
 * typed as words (a "literal" ended the phrase before), and the transcript after it.
 */
export type LastPhrase = { before: string; phrase: string; after: string; escaped?: boolean };

/**
 * Appends a phrase the recogniser sent at a pause (appendChunk); `after` of the answer is the new
 * transcript. A pause ends a mark's words ("half full | stop worrying" keeps both), except after a
 * phrase that only the next can decide (awaitsNextPhrase: "literal", "the trial period"): when the
 * transcript is as that phrase left it (not edited since), it is written again knowing this one, so
 * "the trial period | ends in march" keeps "period" and "the budget period | ana will send it"
 * ends the sentence. Only the last phrase is written again, whatever came before it.
 */
export function appendPhrase(transcript: string, chunk: string, last: LastPhrase | null): LastPhrase {
  const unchanged = last !== null && transcript === last.after;
  if (!chunk.trim() && unchanged) return last;
  if (unchanged && chunk.trim() && awaitsNextPhrase(last.phrase, last.before)) {
    const before = appendSpoken(last.before, last.phrase, { next: chunk, escapeFirst: last.escaped });
    const escaped = escapesNext(last.phrase, chunk);
    return { before, phrase: chunk, escaped, after: appendSpoken(before, chunk, { escapeFirst: escaped }) };
  }
  return { before: transcript, phrase: chunk, after: appendChunk(transcript, chunk) };
}

/** The transcript a voice tool shows for `phrases` heard one at each pause (appendPhrase). */
export function writePhrases(phrases: readonly string[]): string {
  let last: LastPhrase | null = null;
  for (const phrase of phrases) last = appendPhrase(last?.after ?? "", phrase, last);
  return last?.after ?? "";
}

/**
 * The phrases a voice tool sends with its transcript (the last MAX_PHRASES), or none: a phrase longer than the
 * request takes, or no phrases, sends none, so the pauses can only help and never cost the user the result.
 */
export function phrasesToSend(phrases: readonly string[]): { phrases?: string[] } {
  if (!phrases.length || phrases.some((p) => p.length > MAX_PHRASE_CHARS)) return {};
  return { phrases: phrases.slice(-MAX_PHRASES) };
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

// Size limits the screens check before sending (no schema library here: screens load this
// module; the zod schemas in lib/schemas/*.ts re-export the same constants).

/** A dictation session's transcript is kept to this many characters. */
export const MAX_TRANSCRIPTION_CHARS = 100_000;

/**
 * Longest transcript or text an AI job accepts: 200,000 characters (about 35,000 words,
 * several hours of speech). Longer input is refused with 413 before any work starts.
 */
export const MAX_TRANSCRIPT_CHARS = 200_000;

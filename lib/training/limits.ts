// Dictation training's limits (voice-tools-and-enterprise §2, §5), without any schema library: the
// practice screen imports them from here; lib/schemas/training.ts validates with them.

/** Longest time one module may record, in seconds (a day). */
export const MAX_TIME_SPENT_SECONDS = 86_400;
/** voice-tools-and-enterprise §5: a transcription is accepted only if longer than this many characters. */
export const MIN_TRANSCRIPT_CHARS = 10;

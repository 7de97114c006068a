import { z } from "zod";
import { MAX_TRANSCRIPTION_CHARS } from "@/lib/schemas/limits";
import { idSchema } from "@/lib/schemas/id";

// A dictation session (voice_sessions): how long, how many words, which language and,
// when dictated into a saved document, which one. Recorded when dictation ends.

/** One session is capped at 12 hours; longer figures are a client clock error. */
export const MAX_SESSION_SECONDS = 12 * 60 * 60;
export const MAX_SESSION_WORDS = 200_000;
export { MAX_TRANSCRIPTION_CHARS };
export const DEFAULT_LANGUAGE = "en-US";

// BCP-47 shape: a 2-3 letter language, then optional script/region/variant subtags.
const BCP47 = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const createVoiceSessionSchema = z.object({
  durationSeconds: z.number().int().min(0).max(MAX_SESSION_SECONDS),
  words: z.number().int().min(0).max(MAX_SESSION_WORDS),
  language: z
    .string()
    .trim()
    .max(35)
    .regex(BCP47, "Use a language tag like en-US.")
    .default(DEFAULT_LANGUAGE),
  documentId: idSchema("Invalid document id").nullish(),
  transcription: z.string().max(MAX_TRANSCRIPTION_CHARS).nullish(),
  /** Average recogniser confidence, 0 to 1, when known. */
  accuracy: z.number().min(0).max(1).nullish(),
});

export const listVoiceSessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export type CreateVoiceSessionInput = z.input<typeof createVoiceSessionSchema>;
export type CreateVoiceSessionData = z.output<typeof createVoiceSessionSchema>;

export type VoiceSessionDto = {
  id: string;
  documentId: string | null;
  durationSeconds: number;
  words: number;
  language: string;
  accuracy: number | null;
  /** ISO 8601 */
  createdAt: string;
};

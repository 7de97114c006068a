import "server-only";
import type { VoiceSessionDto } from "@/lib/schemas/voice-sessions";

export const voiceSessionSelect = {
  id: true,
  documentId: true,
  duration: true,
  wordCount: true,
  language: true,
  accuracy: true,
  createdAt: true,
} as const;

type VoiceSessionRow = {
  id: string;
  documentId: string | null;
  duration: number;
  wordCount: number;
  language: string;
  accuracy: number | null;
  createdAt: Date;
};

export function toVoiceSessionDto(row: VoiceSessionRow): VoiceSessionDto {
  return {
    id: row.id,
    documentId: row.documentId,
    durationSeconds: row.duration,
    words: row.wordCount,
    language: row.language,
    accuracy: row.accuracy,
    createdAt: row.createdAt.toISOString(),
  };
}

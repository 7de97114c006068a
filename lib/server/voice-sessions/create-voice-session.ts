import "server-only";
import { db } from "@/lib/server/db";
import type { CreateVoiceSessionData, VoiceSessionDto } from "@/lib/schemas/voice-sessions";
import { toVoiceSessionDto, voiceSessionSelect } from "@/lib/server/voice-sessions/voice-session-shape";
import { documentNotFound } from "@/lib/server/documents/get-document";
import { liveDocument } from "@/lib/server/documents/live-documents";

/**
 * Records one dictation session; a documentId must name one of the user's own documents, not deleted (else 404).
 * Only the figures are kept: no screen shows a session's words, so a transcript sent along is
 * not stored (the words themselves live in the document, and go when it is deleted).
 */
export async function createVoiceSession(userId: string, input: CreateVoiceSessionData): Promise<VoiceSessionDto> {
  if (input.documentId) {
    const owned = await db.document.findFirst({ where: liveDocument(userId, input.documentId), select: { id: true } });
    if (!owned) throw documentNotFound();
  }
  const row = await db.voiceSession.create({
    data: {
      userId,
      documentId: input.documentId ?? null,
      duration: input.durationSeconds,
      wordCount: input.words,
      language: input.language,
      accuracy: input.accuracy ?? null,
    },
    select: voiceSessionSelect,
  });
  return toVoiceSessionDto(row);
}

import "server-only";
import { db } from "@/lib/server/db";
import type { VoiceSessionDto } from "@/lib/schemas/voice-sessions";
import { toVoiceSessionDto, voiceSessionSelect } from "@/lib/server/voice-sessions/voice-session-shape";
import { notOnDeletedDocument } from "@/lib/server/documents/live-documents";

/** The user's dictation sessions, newest first (those of a deleted document are gone with it). */
export async function listVoiceSessions(userId: string, limit: number): Promise<VoiceSessionDto[]> {
  const rows = await db.voiceSession.findMany({
    where: { userId, ...notOnDeletedDocument },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: voiceSessionSelect,
  });
  return rows.map(toVoiceSessionDto);
}

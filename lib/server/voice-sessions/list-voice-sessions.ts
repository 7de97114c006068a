import "server-only";
import { db } from "@/lib/server/db";
import type { VoiceSessionDto } from "@/lib/schemas/voice-session";
import { toVoiceSessionDto, voiceSessionSelect } from "@/lib/server/voice-sessions/voice-session-shape";

/** The user's dictation sessions, newest first. */
export async function listVoiceSessions(userId: string, limit: number): Promise<VoiceSessionDto[]> {
  const rows = await db.voiceSession.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: voiceSessionSelect,
  });
  return rows.map(toVoiceSessionDto);
}

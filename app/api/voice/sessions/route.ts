// GET /api/voice/sessions - the user's dictation sessions, newest first (?limit=, default 100)
// POST /api/voice/sessions - record a finished dictation session (duration, words, language, documentId?); 201
import { answerJson, withAuth } from "@/lib/server/http";
import { createVoiceSessionSchema, listVoiceSessionsQuerySchema } from "@/lib/schemas/voice-sessions";
import { listVoiceSessions } from "@/lib/server/voice-sessions/list-voice-sessions";
import { createVoiceSession } from "@/lib/server/voice-sessions/create-voice-session";
import { voiceSessionsApi } from "@/lib/schemas/endpoints/voice-sessions";

export const GET = withAuth(voiceSessionsApi.list, ({ query, user }) => listVoiceSessions(user.id, query.limit), {
  query: listVoiceSessionsQuerySchema,
});

export const POST = withAuth(
  voiceSessionsApi.create,
  async ({ body, user }) => answerJson(await createVoiceSession(user.id, body), { status: 201 }),
  { body: createVoiceSessionSchema, maxBodyBytes: 400_000 },
);

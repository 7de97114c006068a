// POST /api/transcription/lecture - study notes from a lecture transcript: { keyTerms, mainPoints, questions, summary, formattedNotes, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { lectureRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.lecture,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.transcript], (call) => getAi().processLecture(body, call));
  },
  { body: lectureRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

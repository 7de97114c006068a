// POST /api/transcription/meeting - minutes from a meeting transcript: { summary, keyPoints, actionItems, transcript, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { meetingRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.meeting,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.transcript], (call) => getAi().processMeeting(body, call));
  },
  { body: meetingRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

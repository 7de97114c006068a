// POST /api/transcription/meeting - minutes from a meeting transcript: { summary, keyPoints, actionItems, transcript, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { meetingRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ req, body, user }) => {
    const call = await guardAiRequest(user.id, req.signal, body.transcript);
    return getAi().processMeeting(body, call);
  },
  { body: meetingRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

// POST /api/pronunciation/analyze - compare what was heard with the target text: { accuracy, feedback, phoneticsCorrection?, improvements, strengths, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { pronunciationAnalyzeRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.pronunciationFeedback,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.audioTranscript, body.targetText], (call) => getAi().analyzePronunciation(body, call));
  },
  { body: pronunciationAnalyzeRequestSchema, maxBodyBytes: 20_000 },
);

// POST /api/pronunciation/analyze - compare what was heard with the target text: { accuracy, feedback, phoneticsCorrection?, improvements, strengths, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { pronunciationAnalyzeRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ req, body, user }) => {
    const call = await guardAiRequest(user.id, req.signal, body.audioTranscript, body.targetText);
    return getAi().analyzePronunciation(body, call);
  },
  { body: pronunciationAnalyzeRequestSchema, maxBodyBytes: 20_000 },
);

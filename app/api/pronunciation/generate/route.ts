// POST /api/pronunciation/generate - practice exercises for a language, difficulty and category: { exercises, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { pronunciationGenerateRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ req, body, user }) => {
    const call = await guardAiRequest(user.id, req.signal);
    return getAi().generatePronunciation(body, call);
  },
  { body: pronunciationGenerateRequestSchema, maxBodyBytes: 5_000 },
);

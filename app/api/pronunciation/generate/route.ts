// POST /api/pronunciation/generate - practice exercises for a language, difficulty and category: { exercises, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { pronunciationGenerateRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ body, user }) => {
    guardAiRequest(user.id);
    return getAi().generatePronunciation(body);
  },
  { body: pronunciationGenerateRequestSchema, maxBodyBytes: 5_000 },
);

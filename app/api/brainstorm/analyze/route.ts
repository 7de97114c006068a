// POST /api/brainstorm/analyze - organise a spoken brainstorm: { ideas, structure?, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { brainstormAnalyzeRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ req, body, user }) => {
    const call = await guardAiRequest(user.id, req.signal, body.transcript);
    return getAi().analyzeBrainstorm(body, call);
  },
  { body: brainstormAnalyzeRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

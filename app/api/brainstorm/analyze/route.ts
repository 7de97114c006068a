// POST /api/brainstorm/analyze - organise a spoken brainstorm: { ideas, structure?, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { brainstormAnalyzeRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.brainstormAnalysis,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.transcript], (call) => getAi().analyzeBrainstorm(body, call));
  },
  { body: brainstormAnalyzeRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

// POST /api/legal/format - format a legal dictation: { formattedDocument, keyPoints, citations, actionItems, warnings?, suggestions?, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { legalFormatRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.legal,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.transcript], (call) => getAi().formatLegal(body, call));
  },
  { body: legalFormatRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

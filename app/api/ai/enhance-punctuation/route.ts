// POST /api/ai/enhance-punctuation - punctuation and capitals for dictated text: { enhancedText, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { enhancePunctuationRequestSchema, MAX_AI_BODY_BYTES } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { aiApi } from "@/lib/schemas/endpoints/ai";

export const POST = withAuth(
  aiApi.enhancePunctuation,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.text], async (call) => {
      const { enhancedText, engine } = await getAi().enhancePunctuation({ text: body.text, dictated: body.dictated }, call);
      return { enhancedText, engine };
    });
  },
  { body: enhancePunctuationRequestSchema, maxBodyBytes: MAX_AI_BODY_BYTES },
);

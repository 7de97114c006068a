// GET /api/brainstorm/prompt?category= - one brainstorming prompt: { id, category, prompt, followUp, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { brainstormPromptQuerySchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const GET = withAuth(
  voiceToolsApi.brainstormPrompt,
  async ({ req, query, user }) => {
    return runGuardedAi(user.id, req.signal, [], (call) => getAi().brainstormPrompt({ category: query.category }, call));
  },
  { query: brainstormPromptQuerySchema },
);

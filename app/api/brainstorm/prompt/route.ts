// GET /api/brainstorm/prompt?category= - one brainstorming prompt: { id, category, prompt, followUp, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { brainstormPromptQuerySchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const GET = withAuth(
  async ({ req, query, user }) => {
    const call = await guardAiRequest(user.id, req.signal);
    return getAi().brainstormPrompt({ category: query.category }, call);
  },
  { query: brainstormPromptQuerySchema },
);

// POST /api/brainstorm/starters - conversation starters for a topic: { starters, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { brainstormStartersRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ req, body, user }) => {
    const call = await guardAiRequest(user.id, req.signal, body.topic);
    return getAi().brainstormStarters(body, call);
  },
  { body: brainstormStartersRequestSchema, maxBodyBytes: 5_000 },
);

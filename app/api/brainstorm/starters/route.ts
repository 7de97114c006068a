// POST /api/brainstorm/starters - conversation starters for a topic: { starters, engine }
import { getAi } from "@/lib/ai";
import { guardAiRequest } from "@/lib/ai/server/guard";
import { brainstormStartersRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";

export const POST = withAuth(
  async ({ body, user }) => {
    guardAiRequest(user.id, body.topic);
    return getAi().brainstormStarters(body);
  },
  { body: brainstormStartersRequestSchema, maxBodyBytes: 5_000 },
);

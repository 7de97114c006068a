// POST /api/brainstorm/starters - conversation starters for a topic: { starters, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { brainstormStartersRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { api } from "@/lib/schemas/endpoints";

export const POST = withAuth(
  api.ai.brainstormStarters,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.topic], (call) => getAi().brainstormStarters(body, call));
  },
  { body: brainstormStartersRequestSchema, maxBodyBytes: 5_000 },
);

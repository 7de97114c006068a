// POST /api/brainstorm/starters - conversation starters for a topic: { starters, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { brainstormStartersRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.brainstormStarters,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [body.topic], (call) => getAi().brainstormStarters(body, call));
  },
  { body: brainstormStartersRequestSchema, maxBodyBytes: 5_000 },
);

// POST /api/pronunciation/generate - practice exercises for a language, difficulty and category: { exercises, engine }
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { pronunciationGenerateRequestSchema } from "@/lib/schemas/ai";
import { withAuth } from "@/lib/server/http";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";

export const POST = withAuth(
  voiceToolsApi.pronunciationExercises,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [], (call) => getAi().generatePronunciation(body, call));
  },
  { body: pronunciationGenerateRequestSchema, maxBodyBytes: 5_000 },
);

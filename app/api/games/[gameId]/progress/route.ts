// POST /api/games/{gameType}/progress - save a finished session { gameType, score, correct, streak } (bounded; 400 otherwise)
import { withAuth } from "@/lib/server/http";
import { saveProgressSchema } from "@/lib/schemas/games";
import { saveProgress } from "@/lib/server/games/save-progress";
import { gamesApi } from "@/lib/schemas/endpoints/games";

export const POST = withAuth(gamesApi.saveProgress, ({ params, body, user }) => saveProgress(user.id, params.gameId, body), {
  body: saveProgressSchema,
  maxBodyBytes: 2_000,
});

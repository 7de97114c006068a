// POST /api/games/{gameType}/progress - save a finished session { gameType, score, correct, streak } (bounded; 400 otherwise)
import { withAuth } from "@/lib/server/http";
import { saveProgressSchema } from "@/lib/schemas/games";
import { saveProgress } from "@/lib/server/games/save-progress";
import { api } from "@/lib/schemas/endpoints";

export const POST = withAuth(api.games.saveProgress, ({ params, body, user }) => saveProgress(user.id, params.gameId, body), {
  body: saveProgressSchema,
  maxBodyBytes: 2_000,
});

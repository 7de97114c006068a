// GET /api/games/progress - the user's progress per game: level, total score, best streak, best score, words learned
import { withAuth } from "@/lib/server/http";
import { listProgress } from "@/lib/server/games/list-progress";
import { gamesApi } from "@/lib/schemas/endpoints/games";

export const GET = withAuth(gamesApi.progress, ({ user }) => listProgress(user.id));

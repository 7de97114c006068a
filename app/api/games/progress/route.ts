// GET /api/games/progress - the user's progress per game: level, total score, best streak, best score, words learned
import { withAuth } from "@/lib/server/http";
import { listProgress } from "@/lib/server/games/list-progress";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.games.progress, ({ user }) => listProgress(user.id));

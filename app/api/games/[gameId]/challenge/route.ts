// GET /api/games/{gameId}/challenge - a new challenge at the user's level: { question, options?, correctAnswer, hints, ... }
import { withAuth } from "@/lib/server/http";
import { getChallenge } from "@/lib/server/games/get-challenge";

export const dynamic = "force-dynamic";

export const GET = withAuth(({ params, user }) => getChallenge(user.id, params.gameId));

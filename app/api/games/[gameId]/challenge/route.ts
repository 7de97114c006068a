// GET /api/games/{gameId}/challenge?asked=... - a new challenge at the user's level: { question, options?, correctAnswer, hints, ... }
// `asked` (optional): the correct answers already asked this session, one per line, so none repeats.
import { withAuth } from "@/lib/server/http";
import { getChallenge } from "@/lib/server/games/get-challenge";
import { challengeQuerySchema } from "@/lib/schemas/games";
import { gamesApi } from "@/lib/schemas/endpoints/games";

export const dynamic = "force-dynamic";

export const GET = withAuth(gamesApi.challenge, ({ params, user, query }) => getChallenge(user.id, params.gameId, query.asked), { query: challengeQuerySchema });

import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { generateChallenge } from "@/lib/games/challenges";
import { isGameId } from "@/lib/games/definitions";
import { WORDS } from "@/lib/games/words";
import type { GameChallenge } from "@/lib/schemas/games";

export function gameNotFound() {
  return ApiError.notFound("There is no game with that name.");
}

/**
 * A new challenge for the user's current level in that game (level 1 before they have played),
 * not one of the `asked` answers of this session while the level has others.
 */
export async function getChallenge(userId: string, gameId: string, asked: readonly string[] = []): Promise<GameChallenge> {
  if (!isGameId(gameId)) throw gameNotFound();
  const progress = await db.gameProgress.findUnique({
    where: { userId_gameType: { userId, gameType: gameId } },
    select: { level: true },
  });
  return generateChallenge(gameId, progress?.level ?? 1, WORDS, Math.random, asked);
}

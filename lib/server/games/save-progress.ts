import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { applySession } from "@/lib/games/level-rules";
import { isGameId } from "@/lib/games/definitions";
import type { GameProgressDto, SaveProgressInput } from "@/lib/schemas/games";
import { gameNotFound } from "@/lib/server/games/get-challenge";
import { progressSelect, toProgressDto } from "@/lib/server/games/progress-shape";

const START = { level: 1, score: 0, streak: 0, bestScore: 0, wordsLearned: 0 };

/**
 * Adds one finished session to the user's progress in a game (level rules: lib/games/level-rules.ts).
 * Read and write happen in one transaction; the unique (user, game) row is created on first save.
 */
export async function saveProgress(userId: string, gameType: string, input: SaveProgressInput): Promise<GameProgressDto> {
  if (!isGameId(gameType)) throw gameNotFound();
  if (input.gameType !== gameType) throw ApiError.badRequest("The game in the body does not match the address.");
  return db.$transaction(async (tx) => {
    const where = { userId_gameType: { userId, gameType } };
    const before = await tx.gameProgress.findUnique({ where, select: progressSelect });
    const next = { ...applySession(before ?? START, input), lastPlayed: new Date() };
    const row = await tx.gameProgress.upsert({
      where,
      create: { userId, gameType, ...next },
      update: next,
      select: progressSelect,
    });
    return toProgressDto(row);
  });
}

import "server-only";
import { db } from "@/lib/server/db";
import type { GameProgressDto } from "@/lib/schemas/games";
import { progressSelect, toProgressDto } from "@/lib/server/games/progress-shape";

/** The user's progress records, most recently played first. */
export async function listProgress(userId: string): Promise<GameProgressDto[]> {
  const rows = await db.gameProgress.findMany({
    where: { userId },
    select: progressSelect,
    orderBy: [{ lastPlayed: { sort: "desc", nulls: "last" } }, { gameType: "asc" }],
  });
  return rows.map(toProgressDto);
}

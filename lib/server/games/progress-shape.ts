import "server-only";
import type { GameProgressDto } from "@/lib/schemas/games";

export const progressSelect = {
  id: true,
  gameType: true,
  level: true,
  score: true,
  streak: true,
  bestScore: true,
  wordsLearned: true,
  lastPlayed: true,
} as const;

type Row = Omit<GameProgressDto, "lastPlayed"> & { lastPlayed: Date | null };

export function toProgressDto(row: Row): GameProgressDto {
  return { ...row, lastPlayed: row.lastPlayed?.toISOString() ?? null };
}

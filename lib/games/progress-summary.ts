// The four summary cards of /games (core-product §2) from the user's progress records.
import { BEST_SCORE_BAR_MAX } from "@/lib/games/definitions";

type Record = { score: number; streak: number; level: number; bestScore: number };

export function summarizeProgress(records: readonly Record[]) {
  return {
    totalScore: records.reduce((sum, r) => sum + r.score, 0),
    bestStreak: records.reduce((best, r) => Math.max(best, r.streak), 0),
    gamesPlayed: records.length,
    highestLevel: records.reduce((best, r) => Math.max(best, r.level), 0),
  };
}

/** Width of the best-score bar in percent: full at 1000 points. */
export function bestScorePercent(bestScore: number): number {
  return Math.min(100, Math.round((Math.max(0, bestScore) / BEST_SCORE_BAR_MAX) * 100));
}

// A game session's score keeping (core-product §4, §9), as a pure reducer. Correct: +10 and
// streak +1; wrong: streak back to 0. The figures sent at the end are derived from it.
import { CHALLENGES_PER_ROUND, POINTS_PER_CORRECT, type GameId } from "@/lib/games/definitions";

export type SessionStats = {
  score: number;
  streak: number;
  bestStreak: number;
  correct: number;
  answered: number;
  /** Answers in the current round (Continue Playing starts a new round). */
  roundAnswered: number;
};

export const EMPTY_SESSION: SessionStats = { score: 0, streak: 0, bestStreak: 0, correct: 0, answered: 0, roundAnswered: 0 };

export function recordAnswer(stats: SessionStats, isCorrect: boolean): SessionStats {
  const streak = isCorrect ? stats.streak + 1 : 0;
  return {
    score: stats.score + (isCorrect ? POINTS_PER_CORRECT : 0),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
    correct: stats.correct + (isCorrect ? 1 : 0),
    answered: stats.answered + 1,
    roundAnswered: stats.roundAnswered + 1,
  };
}

export function isRoundComplete(stats: SessionStats): boolean {
  return stats.roundAnswered >= CHALLENGES_PER_ROUND;
}

export function startNextRound(stats: SessionStats): SessionStats {
  return { ...stats, roundAnswered: 0 };
}

/** Accuracy in whole percent: correct over answered (0 before any answer). */
export function accuracyPercent(stats: Pick<SessionStats, "correct" | "answered">): number {
  return stats.answered === 0 ? 0 : Math.round((stats.correct / stats.answered) * 100);
}

/** From this accuracy up, the finish toast says the spec's "Great job!". */
export const PASSING_PERCENT = 50;

/**
 * The 'Game Complete!' toast's text: the spec's "Great job!" from a passing score up; below it,
 * encouragement that does not praise a score it would be odd to praise.
 */
export function finalScoreText(percent: number): string {
  if (percent >= PASSING_PERCENT) return `Final score: ${percent}% - Great job!`;
  if (percent > 0) return `Final score: ${percent}% - Good effort! Keep practising and your score will climb.`;
  return `Final score: ${percent}% - That round was a tricky one. Have another go: every try is practice.`;
}

/** The body of POST /api/games/{gameType}/progress; correct = more than half right. */
export function progressBody(gameType: GameId, stats: SessionStats) {
  return { gameType, score: stats.score, correct: stats.correct * 2 > stats.answered, streak: stats.bestStreak };
}

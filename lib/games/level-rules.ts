// Level-up rules for saved game progress (documented in the README):
//  - Each saved session adds its score to the game's total score; bestScore is the best single
//    session; streak keeps the best streak ever; wordsLearned adds one per correct answer
//    (score / 10).
//  - The level a total earns is 1 + one level per 200 points, at most 10 (200 points = 20 right
//    answers per level).
//  - A level is only gained at the end of a session that was mostly right (`correct`: more than
//    half the answers right). A weaker session still adds its points, so the next good session
//    catches up. Levels never go down.
import { MAX_LEVEL, POINTS_PER_CORRECT } from "@/lib/games/definitions";

export const POINTS_PER_LEVEL = 200;

export type ProgressTotals = { level: number; score: number; streak: number; bestScore: number; wordsLearned: number };
export type SessionResult = { score: number; correct: boolean; streak: number };

export function levelForScore(totalScore: number): number {
  return Math.min(MAX_LEVEL, 1 + Math.floor(totalScore / POINTS_PER_LEVEL));
}

export function applySession(before: ProgressTotals, session: SessionResult): ProgressTotals {
  const score = before.score + session.score;
  return {
    score,
    level: session.correct ? Math.max(before.level, levelForScore(score)) : before.level,
    streak: Math.max(before.streak, session.streak),
    bestScore: Math.max(before.bestScore, session.score),
    wordsLearned: before.wordsLearned + session.score / POINTS_PER_CORRECT,
  };
}

import { z } from "zod";
import { GAME_IDS, MAX_ANSWERS_PER_SESSION, POINTS_PER_CORRECT } from "@/lib/games/definitions";
import { ASKED_SEPARATOR, MAX_ASKED } from "@/lib/games/asked-query";

// Games (core-product §3 Game progress / Game challenge, §7): the challenge and progress shapes
// and the body of POST /api/games/{gameType}/progress. The body is bounded so a client cannot
// write arbitrary scores: at most MAX_ANSWERS_PER_SESSION answers' worth of points, in steps of
// 10, and a streak no longer than the number of right answers the score allows.

export type GameChallenge = {
  gameId: string;
  level: number;
  question: string;
  /** Reading comprehension: the passage to read before the question. */
  passage?: string;
  options?: string[];
  correctAnswer: string;
  /** Other answers that also count as right (word association). */
  acceptedAnswers: string[];
  hints: string[];
  /** Spelling bee: the word to say aloud (speech synthesis); never shown. */
  speak?: string;
};

export type GameProgressDto = {
  id: string;
  gameType: string;
  level: number;
  /** Total points over all sessions. */
  score: number;
  /** Best streak ever. */
  streak: number;
  bestScore: number;
  wordsLearned: number;
  /** ISO 8601 */
  lastPlayed: string | null;
};

/**
 * The query of GET /api/games/{gameId}/challenge: `asked`, the correct answers of the challenges
 * already asked this session, oldest first, joined by new lines, so the next one is not a repeat.
 */
export const challengeQuerySchema = z
  .object({
    asked: z
      .string()
      .max(MAX_ASKED * 201, "Too many earlier answers.")
      .optional()
      .transform((s) => (s ? s.split(ASKED_SEPARATOR) : []))
      .pipe(z.array(z.string().max(200, "An earlier answer is too long.")).max(MAX_ASKED, `Send at most ${MAX_ASKED} earlier answers.`)),
  })
  .strict();

const MAX_SESSION_SCORE = MAX_ANSWERS_PER_SESSION * POINTS_PER_CORRECT;

export const saveProgressSchema = z
  .object({
    gameType: z.enum(GAME_IDS, { error: "Unknown game." }),
    score: z
      .number({ error: "Score must be a number." })
      .int()
      .min(0)
      .max(MAX_SESSION_SCORE, `A session scores at most ${MAX_SESSION_SCORE} points.`)
      .refine((s) => s % POINTS_PER_CORRECT === 0, `Scores go up in steps of ${POINTS_PER_CORRECT}.`),
    correct: z.boolean({ error: "Say whether most answers were right." }),
    streak: z.number({ error: "Streak must be a number." }).int().min(0).max(MAX_ANSWERS_PER_SESSION),
  })
  .strict()
  .refine((b) => b.streak * POINTS_PER_CORRECT <= b.score, {
    message: "The streak cannot be longer than the number of right answers.",
    path: ["streak"],
  })
  .refine((b) => !b.correct || b.score > 0, { message: "A mostly right session has points.", path: ["correct"] });

export type SaveProgressInput = z.infer<typeof saveProgressSchema>;

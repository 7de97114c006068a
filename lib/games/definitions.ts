// The six built-in games (core-product §3 Game definition) and the session constants (core-product §9).
// Pure data: imported by the client (cards) and the server (validation).

export const GAME_IDS = [
  "spelling-bee",
  "vocabulary-builder",
  "pronunciation-practice",
  "reading-comprehension",
  "word-association",
  "sentence-builder",
] as const;
export type GameId = (typeof GAME_IDS)[number];

export type GameDifficulty = "beginner" | "intermediate" | "advanced";

export type GameDefinition = {
  id: GameId;
  name: string;
  description: string;
  category: string;
  difficulty: GameDifficulty;
  /** minutes */
  estimatedTime: number;
  skillsImproved: string[];
  /** How the player answers best: by voice (pronunciation) or either. */
  answerMode: "voice" | "voice-or-typed";
};

export const GAMES: readonly GameDefinition[] = [
  {
    id: "spelling-bee",
    name: "Spelling Bee",
    description: "Listen to a word read aloud, then spell it by typing or saying the letters.",
    category: "Spelling",
    difficulty: "beginner",
    estimatedTime: 15,
    skillsImproved: ["Spelling", "Listening", "Letter patterns"],
    answerMode: "voice-or-typed",
  },
  {
    id: "vocabulary-builder",
    name: "Vocabulary Builder",
    description: "Read a definition and pick the word that matches it.",
    category: "Vocabulary",
    difficulty: "intermediate",
    estimatedTime: 20,
    skillsImproved: ["Word meanings", "Reading", "Word choice"],
    answerMode: "voice-or-typed",
  },
  {
    id: "pronunciation-practice",
    name: "Pronunciation Practice",
    description: "Say the word on the screen clearly and check that you were understood.",
    category: "Speaking",
    difficulty: "intermediate",
    estimatedTime: 25,
    skillsImproved: ["Pronunciation", "Speaking confidence", "Dictation accuracy"],
    answerMode: "voice",
  },
  {
    id: "reading-comprehension",
    name: "Reading Comprehension",
    description: "Read a short passage and answer a question about it.",
    category: "Reading",
    difficulty: "advanced",
    estimatedTime: 30,
    skillsImproved: ["Understanding", "Finding details", "Reading stamina"],
    answerMode: "voice-or-typed",
  },
  {
    id: "word-association",
    name: "Word Association",
    description: "Say a word that goes with the word you are given. Many answers are right.",
    category: "Vocabulary",
    difficulty: "beginner",
    estimatedTime: 18,
    skillsImproved: ["Word links", "Thinking speed", "Synonyms"],
    answerMode: "voice-or-typed",
  },
  {
    id: "sentence-builder",
    name: "Sentence Builder",
    description: "Put mixed-up words back in the right order to make a sentence.",
    category: "Grammar",
    difficulty: "beginner",
    estimatedTime: 12,
    skillsImproved: ["Word order", "Grammar", "Sentence structure"],
    answerMode: "voice-or-typed",
  },
];

export function isGameId(value: unknown): value is GameId {
  return typeof value === "string" && (GAME_IDS as readonly string[]).includes(value);
}

export function getGame(id: GameId): GameDefinition {
  return GAMES.find((g) => g.id === id)!;
}

/** core-product §9 */
export const POINTS_PER_CORRECT = 10;
export const RESULT_PAUSE_MS = 2000;
export const VOICE_AUTO_SUBMIT_MS = 500;
export const BEST_SCORE_BAR_MAX = 1000;
/** Challenges in one round; then 'Session Complete' offers Continue Playing or Finish Game. */
export const CHALLENGES_PER_ROUND = 10;
/** The most answers one saved session may report (Continue Playing adds rounds). */
export const MAX_ANSWERS_PER_SESSION = 100;
export const MAX_LEVEL = 10;

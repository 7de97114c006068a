import { z } from "zod";
import { MAX_TIME_SPENT_SECONDS } from "@/lib/training/limits";

// Dictation training (voice-tools-and-enterprise §3, §4, §7, §9). Paths chosen here (the spec
// leaves the modules path open): GET /api/training/programs, GET /api/training/programs/{id}/modules,
// GET /api/training/progress, POST /api/training/modules/{id}/start, POST .../complete.

export const TRAINING_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];
export const DIFFICULTY_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const MODULE_TYPES = ["theory", "dictation_practice"] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export { MAX_TIME_SPENT_SECONDS, MIN_TRANSCRIPT_CHARS } from "@/lib/training/limits";

export type AssessmentCriteria = {
  /** Accuracy (0-100) at which the practice counts as passed. */
  passingAccuracy: number;
  /** Whether punctuation marks count as words in the score (the punctuation modules). */
  countPunctuation: boolean;
  focus: string[];
};

export const completeModuleSchema = z.strictObject({
  /** 0-100. Required for dictation practice; null for reading a theory module. */
  score: z
    .number({ error: "Score must be a number from 0 to 100." })
    .int("Score must be a whole number.")
    .min(0, "Score must be from 0 to 100.")
    .max(100, "Score must be from 0 to 100.")
    .nullable(),
  /** Seconds spent on this attempt. */
  timeSpent: z
    .number({ error: "Time spent must be a number of seconds." })
    .int("Time spent must be whole seconds.")
    .min(0, "Time spent cannot be negative.")
    .max(MAX_TIME_SPENT_SECONDS, "Time spent is longer than a day."),
});
export type CompleteModuleInput = z.input<typeof completeModuleSchema>;

export type TrainingProgramDto = {
  id: string;
  name: string;
  description: string | null;
  targetAudience: string | null;
  difficultyLevel: string;
  estimatedDuration: number;
  moduleCount: number;
  objectives: string[];
  prerequisites: string | null;
};

export type TrainingModuleDto = {
  id: string;
  programId: string;
  title: string;
  description: string | null;
  content: string | null;
  moduleType: ModuleType;
  orderIndex: number;
  estimatedTime: number;
  practiceTexts: string[];
  assessmentCriteria: AssessmentCriteria | null;
};

export type TrainingProgressDto = {
  programId: string;
  moduleId: string | null;
  status: TrainingStatus;
  score: number | null;
  /** Seconds, summed over attempts. */
  timeSpent: number;
  attempts: number;
  dictationAccuracy: number | null;
  startedAt: string | null;
  completedAt: string | null;
};

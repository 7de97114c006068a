import "server-only";
import { ApiError } from "@/lib/server/errors";
import type { AssessmentCriteria, ModuleType, TrainingModuleDto, TrainingProgressDto, TrainingStatus } from "@/lib/schemas/training";

export const programSelect = {
  id: true,
  name: true,
  description: true,
  targetAudience: true,
  difficultyLevel: true,
  estimatedDuration: true,
  moduleCount: true,
  objectives: true,
  prerequisites: true,
} as const;

export const moduleSelect = {
  id: true,
  programId: true,
  title: true,
  description: true,
  content: true,
  moduleType: true,
  orderIndex: true,
  estimatedTime: true,
  practiceTexts: true,
  assessmentCriteria: true,
} as const;

export const progressSelect = {
  programId: true,
  moduleId: true,
  status: true,
  score: true,
  timeSpent: true,
  attempts: true,
  dictationAccuracy: true,
  startedAt: true,
  completedAt: true,
} as const;

type ModuleRow = Omit<TrainingModuleDto, "moduleType" | "practiceTexts" | "assessmentCriteria"> & {
  moduleType: string;
  practiceTexts: unknown;
  assessmentCriteria: unknown;
};

export function toModuleDto(row: ModuleRow): TrainingModuleDto {
  const texts = Array.isArray(row.practiceTexts) ? row.practiceTexts.filter((t): t is string => typeof t === "string") : [];
  const criteria = row.assessmentCriteria as Partial<AssessmentCriteria> | null;
  return {
    ...row,
    moduleType: (row.moduleType === "dictation_practice" ? "dictation_practice" : "theory") as ModuleType,
    practiceTexts: texts,
    assessmentCriteria:
      criteria && typeof criteria === "object" && typeof criteria.passingAccuracy === "number"
        ? { passingAccuracy: criteria.passingAccuracy, countPunctuation: criteria.countPunctuation === true, focus: Array.isArray(criteria.focus) ? criteria.focus : [] }
        : null,
  };
}

type ProgressRow = Omit<TrainingProgressDto, "status" | "startedAt" | "completedAt"> & {
  status: string;
  startedAt: Date | null;
  completedAt: Date | null;
};

export function toProgressDto(row: ProgressRow): TrainingProgressDto {
  return {
    ...row,
    status: row.status as TrainingStatus,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function moduleNotFound() {
  return ApiError.notFound("We could not find that training module.");
}

export function programNotFound() {
  return ApiError.notFound("We could not find that training program.");
}

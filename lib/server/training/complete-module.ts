import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import type { TrainingProgressDto } from "@/lib/schemas/training";
import { moduleNotFound, progressSelect, toProgressDto } from "@/lib/server/training/training-shape";

type Completion = { score: number | null; timeSpent: number };

/**
 * Marks a module completed with this attempt's score and time (time is added up over attempts;
 * the best score is kept). Dictation practice needs a score; a theory module is completed by reading.
 */
export async function completeModule(userId: string, moduleId: string, input: Completion): Promise<TrainingProgressDto> {
  const trainingModule = await db.trainingModule.findFirst({
    where: { id: moduleId, program: { isActive: true } },
    select: { id: true, programId: true, moduleType: true },
  });
  if (!trainingModule) throw moduleNotFound();
  const isPractice = trainingModule.moduleType === "dictation_practice";
  if (isPractice && input.score === null) throw ApiError.badRequest("Send the score of your dictation practice.", [{ path: "score", message: "Required for dictation practice.", code: "invalid_type" }]);
  const score = isPractice ? input.score : null;
  const now = new Date();
  return db.$transaction(async (tx) => {
    const existing = await tx.userTrainingProgress.findUnique({ where: { userId_moduleId: { userId, moduleId } }, select: { score: true } });
    const best = score === null ? (existing?.score ?? null) : Math.max(score, existing?.score ?? 0);
    const row = await tx.userTrainingProgress.upsert({
      where: { userId_moduleId: { userId, moduleId } },
      create: {
        userId,
        moduleId,
        programId: trainingModule.programId,
        status: "completed",
        startedAt: now,
        completedAt: now,
        attempts: 1,
        score,
        dictationAccuracy: score,
        timeSpent: input.timeSpent,
      },
      update: {
        status: "completed",
        completedAt: now,
        score: best,
        dictationAccuracy: score ?? undefined,
        timeSpent: { increment: input.timeSpent },
      },
      select: progressSelect,
    });
    return toProgressDto(row);
  });
}

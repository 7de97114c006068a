import "server-only";
import { db } from "@/lib/server/db";
import type { TrainingProgressDto } from "@/lib/schemas/training";
import { moduleNotFound, progressSelect, toProgressDto } from "@/lib/server/training/training-shape";

/**
 * Starts (or restarts) a module: attempts + 1 and a new startedAt. A module not yet completed
 * becomes in_progress; a completed one stays completed while it is practised again (review).
 */
export async function startModule(userId: string, moduleId: string): Promise<TrainingProgressDto> {
  const trainingModule = await db.trainingModule.findFirst({ where: { id: moduleId, program: { isActive: true } }, select: { id: true, programId: true } });
  if (!trainingModule) throw moduleNotFound();
  const now = new Date();
  return db.$transaction(async (tx) => {
    const existing = await tx.userTrainingProgress.findUnique({ where: { userId_moduleId: { userId, moduleId } }, select: { status: true } });
    const row = await tx.userTrainingProgress.upsert({
      where: { userId_moduleId: { userId, moduleId } },
      create: { userId, moduleId, programId: trainingModule.programId, status: "in_progress", startedAt: now, attempts: 1 },
      update: { status: existing?.status === "completed" ? "completed" : "in_progress", startedAt: now, attempts: { increment: 1 } },
      select: progressSelect,
    });
    return toProgressDto(row);
  });
}

import "server-only";
import { db } from "@/lib/server/db";
import type { TrainingProgressDto } from "@/lib/schemas/training";
import { progressSelect, toProgressDto } from "@/lib/server/training/training-shape";

/** The user's own progress records. */
export async function listProgress(userId: string): Promise<TrainingProgressDto[]> {
  const rows = await db.userTrainingProgress.findMany({ where: { userId }, select: progressSelect, orderBy: { updatedAt: "desc" } });
  return rows.map(toProgressDto);
}

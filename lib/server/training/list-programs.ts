import "server-only";
import { db } from "@/lib/server/db";
import type { TrainingProgramDto } from "@/lib/schemas/training";
import { programSelect } from "@/lib/server/training/training-shape";

/** Active programs, in a stable order (beginner first). */
export async function listPrograms(): Promise<TrainingProgramDto[]> {
  const rows = await db.trainingProgram.findMany({ where: { isActive: true }, select: programSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const rank: Record<string, number> = { beginner: 0, intermediate: 1, advanced: 2 };
  return rows.sort((a, b) => (rank[a.difficultyLevel] ?? 3) - (rank[b.difficultyLevel] ?? 3));
}

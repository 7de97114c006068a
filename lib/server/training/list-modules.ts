import "server-only";
import { db } from "@/lib/server/db";
import type { TrainingModuleDto } from "@/lib/schemas/training";
import { moduleSelect, programNotFound, toModuleDto } from "@/lib/server/training/training-shape";

/** The modules of an active program in order; an unknown or inactive program is 404. */
export async function listModules(programId: string): Promise<TrainingModuleDto[]> {
  const program = await db.trainingProgram.findFirst({ where: { id: programId, isActive: true }, select: { id: true } });
  if (!program) throw programNotFound();
  const rows = await db.trainingModule.findMany({ where: { programId }, select: moduleSelect, orderBy: [{ orderIndex: "asc" }, { id: "asc" }] });
  return rows.map(toModuleDto);
}

import "server-only";
import { db } from "@/lib/server/db";
import type { ConsultationDto } from "@/lib/schemas/consultations";
import { consultationNotFound, consultationSelect, toConsultationDto } from "@/lib/server/consultations/consultation-shape";

/** One of the user's consultations; someone else's is 404. */
export async function getConsultation(userId: string, id: string): Promise<ConsultationDto> {
  const row = await db.consultation.findFirst({ where: { id, userId }, select: consultationSelect });
  if (!row) throw consultationNotFound();
  return toConsultationDto(row);
}

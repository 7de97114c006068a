import "server-only";
import { db } from "@/lib/server/db";
import type { ConsultationDto } from "@/lib/schemas/consultations";
import { consultationSelect, toConsultationDto } from "@/lib/server/consultations/consultation-shape";

/** The user's own consultation requests, newest first. */
export async function listConsultations(userId: string): Promise<ConsultationDto[]> {
  const rows = await db.consultation.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: consultationSelect,
  });
  return rows.map(toConsultationDto);
}

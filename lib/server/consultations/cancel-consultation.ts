import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import { CANCELLABLE_STATUSES, statusLabel, type ConsultationDto } from "@/lib/schemas/consultations";
import { consultationNotFound, consultationSelect, toConsultationDto } from "@/lib/server/consultations/consultation-shape";

/**
 * The owner cancels a pending or scheduled request (status -> cancelled). Cancelling twice
 * answers the cancelled request again; other transitions are staff work and are not exposed.
 */
export async function cancelConsultation(userId: string, id: string): Promise<ConsultationDto> {
  const updated = await db.consultation.updateMany({
    where: { id, userId, status: { in: [...CANCELLABLE_STATUSES] } },
    data: { status: "cancelled" },
  });
  const row = await db.consultation.findFirst({ where: { id, userId }, select: consultationSelect });
  if (!row) throw consultationNotFound();
  if (updated.count === 0 && row.status !== "cancelled") {
    throw ApiError.conflict(`This consultation is ${statusLabel(row.status).toLowerCase()} and can no longer be cancelled.`);
  }
  return toConsultationDto(row);
}

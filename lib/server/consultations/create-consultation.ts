import "server-only";
import { db } from "@/lib/server/db";
import { assertConsultationRoom } from "@/lib/server/quotas";
import { lockUser } from "@/lib/server/users/lock-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ConsultationDto, CreateConsultationData } from "@/lib/schemas/consultations";
import { consultationSelect, toConsultationDto } from "@/lib/server/consultations/consultation-shape";

/**
 * A new request; it always starts pending (the client cannot choose the status). 409 when the
 * user already has as many open requests as the quota allows (counted under the user's lock).
 */
export async function createConsultation(userId: string, input: CreateConsultationData): Promise<ConsultationDto> {
  const row = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertConsultationRoom(tx, userId);
    return tx.consultation.create({
      data: {
        userId,
        companyName: input.companyName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        employeeCount: input.employeeCount,
        industryType: input.industryType,
        accommodationNeeds: input.accommodationNeeds as Prisma.InputJsonObject,
        scheduledDate: input.scheduledDate,
        duration: input.duration,
        consultationType: input.consultationType,
        priority: input.priority,
        budget: input.budget,
        notes: input.notes,
        status: "pending",
      },
      select: consultationSelect,
    });
  });
  return toConsultationDto(row);
}

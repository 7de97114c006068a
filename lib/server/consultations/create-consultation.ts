import "server-only";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ConsultationDto, CreateConsultationData } from "@/lib/schemas/consultation";
import { consultationSelect, toConsultationDto } from "@/lib/server/consultations/consultation-shape";

/** A new request; it always starts pending (the client cannot choose the status). */
export async function createConsultation(userId: string, input: CreateConsultationData): Promise<ConsultationDto> {
  const row = await db.consultation.create({
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
  return toConsultationDto(row);
}

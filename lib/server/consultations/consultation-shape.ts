import "server-only";
import { ApiError } from "@/lib/server/errors";
import type { ConsultationDto, ConsultationPriority, ConsultationStatus } from "@/lib/schemas/consultations";

export const consultationSelect = {
  id: true,
  companyName: true,
  contactEmail: true,
  contactPhone: true,
  employeeCount: true,
  industryType: true,
  accommodationNeeds: true,
  status: true,
  scheduledDate: true,
  duration: true,
  consultationType: true,
  priority: true,
  budget: true,
  notes: true,
  createdAt: true,
  updatedAt: true,
} as const;

type ConsultationRow = {
  id: string;
  companyName: string;
  contactEmail: string;
  contactPhone: string | null;
  employeeCount: number | null;
  industryType: string | null;
  accommodationNeeds: unknown;
  status: string;
  scheduledDate: Date | null;
  duration: number;
  consultationType: string;
  priority: string;
  budget: number | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toConsultationDto(row: ConsultationRow): ConsultationDto {
  const needs = row.accommodationNeeds;
  return {
    ...row,
    accommodationNeeds: needs && typeof needs === "object" && !Array.isArray(needs) ? (needs as Record<string, unknown>) : {},
    status: row.status as ConsultationStatus,
    priority: row.priority as ConsultationPriority,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function consultationNotFound() {
  return ApiError.notFound("We could not find that consultation.");
}

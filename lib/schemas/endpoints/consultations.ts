// Consultations: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { ConsultationDto, createConsultationSchema } from "@/lib/schemas/consultations";

export const consultationsApi = {
  list: defineRoute("GET", "/api/consultations").takes<{ answer: ConsultationDto[] }>(),
  create: defineRoute("POST", "/api/consultations").takes<{ body: typeof createConsultationSchema; answer: ConsultationDto }>(),
  get: defineRoute("GET", "/api/consultations/[id]").takes<{ answer: ConsultationDto }>(),
  cancel: defineRoute("POST", "/api/consultations/[id]/cancel").takes<{ answer: ConsultationDto }>(),
};

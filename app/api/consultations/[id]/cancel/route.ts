// POST /api/consultations/{id}/cancel - the owner cancels a pending or scheduled request
import { withAuth } from "@/lib/server/http";
import { consultationId } from "@/lib/server/consultations/consultation-id";
import { cancelConsultation } from "@/lib/server/consultations/cancel-consultation";
import { consultationsApi } from "@/lib/schemas/endpoints/consultations";

export const POST = withAuth(consultationsApi.cancel, ({ params, user }) => cancelConsultation(user.id, consultationId(params)));

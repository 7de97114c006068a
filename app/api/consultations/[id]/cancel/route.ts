// POST /api/consultations/{id}/cancel - the owner cancels a pending or scheduled request
import { withAuth } from "@/lib/server/http";
import { consultationId } from "@/lib/server/consultations/consultation-id";
import { cancelConsultation } from "@/lib/server/consultations/cancel-consultation";
import { api } from "@/lib/schemas/endpoints";

export const POST = withAuth(api.consultations.cancel, ({ params, user }) => cancelConsultation(user.id, consultationId(params)));

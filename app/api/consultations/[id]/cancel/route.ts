// POST /api/consultations/{id}/cancel - the owner cancels a pending or scheduled request
import { withAuth } from "@/lib/server/http";
import { consultationId } from "@/lib/server/consultations/consultation-id";
import { cancelConsultation } from "@/lib/server/consultations/cancel-consultation";

export const POST = withAuth(({ params, user }) => cancelConsultation(user.id, consultationId(params)));

// GET /api/consultations/{id} - one of the user's consultations (someone else's is 404)
import { withAuth } from "@/lib/server/http";
import { consultationId } from "@/lib/server/consultations/consultation-id";
import { getConsultation } from "@/lib/server/consultations/get-consultation";
import { consultationsApi } from "@/lib/schemas/endpoints/consultations";

export const GET = withAuth(consultationsApi.get, ({ params, user }) => getConsultation(user.id, consultationId(params)));

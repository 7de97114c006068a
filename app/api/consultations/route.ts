// GET /api/consultations - the user's consultation requests, newest first
// POST /api/consultations - request a consultation (starts pending); 201 with the request
import { answerJson, withAuth } from "@/lib/server/http";
import { createConsultationSchema } from "@/lib/schemas/consultations";
import { listConsultations } from "@/lib/server/consultations/list-consultations";
import { createConsultation } from "@/lib/server/consultations/create-consultation";
import { consultationsApi } from "@/lib/schemas/endpoints/consultations";

export const GET = withAuth(consultationsApi.list, ({ user }) => listConsultations(user.id));

export const POST = withAuth(
  consultationsApi.create,
  async ({ body, user }) => answerJson(await createConsultation(user.id, body), { status: 201 }),
  { body: createConsultationSchema, maxBodyBytes: 64_000 },
);

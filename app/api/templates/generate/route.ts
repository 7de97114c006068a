// POST /api/templates/generate - generate a template from a type and requirements, store it: { id, ...template, engine }
import { createGeneratedTemplate } from "@/lib/server/templates/create-generated-template";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { generateTemplateRequestSchema } from "@/lib/schemas/ai";
import { answerJson, withAuth } from "@/lib/server/http";
import { templatesApi } from "@/lib/schemas/endpoints/templates";

export const POST = withAuth(
  templatesApi.generate,
  async ({ req, body, user }) => {
    return runGuardedAi(user.id, req.signal, [], async (call) => answerJson(await createGeneratedTemplate(user.id, body, call), { status: 201 }));
  },
  { body: generateTemplateRequestSchema, maxBodyBytes: 20_000 },
);

// POST /api/training/modules/{id}/complete - {score, timeSpent}: status completed, completedAt now
import { withAuth } from "@/lib/server/http";
import { completeModuleSchema } from "@/lib/schemas/training";
import { completeModule } from "@/lib/server/training/complete-module";
import { moduleIdParam } from "@/lib/server/training/training-ids";
import { trainingApi } from "@/lib/schemas/endpoints/training";

export const POST = withAuth(trainingApi.completeModule, ({ params, body, user }) => completeModule(user.id, moduleIdParam(params), body), {
  body: completeModuleSchema,
});

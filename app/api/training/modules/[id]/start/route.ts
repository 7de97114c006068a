// POST /api/training/modules/{id}/start - status in_progress, startedAt now, attempts + 1
import { withAuth } from "@/lib/server/http";
import { startModule } from "@/lib/server/training/start-module";
import { moduleIdParam } from "@/lib/server/training/training-ids";
import { trainingApi } from "@/lib/schemas/endpoints/training";

export const POST = withAuth(trainingApi.startModule, ({ params, user }) => startModule(user.id, moduleIdParam(params)));

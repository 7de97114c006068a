// POST /api/training/modules/{id}/start - status in_progress, startedAt now, attempts + 1
import { withAuth } from "@/lib/server/http";
import { startModule } from "@/lib/server/training/start-module";
import { moduleIdParam } from "@/lib/server/training/training-ids";
import { api } from "@/lib/schemas/endpoints";

export const POST = withAuth(api.training.startModule, ({ params, user }) => startModule(user.id, moduleIdParam(params)));

// GET /api/training/progress - the user's progress records (programId, moduleId, status, score...)
import { withAuth } from "@/lib/server/http";
import { listProgress } from "@/lib/server/training/list-progress";
import { trainingApi } from "@/lib/schemas/endpoints/training";

export const GET = withAuth(trainingApi.progress, ({ user }) => listProgress(user.id));

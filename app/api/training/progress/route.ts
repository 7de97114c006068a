// GET /api/training/progress - the user's progress records (programId, moduleId, status, score...)
import { withAuth } from "@/lib/server/http";
import { listProgress } from "@/lib/server/training/list-progress";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.training.progress, ({ user }) => listProgress(user.id));

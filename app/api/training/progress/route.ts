// GET /api/training/progress - the user's progress records (programId, moduleId, status, score...)
import { withAuth } from "@/lib/server/http";
import { listProgress } from "@/lib/server/training/list-progress";

export const GET = withAuth(({ user }) => listProgress(user.id));

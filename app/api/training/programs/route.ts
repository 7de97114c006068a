// GET /api/training/programs - the active dictation training programs
import { withAuth } from "@/lib/server/http";
import { listPrograms } from "@/lib/server/training/list-programs";
import { trainingApi } from "@/lib/schemas/endpoints/training";

export const GET = withAuth(trainingApi.programs, () => listPrograms());

// GET /api/training/programs - the active dictation training programs
import { withAuth } from "@/lib/server/http";
import { listPrograms } from "@/lib/server/training/list-programs";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.training.programs, () => listPrograms());

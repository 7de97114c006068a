// GET /api/training/programs - the active dictation training programs
import { withAuth } from "@/lib/server/http";
import { listPrograms } from "@/lib/server/training/list-programs";

export const GET = withAuth(() => listPrograms());

// GET /api/training/programs/{id}/modules - a program's modules in order (unknown program 404)
import { withAuth } from "@/lib/server/http";
import { listModules } from "@/lib/server/training/list-modules";
import { programIdParam } from "@/lib/server/training/training-ids";
import { trainingApi } from "@/lib/schemas/endpoints/training";

export const GET = withAuth(trainingApi.modules, ({ params }) => listModules(programIdParam(params)));

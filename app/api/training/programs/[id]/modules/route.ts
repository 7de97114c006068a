// GET /api/training/programs/{id}/modules - a program's modules in order (unknown program 404)
import { withAuth } from "@/lib/server/http";
import { listModules } from "@/lib/server/training/list-modules";
import { programIdParam } from "@/lib/server/training/training-ids";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.training.modules, ({ params }) => listModules(programIdParam(params)));

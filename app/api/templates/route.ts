// GET /api/templates?category={id} - templates the user can use (built-in and their own), optionally one category
import { withAuth } from "@/lib/server/http";
import { listTemplatesQuerySchema } from "@/lib/schemas/templates";
import { listTemplates } from "@/lib/server/templates/list-templates";
import { templatesApi } from "@/lib/schemas/endpoints/templates";

export const GET = withAuth(templatesApi.list, ({ user, query }) => listTemplates(user.id, query), { query: listTemplatesQuerySchema });

// GET /api/templates?category={id} - templates the user can use (built-in and their own), optionally one category
import { withAuth } from "@/lib/server/http";
import { listTemplatesQuerySchema } from "@/lib/schemas/templates";
import { listTemplates } from "@/lib/server/templates/list-templates";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.templates.list, ({ user, query }) => listTemplates(user.id, query), { query: listTemplatesQuerySchema });

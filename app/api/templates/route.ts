// GET /api/templates?category={id} - templates the user can use (built-in and their own), optionally one category
import { withAuth } from "@/lib/server/http";
import { listTemplatesQuerySchema } from "@/lib/schemas/templates";
import { listTemplates } from "@/lib/server/templates/list-templates";

export const GET = withAuth(({ user, query }) => listTemplates(user.id, query), { query: listTemplatesQuerySchema });

// GET /api/templates/categories - the six categories: { category, name, subcategories, count }
import { withAuth } from "@/lib/server/http";
import { listTemplateCategories } from "@/lib/server/templates/list-template-categories";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.templates.categories, ({ user }) => listTemplateCategories(user.id));

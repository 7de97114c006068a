// GET /api/templates/categories - the six categories: { category, name, subcategories, count }
import { withAuth } from "@/lib/server/http";
import { listTemplateCategories } from "@/lib/server/templates/list-template-categories";
import { templatesApi } from "@/lib/schemas/endpoints/templates";

export const GET = withAuth(templatesApi.categories, ({ user }) => listTemplateCategories(user.id));

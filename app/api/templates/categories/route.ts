// GET /api/templates/categories - the six categories: { category, name, subcategories, count }
import { withAuth } from "@/lib/server/http";
import { listTemplateCategories } from "@/lib/server/templates/list-template-categories";

export const GET = withAuth(({ user }) => listTemplateCategories(user.id));

import "server-only";
import { db } from "@/lib/server/db";
import { TEMPLATE_CATEGORIES, type TemplateCategoryDto } from "@/lib/schemas/templates";
import { visibleTo } from "@/lib/server/templates/template-shape";

/** The six built-in categories with the subcategories and number of templates the user can see in each. */
export async function listTemplateCategories(userId: string): Promise<TemplateCategoryDto[]> {
  const rows = await db.template.findMany({ where: visibleTo(userId), select: { category: true, subcategory: true } });
  return TEMPLATE_CATEGORIES.map(({ id, name }) => {
    const inCategory = rows.filter((r) => r.category === id);
    const subcategories = [...new Set(inCategory.map((r) => r.subcategory).filter((s): s is string => Boolean(s)))].sort();
    return { category: id, name, subcategories, count: inCategory.length };
  });
}

import "server-only";
import { db } from "@/lib/server/db";
import type { ListTemplatesQuery, TemplateSummary } from "@/lib/schemas/templates";
import { templateSummarySelect, toTemplateSummary, visibleTo } from "@/lib/server/templates/template-shape";

/** Templates the user can use (built-in and their own), optionally in one category: own first, then by name. */
export async function listTemplates(userId: string, query: ListTemplatesQuery = {}): Promise<TemplateSummary[]> {
  const rows = await db.template.findMany({
    where: { AND: [visibleTo(userId), query.category ? { category: query.category } : {}] },
    select: templateSummarySelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const templates = rows.map((row) => toTemplateSummary(row, userId));
  return [...templates.filter((t) => t.isOwn), ...templates.filter((t) => !t.isOwn)];
}

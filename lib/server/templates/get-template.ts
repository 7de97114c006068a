import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import type { TemplateDetail } from "@/lib/schemas/templates";
import { templateDetailSelect, toTemplateDetail, visibleTo } from "@/lib/server/templates/template-shape";

export function templateNotFound() {
  return ApiError.notFound("We could not find that template.");
}

/**
 * A template's full content for the editor (/editor?template={id}). Reading it is not a use:
 * opening or reloading the editor counts nothing; a use is counted when a document is created
 * from it (POST /api/documents with templateId).
 */
export async function getTemplate(userId: string, id: string): Promise<TemplateDetail> {
  const row = await db.template.findFirst({ where: { AND: [{ id }, visibleTo(userId)] }, select: templateDetailSelect });
  if (!row) throw templateNotFound();
  return toTemplateDetail(row, userId);
}

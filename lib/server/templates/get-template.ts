import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import type { TemplateDetail } from "@/lib/schemas/templates";
import { templateDetailSelect, toTemplateDetail, visibleTo } from "@/lib/server/templates/template-shape";

export function templateNotFound() {
  return ApiError.notFound("We could not find that template.");
}

/**
 * A template's full content for the editor, counting one use. GET /api/templates/{id} is what
 * the editor calls when it starts a document from a template (/editor?template={id}), so each
 * successful read is a use: usageCount goes up by one, atomically.
 */
export async function getTemplateForUse(userId: string, id: string): Promise<TemplateDetail> {
  const { count } = await db.template.updateMany({
    where: { AND: [{ id }, visibleTo(userId)] },
    data: { usageCount: { increment: 1 } },
  });
  if (count === 0) throw templateNotFound();
  const row = await db.template.findUniqueOrThrow({ where: { id }, select: templateDetailSelect });
  return toTemplateDetail(row, userId);
}

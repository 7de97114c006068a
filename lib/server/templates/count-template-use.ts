import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleTo } from "@/lib/server/templates/template-shape";

/**
 * One use of a template: a document was created from it. Only a template the user can see is
 * counted (true); any other id is ignored (false), so the document is still created and nothing is revealed.
 */
export async function countTemplateUse(tx: Prisma.TransactionClient, userId: string, templateId: string): Promise<boolean> {
  const { count } = await tx.template.updateMany({
    where: { AND: [{ id: templateId }, visibleTo(userId)] },
    data: { usageCount: { increment: 1 } },
  });
  return count > 0;
}

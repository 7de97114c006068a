import "server-only";
// Generates a template and stores it as the user's own (private) template row.
import { getAi } from "@/lib/server/ai";
import { TEMPLATE_CATEGORIES } from "@/lib/ai/local/templates";
import type { CallOptions } from "@/lib/ai/provider";
import type { GenerateTemplateRequest } from "@/lib/schemas/ai";
import { db } from "@/lib/server/db";
import { assertTemplateRoom } from "@/lib/server/quotas";
import { lockUser } from "@/lib/server/users/lock-user";

export const templateSelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  subcategory: true,
  content: true,
  structure: true,
  tags: true,
  isPublic: true,
  isPremium: true,
  usageCount: true,
  createdAt: true,
} as const;

/**
 * Generates a template and keeps it as the user's own. A user at their template quota is refused
 * before the AI is asked (no work for nothing), and again when storing it, under the user's lock,
 * so concurrent requests cannot pass the quota either.
 */
export async function createGeneratedTemplate(userId: string, request: GenerateTemplateRequest, call?: CallOptions) {
  await assertTemplateRoom(db, userId);
  const generated = await getAi().generateTemplate(request, call);
  const row = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertTemplateRoom(tx, userId);
    return tx.template.create({
      data: {
        name: generated.name,
        description: generated.description,
        category: TEMPLATE_CATEGORIES[request.templateType],
        subcategory: request.templateType,
        content: generated.content,
        structure: generated.structure,
        tags: generated.tags,
        promptFields: request.requirements,
        createdById: userId,
        isPublic: false,
      },
      select: templateSelect,
    });
  });
  return { ...row, createdAt: row.createdAt.toISOString(), engine: generated.engine };
}

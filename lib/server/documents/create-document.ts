import "server-only";
import { db } from "@/lib/server/db";
import type { CreateDocumentData, DocumentDto } from "@/lib/schemas/documents";
import { documentSelect, toDocumentDto } from "@/lib/server/documents/document-shape";
import { assertContentWithinLimit } from "@/lib/server/documents/content-limit";
import { recordRevision } from "@/lib/server/revisions/record-revision";
import { payReferralAfterSave } from "@/lib/server/referral/referral-payment";
import { countTemplateUse } from "@/lib/server/templates/count-template-use";
import { lockUser } from "@/lib/server/users/lock-user";
import { assertDocumentRoom, keepStoredTextWithinQuota } from "@/lib/server/quotas";
import { enforceSaveRateLimit } from "@/lib/server/rate-limit";
import { countWords } from "@/lib/text/counts";

export async function createDocument(userId: string, input: CreateDocumentData): Promise<DocumentDto> {
  assertContentWithinLimit(input.content);
  await enforceSaveRateLimit(userId);
  const row = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertDocumentRoom(tx, userId, Buffer.byteLength(input.content, "utf8"));
    // started from a template the user can see: one use of it, and the document says which
    const template = input.templateId && (await countTemplateUse(tx, userId, input.templateId)) ? input.templateId : null;
    const created = await tx.document.create({
      data: { userId, title: input.title, content: input.content, wordCount: countWords(input.content), type: input.type, template },
      select: documentSelect,
    });
    await recordRevision(tx, created, input.source);
    await keepStoredTextWithinQuota(tx, userId);
    return created;
  });
  await payReferralAfterSave(userId);
  return toDocumentDto(row);
}

import "server-only";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/generated/prisma/client";
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
import { liveDocument, liveDocuments } from "@/lib/server/documents/live-documents";
import { writeVersion } from "@/lib/server/documents/update-document";

type Fields = { title: string; content: string; type: string | null };

/**
 * The user's live document made by the create that carried `createKey`, while it is still as that
 * create left it (version 1; the user's row is locked). One changed since (renamed or edited in
 * another tab or device) is never written over by a repeat: the repeat makes a new document.
 */
function documentMadeBy(tx: Prisma.TransactionClient, userId: string, createKey: string) {
  return tx.document.findFirst({
    where: { ...liveDocuments(userId), version: 1, metadata: { path: ["createKey"], equals: createKey } },
    select: documentSelect,
  });
}

function sameFields(a: Fields, b: Fields) {
  return a.title === b.title && a.content === b.content && a.type === b.type;
}

export async function createDocument(userId: string, input: CreateDocumentData): Promise<DocumentDto> {
  assertContentWithinLimit(input.content);
  await enforceSaveRateLimit(userId);
  const row = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const fields = { title: input.title, content: input.content, wordCount: countWords(input.content), type: input.type };
    // the same create again (its answer never reached the editor): the document it made takes this save
    const made = input.createKey ? await documentMadeBy(tx, userId, input.createKey) : null;
    await assertDocumentRoom(tx, userId, Buffer.byteLength(input.content, "utf8"), made?.id);
    if (made && sameFields(made, fields)) return made;
    if (made) return writeVersion(tx, userId, liveDocument(userId, made.id), fields, input.source);
    // started from a template the user can see: one use of it, and the document says which
    const template = input.templateId && (await countTemplateUse(tx, userId, input.templateId)) ? input.templateId : null;
    const created = await tx.document.create({
      data: { userId, ...fields, template, metadata: input.createKey ? { createKey: input.createKey } : undefined },
      select: documentSelect,
    });
    await recordRevision(tx, created, input.source);
    await keepStoredTextWithinQuota(tx, userId);
    return created;
  });
  await payReferralAfterSave(userId);
  return toDocumentDto(row);
}

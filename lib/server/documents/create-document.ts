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
 * The user's live document made by the create that carried `createKey`, while only creates with
 * that key have written it (the user's row is locked): its version is 1, or the one the last
 * repeat of that create wrote. A repeat whose answer was lost (the page reloaded at once) still
 * finds it. One changed since by anything else (renamed or edited in another tab or device) is
 * never written over by a repeat: the repeat makes a new document.
 */
async function documentMadeBy(tx: Prisma.TransactionClient, userId: string, createKey: string) {
  const rows = await tx.document.findMany({
    where: { ...liveDocuments(userId), metadata: { path: ["createKey"], equals: createKey } },
    select: { ...documentSelect, metadata: true },
  });
  const made = rows.find((row) => row.version === 1 || row.version === keyVersion(row.metadata));
  if (!made) return null;
  const { metadata, ...doc } = made;
  return { doc, metadata: metadata as Prisma.JsonObject };
}

function keyVersion(metadata: Prisma.JsonValue | null) {
  const value = metadata && typeof metadata === "object" && !Array.isArray(metadata) ? metadata.keyVersion : null;
  return typeof value === "number" ? value : null;
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
    const found = input.createKey ? await documentMadeBy(tx, userId, input.createKey) : null;
    const made = found?.doc;
    await assertDocumentRoom(tx, userId, Buffer.byteLength(input.content, "utf8"), made?.id);
    if (made && sameFields(made, fields)) return made;
    if (found && made) {
      const saved = await writeVersion(tx, userId, liveDocument(userId, made.id), fields, input.source);
      // this version too is the create's own: a later repeat of it still finds the document
      await tx.document.update({
        where: liveDocument(userId, made.id),
        data: { metadata: { ...found.metadata, keyVersion: saved.version } },
        select: { id: true },
      });
      return saved;
    }
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

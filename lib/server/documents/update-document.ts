import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import {
  VERSION_CONFLICT_CODE,
  VERSION_CONFLICT_MESSAGE,
  type DocumentDto,
  type UpdateDocumentData,
} from "@/lib/schemas/documents";
import { documentSelect, toDocumentDto } from "@/lib/server/documents/document-shape";
import { assertContentWithinLimit } from "@/lib/server/documents/content-limit";
import { documentNotFound, findDocument } from "@/lib/server/documents/get-document";
import { liveDocument } from "@/lib/server/documents/live-documents";
import { recordRevision } from "@/lib/server/revisions/record-revision";
import { payReferralAfterSave } from "@/lib/server/referral/referral-payment";
import { lockUser } from "@/lib/server/users/lock-user";
import { assertDocumentRoom, keepStoredTextWithinQuota } from "@/lib/server/quotas";
import { enforceSaveRateLimit } from "@/lib/server/rate-limit";
import { countWords } from "@/lib/text/counts";
import type { RevisionSource } from "@/lib/schemas/revisions";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * One new version of a document inside the caller's transaction (the user's row locked): the row
 * written with its word count, its revision recorded, the stored text kept within the quota.
 * `where` names the row, with the version expected when the save must not overwrite another.
 */
export async function writeVersion(
  tx: Prisma.TransactionClient,
  userId: string,
  where: Prisma.DocumentWhereUniqueInput,
  fields: { title: string; content: string; type: string },
  source: RevisionSource,
) {
  const saved = await tx.document.update({
    where,
    data: { ...fields, wordCount: countWords(fields.content), version: { increment: 1 } },
    select: documentSelect,
  });
  await recordRevision(tx, saved, source);
  await keepStoredTextWithinQuota(tx, userId);
  return saved;
}

/**
 * Saves a document only if it still has the version the client loaded: one UPDATE whose
 * WHERE holds id, owner and version (and RETURNING the new row), so two saves of the same
 * version cannot both win and the answer is exactly what this save wrote. A stale save is
 * refused with 409 and the server copy, so the editor can let the person choose (keep
 * mine, keep theirs, keep both) instead of overwriting silently. The save and its revision
 * are one transaction.
 */
export async function updateDocument(
  userId: string,
  id: string,
  input: Omit<UpdateDocumentData, "source"> & { source: RevisionSource },
): Promise<DocumentDto> {
  assertContentWithinLimit(input.content);
  await enforceSaveRateLimit(userId);
  try {
    const row = await db.$transaction(async (tx) => {
      await lockUser(tx, userId);
      await assertDocumentRoom(tx, userId, Buffer.byteLength(input.content, "utf8"), id);
      return writeVersion(tx, userId, { ...liveDocument(userId, id), version: input.version }, { title: input.title, content: input.content, type: input.type }, input.source);
    });
    await payReferralAfterSave(userId);
    return toDocumentDto(row);
  } catch (err) {
    if ((err as { code?: string }).code !== "P2025") throw err;
  }
  const current = await findDocument(userId, id);
  if (!current) throw documentNotFound();
  throw new ApiError(409, VERSION_CONFLICT_CODE, VERSION_CONFLICT_MESSAGE, { current });
}

import "server-only";
import { db } from "@/lib/server/db";
import type { CreateDocumentData, DocumentDto } from "@/lib/schemas/document";
import { documentSelect, toDocumentDto } from "@/lib/server/documents/document-shape";
import { assertContentWithinLimit } from "@/lib/server/documents/content-limit";
import { recordRevision } from "@/lib/server/revisions/record-revision";

export async function createDocument(userId: string, input: CreateDocumentData): Promise<DocumentDto> {
  assertContentWithinLimit(input.content);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.document.create({
      data: { userId, title: input.title, content: input.content, type: input.type },
      select: documentSelect,
    });
    await recordRevision(tx, created, input.source);
    return created;
  });
  return toDocumentDto(row);
}

import "server-only";
import { db } from "@/lib/server/db";
import { documentNotFound } from "@/lib/server/documents/get-document";

/** Deletes one of the user's documents; 404 when it is missing or someone else's. */
export async function deleteDocument(userId: string, id: string): Promise<void> {
  const { count } = await db.document.deleteMany({ where: { id, userId } });
  if (count === 0) throw documentNotFound();
}

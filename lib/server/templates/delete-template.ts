import "server-only";
import { db } from "@/lib/server/db";
import { templateNotFound } from "@/lib/server/templates/get-template";

/** Deletes one of the user's own generated templates (the way to make room under the quota); 404 for any other. */
export async function deleteOwnTemplate(userId: string, id: string): Promise<void> {
  const { count } = await db.template.deleteMany({ where: { id, createdById: userId, isPublic: false } });
  if (count === 0) throw templateNotFound();
}

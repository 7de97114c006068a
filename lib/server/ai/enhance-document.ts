import "server-only";
// Enhances one of the user's documents and returns the new content without saving it: the
// editor replaces its text and marks it unsaved; the user decides whether to save.
import { getAi } from "@/lib/server/ai";
import { runGuardedAi } from "@/lib/server/ai/guard";
import { getDocument } from "@/lib/server/documents/get-document";

export async function enhanceUserDocument(userId: string, documentId: string, signal?: AbortSignal) {
  // Ownership first: someone else's document is a 404, and costs no AI budget.
  const doc = await getDocument(userId, documentId);
  return runGuardedAi(userId, signal, [doc.content], async (call) => {
    if (!doc.content.trim()) return { content: doc.content, engine: "local" as const };
    const result = await getAi().enhanceDocument({ content: doc.content, type: doc.type, title: doc.title }, call);
    return { content: result.content, engine: result.engine };
  });
}

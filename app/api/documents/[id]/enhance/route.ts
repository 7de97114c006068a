// POST /api/documents/{id}/enhance - improved content of one of the user's documents, not saved: { content, engine }
import { enhanceUserDocument } from "@/lib/ai/server/enhance-document";
import { ApiError } from "@/lib/server/errors";
import { idParam, withAuth } from "@/lib/server/http";

export const POST = withAuth(async ({ req, params, user }) => {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw ApiError.notFound("We could not find that document. It may have been deleted.");
  return enhanceUserDocument(user.id, id.data, req.signal);
});

// POST /api/documents/{id}/enhance - improved content of one of the user's documents, not saved: { content, engine }
import { enhanceUserDocument } from "@/lib/server/ai/enhance-document";
import { DOCUMENT_NOT_FOUND } from "@/lib/schemas/documents";
import { idParams, withAuth } from "@/lib/server/http";
import { aiApi } from "@/lib/schemas/endpoints/ai";

export const POST = withAuth(aiApi.enhanceDocument, async ({ req, params, user }) => enhanceUserDocument(user.id, params.id, req.signal), {
  params: idParams,
  notFound: DOCUMENT_NOT_FOUND,
});

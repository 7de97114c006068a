// GET /api/documents/{id} - one of the user's documents (someone else's is 404)
// PUT /api/documents/{id} - save title, content, type against the loaded version; 409 with the server copy when stale
// DELETE /api/documents/{id} - delete one of the user's documents; 204
import { idParam, withAuth } from "@/lib/server/http";
import { ApiError } from "@/lib/server/errors";
import { MAX_DOCUMENT_BODY_BYTES, updateDocumentSchema } from "@/lib/schemas/document";
import { getDocument } from "@/lib/server/documents/get-document";
import { updateDocument } from "@/lib/server/documents/update-document";
import { deleteDocument } from "@/lib/server/documents/delete-document";

// A malformed id cannot name a document: answer 404 like any other missing one.
function documentId(params: Record<string, string>): string {
  const parsed = idParam.safeParse(params.id);
  if (!parsed.success) throw ApiError.notFound("We could not find that document. It may have been deleted.");
  return parsed.data;
}

export const GET = withAuth(({ params, user }) => getDocument(user.id, documentId(params)));

export const PUT = withAuth(({ params, body, user }) => updateDocument(user.id, documentId(params), body), {
  body: updateDocumentSchema,
  maxBodyBytes: MAX_DOCUMENT_BODY_BYTES,
});

export const DELETE = withAuth(async ({ params, user }) => {
  await deleteDocument(user.id, documentId(params));
  return undefined;
});

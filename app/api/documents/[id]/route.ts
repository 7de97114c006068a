// GET /api/documents/{id} - one of the user's documents (someone else's is 404)
// PUT /api/documents/{id} - save title, content, type against the loaded version; 409 with the server copy when stale
// DELETE /api/documents/{id} - delete one of the user's documents: { id, title, deletedAt, restorableUntil };
//   POST /api/documents/{id}/restore brings the same document back until restorableUntil
import { idParams, withAuth } from "@/lib/server/http";
import { DOCUMENT_NOT_FOUND, MAX_DOCUMENT_BODY_BYTES, updateDocumentSchema } from "@/lib/schemas/documents";
import { getDocument } from "@/lib/server/documents/get-document";
import { updateDocument } from "@/lib/server/documents/update-document";
import { deleteDocument } from "@/lib/server/documents/delete-document";
import { documentsApi } from "@/lib/schemas/endpoints/documents";

// A malformed id cannot name a document: the wrapper answers 404 like any other missing one.
const byId = { params: idParams, notFound: DOCUMENT_NOT_FOUND };

export const GET = withAuth(documentsApi.get, ({ params, user }) => getDocument(user.id, params.id), byId);

export const PUT = withAuth(documentsApi.update, ({ params, body, user }) => updateDocument(user.id, params.id, body), {
  ...byId,
  body: updateDocumentSchema,
  maxBodyBytes: MAX_DOCUMENT_BODY_BYTES,
});

export const DELETE = withAuth(documentsApi.delete, ({ params, user }) => deleteDocument(user.id, params.id), byId);

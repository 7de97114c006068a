// POST /api/documents/{id}/restore - Undo of a delete: the same document (id, text, version, history)
// comes back and is answered; 404 when someone else's, never existing or past the retention period,
// 409 when it is not deleted
import { idParams, withAuth } from "@/lib/server/http";
import { DOCUMENT_NOT_FOUND } from "@/lib/schemas/documents";
import { restoreDocument } from "@/lib/server/documents/restore-document";
import { documentsApi } from "@/lib/schemas/endpoints/documents";

export const POST = withAuth(documentsApi.restore, ({ params, user }) => restoreDocument(user.id, params.id), {
  params: idParams,
  notFound: DOCUMENT_NOT_FOUND,
});

// GET /api/documents/{id}/revisions - the document's saved revisions, newest first (no full content; a short preview)
import { idParams, withAuth } from "@/lib/server/http";
import { DOCUMENT_NOT_FOUND } from "@/lib/schemas/documents";
import { listRevisions } from "@/lib/server/revisions/list-revisions";
import { revisionsApi } from "@/lib/schemas/endpoints/revisions";

export const GET = withAuth(revisionsApi.list, ({ params, user }) => listRevisions(user.id, params.id), {
  params: idParams,
  notFound: DOCUMENT_NOT_FOUND,
});

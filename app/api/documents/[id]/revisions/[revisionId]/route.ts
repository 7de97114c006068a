// GET /api/documents/{id}/revisions/{revisionId} - one revision with its full content
import { withAuth } from "@/lib/server/http";
import { REVISION_NOT_FOUND } from "@/lib/schemas/revisions";
import { getRevision } from "@/lib/server/revisions/get-revision";
import { revisionParams } from "@/lib/server/revisions/revision-params";
import { revisionsApi } from "@/lib/schemas/endpoints/revisions";

export const GET = withAuth(revisionsApi.get, ({ params, user }) => getRevision(user.id, params.id, params.revisionId), {
  params: revisionParams,
  notFound: REVISION_NOT_FOUND,
});

// POST /api/documents/{id}/revisions/{revisionId}/restore - { version } -> the document with that revision's
// title, content and type saved as a new version (409 with the server copy when the version is stale)
import { withAuth } from "@/lib/server/http";
import { REVISION_NOT_FOUND, restoreRevisionSchema } from "@/lib/schemas/revisions";
import { restoreRevision } from "@/lib/server/revisions/restore-revision";
import { revisionParams } from "@/lib/server/revisions/revision-params";
import { revisionsApi } from "@/lib/schemas/endpoints/revisions";

export const POST = withAuth(
  revisionsApi.restore,
  ({ params, body, user }) => restoreRevision(user.id, params.id, params.revisionId, body.version),
  { params: revisionParams, notFound: REVISION_NOT_FOUND, body: restoreRevisionSchema },
);

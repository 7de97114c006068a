// POST /api/referral/visits - this browser opened a shared link (code from ?ref=); 200 with counted: true when the
// visit confirmed one of the sharer's pending shares (someone else's browser, first visit of it), else counted: false
import { withPublic } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/auth";
import { recordVisitSchema } from "@/lib/schemas/referral";
import { browserKeyOfRequest } from "@/lib/server/referrals/browsers";
import { recordShareVisit } from "@/lib/server/referrals/share-visits";

export const POST = withPublic(
  async ({ req, body }) =>
    recordShareVisit({ code: body.code, browserKey: browserKeyOfRequest(req), sessionUserId: (await getSessionUser(req))?.id ?? null }),
  { body: recordVisitSchema, maxBodyBytes: 1_000 },
);

// POST /api/referral/visits - this browser opened a shared link (code from ?ref=); 200 with counted: true when the
// visit confirmed one of the sharer's pending shares (someone else's browser, whose cookie we issued a while ago,
// first visit of it and of its address today), else counted: false (with retryAfterSeconds when the cookie is too
// new); 429 past the per-address limit
import { withPublic } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/auth";
import { recordVisitSchema } from "@/lib/schemas/referral";
import { knownBrowserOfRequest } from "@/lib/server/referral/browsers";
import { recordShareVisit } from "@/lib/server/referral/share-visits";
import { clientAddress, enforceShareVisitRateLimit, knownAddress } from "@/lib/server/rate-limit";
import { referralApi } from "@/lib/schemas/endpoints/referral";

export const POST = withPublic(
  referralApi.recordVisit,
  async ({ req, body }) => {
    const address = clientAddress(req.headers);
    await enforceShareVisitRateLimit(address);
    return recordShareVisit({
      code: body.code,
      browser: await knownBrowserOfRequest(req),
      addressKey: knownAddress(address),
      sessionUserId: (await getSessionUser(req))?.id ?? null,
    });
  },
  { body: recordVisitSchema, maxBodyBytes: 1_000 },
);

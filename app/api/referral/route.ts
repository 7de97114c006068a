// GET /api/referral - the user's own referral code (generated once, stored), link and friends joined
import { withAuth } from "@/lib/server/http";
import { env } from "@/lib/env";
import { getReferral } from "@/lib/server/referral/get-referral";
import { browserKeyOfRequest, rememberUserBrowser } from "@/lib/server/referral/browsers";
import { referralApi } from "@/lib/schemas/endpoints/referral";

export const GET = withAuth(referralApi.mine, async ({ req, user }) => {
  // The browser that shows the link is the sharer's: its own visits to the link earn nothing.
  await rememberUserBrowser(user.id, await browserKeyOfRequest(req));
  return getReferral(user.id, env().NEXTAUTH_URL ?? req.nextUrl.origin);
});

// GET /api/referral - the user's own referral code (generated once, stored), link and friends joined
import { withAuth } from "@/lib/server/http";
import { env } from "@/lib/env";
import { getReferral } from "@/lib/server/referrals/get-referral";

export const GET = withAuth(({ req, user }) => getReferral(user.id, env().NEXTAUTH_URL ?? req.nextUrl.origin));

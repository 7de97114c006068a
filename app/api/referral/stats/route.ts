// GET /api/referral/stats - the user's coins, referrals, shares, rank, challenges, redemptions and the board
import { withAuth } from "@/lib/server/http";
import { getRewardStats } from "@/lib/server/referral/reward-ledger";
import { referralApi } from "@/lib/schemas/endpoints/referral";

export const GET = withAuth(referralApi.stats, ({ user }) => getRewardStats(user.id));

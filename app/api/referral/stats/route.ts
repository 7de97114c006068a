// GET /api/referral/stats - the user's coins, referrals, shares, rank, challenges, redemptions and the board
import { withAuth } from "@/lib/server/http";
import { getRewardStats } from "@/lib/server/referral/reward-ledger";
import { api } from "@/lib/schemas/endpoints";

export const GET = withAuth(api.referral.stats, ({ user }) => getRewardStats(user.id));

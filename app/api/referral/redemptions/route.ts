// POST /api/referral/redemptions - spend coins on a reward (rewardKey); 201, or 409 when coins are short
import { withAuth } from "@/lib/server/http";
import { redeemRewardSchema } from "@/lib/schemas/referral";
import { redeemReward } from "@/lib/server/referral/reward-ledger";

export const POST = withAuth(
  async ({ body, user }) => Response.json(await redeemReward(user.id, body.rewardKey), { status: 201 }),
  { body: redeemRewardSchema, maxBodyBytes: 1_000 },
);

// POST /api/referral/redemptions - spend coins on a reward (rewardKey); 201, or 409 when coins are short
import { answerJson, withAuth } from "@/lib/server/http";
import { redeemRewardSchema } from "@/lib/schemas/referral";
import { redeemReward } from "@/lib/server/referral/reward-ledger";
import { referralApi } from "@/lib/schemas/endpoints/referral";

export const POST = withAuth(
  referralApi.redeem,
  async ({ body, user }) => answerJson(await redeemReward(user.id, body.rewardKey), { status: 201 }),
  { body: redeemRewardSchema, maxBodyBytes: 1_000 },
);

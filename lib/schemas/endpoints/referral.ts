// Referrals: the reader's code, shares, rewards and visits: each endpoint's contract (lib/api-contract.ts), bound
// by its route handler and called from lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type * as referral from "@/lib/schemas/referral";

export const referralApi = {
  mine: defineRoute("GET", "/api/referral").takes<{ answer: referral.ReferralDto }>(),
  stats: defineRoute("GET", "/api/referral/stats").takes<{ answer: referral.RewardStatsDto }>(),
  recordShare: defineRoute("POST", "/api/referral/shares").takes<{ body: typeof referral.recordShareSchema; answer: referral.RecordShareResultDto }>(),
  redeem: defineRoute("POST", "/api/referral/redemptions").takes<{ body: typeof referral.redeemRewardSchema; answer: referral.RedemptionDto }>(),
  recordVisit: defineRoute("POST", "/api/referral/visits").takes<{ body: typeof referral.recordVisitSchema; answer: referral.VisitResultDto }>(),
};

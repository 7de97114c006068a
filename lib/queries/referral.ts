"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type { RecordShareResultDto, RedemptionDto, ReferralDto, RewardStatsDto } from "@/lib/schemas/referral";
import type { ShareChannel } from "@/lib/share/rewards";

import { referralKeys } from "@/lib/queries/keys";

export { referralKeys } from "@/lib/queries/keys";

/** The user's own referral code and link (the code is generated on the first request). */
export function useReferral() {
  return useQuery<ReferralDto>({ queryKey: referralKeys.mine });
}

/** Coins, referrals, shares, rank, challenges and redemptions, all from the user's ledger. */
export function useRewardStats() {
  return useQuery<RewardStatsDto>({ queryKey: referralKeys.stats });
}

/**
 * Records a share after it happened (the copy or download already worked, so a failed record
 * stays quiet). It is pending until someone opens the link: the page's pending figure grows.
 */
export function useRecordShare() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (channel: ShareChannel) => apiJson<RecordShareResultDto>("POST", "/api/referral/shares", { channel }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.stats, exact: true }),
  });
  return (channel: ShareChannel) => mutation.mutate(channel);
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardKey: string) => apiJson<RedemptionDto>("POST", "/api/referral/redemptions", { rewardKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.stats, exact: true }),
  });
}


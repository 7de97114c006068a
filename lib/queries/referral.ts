"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { referralApi } from "@/lib/schemas/endpoints/referral";
import type { RedeemRewardInput } from "@/lib/schemas/referral";
import type { ShareChannel } from "@/lib/share/rewards";

import { referralKeys } from "@/lib/queries/keys";

export { referralKeys } from "@/lib/queries/keys";

/** The user's own referral code and link (the code is generated on the first request). */
export function useReferral() {
  return useQuery({ queryKey: referralKeys.mine, queryFn: ({ signal }) => callApi(referralApi.mine, {}, { signal }) });
}

/** Coins, referrals, shares, rank, challenges and redemptions, all from the user's ledger. */
export function useRewardStats() {
  return useQuery({ queryKey: referralKeys.stats, queryFn: ({ signal }) => callApi(referralApi.stats, {}, { signal }) });
}

/**
 * Records a share after it happened (the copy or download already worked, so a failed record
 * stays quiet). It is pending until someone opens the link: the page's pending figure grows.
 */
export function useRecordShare() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (channel: ShareChannel) => callApi(referralApi.recordShare, { body: { channel } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.stats, exact: true }),
  });
  return (channel: ShareChannel) => mutation.mutate(channel);
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardKey: RedeemRewardInput["rewardKey"]) => callApi(referralApi.redeem, { body: { rewardKey } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.stats, exact: true }),
  });
}

/** POST /api/referral/visits: a page opened from a shared link (?ref=code); null when the call failed. */
export function reportReferralVisit(code: string) {
  return callApi(referralApi.recordVisit, { body: { code } }).catch(() => null);
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { ReferralDto } from "@/lib/schemas/referral";

export const referralKeys = { mine: ["/api/referral"] as const };

/** The user's own referral code and link (the code is generated on the first request). */
export function useReferral() {
  return useQuery<ReferralDto>({ queryKey: referralKeys.mine });
}

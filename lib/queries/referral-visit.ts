"use client";
// Called on every page (components/share/referral-visit.tsx, in the root layout): a module of its
// own without React Query (referral.ts has the hooks), so visitors' pages do not download it.
import { callApi } from "@/lib/api-client";
import { referralApi } from "@/lib/schemas/endpoints/referral";
import type { RecordVisitInput, VisitResultDto } from "@/lib/schemas/referral";

/** POST /api/referral/visits: a page opened from a shared link (?ref=code); null when the call failed. */
export function reportReferralVisit(code: string): Promise<VisitResultDto | null> {
  const body: RecordVisitInput = { code };
  return callApi(referralApi.recordVisit, { body }).catch(() => null);
}

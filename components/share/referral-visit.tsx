"use client";
import { useEffect } from "react";
import { normalizeReferralCode } from "@/lib/share/referral";
import { reportReferralVisit } from "@/lib/queries/referral-visit";

/**
 * On a page opened from a shared link (?ref=code), tells the server: a visit from someone else's
 * browser is what makes the sharer's share pay. A browser whose cookie the server has only just
 * issued is told when to ask again (retryAfterSeconds); the page asks once more then, while it is
 * open. Renders nothing; a failure is silent (the visitor came to use the app, not to help with
 * the sharer's coins).
 */
export function ReferralVisit() {
  useEffect(() => {
    const code = normalizeReferralCode(new URLSearchParams(window.location.search).get("ref"));
    if (!code) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tell = async (mayAskAgain: boolean) => {
      const result = await reportReferralVisit(code);
      if (mayAskAgain && result?.retryAfterSeconds) timer = setTimeout(() => void tell(false).catch(() => {}), result.retryAfterSeconds * 1000);
    };
    void tell(true).catch(() => {});
    return () => clearTimeout(timer);
  }, []);
  return null;
}

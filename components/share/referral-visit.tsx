"use client";
import { useEffect } from "react";
import { normalizeReferralCode } from "@/lib/share/referral";

/**
 * On a page opened from a shared link (?ref=code), tells the server once: a visit from someone
 * else's browser is what makes the sharer's share pay. Renders nothing; a failure is silent
 * (the visitor came to use the app, not to help with the sharer's coins).
 */
export function ReferralVisit() {
  useEffect(() => {
    const code = normalizeReferralCode(new URLSearchParams(window.location.search).get("ref"));
    if (!code) return;
    void fetch("/api/referral/visits", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code }),
      credentials: "same-origin",
    }).catch(() => {});
  }, []);
  return null;
}

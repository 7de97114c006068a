"use client";
import { useSyncExternalStore } from "react";
import { useReferral } from "@/lib/queries/referral";
import { referralLink } from "@/lib/share/referral";

const noChanges = () => () => {};

/**
 * The user's referral details with the link on the address they are using now (a LAN address, a
 * second domain), never a default the server was started with; the server's link (NEXTAUTH_URL)
 * only before the page knows where it is.
 */
export function useReferralHere() {
  const query = useReferral();
  const origin = useSyncExternalStore(noChanges, () => window.location.origin, () => null);
  const data = query.data && origin ? { ...query.data, link: referralLink(origin, query.data.code) } : query.data;
  return { ...query, data };
}

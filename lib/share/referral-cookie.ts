import type { NextRequest, NextResponse } from "next/server";
import { normalizeReferralCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE } from "@/lib/share/referral";

/**
 * A visitor who arrives on any page with ?ref=CODE keeps the code in a cookie until they sign
 * up (landing -> sign in -> create account is several pages); POST /api/auth/register reads it.
 */
export function rememberReferral(req: NextRequest, res: NextResponse, secure: boolean): void {
  const code = normalizeReferralCode(req.nextUrl.searchParams.get("ref"));
  if (!code) return;
  res.cookies.set(REFERRAL_COOKIE, code, { path: "/", maxAge: REFERRAL_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: true, secure });
}

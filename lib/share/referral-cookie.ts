import type { NextRequest, NextResponse } from "next/server";
import { normalizeReferralCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE } from "@/lib/share/referral";
import { BROWSER_COOKIE, BROWSER_COOKIE_MAX_AGE, newBrowserId, parseBrowserId } from "@/lib/share/browser";

/**
 * A visitor who arrives on any page with ?ref=CODE keeps the code in a cookie until they sign
 * up (landing -> sign in -> create account is several pages); POST /api/auth/register reads it.
 */
export function rememberReferral(req: NextRequest, res: NextResponse, secure: boolean): void {
  const code = normalizeReferralCode(req.nextUrl.searchParams.get("ref"));
  if (!code) return;
  res.cookies.set(REFERRAL_COOKIE, code, { path: "/", maxAge: REFERRAL_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: true, secure });
}

/** Gives a browser that has none its random id cookie (see lib/share/browser.ts). */
export function ensureBrowserCookie(req: NextRequest, res: NextResponse, secure: boolean): void {
  if (parseBrowserId(req.cookies.get(BROWSER_COOKIE)?.value)) return;
  res.cookies.set(BROWSER_COOKIE, newBrowserId(), { path: "/", maxAge: BROWSER_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: true, secure });
}

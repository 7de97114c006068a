import type { NextRequest, NextResponse } from "next/server";
import { normalizeReferralCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE } from "@/lib/share/referral";
import { BROWSER_COOKIE, BROWSER_COOKIE_MAX_AGE, issueBrowserCookie, verifyBrowserCookie } from "@/lib/share/browser";

/**
 * A visitor who arrives on any page with ?ref=CODE keeps the code in a cookie until they sign
 * up (landing -> sign in -> create account is several pages); POST /api/auth/register reads it.
 * The first code a browser saw stays: a later link (someone else's) does not take the friend over.
 */
export function rememberReferral(req: NextRequest, res: NextResponse, secure: boolean): void {
  const code = normalizeReferralCode(req.nextUrl.searchParams.get("ref"));
  if (!code || normalizeReferralCode(req.cookies.get(REFERRAL_COOKIE)?.value)) return;
  res.cookies.set(REFERRAL_COOKIE, code, { path: "/", maxAge: REFERRAL_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: true, secure });
}

/** Gives a browser with no cookie of ours that verifies its signed id cookie (see lib/share/browser.ts). */
export async function ensureBrowserCookie(req: NextRequest, res: NextResponse, secure: boolean, secret: string | undefined): Promise<void> {
  if (!secret || (await verifyBrowserCookie(req.cookies.get(BROWSER_COOKIE)?.value, secret))) return;
  res.cookies.set(BROWSER_COOKIE, await issueBrowserCookie(secret), { path: "/", maxAge: BROWSER_COOKIE_MAX_AGE, sameSite: "lax", httpOnly: true, secure });
}

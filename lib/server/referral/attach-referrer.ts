import "server-only";
import { db } from "@/lib/server/db";
import { isUsersBrowser } from "@/lib/server/referral/browsers";
import { normalizeReferralCode } from "@/lib/share/referral";

/**
 * Where a new account was created from: its browser (hashed signed cookie), its address key
 * (null when the host cannot tell clients apart) and any session it carried.
 */
export type SignUpOrigin = { browserKey: string | null; addressKey?: string | null; sessionUserId?: string | null };

/**
 * Records who invited a new account: the owner of `code`, if it is a real code and the account
 * was created by someone else, from another browser. Not from the referrer's own session, nor
 * from a browser the referrer signed in or shared from, nor from a request with no browser
 * cookie at all (nothing to tell it apart). Nothing is paid here: the referrer earns the coins
 * once the new account is verified and has written its first 100 words (referral-payment.ts). An unknown or
 * malformed code is ignored (sign-up never fails because of it).
 */
export async function attachReferrer(userId: string, code: unknown, origin: SignUpOrigin): Promise<boolean> {
  const normalized = normalizeReferralCode(code);
  if (!normalized || !origin.browserKey) return false;
  const referrer = await db.user.findUnique({ where: { referralCode: normalized }, select: { id: true } });
  if (!referrer || referrer.id === userId || origin.sessionUserId === referrer.id) return false;
  if (await isUsersBrowser(referrer.id, origin.browserKey)) return false;
  const updated = await db.user.updateMany({
    where: { id: userId, referredById: null },
    data: { referredById: referrer.id, referralBrowserKey: origin.browserKey, referralAddressKey: origin.addressKey ?? null },
  });
  return updated.count === 1;
}

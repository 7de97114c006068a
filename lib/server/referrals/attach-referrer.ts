import "server-only";
import { db } from "@/lib/server/db";
import { normalizeReferralCode } from "@/lib/share/referral";

/**
 * Records who invited a new account: the owner of `code`, if it is a real code and not the
 * user's own. An unknown or malformed code is ignored (sign-up never fails because of it).
 */
export async function attachReferrer(userId: string, code: unknown): Promise<boolean> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return false;
  const referrer = await db.user.findUnique({ where: { referralCode: normalized }, select: { id: true } });
  if (!referrer || referrer.id === userId) return false;
  const updated = await db.user.updateMany({ where: { id: userId, referredById: null }, data: { referredById: referrer.id } });
  return updated.count === 1;
}

import "server-only";
import { db } from "@/lib/server/db";
import { payReferral } from "@/lib/server/referrals/reward-ledger";
import { normalizeReferralCode } from "@/lib/share/referral";

/**
 * Records who invited a new account: the owner of `code`, if it is a real code and not the
 * user's own, and pays the referrer in the same write. An unknown or malformed code is ignored
 * (sign-up never fails because of it).
 */
export async function attachReferrer(userId: string, code: unknown): Promise<boolean> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return false;
  const referrer = await db.user.findUnique({ where: { referralCode: normalized }, select: { id: true } });
  if (!referrer || referrer.id === userId) return false;
  return db.$transaction(async (tx) => {
    const updated = await tx.user.updateMany({ where: { id: userId, referredById: null }, data: { referredById: referrer.id } });
    if (updated.count !== 1) return false;
    await payReferral(tx, referrer.id, userId);
    return true;
  });
}

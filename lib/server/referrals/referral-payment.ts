import "server-only";
import { db } from "@/lib/server/db";
import { COINS_PER_REFERRAL } from "@/lib/share/share-data";
import { REFERRAL_WORDS } from "@/lib/share/rewards";

/**
 * Pays the referrer of a new account once that account has written its first REFERRAL_WORDS
 * words (over all its documents): an outcome the server can see, which a throwaway account does
 * not reach by signing up. Called after each save; once paid (or for an account nobody referred)
 * it costs one primary-key lookup. Paid once per account: the users row is marked in the same
 * transaction, and the ledger row is keyed by the friend.
 */
export async function payReferralWhenWritten(userId: string): Promise<boolean> {
  const [pending] = await db.$queryRaw<{ referred_by_id: string }[]>`
    SELECT referred_by_id FROM users WHERE id = ${userId} AND referred_by_id IS NOT NULL AND referral_paid_at IS NULL`;
  if (!pending) return false;
  const [written] = await db.$queryRaw<{ words: number }[]>`
    SELECT COALESCE(SUM((SELECT COUNT(*) FROM regexp_matches(content, ${"\\S+"}, 'g'))), 0)::int AS words
    FROM documents WHERE user_id = ${userId} AND deleted_at IS NULL`;
  if ((written?.words ?? 0) < REFERRAL_WORDS) return false;
  return db.$transaction(async (tx) => {
    const marked = await tx.user.updateMany({
      where: { id: userId, referredById: pending.referred_by_id, referralPaidAt: null },
      data: { referralPaidAt: new Date() },
    });
    if (marked.count !== 1) return false;
    await tx.rewardEvent.create({
      data: { userId: pending.referred_by_id, kind: "referral", coins: COINS_PER_REFERRAL, detail: userId, periodKey: `referral:${userId}` },
    });
    return true;
  });
}

/** After a save: a failure here is logged and never fails the save (the next save tries again). */
export async function payReferralAfterSave(userId: string): Promise<void> {
  try {
    await payReferralWhenWritten(userId);
  } catch (err) {
    console.error("[referral] could not check the referral payment", err instanceof Error ? err.message : "");
  }
}

import "server-only";
import { db } from "@/lib/server/db";
import { COINS_PER_REFERRAL } from "@/lib/share/share-data";
import { MAX_PAID_REFERRALS_PER_DAY, periodStart, REFERRAL_WORDS } from "@/lib/share/rewards";

type Pending = {
  referred_by_id: string;
  verified: boolean;
  words: number;
  address_key: string | null;
  browser_key: string | null;
};

/**
 * Pays the referrer of a new account once a person is behind it: its email proven (a confirmation
 * link, or an identity provider that said email_verified: users.email_verified_at) and its first
 * REFERRAL_WORDS words written (over all its documents, from the word counts each save writes).
 * A throwaway sign-up reaches neither. Called after each save and when the account is verified;
 * for an account nobody referred, or already paid, it costs one primary-key lookup.
 *
 * Paid once per account (the users row is marked in the same transaction, the ledger row is keyed
 * by the friend). Refused (marked, no coins) when another account created from the same address or
 * browser was already settled: one household of throwaway accounts is one referral. Past
 * MAX_PAID_REFERRALS_PER_DAY payments to the referrer today it stays pending, for a later day.
 */
export async function payReferralWhenEarned(userId: string, now = new Date()): Promise<boolean> {
  const [pending] = await db.$queryRaw<Pending[]>`
    SELECT u.referred_by_id, u.email_verified_at IS NOT NULL AS verified,
           u.referral_address_key AS address_key, u.referral_browser_key AS browser_key,
           (SELECT COALESCE(SUM(d.word_count), 0)::int FROM documents d WHERE d.user_id = u.id AND d.deleted_at IS NULL) AS words
    FROM users u WHERE u.id = ${userId} AND u.referred_by_id IS NOT NULL AND u.referral_paid_at IS NULL`;
  if (!pending || !pending.verified || pending.words < REFERRAL_WORDS) return false;
  return db.$transaction(async (tx) => {
    // One settlement at a time: the checks below read other accounts, which a parallel one could be settling.
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('saywrite:referral-payment'))`;
    const paidToday = await tx.rewardEvent.count({
      where: { userId: pending.referred_by_id, kind: "referral", createdAt: { gte: periodStart("daily", now) } },
    });
    if (paidToday >= MAX_PAID_REFERRALS_PER_DAY) return false;
    const origins = [
      ...(pending.address_key ? [{ referralAddressKey: pending.address_key }] : []),
      ...(pending.browser_key ? [{ referralBrowserKey: pending.browser_key }] : []),
    ];
    const sameOrigin = origins.length
      ? await tx.user.count({ where: { id: { not: userId }, referralPaidAt: { not: null }, OR: origins } })
      : 0;
    const marked = await tx.user.updateMany({
      where: { id: userId, referredById: pending.referred_by_id, referralPaidAt: null },
      data: { referralPaidAt: now },
    });
    if (marked.count !== 1 || sameOrigin > 0) return false;
    await tx.rewardEvent.create({
      data: { userId: pending.referred_by_id, kind: "referral", coins: COINS_PER_REFERRAL, detail: userId, periodKey: `referral:${userId}`, createdAt: now },
    });
    return true;
  });
}

/** Best effort: a failure here is logged and never fails the save or the verification (the next one tries again). */
async function settleQuietly(userId: string): Promise<void> {
  try {
    await payReferralWhenEarned(userId);
  } catch (err) {
    console.error("[referral] could not check the referral payment", err instanceof Error ? err.message : "");
  }
}

/** After a save. */
export const payReferralAfterSave = settleQuietly;

/**
 * For the email-confirmation flow: call it right after users.email_verified_at is set, so a
 * friend who wrote their first words before confirming pays their referrer at that moment.
 */
export const settleReferralOnVerification = settleQuietly;

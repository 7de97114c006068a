import "server-only";
import { db } from "@/lib/server/db";
import { confirmedSharesPerPeriod } from "@/lib/server/referral/reward-ledger";
import { lockUser } from "@/lib/server/users/lock-user";
import { isUsersBrowser, type KnownBrowser } from "@/lib/server/referral/browsers";
import type { VisitResultDto } from "@/lib/schemas/referral";
import { normalizeReferralCode } from "@/lib/share/referral";
import {
  challengesMet,
  coinsForShare,
  PENDING_SHARE_WINDOW_MS,
  periodKey,
  periodStart,
  VISIT_MIN_BROWSER_AGE_SECONDS,
} from "@/lib/share/rewards";

/** A visit: the ?ref= code, the browser (null unless its cookie is one we issued), its address key (null when unknown). */
export type Visit = { code: unknown; browser: KnownBrowser | null; addressKey: string | null; sessionUserId: string | null };

const notCounted: VisitResultDto = { counted: false };

/**
 * Someone opened a shared link (?ref=code). It confirms the sharer's oldest pending share when the
 * visitor is someone else: a browser whose cookie we issued (signed) at least
 * VISIT_MIN_BROWSER_AGE_SECONDS ago (a younger one is told when to ask again), not signed in as
 * the sharer, not one the sharer signed in or shared from, not one that already confirmed a share
 * of theirs, and from an address that has not confirmed one of theirs today.
 */
export async function recordShareVisit(visit: Visit, now = new Date()): Promise<VisitResultDto> {
  const code = normalizeReferralCode(visit.code);
  if (!code || !visit.browser) return notCounted;
  const sharer = await db.user.findUnique({ where: { referralCode: code }, select: { id: true } });
  if (!sharer || visit.sessionUserId === sharer.id) return notCounted;
  if (await isUsersBrowser(sharer.id, visit.browser.key)) return notCounted;
  const age = (now.getTime() - visit.browser.issuedAt.getTime()) / 1000;
  if (age < VISIT_MIN_BROWSER_AGE_SECONDS) return { counted: false, retryAfterSeconds: Math.ceil(VISIT_MIN_BROWSER_AGE_SECONDS - Math.max(0, age)) };
  return { counted: await confirmShare(sharer.id, visit.browser.key, visit.addressKey, now) };
}

/** Pays the oldest pending share of the last PENDING_SHARE_DAYS, and any challenge it completes. */
async function confirmShare(userId: string, visitorKey: string, visitorAddress: string | null, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await tx.rewardEvent.count({ where: { userId, visitorKey } })) > 0) return false;
    const today = periodStart("daily", now);
    if (visitorAddress && (await tx.rewardEvent.count({ where: { userId, visitorAddress, confirmedAt: { gte: today } } })) > 0) return false;
    const share = await tx.rewardEvent.findFirst({
      where: { userId, kind: "share", confirmedAt: null, createdAt: { gt: new Date(now.getTime() - PENDING_SHARE_WINDOW_MS), lte: now } },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    if (!share) return false;
    const confirmedToday = await tx.rewardEvent.count({ where: { userId, kind: "share", confirmedAt: { gte: today } } });
    await tx.rewardEvent.update({ where: { id: share.id }, data: { confirmedAt: now, visitorKey, visitorAddress, coins: coinsForShare(confirmedToday) } });
    const met = challengesMet(await confirmedSharesPerPeriod(tx, userId, now));
    const keys = met.map((rule) => periodKey(rule.period, now));
    const paid = new Set(
      (await tx.rewardEvent.findMany({ where: { userId, periodKey: { in: keys } }, select: { periodKey: true } })).map((r) => r.periodKey),
    );
    for (const rule of met.filter((r) => !paid.has(periodKey(r.period, now)))) {
      await tx.rewardEvent.create({
        data: { userId, kind: "challenge", coins: rule.coins, detail: rule.period, periodKey: periodKey(rule.period, now), createdAt: now },
      });
    }
    return true;
  });
}

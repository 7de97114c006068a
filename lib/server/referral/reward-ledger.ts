import "server-only";
import { db } from "@/lib/server/db";
import { lockUser, type Tx } from "@/lib/server/users/lock-user";
import { getCommunityFigures } from "@/lib/server/referral/community-figures";
import { ApiError } from "@/lib/server/errors";
import type { RecordShareResultDto, RedemptionDto, RewardStatsDto, LeaderboardRowDto } from "@/lib/schemas/referral";
import { COINS_PER_REFERRAL } from "@/lib/share/share-data";
import {
  CHALLENGE_RULES,
  COINS_PER_SHARE,
  findReward,
  isRepeatShare,
  MAX_SHARES_PER_DAY,
  PENDING_SHARE_WINDOW_MS,
  periodStart,
  SHARE_REPEAT_WINDOW_MS,
  type ChallengePeriod,
  type ShareChannel,
} from "@/lib/share/rewards";

// The Share and Earn ledger: every figure on the page is summed from reward_events rows.
// Writes for one user run one at a time (the user's row is locked), so two tabs cannot pay the
// same challenge twice or spend the same coins twice. A share is written pending (0 coins) and
// pays when someone else opens the link (share-visits.ts); a referral pays once the friend has
// written their first words (referral-payment.ts).

const LEADERBOARD_SIZE = 5;

/** Shares that someone else opened, by when they were confirmed (what the challenges count). */
function confirmedSharesSince(tx: Tx | typeof db, userId: string, since: Date) {
  return tx.rewardEvent.count({ where: { userId, kind: "share", confirmedAt: { gte: since } } });
}

export async function confirmedSharesPerPeriod(tx: Tx | typeof db, userId: string, now: Date): Promise<Record<ChallengePeriod, number>> {
  const [daily, weekly, monthly] = await Promise.all(
    (["daily", "weekly", "monthly"] as const).map((p) => confirmedSharesSince(tx, userId, periodStart(p, now))),
  );
  return { daily, weekly, monthly };
}

function lastShareOn(tx: Tx, userId: string, channel: ShareChannel, now: Date) {
  return tx.rewardEvent.findFirst({
    where: { userId, kind: "share", detail: channel, createdAt: { gt: new Date(now.getTime() - SHARE_REPEAT_WINDOW_MS), lte: now } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
}

/**
 * Records a share, pending: it earns its coins (and counts towards the challenges) when someone
 * else opens the link. The same channel again within SHARE_REPEAT_WINDOW_MS is not recorded
 * (counted: false).
 */
export async function recordShare(userId: string, channel: ShareChannel, now = new Date()): Promise<RecordShareResultDto> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const today = await tx.rewardEvent.count({ where: { userId, kind: "share", createdAt: { gte: periodStart("daily", now) } } });
    if (today >= MAX_SHARES_PER_DAY) {
      const tomorrow = periodStart("daily", now).getTime() + 86_400_000;
      throw ApiError.rateLimited(Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)));
    }
    if (isRepeatShare((await lastShareOn(tx, userId, channel, now))?.createdAt, now)) return { counted: false, coinsPending: 0 };
    await tx.rewardEvent.create({ data: { userId, kind: "share", coins: 0, detail: channel, createdAt: now } });
    return { counted: true, coinsPending: COINS_PER_SHARE };
  });
}

/** Spends coins on a reward; 409 (saying how many more are needed) when the balance is short. */
export async function redeemReward(userId: string, rewardKey: string): Promise<RedemptionDto> {
  const reward = findReward(rewardKey);
  if (!reward) throw ApiError.notFound("There is no such reward.");
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const { _sum } = await tx.rewardEvent.aggregate({ where: { userId }, _sum: { coins: true } });
    const balance = _sum.coins ?? 0;
    if (balance < reward.cost) {
      throw ApiError.conflict(`You need ${reward.cost - balance} more coins for ${reward.name}.`);
    }
    const row = await tx.rewardEvent.create({
      data: { userId, kind: "redemption", coins: -reward.cost, detail: reward.key },
      select: { id: true, createdAt: true },
    });
    return { id: row.id, rewardKey: reward.key, name: reward.name, coins: reward.cost, redeemedAt: row.createdAt.toISOString() };
  });
}

export async function getRewardStats(userId: string, now = new Date()): Promise<RewardStatsDto> {
  const [byKind, confirmedShares, pendingShares, pendingReferrals, periods, redemptionRows, board, community] = await Promise.all([
    db.rewardEvent.groupBy({ by: ["kind"], where: { userId }, _sum: { coins: true }, _count: { _all: true } }),
    db.rewardEvent.count({ where: { userId, kind: "share", confirmedAt: { not: null } } }),
    db.rewardEvent.count({ where: { userId, kind: "share", confirmedAt: null, createdAt: { gt: new Date(now.getTime() - PENDING_SHARE_WINDOW_MS) } } }),
    db.user.count({ where: { referredById: userId, referralPaidAt: null } }),
    confirmedSharesPerPeriod(db, userId, now),
    db.rewardEvent.findMany({
      where: { userId, kind: "redemption" },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: { id: true, detail: true, coins: true, createdAt: true },
    }),
    leaderboard(userId),
    getCommunityFigures(),
  ]);
  const kind = (k: string) => byKind.find((row) => row.kind === k);
  const coinsEarned = byKind.filter((row) => row.kind !== "redemption").reduce((sum, row) => sum + (row._sum.coins ?? 0), 0);
  const spent = -(kind("redemption")?._sum.coins ?? 0);
  return {
    coinsEarned,
    balance: coinsEarned - spent,
    successfulReferrals: kind("referral")?._count._all ?? 0,
    totalShares: confirmedShares,
    pending: {
      shares: pendingShares,
      referrals: pendingReferrals,
      coins: pendingShares * COINS_PER_SHARE + pendingReferrals * COINS_PER_REFERRAL,
    },
    globalRank: coinsEarned > 0 ? (await usersEarningMoreThan(coinsEarned)) + 1 : null,
    challenges: CHALLENGE_RULES.map((rule) => ({
      period: rule.period,
      title: rule.title,
      done: Math.min(periods[rule.period], rule.goal),
      goal: rule.goal,
      reward: rule.reward,
      complete: periods[rule.period] >= rule.goal,
    })),
    redemptions: redemptionRows.map((r) => ({
      id: r.id,
      rewardKey: r.detail ?? "",
      name: findReward(r.detail ?? "")?.name ?? "Reward",
      coins: -r.coins,
      redeemedAt: r.createdAt.toISOString(),
    })),
    leaderboard: board,
    community,
  };
}

async function usersEarningMoreThan(coins: number): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT COUNT(*)::int AS n FROM (
      SELECT user_id FROM reward_events WHERE coins > 0 GROUP BY user_id HAVING SUM(coins) > ${coins}
    ) AS higher`;
  return row?.n ?? 0;
}

async function leaderboard(userId: string): Promise<LeaderboardRowDto[]> {
  const rows = await db.$queryRaw<{ user_id: string; coins: number; referrals: number; rank: number }[]>`
    SELECT user_id, SUM(coins)::int AS coins,
           (COUNT(*) FILTER (WHERE kind = 'referral'))::int AS referrals,
           (RANK() OVER (ORDER BY SUM(coins) DESC))::int AS rank
    FROM reward_events WHERE coins > 0
    GROUP BY user_id
    ORDER BY SUM(coins) DESC, MIN(created_at) ASC
    LIMIT ${LEADERBOARD_SIZE}`;
  return rows.map((r) => ({ rank: r.rank, isYou: r.user_id === userId, referrals: r.referrals, coins: r.coins }));
}

import "server-only";
import { db } from "@/lib/server/db";
import type { CommunityFiguresDto } from "@/lib/schemas/referral";

/** The community's Share and Earn figures: sums over every ledger row (and referred accounts). */
export async function getCommunityFigures(): Promise<CommunityFiguresDto> {
  const [[ledger], [accounts]] = await Promise.all([
    db.$queryRaw<Omit<CommunityFiguresDto, "signUpsThroughLinks">[]>`
      SELECT
        (COUNT(DISTINCT user_id) FILTER (WHERE kind = 'share' AND confirmed_at IS NOT NULL))::int AS "sharers",
        (COUNT(*) FILTER (WHERE kind = 'share' AND confirmed_at IS NOT NULL))::int AS "sharesOpened",
        (COUNT(*) FILTER (WHERE kind = 'share' AND detail = 'story'))::int AS "storiesShared",
        (COUNT(*) FILTER (WHERE kind = 'referral'))::int AS "friendsJoined",
        COALESCE(SUM(coins) FILTER (WHERE coins > 0), 0)::int AS "coinsEarned",
        (COUNT(*) FILTER (WHERE kind = 'challenge'))::int AS "challengesCompleted",
        (COUNT(*) FILTER (WHERE kind = 'redemption'))::int AS "rewardsRedeemed"
      FROM reward_events`,
    db.$queryRaw<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM users WHERE referred_by_id IS NOT NULL`,
  ]);
  return { ...ledger, signUpsThroughLinks: accounts?.n ?? 0 };
}

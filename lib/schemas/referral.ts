import { z } from "zod";
import { REWARDS } from "@/lib/share/share-data";
import { SHARE_CHANNELS, type ChallengePeriod } from "@/lib/share/rewards";

// The user's referral details (GET /api/referral), shown on the Share and Earn page.
export type ReferralDto = {
  /** Generated once, on first request, and kept. */
  code: string;
  /** The product's address plus ?ref=code */
  link: string;
  /** Accounts created with this code. */
  friendsJoined: number;
};

// POST /api/referral/shares: the user shared their link, code, a post or a story.
export const recordShareSchema = z.object({ channel: z.enum(SHARE_CHANNELS) }).strict();
export type RecordShareInput = z.infer<typeof recordShareSchema>;

// POST /api/referral/visits: this browser opened a shared link with ?ref=code.
export const recordVisitSchema = z.object({ code: z.string().max(40) }).strict();
export type RecordVisitInput = z.infer<typeof recordVisitSchema>;
/** counted: the visit confirmed one of the sharer's pending shares. */
/** retryAfterSeconds: the browser's cookie is too new to count yet; ask again after that many seconds. */
export type VisitResultDto = { counted: boolean; retryAfterSeconds?: number };

// POST /api/referral/redemptions: spend coins on a reward from the catalogue.
const rewardKeys = REWARDS.map((r) => r.key) as [string, ...string[]];
export const redeemRewardSchema = z.object({ rewardKey: z.enum(rewardKeys) }).strict();
export type RedeemRewardInput = z.infer<typeof redeemRewardSchema>;

export type ChallengeProgressDto = { period: ChallengePeriod; title: string; done: number; goal: number; reward: string; complete: boolean };
export type RedemptionDto = { id: string; rewardKey: string; name: string; coins: number; redeemedAt: string };
/** Other users are never named: the board shows only their rank and figures. */
export type LeaderboardRowDto = { rank: number; isYou: boolean; referrals: number; coins: number };

/** Everyone's figures, summed over the whole ledger (no one is named or singled out). */
export type CommunityFiguresDto = {
  /** People one of whose shares someone else opened. */
  sharers: number;
  sharesOpened: number;
  storiesShared: number;
  /** Friends whose joining paid (they wrote their first 100 words). */
  friendsJoined: number;
  /** Accounts created through someone's link or code. */
  signUpsThroughLinks: number;
  coinsEarned: number;
  challengesCompleted: number;
  rewardsRedeemed: number;
};

// GET /api/referral/stats: the user's figures are summed from their own ledger rows.
export type RewardStatsDto = {
  coinsEarned: number;
  balance: number;
  /** Friends whose accounts have written their first 100 words (each paid). */
  successfulReferrals: number;
  /** Shares someone else opened (each confirmed by a visit). */
  totalShares: number;
  /** Not earned yet: shares nobody has opened, friends who have not written 100 words; coins they would pay. */
  pending: { shares: number; referrals: number; coins: number };
  /** 1 is the most coins earned; null until the user has earned any. */
  globalRank: number | null;
  challenges: ChallengeProgressDto[];
  redemptions: RedemptionDto[];
  leaderboard: LeaderboardRowDto[];
  community: CommunityFiguresDto;
};

/**
 * counted is false for a repeat of the same channel within the repeat window: nothing was
 * recorded. A counted share is pending: coinsPending is what it pays once someone opens the link.
 */
export type RecordShareResultDto = { counted: boolean; coinsPending: number };

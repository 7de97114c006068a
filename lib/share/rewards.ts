// Share and Earn rules (core-product §9 "Earn table" and challenges): what each action earns.
// Pure, shared by the ledger on the server and the page. Periods are UTC days, ISO weeks and
// calendar months, so every instance of the app agrees on when a challenge resets.
import { REWARDS, type Reward } from "@/lib/share/share-data";

export const COINS_PER_SHARE = 5;
/**
 * A share earns its coins when someone else opens the shared link: until then it is pending.
 * Each visit from a browser that is not the sharer's confirms the oldest pending share of the
 * last PENDING_SHARE_DAYS (as long as the visitor's ?ref= cookie lasts).
 */
export const PENDING_SHARE_DAYS = 30;
export const PENDING_SHARE_WINDOW_MS = PENDING_SHARE_DAYS * 86_400_000;
/**
 * A visit confirms a share only from a browser whose cookie the server issued at least this long
 * before: a script cannot mint visitors faster than it waits (a person reading the page does not
 * notice; the page asks again once this has passed).
 */
export const VISIT_MIN_BROWSER_AGE_SECONDS = 5;
/** Shares confirmed beyond this many in a day still count towards challenges but earn no coins. */
export const PAID_SHARES_PER_DAY = 10;
/** A generous ceiling on shares recorded in a day (beyond it the request is refused). */
export const MAX_SHARES_PER_DAY = 100;
/** A referral earns its coins once the new account has written this many words in its documents. */
export const REFERRAL_WORDS = 100;
/** Referrals paid to one referrer in a UTC day; more stay pending and pay on a later day. */
export const MAX_PAID_REFERRALS_PER_DAY = 5;

export const SHARE_CHANNELS = ["code", "link", "twitter", "linkedin", "facebook", "email", "qr", "media-kit", "story"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/**
 * The same kind of share again within this window is not counted again (no coins, no challenge
 * progress): copying one link twelve times is one share. Other channels still count.
 */
export const SHARE_REPEAT_WINDOW_MS = 10 * 60_000;

/** Whether a share at `now` repeats one of the same channel recorded at `previousAt`. */
export function isRepeatShare(previousAt: Date | null | undefined, now: Date): boolean {
  if (!previousAt) return false;
  const age = now.getTime() - previousAt.getTime();
  return age >= 0 && age < SHARE_REPEAT_WINDOW_MS;
}

export type ChallengePeriod = "daily" | "weekly" | "monthly";
export type ChallengeRule = { period: ChallengePeriod; title: string; goal: number; coins: number; reward: string };
export const CHALLENGE_RULES: readonly ChallengeRule[] = [
  { period: "daily", title: "Daily challenge", goal: 5, coins: 50, reward: "50 coins" },
  { period: "weekly", title: "Weekly challenge", goal: 25, coins: 200, reward: "200 coins" },
  { period: "monthly", title: "Monthly challenge", goal: 100, coins: 1000, reward: "1000 coins + Premium" },
];

/** Coins one share earns when a visit confirms it, given how many were confirmed earlier that day. */
export function coinsForShare(sharesEarlierToday: number): number {
  return sharesEarlierToday < PAID_SHARES_PER_DAY ? COINS_PER_SHARE : 0;
}

/** Start of the UTC day, ISO week (Monday) and calendar month that contain `at`. */
export function periodStart(period: ChallengePeriod, at: Date): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (period === "monthly") return new Date(Date.UTC(y, m, 1));
  if (period === "daily") return new Date(Date.UTC(y, m, d));
  const mondayOffset = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m, d - mondayOffset));
}

/** A key naming one period, e.g. "daily:2026-11-24", "weekly:2026-11-23", "monthly:2026-11". */
export function periodKey(period: ChallengePeriod, at: Date): string {
  const start = periodStart(period, at).toISOString();
  return `${period}:${period === "monthly" ? start.slice(0, 7) : start.slice(0, 10)}`;
}

/** The challenges met by these counts of confirmed shares (each pays once per period: the ledger keys it by period). */
export function challengesMet(sharesInPeriod: Record<ChallengePeriod, number>): ChallengeRule[] {
  return CHALLENGE_RULES.filter((rule) => sharesInPeriod[rule.period] >= rule.goal);
}

export function findReward(key: string): Reward | undefined {
  return REWARDS.find((r) => r.key === key);
}

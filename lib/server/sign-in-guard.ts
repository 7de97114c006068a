import "server-only";
// Slows password guessing against one account from any number of addresses, without letting a
// stranger lock the owner out.
//
// The per-address limits (rate-limit.ts) stop one address; a botnet has many. So failed sign-ins
// are also counted per account, across all addresses (over a day). After FREE_FAILURES, each
// further failure makes the account wait before the next guess: 1 s, 2 s, 4 s... up to 15 min.
// The wait binds only addresses that have themselves failed against this account in the last
// 15 minutes, more than TYPOS_PER_ADDRESS times: the owner signing in from their usual place,
// even after a typo or two, is checked at once, and a correct password gets in however many
// strangers failed. A correct password also clears the account's count.
import { limiter } from "@/lib/server/rate-limit";

export const FREE_FAILURES = 5;
/** Failures of one address against an account that the account's wait does not bind (an owner's typos). */
export const TYPOS_PER_ADDRESS = 2;
const ACCOUNT_WINDOW_SECONDS = 24 * 60 * 60;
const ADDRESS_MEMORY_SECONDS = 15 * 60;
const MAX_DELAY_SECONDS = 15 * 60;
/** Counters with no ceiling of their own: they only count. */
const UNBOUNDED = 1_000_000_000;

/** The wait after an account's n-th failed sign-in (over a day, from every address). */
export function accountDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

const accountFailures = () => limiter("sign-in-failures-account", UNBOUNDED, ACCOUNT_WINDOW_SECONDS);
const addressFailures = () => limiter("sign-in-failures-address", UNBOUNDED, ADDRESS_MEMORY_SECONDS);
// One point: blocked for the current wait, free again after it.
const accountDelay = () => limiter("sign-in-account-delay", 1, 1);

const pairKey = (email: string, address: string) => `${email}|${address}`;

/**
 * Seconds this address must wait before trying this account again, or 0. Only an address that
 * failed against the account lately, more than TYPOS_PER_ADDRESS times, waits; any other is
 * checked at once.
 */
export async function signInWaitSeconds(email: string, address: string): Promise<number> {
  const [failedHere, delay] = await Promise.all([addressFailures().get(pairKey(email, address)), accountDelay().get(email)]);
  if (!failedHere || failedHere.consumedPoints <= TYPOS_PER_ADDRESS) return 0;
  if (!delay || delay.consumedPoints <= 1 || delay.msBeforeNext <= 0) return 0;
  return Math.max(1, Math.ceil(delay.msBeforeNext / 1000));
}

/** Counts a failed sign-in against the account (and this address's part in it), and sets the wait. */
export async function recordFailedSignIn(email: string, address: string): Promise<void> {
  const [counted] = await Promise.all([
    accountFailures().penalty(email, 1),
    addressFailures().penalty(pairKey(email, address), 1),
  ]);
  const wait = accountDelaySeconds(counted.consumedPoints);
  if (wait > 0) await accountDelay().block(email, wait);
}

/** A correct password: the owner is in, so the account's failures (and its wait) start again from nothing. */
export async function recordSignIn(email: string, address: string): Promise<void> {
  await Promise.all([addressFailures().delete(pairKey(email, address)), accountFailures().delete(email), accountDelay().delete(email)]);
}

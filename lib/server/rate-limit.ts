import "server-only";
// Every rate limit of the app (AI per user, sign-in per account and per address, sign-up per
// address): N requests per minute in fixed one-minute windows, 429 with Retry-After beyond it;
// and the longer-lived counters of failed sign-ins (sign-in-guard.ts).
// With REDIS_URL the counters live in Redis, so all instances share one budget; without it
// they live in this process's memory (one machine, one process: `npm start`).
import { timingSafeEqual } from "node:crypto";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/errors";
import { FRONT_HEADER } from "@/lib/deploy/client-address";

export type LimitName =
  | "ai"
  | "sign-in-account"
  | "sign-in-address"
  | "sign-up-address"
  | "sign-up-email"
  | "sign-up-taken-address"
  | "sign-in-failures-account"
  | "sign-in-failures-address"
  | "sign-in-account-delay"
  | "email-link-address"
  | "email-link-account"
  | "mail-per-email"
  | "document-save"
  | "share-visit-address"
  | "ai-running";
export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

const WINDOW_SECONDS = 60;
const KEY_PREFIX = "saywrite:rl";

type Store = { limiters: Map<string, RateLimiterAbstract>; redis?: Redis; redisUrl?: string };
const globalStore = globalThis as unknown as { saywriteRateLimits?: Store };
const store: Store = (globalStore.saywriteRateLimits ??= { limiters: new Map() });

function redisClient(url: string): Redis {
  if (store.redis && store.redisUrl === url) return store.redis;
  store.redis?.disconnect();
  const client = new Redis(url, {
    // A slow or unreachable Redis must not hang requests: fail fast to the in-memory fallback.
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  client.on("error", (err: Error) => console.error("[rate-limit] Redis:", err.message));
  store.redis = client;
  store.redisUrl = url;
  return client;
}

/** The counter `name` allowing `points` per `durationSeconds` (one minute unless said). */
export function limiter(name: LimitName, points: number, durationSeconds = WINDOW_SECONDS): RateLimiterAbstract {
  const redisUrl = env().REDIS_URL;
  const id = `${name}:${points}:${durationSeconds}:${redisUrl ?? "memory"}`;
  const existing = store.limiters.get(id);
  if (existing) return existing;
  const options = { keyPrefix: `${KEY_PREFIX}:${name}`, points, duration: durationSeconds };
  const created = redisUrl
    ? new RateLimiterRedis({
        ...options,
        storeClient: redisClient(redisUrl),
        // While Redis is unreachable each instance limits on its own rather than failing every request.
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  store.limiters.set(id, created);
  return created;
}

/** Takes one request from `key`'s budget of `perMinute` under the limit `name`. */
export async function takeToken(name: LimitName, key: string, perMinute: number): Promise<TakeResult> {
  try {
    const res = await limiter(name, perMinute).consume(key);
    return { ok: true, remaining: res.remainingPoints };
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
    }
    throw err;
  }
}

async function enforce(name: LimitName, key: string, perMinute: number): Promise<void> {
  const result = await takeToken(name, key, perMinute);
  if (!result.ok) throw ApiError.rateLimited(result.retryAfterSeconds);
}

/** Throws 429 (with Retry-After) when the user has used this minute's AI budget. */
export async function enforceAiRateLimit(userId: string): Promise<void> {
  await enforce("ai", userId, env().AI_RATE_LIMIT_PER_MINUTE);
}

/** Document saves per user (each one writes a revision: saves are what fill the disk). */
export async function enforceSaveRateLimit(userId: string): Promise<void> {
  await enforce("document-save", userId, env().SAVE_RATE_LIMIT_PER_MINUTE);
}

/** Visits to shared links per client address, like sign-in (each one is a database write). */
export async function enforceShareVisitRateLimit(address: string): Promise<void> {
  await enforce("share-visit-address", address, env().AUTH_RATE_LIMIT_PER_MINUTE);
}

/**
 * Sign-ups per minute, per client address (scrypt's CPU cost, account spam) and per email from
 * all addresses (one email asked about from many). The answer "this email already has an account" tells whether a
 * person uses SayWrite, so one address gets it at most SIGN_UP_EXISTING_EMAIL_ANSWERS times in 15
 * minutes (countExistingEmailAnswer); past that every sign-up from the address waits (429),
 * whether its email is taken or not, so the wait itself tells nothing about the email. On a host
 * that cannot tell clients apart (UNKNOWN_ADDRESS) there is no such budget: it would be everyone's,
 * and a few people who forgot their account would hold up every sign-up for 15 minutes; the
 * per-minute limit, shared there too, still bounds how fast emails can be tried.
 */
export async function enforceSignUpRateLimit(email: string, address: string): Promise<void> {
  const perMinute = env().AUTH_RATE_LIMIT_PER_MINUTE;
  await enforce("sign-up-address", address, perMinute);
  await enforce("sign-up-email", email, perMinute);
  if (!knownAddress(address)) return;
  const budget = env().SIGN_UP_EXISTING_EMAIL_ANSWERS;
  const answered = await limiter("sign-up-taken-address", budget, TAKEN_WINDOW_SECONDS).get(address);
  if (answered && answered.consumedPoints >= budget) throw ApiError.rateLimited(Math.max(1, Math.ceil(answered.msBeforeNext / 1000)));
}

/**
 * Counts one "this email already has an account" answer to `address` (see enforceSignUpRateLimit),
 * and throws 429 instead when it is past the budget: sign-ups sent at once all pass the check
 * before any is counted, so the count itself (one atomic step) decides.
 */
export async function countExistingEmailAnswer(address: string): Promise<void> {
  if (!knownAddress(address)) return;
  const budget = env().SIGN_UP_EXISTING_EMAIL_ANSWERS;
  const counted = await limiter("sign-up-taken-address", budget, TAKEN_WINDOW_SECONDS).penalty(address, 1);
  if (counted.consumedPoints > budget) throw ApiError.rateLimited(Math.max(1, Math.ceil(counted.msBeforeNext / 1000)));
}
const TAKEN_WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in attempts per minute: per client address (password spraying across many emails) and per
 * account from that address. Guessing one account from many addresses is slowed by sign-in-guard.ts.
 */
export async function enforceSignInRateLimit(email: string, address: string): Promise<void> {
  const perMinute = env().AUTH_RATE_LIMIT_PER_MINUTE;
  await enforce("sign-in-address", address, perMinute);
  await enforce("sign-in-account", `${email}|${address}`, perMinute);
}

/**
 * Emailed links (sign-in, reset): per client address and per email from that address, like
 * password sign-in. Returns whether this email may be sent another message now (at most 5 in
 * 15 minutes, so nobody can flood someone's inbox); when not, the caller answers the same and
 * sends nothing.
 */
export async function enforceEmailLinkRateLimit(email: string, address: string): Promise<boolean> {
  const perMinute = env().AUTH_RATE_LIMIT_PER_MINUTE;
  await enforce("email-link-address", address, perMinute);
  await enforce("email-link-account", `${email}|${address}`, perMinute);
  try {
    await limiter("mail-per-email", MAILS_PER_EMAIL, MAIL_WINDOW_SECONDS).consume(email);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}
const MAILS_PER_EMAIL = 5;
const MAIL_WINDOW_SECONDS = 15 * 60;

type HeaderSource = Headers | Record<string, unknown> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = (headers as Record<string, unknown>)[name];
  return typeof v === "string" ? v : Array.isArray(v) ? v.map(String).join(",") : undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What clientAddress answers when the host cannot tell clients apart. */
export const UNKNOWN_ADDRESS = "direct";

/** An address key, or null when it is UNKNOWN_ADDRESS (nothing to compare: every client has it). */
export function knownAddress(address: string): string | null {
  return address === UNKNOWN_ADDRESS ? null : address;
}

/** The client's address key, or null when this host cannot tell clients apart. */
export function knownClientAddress(headers: HeaderSource): string | null {
  return knownAddress(clientAddress(headers));
}

let warnedDirect = false;

/**
 * The client's address for rate limits. Our own front (`npm start`, scripts/serve.ts) writes the
 * socket's address into X-Forwarded-For and vouches for it with its start-up secret: then that is
 * the address. Without it (`next start` alone, a serverless host) only the X-Forwarded-For entries
 * appended by our own TRUSTED_PROXY_COUNT proxies are believed: the client is the entry that many
 * places from the right. With neither, every client shares the one "direct" address.
 */
export function clientAddress(
  headers: HeaderSource,
  trustedProxies: number = env().TRUSTED_PROXY_COUNT,
  frontSecret: string | undefined = env().SAYWRITE_FRONT_SECRET,
): string {
  const vouched = header(headers, FRONT_HEADER);
  const forwarded = header(headers, "x-forwarded-for");
  if (frontSecret && vouched && forwarded && sameSecret(vouched, frontSecret)) return addressKey(forwarded.trim());
  if (trustedProxies <= 0) {
    if (!warnedDirect) {
      warnedDirect = true;
      console.warn("[rate-limit] client addresses are unknown (no front, TRUSTED_PROXY_COUNT=0): every client shares one sign-in budget. Start with `npm start`, or set TRUSTED_PROXY_COUNT behind a proxy.");
    }
    return UNKNOWN_ADDRESS;
  }
  const hops = (forwarded ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  // Fewer hops than proxies: a proxy is missing or misconfigured; the left-most is still the best guess.
  const hop = hops[Math.max(0, hops.length - trustedProxies)];
  return hop ? addressKey(hop) : UNKNOWN_ADDRESS;
}

/**
 * The key an address is counted under: IPv4 as it is, IPv6 by its /64 network (one home or one
 * server is given a whole /64, so counting single IPv6 addresses would give an attacker billions).
 */
export function addressKey(address: string): string {
  const a = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  if (!a.includes(":")) return a;
  if (a.startsWith("::ffff:") && a.includes(".")) return a.slice(7);
  const [head, tail] = a.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g || "0", 16).toString(16)).join(":")}::/64`;
}

/** For tests: forget every counter (memory and Redis keys of this app). */
export async function resetRateLimits(): Promise<void> {
  store.limiters.clear();
  const redisUrl = env().REDIS_URL;
  if (!redisUrl) return;
  const client = redisClient(redisUrl);
  const keys = await client.keys(`${KEY_PREFIX}:*`);
  if (keys.length) await client.del(...keys);
}

/** For tests: close the Redis connection so the process can exit. */
export async function closeRateLimitStore(): Promise<void> {
  store.limiters.clear();
  await store.redis?.quit().catch(() => {});
  store.redis = undefined;
  store.redisUrl = undefined;
}

import "server-only";
// In-memory token buckets per user: AI_RATE_LIMIT_PER_MINUTE requests a minute (default 30),
// refilled continuously, with bursts up to the same number. 429 with Retry-After beyond it.
// One process only: behind several instances the budget applies per instance.
import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/errors";

type Bucket = { tokens: number; updated: number };
const buckets = new Map<string, Bucket>();
const MAX_BUCKETS = 50_000;

export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export function takeToken(key: string, perMinute: number, now: number = Date.now()): TakeResult {
  const ratePerMs = perMinute / 60_000;
  const bucket = buckets.get(key) ?? { tokens: perMinute, updated: now };
  bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updated) * ratePerMs);
  bucket.updated = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    buckets.set(key, bucket);
    if (buckets.size > MAX_BUCKETS) prune(now, perMinute);
    return { ok: true, remaining: Math.floor(bucket.tokens) };
  }
  buckets.set(key, bucket);
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000)) };
}

/** Drops buckets that have refilled completely (their users are idle). */
function prune(now: number, perMinute: number) {
  for (const [key, b] of buckets) if (b.tokens + (now - b.updated) * (perMinute / 60_000) >= perMinute) buckets.delete(key);
}

/** Throws 429 (with Retry-After) when the user has used this minute's AI budget. */
export function enforceAiRateLimit(userId: string): void {
  const result = takeToken(`ai:${userId}`, env().AI_RATE_LIMIT_PER_MINUTE);
  if (!result.ok) throw ApiError.rateLimited(result.retryAfterSeconds);
}

/** Sign-in attempts per email and sign-ups per client address (password guessing, scrypt CPU). */
export function enforceAuthRateLimit(kind: "sign-in" | "sign-up", key: string): void {
  const result = takeToken(`auth:${kind}:${key}`, env().AUTH_RATE_LIMIT_PER_MINUTE);
  if (!result.ok) throw ApiError.rateLimited(result.retryAfterSeconds);
}

/** The client's address as our own server saw it (first X-Forwarded-For hop behind a proxy). */
export function clientAddress(headers: Headers | Record<string, unknown> | undefined): string {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const v = (headers as Record<string, unknown>)[name];
    return typeof v === "string" ? v : Array.isArray(v) ? String(v[0]) : undefined;
  };
  return get("x-forwarded-for")?.split(",")[0].trim() || get("x-real-ip") || "local";
}

/** For tests. */
export function resetRateLimits(): void {
  buckets.clear();
}

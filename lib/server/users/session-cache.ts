import "server-only";
import { decode } from "next-auth/jwt";
import type { PublicUser } from "@/lib/server/users/user-shape";

// Two small per-process caches on the signed-in request path (measured by `npm run bench`: without
// them every API call decrypted the session JWT (HKDF + AES-GCM, ~0.2 ms of CPU) and read the user
// row (a second database round trip next to the route's own query).
//
// - Decoded session tokens, keyed by the cookie's exact value: the same string always decodes to
//   the same claims; entries are dropped at the token's expiry.
// - Users found by id, for USER_TTL_MS: a changed name or email shows after at most that long on
//   other app instances (at once on this one: writers call forgetCachedUser). Misses are never
//   cached, so a deleted user's token is refused at once, as before.
// - Sign-ins (a token's `sid`) by whether they have ended (the browser signed out): an ended one
//   is remembered until the process ends, a live one for USER_TTL_MS, so a copy of a signed-out
//   browser's cookie stops working at once on this instance and within that time on the others.

const MAX_ENTRIES = 5000;
const USER_TTL_MS = 5_000;

/**
 * What a session token says: whose it is, when it was issued (ms: our `issuedAtMs` claim, else
 * next-auth's `iat` in seconds), and its sign-in row.
 */
export type SessionClaims = { sub: string; issuedAtMs: number; sid: string | null };
/** A user as the session check needs it: sessions issued before sessionsValidFrom are refused. */
export type SessionUserRow = PublicUser & { sessionsValidFrom: Date | null };
type TokenEntry = { claims: SessionClaims | null; exp: number };
type Caches = {
  tokens: Map<string, TokenEntry>;
  users: Map<string, { user: SessionUserRow; until: number }>;
  signIns?: Map<string, { ended: boolean; until: number }>;
};

// One pair of maps per process, on globalThis: Next bundles route handlers and pages separately,
// each with its own copy of this module, so a module-level map forgotten by the profile route
// (PATCH /api/auth/user) was still remembered by the dashboard page, whose refresh showed the old
// name for up to USER_TTL_MS.
const CACHES_KEY = Symbol.for("saywrite.session-cache");
const caches: Caches = ((globalThis as { [CACHES_KEY]?: Caches })[CACHES_KEY] ??= { tokens: new Map(), users: new Map() });
// (signIns came later: a process that kept an older pair from before gets its map here)
caches.signIns ??= new Map();
const { tokens, users } = caches;
const signIns = caches.signIns;

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K); // oldest first
  map.set(key, value);
}

/** The `sub` claim of a session token, or null when it does not decode or has expired. */
export async function sessionSubject(token: string, secret: string): Promise<string | null> {
  return (await sessionClaims(token, secret))?.sub ?? null;
}

/** The claims of a session token, or null when it does not decode or has expired. */
export async function sessionClaims(token: string, secret: string): Promise<SessionClaims | null> {
  const nowSeconds = Date.now() / 1000;
  const hit = tokens.get(token);
  if (hit && hit.exp > nowSeconds) return hit.claims;
  let payload: Awaited<ReturnType<typeof decode>> = null;
  try {
    payload = await decode({ token, secret });
  } catch {
    payload = null;
  }
  const exp = typeof payload?.exp === "number" ? payload.exp : 0;
  const claims: SessionClaims | null =
    typeof payload?.sub === "string"
      ? sessionClaimsOf(payload)
      : null;
  if (exp > nowSeconds) remember(tokens, token, { claims, exp });
  return exp > nowSeconds ? claims : null;
}

/** The claims of a decoded session token (next-auth's JWT payload). */
export function sessionClaimsOf(token: { sub?: unknown; iat?: unknown; issuedAtMs?: unknown; sid?: unknown }): SessionClaims | null {
  if (typeof token.sub !== "string") return null;
  const issuedAtMs = typeof token.issuedAtMs === "number" ? token.issuedAtMs : typeof token.iat === "number" ? token.iat * 1000 : 0;
  return { sub: token.sub, issuedAtMs, sid: typeof token.sid === "string" ? token.sid : null };
}

export async function cachedUser(id: string, load: (id: string) => Promise<SessionUserRow | null>): Promise<SessionUserRow | null> {
  const now = Date.now();
  const hit = users.get(id);
  if (hit && hit.until > now) return hit.user;
  const user = await load(id);
  if (user) remember(users, id, { user, until: now + USER_TTL_MS });
  else users.delete(id);
  return user;
}

/** Call after changing a user's row (name, email, picture). */
export function forgetCachedUser(id: string) {
  users.delete(id);
}

/** Whether a sign-in (a token's `sid`) has ended; `load` reads it when not known here. */
export async function cachedSignInEnded(sid: string, load: (sid: string) => Promise<boolean>): Promise<boolean> {
  const now = Date.now();
  const hit = signIns.get(sid);
  if (hit && hit.until > now) return hit.ended;
  const ended = await load(sid);
  remember(signIns, sid, { ended, until: ended ? Number.POSITIVE_INFINITY : now + USER_TTL_MS });
  return ended;
}

/** Call when a sign-in ends (its browser signed out): refused at once on this instance. */
export function forgetSignIn(sid: string) {
  remember(signIns, sid, { ended: true, until: Number.POSITIVE_INFINITY });
}

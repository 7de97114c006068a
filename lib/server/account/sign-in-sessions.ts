import "server-only";
// The sign-ins of an account, for "signed in elsewhere" on /settings/account. The session cookie
// (next-auth's JWT) carries its row's id as `sid`. Signing out everywhere sets
// User.sessionsValidFrom: every session issued until then is refused
// (lib/server/auth.ts loadUser), cookies without a row included.
import { db } from "@/lib/server/db";
import { forgetCachedUser, forgetSignIn } from "@/lib/server/users/session-cache";
import { endWaitingLinks } from "@/lib/server/account/email-tokens";

export type SignInMethod = "password" | "email_link" | "oidc" | "sign_up" | "reset";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function startSignInSession(userId: string, method: SignInMethod, userAgent?: string | null): Promise<string> {
  const row = await db.signInSession.create({
    data: {
      userId,
      method,
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    },
    select: { id: true },
  });
  return row.id;
}

/** Marks one sign-in as ended (the person signed out in that browser): its cookie stops working. */
export async function endSignInSession(sid: string): Promise<void> {
  await db.signInSession.updateMany({ where: { id: sid, endedAt: null }, data: { endedAt: new Date() } });
  forgetSignIn(sid);
}

/**
 * Signs the account out in every browser: sessions issued until now stop working, and so do the
 * links still waiting in its mail (sign in, reset, delete, a change of email), which whoever had
 * the account could have asked for; only the confirmation of its own email is kept.
 * `tx` lets a password reset do it in the same transaction as the new password.
 */
export async function endAllSignInSessions(userId: string, tx: Pick<typeof db, "user" | "signInSession" | "emailToken"> = db): Promise<void> {
  const now = new Date();
  const { email } = await tx.user.update({ where: { id: userId }, data: { sessionsValidFrom: now }, select: { email: true } });
  await tx.signInSession.updateMany({ where: { userId, endedAt: null }, data: { endedAt: now } });
  await endWaitingLinks(userId, { keepConfirmationOf: email }, tx);
  forgetCachedUser(userId);
}

export type SignInSessionView = { id: string; method: SignInMethod; device: string; signedInAt: string; current: boolean };

/** The sessions still signed in, newest first; `currentSid` marks this browser's. */
export async function listSignInSessions(userId: string, currentSid: string | null): Promise<SignInSessionView[]> {
  const rows = await db.signInSession.findMany({
    where: { userId, endedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, method: true, userAgent: true, createdAt: true },
  });
  return rows.map((r) => ({
    id: r.id,
    method: r.method as SignInMethod,
    device: describeDevice(r.userAgent),
    signedInAt: r.createdAt.toISOString(),
    current: r.id === currentSid,
  }));
}

/** "Chrome on Linux" from a User-Agent: enough to recognise one's own browser. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const ua = userAgent;
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrom(e|ium)\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "A browser";
  const system = /iPhone|iPad/.test(ua) ? "iPhone or iPad" : /Android/.test(ua) ? "Android" : /Windows/.test(ua) ? "Windows" : /Mac OS X/.test(ua) ? "Mac" : /Linux|X11/.test(ua) ? "Linux" : "another system";
  return `${browser} on ${system}`;
}

import "server-only";
// Small reads the account routes and pages need.
import { db } from "@/lib/server/db";

export async function findUserIdByEmail(email: string): Promise<string | null> {
  return (await db.user.findUnique({ where: { email }, select: { id: true } }))?.id ?? null;
}

export async function isEmailConfirmed(userId: string): Promise<boolean> {
  return Boolean((await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } }))?.emailVerifiedAt);
}

/** How this browser's session signed in (a new session after "sign out everywhere else" keeps it). */
export async function signInMethodOf(sid: string | null): Promise<string | null> {
  if (!sid) return null;
  return (await db.signInSession.findUnique({ where: { id: sid }, select: { method: true } }))?.method ?? null;
}

/**
 * Whether proving `email` now would remove the account's password: its email was never proven and
 * it has one, which whoever signed up with that email may have set (see proveEmail, account-flows.ts).
 */
export async function firstProofRemovesPassword(email: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { email }, select: { emailVerifiedAt: true, passwordHash: true } });
  return Boolean(user && !user.emailVerifiedAt && user.passwordHash);
}

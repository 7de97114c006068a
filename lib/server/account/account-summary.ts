import "server-only";
// What /settings/account shows: the profile, whether the email is confirmed (and a change waiting
// for confirmation), the ways this account can sign in, and where it is signed in.
import { db } from "@/lib/server/db";
import { env, isLocalAccountsEnabled } from "@/lib/env";
import { listSignInSessions } from "@/lib/server/account/sign-in-sessions";
import type { AccountView } from "@/lib/schemas/account";

export async function accountSummary(userId: string, currentSid: string | null): Promise<AccountView | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true, lastName: true, emailVerifiedAt: true, passwordHash: true, accounts: { select: { provider: true } } },
  });
  if (!user) return null;
  const [pending, sessions] = await Promise.all([
    db.emailToken.findFirst({
      where: { userId, purpose: "confirm_email", usedAt: null, expiresAt: { gt: new Date() }, email: { not: user.email } },
      orderBy: { createdAt: "desc" },
      select: { email: true },
    }),
    listSignInSessions(userId, currentSid),
  ]);
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailConfirmed: Boolean(user.emailVerifiedAt),
    pendingEmail: pending?.email ?? null,
    signInMethods: {
      password: Boolean(user.passwordHash),
      emailLink: isLocalAccountsEnabled(),
      identityProviders: user.accounts.map((a) => (a.provider === "oidc" ? env().AUTH_OIDC_NAME : a.provider)),
    },
    sessions,
  };
}

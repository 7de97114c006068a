import "server-only";
// What /settings/account shows: the profile, whether the email is confirmed (and a change waiting
// for confirmation), the ways this account can sign in, and where it is signed in.
import { db } from "@/lib/server/db";
import { env, isLocalAccountsEnabled } from "@/lib/env";
import { listSignInSessions, type SignInSessionView } from "@/lib/server/account/sign-in-sessions";

export type AccountSummary = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailConfirmed: boolean;
  /** A new email waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  signInMethods: { password: boolean; emailLink: boolean; identityProviders: string[] };
  sessions: SignInSessionView[];
};

export async function accountSummary(userId: string, currentSid: string | null): Promise<AccountSummary | null> {
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

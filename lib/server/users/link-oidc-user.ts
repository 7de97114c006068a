import "server-only";
import { db } from "@/lib/server/db";
import { forgetCachedUser } from "@/lib/server/users/session-cache";

export type OidcIdentity = {
  provider: string;
  providerAccountId: string;
  type: string;
  email?: string | null;
  emailVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  image?: string | null;
};

export type LinkResult = { userId: string; created?: true } | { error: "no_email" | "email_unverified" | "email_in_use" };

/**
 * Finds or creates the user behind an OIDC identity. A new user is created, or an existing one
 * linked, only when the provider says the email is verified (email_verified): otherwise whoever
 * typed someone else's address at the provider would own that address here. An existing account
 * with the same email is linked only when its email was itself verified by a provider and it has
 * no password (otherwise whoever controls one side could claim the other's documents).
 */
export async function linkOidcUser(identity: OidcIdentity): Promise<LinkResult> {
  const existing = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: identity.provider, providerAccountId: identity.providerAccountId } },
    select: { userId: true },
  });
  if (existing) {
    await db.user.update({
      where: { id: existing.userId },
      data: {
        firstName: identity.firstName ?? undefined,
        lastName: identity.lastName ?? undefined,
        profileImageUrl: identity.image ?? undefined,
      },
    });
    forgetCachedUser(existing.userId);
    return { userId: existing.userId };
  }
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { error: "no_email" };
  if (identity.emailVerified !== true) return { error: "email_unverified" };
  const sameEmail = await db.user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, emailVerifiedAt: true },
  });
  // A local account's email was never verified: whoever registered it first could be anyone,
  // so an SSO identity is never joined to a password account, nor to a user whose email no
  // provider vouched for (such users were created before email_verified was required).
  if (sameEmail && (sameEmail.passwordHash || !sameEmail.emailVerifiedAt)) return { error: "email_in_use" };
  const account = { type: identity.type, provider: identity.provider, providerAccountId: identity.providerAccountId };
  if (sameEmail) {
    await db.account.create({ data: { ...account, userId: sameEmail.id } });
    return { userId: sameEmail.id };
  }
  const user = await db.user.create({
    data: {
      email,
      firstName: identity.firstName ?? null,
      lastName: identity.lastName ?? null,
      profileImageUrl: identity.image ?? null,
      emailVerifiedAt: new Date(),
      accounts: { create: account },
    },
    select: { id: true },
  });
  return { userId: user.id, created: true };
}

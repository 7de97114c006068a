import "server-only";
import { db } from "@/lib/server/db";

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

export type LinkResult = { userId: string } | { error: "no_email" | "email_in_use" };

/**
 * Finds or creates the user behind an OIDC identity. An existing account with the same
 * email is linked only when the provider says the email is verified and that account has
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
    return { userId: existing.userId };
  }
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { error: "no_email" };
  const sameEmail = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  // A local account's email was never verified: whoever registered it first could be
  // anyone, so an SSO identity is never joined to a password account automatically.
  if (sameEmail && (!identity.emailVerified || sameEmail.passwordHash)) return { error: "email_in_use" };
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
      accounts: { create: account },
    },
    select: { id: true },
  });
  return { userId: user.id };
}

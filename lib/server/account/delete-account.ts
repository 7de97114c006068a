import "server-only";
// "Delete my account": every row the person owns goes, in one transaction. Most tables reach the
// user through a foreign key with ON DELETE CASCADE (documents and their revisions, voice
// sessions, games, training, consultations, plans, rewards, vocabulary, browsers, linked
// identities, sign-ins, link tokens); the rest name them without one and are deleted here first.
// tests/api/accounts/delete-account.test.ts lists every table of the database and checks that
// none keeps a row naming them.
import { db } from "@/lib/server/db";
import { forgetCachedUser } from "@/lib/server/users/session-cache";

export async function deleteAccount(userId: string): Promise<{ email: string } | null> {
  const deleted = await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (!user) return null;
    // links sent to this email before it had an account (sign-up by link) name it by email only
    await tx.emailToken.deleteMany({ where: { OR: [{ userId }, { email: user.email }] } });
    await tx.verificationToken.deleteMany({ where: { identifier: user.email } });
    // templates they generated (built-in ones have no creator)
    await tx.template.deleteMany({ where: { createdById: userId } });
    // a friend's referral payment keeps its coins but no longer says who was referred
    // (its period key stays unique: it is one payment per friend)
    await tx.$executeRaw`UPDATE reward_events SET detail = NULL, period_key = 'referral:deleted:' || id WHERE kind = 'referral' AND detail = ${userId}`;
    await tx.user.delete({ where: { id: userId } });
    return { email: user.email };
  });
  forgetCachedUser(userId);
  return deleted;
}

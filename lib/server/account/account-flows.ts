import "server-only";
// What the account screens do (routes under app/api/auth and app/api/account call these).
import { ApiError } from "@/lib/server/errors";
import { db } from "@/lib/server/db";
import { hashPassword, verifyPassword } from "@/lib/server/password";
import { endWaitingLinks, hashToken, peekEmailToken, spendEmailToken, type UsedToken } from "@/lib/server/account/email-tokens";
import { enforceSignInRateLimit } from "@/lib/server/rate-limit";
import { linkProblemMessage, type TokenProblem, type TokenPurpose } from "@/lib/account-links";
import { endAllSignInSessions } from "@/lib/server/account/sign-in-sessions";
import { forgetCachedUser } from "@/lib/server/users/session-cache";
import { publicUserSelect, type PublicUser } from "@/lib/server/users/user-shape";
import { settleReferralOnVerification } from "@/lib/server/referral/referral-payment";
import { firstProofRemovesPassword } from "@/lib/server/account/account-lookups";

/** 400 saying why a link cannot be used, and how to get a new one. */
export function linkProblem(purpose: TokenPurpose, problem: TokenProblem): ApiError {
  return new ApiError(400, `link_${problem}`, linkProblemMessage(purpose, problem));
}

/** Uses a link token or throws linkProblem. */
export async function spendLink(purpose: TokenPurpose, token: string, tx?: Parameters<typeof spendEmailToken>[2]): Promise<UsedToken> {
  const used = await spendEmailToken(purpose, token, tx);
  if ("problem" in used) throw linkProblem(purpose, used.problem);
  return used;
}

/**
 * Proves the account's email (a sign-in link, a reset, the confirmation link) and sets the password
 * chosen with it: the one path for both. The first proof ends everything set before it: until
 * then anyone could have signed up with that email, set a password and kept a session, waiting
 * for the owner ("pre-hijacking"). Every session and waiting link of the account ends, and the
 * password set before goes: `chosenPasswordHash` replaces it, or nothing (the owner signs in by
 * link, or chooses one in account settings). A password chosen with a later proof (a reset, or the
 * confirmation page after another link proved the email first) is set too, ending the other
 * sessions and links as any new password does. Returns whether this was the first proof.
 */
async function proveEmail(tx: FlowTx, userId: string, chosenPasswordHash: string | null): Promise<boolean> {
  // (only while the email is still unproven: of two links opened at once, the one that waited for
  // the row finds it proven and removes nothing, so it cannot take away a password the other just set)
  const { count } = await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date(), passwordHash: chosenPasswordHash } });
  const first = count > 0;
  if (!first && chosenPasswordHash) await tx.user.update({ where: { id: userId }, data: { passwordHash: chosenPasswordHash } });
  if (first || chosenPasswordHash) await endAllSignInSessions(userId, tx);
  return first;
}

type FlowTx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * Opens a sign-in link: the account it was sent for, or (a sign-up by link) a new account with
 * that email, confirmed, with no password. Opening the link proves the email is theirs: on an
 * account whose email was never proven, the password and sessions set before stop working.
 */
export async function openSignInLink(token: string): Promise<{ user: PublicUser; created: boolean; passwordRemoved: boolean }> {
  const opened = await db.$transaction(async (tx) => {
    const used = await spendLink("sign_in", token, tx);
    const existing = await tx.user.findUnique({ where: { email: used.email }, select: { id: true, passwordHash: true } });
    if (existing) {
      if (used.userId && used.userId !== existing.id) throw linkProblem("sign_in", "unknown");
      const proved = await proveEmail(tx, existing.id, null);
      const user = await tx.user.findUniqueOrThrow({ where: { id: existing.id }, select: publicUserSelect });
      return { user, created: false, passwordRemoved: proved && Boolean(existing.passwordHash) };
    }
    // the account was deleted since the link was sent, or this is a sign-up by link
    if (used.userId) throw linkProblem("sign_in", "unknown");
    const user = await tx.user.create({ data: { email: used.email, emailVerifiedAt: new Date() }, select: publicUserSelect });
    return { user, created: true, passwordRemoved: false };
  });
  forgetCachedUser(opened.user.id);
  // the email is proven now: a referral waiting on it is settled
  await settleReferralOnVerification(opened.user.id);
  return opened;
}

/** Sets a new password from a reset link and signs the account out everywhere (one transaction). */
export async function resetPassword(token: string, password: string): Promise<PublicUser> {
  const passwordHash = await hashPassword(password);
  const user = await db.$transaction(async (tx) => {
    const used = await spendLink("reset_password", token, tx);
    if (!used.userId) throw linkProblem("reset_password", "unknown");
    const current = await tx.user.findUnique({ where: { id: used.userId }, select: { email: true } });
    if (!current || current.email !== used.email) throw linkProblem("reset_password", "unknown");
    await proveEmail(tx, used.userId, passwordHash);
    return tx.user.findUniqueOrThrow({ where: { id: used.userId }, select: publicUserSelect });
  });
  forgetCachedUser(user.id);
  await settleReferralOnVerification(user.id);
  return user;
}

/**
 * Whether confirming with this link needs a new password: it is the first proof of the account's
 * email and the account has a password, which whoever signed up with the email may have set.
 */
export async function confirmationNeedsPassword(token: string): Promise<boolean> {
  const row = await db.emailToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { purpose: true, email: true, user: { select: { email: true } } } });
  return row?.purpose === "confirm_email" && row.user?.email === row.email && (await firstProofRemovesPassword(row.email));
}

export type ConfirmedEmail = { email: string; changed: boolean; signedIn: PublicUser | null };

/**
 * Confirms an email from its link: the account's own email (confirmed from now on), or a new
 * email it asked to change to (the email changes now). 409 when another account took it since.
 * The first proof of the account's own email ends every session and the password set before it
 * (proveEmail): the owner chooses a password with the confirmation (400 password_needed
 * without one, the link still unused) and `signedIn` names the account this browser signs in to.
 * When another link proved the email first (another tab, or opened at the same moment), the
 * password chosen here is still set, ending the other sessions as a reset does.
 */
export async function confirmEmail(token: string, password?: string): Promise<ConfirmedEmail> {
  // hashed only for a link that can be used (scrypt is the costly step), before the transaction
  const passwordHash = password && "email" in (await peekEmailToken("confirm_email", token)) ? await hashPassword(password) : null;
  try {
    const result = await db.$transaction(async (tx) => {
      const used = await spendLink("confirm_email", token, tx);
      const user = used.userId
        ? await tx.user.findUnique({ where: { id: used.userId }, select: { id: true, email: true, emailVerifiedAt: true, passwordHash: true } })
        : null;
      if (!user) throw linkProblem("confirm_email", "unknown");
      const own = user.email === used.email;
      const firstProof = !user.emailVerifiedAt && own;
      if (firstProof && user.passwordHash && !passwordHash) {
        throw new ApiError(400, "password_needed", "Please choose your password to confirm your email.", [{ path: ["password"], message: "Choose a password." }]);
      }
      // the account's own email: proven now, with the password chosen on the page (set even when
      // another link proved the email first, as a reset would); another email: the change happens
      if (own) await proveEmail(tx, user.id, passwordHash);
      else await tx.user.update({ where: { id: user.id }, data: { email: used.email, emailVerifiedAt: new Date() } });
      // the other confirmations still waiting (an address asked for earlier, the old email's own)
      // would move the account to an address it left
      await endWaitingLinks(user.id, { purposes: ["confirm_email"] }, tx);
      const signedIn = firstProof || (own && passwordHash) ? await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: publicUserSelect }) : null;
      return { userId: user.id, email: used.email, changed: user.email !== used.email, signedIn };
    });
    forgetCachedUser(result.userId);
    await settleReferralOnVerification(result.userId);
    return { email: result.email, changed: result.changed, signedIn: result.signedIn };
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") {
      throw ApiError.conflict("Another SayWrite account uses this email now, so it cannot be yours too. Choose another email in your account settings.");
    }
    throw err;
  }
}

/**
 * Uses a delete link: the account it was sent for, while the link's address is still its email
 * (after a change of email, a link in the old inbox deletes nothing).
 */
export async function spendDeleteLink(token: string): Promise<string> {
  const used = await spendLink("delete_account", token);
  const owner = used.userId ? await db.user.findUnique({ where: { id: used.userId }, select: { email: true } }) : null;
  if (!used.userId || owner?.email !== used.email) throw linkProblem("delete_account", "unknown");
  return used.userId;
}

/**
 * Checks the signed-in person's current password (for changing email or password, deleting).
 * Guessing it from a signed-in browser (`address`, the client's) is limited like signing in.
 */
export async function checkCurrentPassword(userId: string, password: string | undefined, address: string): Promise<{ hasPassword: boolean }> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!row) throw ApiError.unauthorized();
  if (!row.passwordHash) return { hasPassword: false };
  await enforceSignInRateLimit(row.email, address);
  if (!password || !(await verifyPassword(password, row.passwordHash))) {
    throw new ApiError(400, "wrong_password", "That is not your current password. Please try again.", [
      { path: ["currentPassword"], message: "That is not your current password." },
    ]);
  }
  return { hasPassword: true };
}

/** Changes (or, for an account without one, sets) the password and signs out everywhere else. */
export async function changePassword(userId: string, currentPassword: string | undefined, newPassword: string, address: string): Promise<void> {
  await checkCurrentPassword(userId, currentPassword, address);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await endAllSignInSessions(userId, tx);
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
  });
}

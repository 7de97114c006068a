import "server-only";
// One-time links sent by email (docs/security.md, "Links sent by email"). The link carries 32
// random bytes; only their SHA-256 is stored, so a copy of the database cannot sign anyone in.
// A link works once, until it expires; using it is one conditional UPDATE, so two tabs opening
// the same link cannot both succeed.
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";

import type { TokenProblem, TokenPurpose } from "@/lib/account-links";

export type { TokenProblem, TokenPurpose };

export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  sign_in: 15,
  reset_password: 15,
  // a confirmation may wait until the person next reads their mail
  confirm_email: 24 * 60,
  delete_account: 15,
};

export type UsedToken = { email: string; userId: string | null };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a link token for `purpose` and returns it (the only time it exists in clear). */
export async function issueEmailToken(purpose: TokenPurpose, email: string, userId: string | null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.emailToken.create({
    data: {
      tokenHash: hashToken(token),
      purpose,
      email,
      userId,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
    },
  });
  return token;
}

/**
 * Uses a link token once: the row it names (email, user) or why it cannot be used. Inside a
 * transaction (`tx`), the use is undone with the rest if a later step fails.
 */
export async function spendEmailToken(
  purpose: TokenPurpose,
  token: string,
  tx: Pick<typeof db, "emailToken"> = db,
): Promise<UsedToken | { problem: TokenProblem }> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const used = await tx.emailToken.updateManyAndReturn({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
    select: { email: true, userId: true },
  });
  if (used.length === 1) return used[0];
  const row = await tx.emailToken.findUnique({ where: { tokenHash }, select: { purpose: true, usedAt: true } });
  if (!row || row.purpose !== purpose) return { problem: "unknown" };
  return { problem: row.usedAt ? "used" : "expired" };
}

/**
 * Ends links of the account that are still waiting (they read as expired, with the way to ask
 * again): `purposes` limits it to some kinds; `keep` spares the confirmation of one address (the
 * account's own email, after "sign out everywhere").
 */
export async function endWaitingLinks(
  userId: string,
  options: { purposes?: TokenPurpose[]; keepConfirmationOf?: string } = {},
  tx: Pick<typeof db, "emailToken"> = db,
): Promise<void> {
  const now = new Date();
  await tx.emailToken.updateMany({
    where: {
      userId,
      usedAt: null,
      expiresAt: { gt: now },
      ...(options.purposes ? { purpose: { in: options.purposes } } : {}),
      ...(options.keepConfirmationOf ? { NOT: { purpose: "confirm_email", email: options.keepConfirmationOf } } : {}),
    },
    data: { expiresAt: now },
  });
}

/** Whether a token could be used now (for the page that shows its button), without using it. */
export async function peekEmailToken(purpose: TokenPurpose, token: string): Promise<{ email: string } | { problem: TokenProblem }> {
  const row = await db.emailToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { purpose: true, usedAt: true, expiresAt: true, email: true },
  });
  if (!row || row.purpose !== purpose) return { problem: "unknown" };
  if (row.usedAt) return { problem: "used" };
  if (row.expiresAt <= new Date()) return { problem: "expired" };
  return { email: row.email };
}

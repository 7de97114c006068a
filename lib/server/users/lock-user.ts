import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/errors";

export type Tx = Prisma.TransactionClient;

/**
 * Locks the user's row until the transaction ends: checks and writes against one user's limits
 * (coins, quotas) then run one at a time, so two tabs or five concurrent requests cannot each see
 * room for themselves. NO KEY UPDATE: rows that merely reference the user (a new document, a
 * ledger row) can still be inserted meanwhile.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
  if (rows.length === 0) throw ApiError.unauthorized();
}

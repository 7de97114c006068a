import "server-only";
import { ApiError } from "@/lib/server/errors";
import { clearedSessionCookie } from "@/lib/server/auth";
import { deleteAccount } from "@/lib/server/account/delete-account";
import { afterResponse, mailAccountDeleted } from "@/lib/server/account/account-mail";
import { answerJson, type AnswerResponse } from "@/lib/server/http";
import type { DeletedAccount } from "@/lib/schemas/account";

/** Deletes the account, answers with this browser signed out, and sends the notice. */
export async function deleteAccountAndSignOut(userId: string): Promise<AnswerResponse<DeletedAccount>> {
  const deleted = await deleteAccount(userId);
  if (!deleted) throw ApiError.notFound("This account no longer exists.");
  afterResponse(() => mailAccountDeleted(deleted.email));
  const res = answerJson<DeletedAccount>({ deleted: true });
  res.headers.append("Set-Cookie", clearedSessionCookie());
  return res;
}

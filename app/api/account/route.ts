// GET /api/account - the signed-in account as /settings/account shows it (email confirmed or not,
// sign-in methods, sessions signed in, this one marked)
// DELETE /api/account - delete the account with its password: every row it owns, every session; a
// notice goes to its email. An account without a password asks for an email link instead
// (POST /api/account/delete-link).
import { ApiError, withAuth } from "@/lib/server/http";
import { requestSessionClaims } from "@/lib/server/auth";
import { accountSummary } from "@/lib/server/account/account-summary";
import { checkCurrentPassword } from "@/lib/server/account/account-flows";
import { deleteAccountAndSignOut } from "@/lib/server/account/delete-response";
import { deleteAccountSchema } from "@/lib/schemas/account";
import { accountApi } from "@/lib/schemas/endpoints/account";
import { clientAddress } from "@/lib/server/rate-limit";

export const GET = withAuth(accountApi.get, async ({ req, user }) => {
  const summary = await accountSummary(user.id, (await requestSessionClaims(req))?.sid ?? null);
  if (!summary) throw ApiError.unauthorized();
  return summary;
});

export const DELETE = withAuth(
  accountApi.delete,
  async ({ req, user, body }) => {
    const { hasPassword } = await checkCurrentPassword(user.id, body.password, clientAddress(req.headers));
    if (!hasPassword) throw ApiError.badRequest("This account has no password. Ask for an email link to delete it.");
    return deleteAccountAndSignOut(user.id);
  },
  { body: deleteAccountSchema, maxBodyBytes: 2_000 },
);

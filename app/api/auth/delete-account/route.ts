// POST /api/auth/delete-account - delete the account a fresh email link (15 minutes) was sent for:
// every row it owns, every session; a notice goes to its email. The link is the proof.
import { withPublic } from "@/lib/server/http";
import { tokenSchema } from "@/lib/schemas/account";
import { spendLink, linkProblem } from "@/lib/server/account/account-flows";
import { deleteAccountAndSignOut } from "@/lib/server/account/delete-response";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.deleteAccount,
  async ({ body }) => {
    const used = await spendLink("delete_account", body.token);
    if (!used.userId) throw linkProblem("delete_account", "unknown");
    return deleteAccountAndSignOut(used.userId);
  },
  { body: tokenSchema, maxBodyBytes: 2_000 },
);

// POST /api/auth/delete-account - delete the account a fresh email link (15 minutes) was sent for:
// every row it owns, every session; a notice goes to its email. The link is the proof, while its
// address is still the account's email.
import { withPublic } from "@/lib/server/http";
import { tokenSchema } from "@/lib/schemas/account";
import { spendDeleteLink } from "@/lib/server/account/account-flows";
import { deleteAccountAndSignOut } from "@/lib/server/account/delete-response";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.deleteAccount,
  async ({ body }) => deleteAccountAndSignOut(await spendDeleteLink(body.token)),
  { body: tokenSchema, maxBodyBytes: 2_000 },
);

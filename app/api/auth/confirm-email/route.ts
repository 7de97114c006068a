// POST /api/auth/confirm-email - confirm an email from its link (the account's own, or the new one
// it is changing to). Works signed in or not: the link itself is the proof.
import { withPublic } from "@/lib/server/http";
import { tokenSchema } from "@/lib/schemas/account";
import { confirmEmail } from "@/lib/server/account/account-flows";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(authApi.confirmEmail, ({ body }) => confirmEmail(body.token), { body: tokenSchema, maxBodyBytes: 2_000 });

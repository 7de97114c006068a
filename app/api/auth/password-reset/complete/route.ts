// POST /api/auth/password-reset/complete - set a new password from a reset link: every session of
// the account is signed out, then this browser is signed in. 400 for a bad, used or expired link.
import { answerJson, withPublic } from "@/lib/server/http";
import { resetPasswordSchema } from "@/lib/schemas/account";
import { signInCookie } from "@/lib/server/auth";
import { resetPassword } from "@/lib/server/account/account-flows";
import { afterResponse, mailPasswordChanged } from "@/lib/server/account/account-mail";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.completePasswordReset,
  async ({ req, body }) => {
    const user = await resetPassword(body.token, body.password);
    afterResponse(() => mailPasswordChanged(user.email));
    const res = answerJson({ user });
    const cookie = await signInCookie(user, "reset", req.headers.get("user-agent"));
    if (cookie) res.headers.append("Set-Cookie", cookie);
    return res;
  },
  { body: resetPasswordSchema, maxBodyBytes: 2_000 },
);

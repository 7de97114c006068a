// PUT /api/account/password - change the password (or set one, for an account without); every
// other session is signed out, this browser stays signed in, and a notice goes to the email.
import { answerJson, withAuth } from "@/lib/server/http";
import { changePasswordSchema } from "@/lib/schemas/account";
import { signInCookie } from "@/lib/server/auth";
import { changePassword } from "@/lib/server/account/account-flows";
import { afterResponse, mailPasswordChanged } from "@/lib/server/account/account-mail";
import { clientAddress } from "@/lib/server/rate-limit";
import { accountApi } from "@/lib/schemas/endpoints/account";

export const PUT = withAuth(
  accountApi.changePassword,
  async ({ req, user, body }) => {
    await changePassword(user.id, body.currentPassword, body.newPassword, clientAddress(req.headers));
    afterResponse(() => mailPasswordChanged(user.email));
    const res = answerJson({ message: "Your password is changed. You are signed out everywhere else." });
    const cookie = await signInCookie(user, "password", req.headers.get("user-agent"));
    if (cookie) res.headers.append("Set-Cookie", cookie);
    return res;
  },
  { body: changePasswordSchema, maxBodyBytes: 2_000 },
);

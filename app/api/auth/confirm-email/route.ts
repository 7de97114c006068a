// POST /api/auth/confirm-email - confirm an email from its link (the account's own, or the new one
// it is changing to). Works signed in or not: the link itself is the proof. The first proof of the
// account's own email ends its other sessions and the password set before; the owner chooses a new
// one here (400 password_needed without it) and this browser is signed in.
import { answerJson, withPublic } from "@/lib/server/http";
import { confirmEmailSchema } from "@/lib/schemas/account";
import { confirmEmail } from "@/lib/server/account/account-flows";
import { signInCookie } from "@/lib/server/auth";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.confirmEmail,
  async ({ req, body }) => {
    const { email, changed, signedIn } = await confirmEmail(body.token, body.password);
    const res = answerJson({ email, changed, signedIn: Boolean(signedIn) });
    const cookie = signedIn ? await signInCookie(signedIn, "email_link", req.headers.get("user-agent")) : null;
    if (cookie) res.headers.append("Set-Cookie", cookie);
    return res;
  },
  { body: confirmEmailSchema, maxBodyBytes: 2_000 },
);

// POST /api/auth/email-link/verify - open a sign-in link: signs this browser in (creating the
// account for a sign-up by link); 400 link_expired / link_used / link_invalid with a way to ask again.
// On an account whose email was never proven, the password and sessions set before stop working
// (passwordRemoved: the owner chooses a password in account settings).
import { answerJson, withPublic } from "@/lib/server/http";
import { tokenSchema } from "@/lib/schemas/account";
import { signInCookie } from "@/lib/server/auth";
import { openSignInLink } from "@/lib/server/account/account-flows";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.openEmailLink,
  async ({ req, body }) => {
    const { user, created, passwordRemoved } = await openSignInLink(body.token);
    const res = answerJson({ user, created, passwordRemoved });
    const cookie = await signInCookie(user, "email_link", req.headers.get("user-agent"));
    if (cookie) res.headers.append("Set-Cookie", cookie);
    return res;
  },
  { body: tokenSchema, maxBodyBytes: 2_000 },
);

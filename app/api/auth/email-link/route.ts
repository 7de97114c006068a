// POST /api/auth/email-link - email a one-time sign-in link (15 minutes); to an email with no
// account, a link that creates one (sign-up without a password). 202, the same answer either way;
// 503 email_links_unavailable when this server cannot build links (production without NEXTAUTH_URL).
import { answerJson, withPublic } from "@/lib/server/http";
import { emailLinkRequestSchema } from "@/lib/schemas/account";
import { findUserIdByEmail } from "@/lib/server/account/account-lookups";
import { isLocalAccountsEnabled } from "@/lib/env";
import { acceptLinkRequest } from "@/lib/server/account/link-requests";
import { mailSignInLink, WITHOUT_EMAIL_LINKS } from "@/lib/server/account/account-mail";
import { safeCallbackPath } from "@/lib/safe-callback";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.emailLink,
  async ({ req, body }) => {
    const callbackUrl = safeCallbackPath(body.callbackUrl);
    await acceptLinkRequest(req, body.email, WITHOUT_EMAIL_LINKS.signIn, async (origin) => {
      const userId = await findUserIdByEmail(body.email);
      if (userId || isLocalAccountsEnabled()) await mailSignInLink(origin, body.email, userId, callbackUrl);
    });
    return answerJson({ message: `We sent a link to ${body.email}. Open it to sign in. It works for 15 minutes.` }, { status: 202 });
  },
  { body: emailLinkRequestSchema, maxBodyBytes: 4_000 },
);

// POST /api/auth/password-reset - email a one-time link to choose a new password (15 minutes).
// 202 with the same answer, in the same time, whether or not the email has an account; 503
// email_links_unavailable, for every email alike, when this server cannot build links.
import { answerJson, withPublic } from "@/lib/server/http";
import { emailOnlySchema } from "@/lib/schemas/account";
import { findUserIdByEmail } from "@/lib/server/account/account-lookups";
import { acceptLinkRequest } from "@/lib/server/account/link-requests";
import { mailPasswordReset, WITHOUT_EMAIL_LINKS } from "@/lib/server/account/account-mail";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.passwordReset,
  async ({ req, body }) => {
    await acceptLinkRequest(req, body.email, WITHOUT_EMAIL_LINKS.reset, async (origin) => {
      const userId = await findUserIdByEmail(body.email);
      if (userId) await mailPasswordReset(origin, body.email, userId);
    });
    return answerJson(
      { message: `If ${body.email} has a SayWrite account, we sent it a link to choose a new password. It works for 15 minutes.` },
      { status: 202 },
    );
  },
  { body: emailOnlySchema, maxBodyBytes: 2_000 },
);

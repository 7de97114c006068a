// POST /api/account/confirmation - send the confirmation link for the account's email again.
import { answerJson, ApiError, withAuth } from "@/lib/server/http";
import { isEmailConfirmed } from "@/lib/server/account/account-lookups";
import { clientAddress, enforceEmailLinkRateLimit } from "@/lib/server/rate-limit";
import { linkOriginOrRefuse, mailEmailConfirmation, WITHOUT_EMAIL_LINKS } from "@/lib/server/account/account-mail";
import { accountApi } from "@/lib/schemas/endpoints/account";

export const POST = withAuth(accountApi.confirmation, async ({ req, user }) => {
  if (await isEmailConfirmed(user.id)) throw ApiError.badRequest("Your email is already confirmed.");
  const origin = linkOriginOrRefuse(req.nextUrl.origin, WITHOUT_EMAIL_LINKS.settings);
  if (!(await enforceEmailLinkRateLimit(user.email, clientAddress(req.headers)))) {
    throw ApiError.rateLimited(15 * 60);
  }
  await mailEmailConfirmation(origin, user.email, user.id, false);
  return answerJson({ message: `We sent a link to ${user.email}. Open it to confirm your email.` }, { status: 202 });
});

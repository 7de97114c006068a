// POST /api/account/delete-link - email a fresh link (15 minutes) that deletes the account: the
// way to confirm for an account without a password.
import { answerJson, ApiError, withAuth } from "@/lib/server/http";
import { clientAddress, enforceEmailLinkRateLimit } from "@/lib/server/rate-limit";
import { linkOriginOrRefuse, mailDeleteLink, WITHOUT_EMAIL_LINKS } from "@/lib/server/account/account-mail";
import { accountApi } from "@/lib/schemas/endpoints/account";

export const POST = withAuth(accountApi.deleteLink, async ({ req, user }) => {
  const origin = linkOriginOrRefuse(req.nextUrl.origin, WITHOUT_EMAIL_LINKS.settings);
  if (!(await enforceEmailLinkRateLimit(user.email, clientAddress(req.headers)))) throw ApiError.rateLimited(15 * 60);
  await mailDeleteLink(origin, user.email, user.id);
  return answerJson({ message: `We sent a link to ${user.email}. Open it to delete your account. It works for 15 minutes.` }, { status: 202 });
});

// POST /api/account/email - change the email: a confirmation link goes to the new email (the email
// changes when it is opened) and a notice to the current one. Needs the current password when the
// account has one. 409 when another account uses the new email.
import { answerJson, ApiError, withAuth } from "@/lib/server/http";
import { changeEmailSchema } from "@/lib/schemas/account";
import { findUserIdByEmail } from "@/lib/server/account/account-lookups";
import { checkCurrentPassword } from "@/lib/server/account/account-flows";
import { afterResponse, linkOriginOrRefuse, mailEmailChangeNotice, mailEmailConfirmation, WITHOUT_EMAIL_LINKS } from "@/lib/server/account/account-mail";
import { accountApi } from "@/lib/schemas/endpoints/account";
import { clientAddress, enforceEmailLinkRateLimit } from "@/lib/server/rate-limit";
import { endWaitingLinks } from "@/lib/server/account/email-tokens";

export const POST = withAuth(
  accountApi.changeEmail,
  async ({ req, user, body }) => {
    if (body.email === user.email) throw ApiError.badRequest("That is already your email.");
    const origin = linkOriginOrRefuse(req.nextUrl.origin, WITHOUT_EMAIL_LINKS.settings);
    const address = clientAddress(req.headers);
    await checkCurrentPassword(user.id, body.currentPassword, address);
    if (await findUserIdByEmail(body.email)) throw ApiError.conflict("Another SayWrite account uses this email. Choose another one.");
    // mail to an address nobody has proven is theirs: limited like the other links
    if (!(await enforceEmailLinkRateLimit(body.email, address))) throw ApiError.rateLimited(15 * 60);
    // only the newest address asked for can be confirmed
    await endWaitingLinks(user.id, { purposes: ["confirm_email"], keepConfirmationOf: user.email });
    await mailEmailConfirmation(origin, body.email, user.id, true);
    afterResponse(() => mailEmailChangeNotice(user.email, body.email));
    return answerJson({ pendingEmail: body.email, message: `We sent a link to ${body.email}. Your email changes when you open it.` }, { status: 202 });
  },
  { body: changeEmailSchema, maxBodyBytes: 2_000 },
);

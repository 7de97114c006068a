// POST /api/auth/register - create a local account (email + password, optional referralCode) and sign
// it in (its session cookie); 409 when the email is taken
import { signUpSchema } from "@/lib/schemas/auth";
import { ApiError, withPublic } from "@/lib/server/http";
import { isLocalAccountsEnabled } from "@/lib/env";
import { getSessionUser, signInCookie } from "@/lib/server/auth";
import { createLocalUser } from "@/lib/server/users/create-local-user";
import { clientAddress, enforceSignUpRateLimit } from "@/lib/server/rate-limit";
import { attachReferrer } from "@/lib/server/referrals/attach-referrer";
import { browserKeyOfRequest, rememberUserBrowser } from "@/lib/server/referrals/browsers";
import { REFERRAL_COOKIE } from "@/lib/share/referral";
import { afterResponse, appOrigin, mailEmailConfirmation } from "@/lib/server/accounts/account-mail";

export const POST = withPublic(
  async ({ req, body }) => {
    if (!isLocalAccountsEnabled()) throw ApiError.notFound("Local accounts are switched off on this server.");
    await enforceSignUpRateLimit(clientAddress(req.headers));
    const user = await createLocalUser(body);
    // Share and Earn: the code from the sign-up link, else the one kept since the visitor arrived with ?ref=
    const keptCode = req.cookies.get(REFERRAL_COOKIE)?.value;
    const browserKey = browserKeyOfRequest(req);
    const sessionUserId = (await getSessionUser(req))?.id ?? null;
    await attachReferrer(user.id, body.referralCode ?? keptCode, { browserKey, sessionUserId });
    await rememberUserBrowser(user.id, browserKey);
    const res = Response.json(user, { status: 201 });
    const session = await signInCookie(user, "sign_up", req.headers.get("user-agent"));
    if (session) res.headers.append("Set-Cookie", session);
    // the account works at once; the link confirms the email is theirs
    afterResponse(() => mailEmailConfirmation(appOrigin(req.nextUrl.origin), user.email, user.id, false));
    if (keptCode) res.headers.append("Set-Cookie", `${REFERRAL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`);
    return res;
  },
  { body: signUpSchema, maxBodyBytes: 10_000 },
);

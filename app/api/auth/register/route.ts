// POST /api/auth/register - create a local account (email + password, optional referralCode) and sign
// it in (its session cookie); 409 when the email is taken (a few times per address: see
// enforceSignUpRateLimit), 429 beyond
import { signUpSchema } from "@/lib/schemas/auth";
import { answerJson, ApiError, withPublic } from "@/lib/server/http";
import { isLocalAccountsEnabled } from "@/lib/env";
import { getSessionUser, signInCookie } from "@/lib/server/auth";
import { createLocalUser } from "@/lib/server/users/create-local-user";
import { clientAddress, countExistingEmailAnswer, enforceSignUpRateLimit, knownAddress } from "@/lib/server/rate-limit";
import { attachReferrer } from "@/lib/server/referral/attach-referrer";
import { browserKeyOfRequest, rememberUserBrowser } from "@/lib/server/referral/browsers";
import { REFERRAL_COOKIE } from "@/lib/share/referral";
import { afterResponse, appOrigin, mailEmailConfirmation } from "@/lib/server/account/account-mail";
import { authApi } from "@/lib/schemas/endpoints/auth";

export const POST = withPublic(
  authApi.register,
  async ({ req, body }) => {
    if (!isLocalAccountsEnabled()) throw ApiError.notFound("Local accounts are switched off on this server.");
    const address = clientAddress(req.headers);
    await enforceSignUpRateLimit(body.email, address);
    const user = await createLocalUser(body).catch(async (err: unknown) => {
      if (err instanceof ApiError && err.status === 409) await countExistingEmailAnswer(address);
      throw err;
    });
    // Share and Earn: the code kept since the visitor first arrived with ?ref=, else one sent with the sign-up
    const keptCode = req.cookies.get(REFERRAL_COOKIE)?.value;
    const browserKey = await browserKeyOfRequest(req);
    const sessionUserId = (await getSessionUser(req))?.id ?? null;
    const addressKey = knownAddress(address);
    await attachReferrer(user.id, keptCode ?? body.referralCode, { browserKey, addressKey, sessionUserId });
    await rememberUserBrowser(user.id, browserKey);
    const res = answerJson(user, { status: 201 });
    const session = await signInCookie(user, "sign_up", req.headers.get("user-agent"));
    if (session) res.headers.append("Set-Cookie", session);
    // the account works at once; the link confirms the email is theirs
    afterResponse(() => mailEmailConfirmation(appOrigin(req.nextUrl.origin), user.email, user.id, false));
    if (keptCode) res.headers.append("Set-Cookie", `${REFERRAL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`);
    return res;
  },
  { body: signUpSchema, maxBodyBytes: 10_000 },
);

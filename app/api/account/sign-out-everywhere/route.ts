// POST /api/account/sign-out-everywhere - sign the account out in every other browser; this one
// stays signed in (with a new session).
import { answerJson, withAuth } from "@/lib/server/http";
import { requestSessionClaims, signInCookie } from "@/lib/server/auth";
import { endAllSignInSessions } from "@/lib/server/account/sign-in-sessions";
import { signInMethodOf } from "@/lib/server/account/account-lookups";
import type { SignInMethod } from "@/lib/server/account/sign-in-sessions";
import { accountApi } from "@/lib/schemas/endpoints/account";

export const POST = withAuth(accountApi.signOutEverywhere, async ({ req, user }) => {
  const method = ((await signInMethodOf((await requestSessionClaims(req))?.sid ?? null)) ?? "password") as SignInMethod;
  await endAllSignInSessions(user.id);
  const res = answerJson({ message: "You are signed out everywhere else." });
  const cookie = await signInCookie(user, method, req.headers.get("user-agent"));
  if (cookie) res.headers.append("Set-Cookie", cookie);
  return res;
});

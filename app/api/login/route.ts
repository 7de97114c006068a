// GET /api/login - send the visitor to sign in (straight to the OIDC provider when it is the only way in)
import { NextRequest } from "next/server";
import { env, isLocalAccountsEnabled, isOidcConfigured } from "@/lib/env";
import { safeCallbackPath } from "@/lib/safe-callback";

export function GET(req: NextRequest) {
  const origin = env().NEXTAUTH_URL ? new URL(env().NEXTAUTH_URL!).origin : req.nextUrl.origin;
  const params = new URLSearchParams({
    callbackUrl: safeCallbackPath(req.nextUrl.searchParams.get("callbackUrl"), origin),
  });
  if (isOidcConfigured() && !isLocalAccountsEnabled()) params.set("auto", "oidc");
  // A relative Location keeps the visitor on the host they used (cookies are per host).
  return new Response(null, { status: 303, headers: { Location: `/signin?${params}` } });
}

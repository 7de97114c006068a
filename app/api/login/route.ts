// GET /api/login - send the visitor to sign in (straight to the OIDC provider when it is the only way in)
import { NextRequest, NextResponse } from "next/server";
import { isLocalAccountsEnabled, isOidcConfigured } from "@/lib/env";
import { safeCallbackPath } from "@/lib/safe-callback";

export function GET(req: NextRequest) {
  const callbackUrl = safeCallbackPath(req.nextUrl.searchParams.get("callbackUrl"), req.nextUrl.origin);
  const target = new URL("/signin", req.nextUrl.origin);
  target.searchParams.set("callbackUrl", callbackUrl);
  if (isOidcConfigured() && !isLocalAccountsEnabled()) target.searchParams.set("auto", "oidc");
  return NextResponse.redirect(target, 303);
}

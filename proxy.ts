// Route gate (Next 16's name for middleware.ts): sets a nonce-based Content-Security-Policy
// on every page, and sends signed-out visitors of signed-in screens to sign in, with a
// callbackUrl that brings them back. API routes are not redirected: their handler
// wrapper answers 401 JSON (the real check lives there).
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { env, isSecureCookies } from "@/lib/env";
import { isProtectedPath } from "@/lib/routes";
import { buildCsp } from "@/lib/security/csp";
import { ensureBrowserCookie, rememberReferral } from "@/lib/share/referral-cookie";

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const e = env();

  const protectedPath = isProtectedPath(pathname);
  // "/" is the landing page for visitors and the dashboard once signed in (core-product §2).
  const signedInHome = pathname === "/" && hasSessionCookie(req);
  const token = protectedPath || signedInHome ? await getToken({ req, secret: e.NEXTAUTH_SECRET, secureCookie: isSecureCookies(e) }) : null;
  if (protectedPath) {
    if (!token?.sub) {
      const signIn = req.nextUrl.clone();
      signIn.pathname = "/signin";
      signIn.search = new URLSearchParams({ callbackUrl: pathname + search }).toString();
      return NextResponse.redirect(signIn);
    }
  }

  const nonce = btoa(crypto.randomUUID());
  let oidcOrigin: string | undefined;
  try {
    oidcOrigin = e.AUTH_OIDC_ISSUER ? new URL(e.AUTH_OIDC_ISSUER).origin : undefined;
  } catch {
    oidcOrigin = undefined;
  }
  const csp = buildCsp({ nonce, isDev: e.NODE_ENV === "development", oidcOrigin });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("x-pathname", pathname + search);
  headers.set("content-security-policy", csp);
  const res = signedInHome && token?.sub
    ? NextResponse.rewrite(new URL("/dashboard", req.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  rememberReferral(req, res, isSecureCookies(e));
  await ensureBrowserCookie(req, res, isSecureCookies(e), e.NEXTAUTH_SECRET);
  return res;
}

function hasSessionCookie(req: NextRequest): boolean {
  return req.cookies.getAll().some((c) => c.name.endsWith("next-auth.session-token") || c.name.includes("next-auth.session-token."));
}

export const config = {
  matcher: [
    // "/" always, prefetches included: a signed-in visitor's prefetch of "/" must be the dashboard too.
    "/",
    {
      // Every page (whatever its path ends with) gets the CSP; only API routes and build assets are skipped.
      source: "/((?!api/|_next/static/|_next/image|favicon.ico$|robots.txt$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};

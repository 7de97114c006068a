import "server-only";
import { cache } from "react";
import type { NextAuthOptions, User } from "next-auth";
import { encode, getToken } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { NextRequest } from "next/server";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { env, isLocalAccountsEnabled, isOidcConfigured, isSecureCookies } from "@/lib/env";
import { db } from "@/lib/server/db";
import { signInSchema } from "@/lib/schemas/auth";
import { authenticateLocalUser } from "@/lib/server/users/authenticate-local-user";
import { linkOidcUser } from "@/lib/server/users/link-oidc-user";
import { attachReferrer, type SignUpOrigin } from "@/lib/server/referral/attach-referrer";
import { knownBrowserOf, rememberUserBrowser } from "@/lib/server/referral/browsers";
import { REFERRAL_COOKIE } from "@/lib/share/referral";
import { BROWSER_COOKIE } from "@/lib/share/browser";
import { clientAddress, enforceSignInRateLimit, knownClientAddress } from "@/lib/server/rate-limit";
import { recordFailedSignIn, recordSignIn, signInWaitSeconds } from "@/lib/server/sign-in-guard";
import { ApiError } from "@/lib/server/errors";
import { publicUserSelect, type PublicUser } from "@/lib/server/users/user-shape";
import { cachedSignInEnded, cachedUser, sessionClaims, sessionClaimsOf, sessionSubject, type SessionClaims } from "@/lib/server/users/session-cache";
import { endSignInSession, SESSION_MAX_AGE_SECONDS, startSignInSession, type SignInMethod } from "@/lib/server/account/sign-in-sessions";

export type SessionUser = PublicUser;

type OidcProfile = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

type OidcUser = User & { firstName?: string | null; lastName?: string | null; emailVerified?: boolean };

function oidcProvider(): OAuthConfig<OidcProfile> {
  const e = env();
  const issuer = e.AUTH_OIDC_ISSUER!.replace(/\/$/, "");
  return {
    id: "oidc",
    name: e.AUTH_OIDC_NAME,
    type: "oauth",
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    clientId: e.AUTH_OIDC_CLIENT_ID,
    clientSecret: e.AUTH_OIDC_CLIENT_SECRET,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    // Providers may keep the ID token down to `sub`; merge the userinfo endpoint's claims.
    userinfo: {
      async request({ tokens: rawTokens, client }) {
        const tokens = rawTokens as unknown as { claims(): OidcProfile; access_token?: string };
        const claims = tokens.claims();
        try {
          const info = (await client.userinfo(tokens.access_token!)) as Partial<OidcProfile>;
          return { ...info, ...claims, ...stripUndefined(info), sub: claims.sub };
        } catch {
          return claims;
        }
      },
    },
    profile(profile): OidcUser {
      const [first, ...rest] = (profile.name ?? "").split(" ");
      return {
        id: profile.sub,
        name: profile.name ?? null,
        email: profile.email ?? null,
        image: profile.picture ?? null,
        firstName: profile.given_name ?? (first || null),
        lastName: profile.family_name ?? (rest.join(" ") || null),
        emailVerified: profile.email_verified === true,
      };
    },
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

function credentialsProvider() {
  return CredentialsProvider({
    id: "credentials",
    name: "Email and password",
    credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
    async authorize(credentials, req) {
      const parsed = signInSchema.safeParse(credentials);
      if (!parsed.success) return null;
      // Bound password guessing (and scrypt's CPU cost) per address and per account from that
      // address, and slow guessing one account from many addresses; next-auth shows it as a
      // failed sign-in.
      const { email, password } = parsed.data;
      const address = clientAddress(req?.headers);
      try {
        await enforceSignInRateLimit(email, address);
      } catch (err) {
        if (err instanceof ApiError && err.status === 429) throw new Error("TooManyAttempts");
        throw err;
      }
      if ((await signInWaitSeconds(email, address)) > 0) throw new Error("TooManyAttempts");
      const userId = await authenticateLocalUser(email, password);
      if (!userId) {
        await recordFailedSignIn(email, address);
        return null;
      }
      await recordSignIn(email, address);
      return { id: userId, email };
    },
  });
}

export function getAuthOptions(): NextAuthOptions {
  const e = env();
  const providers: NextAuthOptions["providers"] = [];
  if (isOidcConfigured(e)) providers.push(oidcProvider());
  if (isLocalAccountsEnabled(e)) providers.push(credentialsProvider());
  return {
    secret: e.NEXTAUTH_SECRET,
    providers,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // next-auth's cookies are HttpOnly and SameSite=Lax; Secure (with __Secure- names) over HTTPS.
    useSecureCookies: isSecureCookies(e),
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      async signIn({ user, account }) {
        const origin = await requestOrigin();
        if (account?.provider !== "oidc") {
          await rememberSignInBrowser(user.id, origin);
          return true;
        }
        const u = user as OidcUser;
        const result = await linkOidcUser({
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          type: account.type,
          email: u.email,
          emailVerified: u.emailVerified,
          firstName: u.firstName,
          lastName: u.lastName,
          image: u.image,
        });
        if ("error" in result) {
          if (result.error === "no_email") return "/signin?error=OidcNoEmail";
          if (result.error === "email_unverified") return "/signin?error=OidcEmailUnverified";
          return "/signin?error=OAuthAccountNotLinked";
        }
        u.id = result.userId;
        // Share and Earn: a new SSO account keeps the ?ref= code its visitor arrived with, like a local sign-up.
        if (result.created) await attachReferrer(result.userId, await keptReferralCode(), origin);
        await rememberSignInBrowser(result.userId, origin);
        return true;
      },
      async jwt({ token, user, account }) {
        if (user?.id && account) {
          // A new sign-in: its row for "signed in elsewhere" (settings), named by the cookie.
          const method: SignInMethod = account.provider === "oidc" ? "oidc" : "password";
          const link = account.provider === "oidc"
            ? await db.account.findUnique({
                where: { provider_providerAccountId: { provider: "oidc", providerAccountId: account.providerAccountId } },
                select: { userId: true },
              })
            : null;
          token.sid = await startSignInSession(link?.userId ?? user.id, method, await requestUserAgent());
          token.issuedAtMs = Date.now();
        }
        if (account?.provider === "oidc") {
          const link = await db.account.findUnique({
            where: {
              provider_providerAccountId: { provider: "oidc", providerAccountId: account.providerAccountId },
            },
            select: { userId: true },
          });
          if (link) token.sub = link.userId;
        } else if (user?.id) {
          token.sub = user.id;
        }
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await endSignInSession(token.sid).catch(() => {});
      },
    },
    logger: {
      error(code, metadata) {
        // Log the cause, never tokens or user data.
        const m = metadata as { message?: string; error?: { message?: string } } | Error;
        const detail = m instanceof Error ? m.message : (m?.error?.message ?? m?.message ?? "");
        console.error(`[auth] ${code}`, detail);
      },
      warn(code) {
        if (code !== "DEBUG_ENABLED") console.warn(`[auth] ${code}`);
      },
      debug() {},
    },
  };
}

/** Whether a sign-in has ended (or is not this user's: a token naming another's row is not trusted). */
async function signInEnded(sid: string, userId: string): Promise<boolean> {
  const row = await db.signInSession.findUnique({ where: { id: sid }, select: { userId: true, endedAt: true } });
  return !row || row.userId !== userId || row.endedAt !== null;
}

/**
 * The user a session names, or null when deleted, signed out everywhere since it was issued, or
 * when the browser that had this session signed out.
 */
async function loadUser(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims) return null;
  const [row, signedOut] = await Promise.all([
    cachedUser(claims.sub, (userId) => db.user.findUnique({ where: { id: userId }, select: { ...publicUserSelect, sessionsValidFrom: true } })),
    // the browser that had this session signed out: a copy of its cookie is refused too
    claims.sid ? cachedSignInEnded(claims.sid, (sid) => signInEnded(sid, claims.sub)) : false,
  ]);
  if (!row || signedOut) return null;
  const { sessionsValidFrom, ...user } = row;
  if (sessionsValidFrom && claims.issuedAtMs <= sessionsValidFrom.getTime()) return null;
  return user;
}



/** next-auth's session cookie name (its `__Secure-` form over HTTPS). */
function sessionCookieName(): string {
  return `${isSecureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * The Set-Cookie value that signs a just-created local account in: the session next-auth's
 * credentials sign-in would issue (same JWT claims, cookie name, lifetime and flags). Signing in
 * afterwards would check the password again (scrypt, the slowest step of a sign-up, about as long
 * as creating the account) and cost three more round trips. Null when no secret is configured.
 */
export async function newSessionCookie(user: { id: string; email: string | null }, sid?: string): Promise<string | null> {
  const e = env();
  if (!e.NEXTAUTH_SECRET) return null;
  const claims = { sub: user.id, email: user.email, issuedAtMs: Date.now(), ...(sid ? { sid } : {}) };
  const token = await encode({ token: claims, secret: e.NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
  const flags = ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_MAX_AGE_SECONDS}`, ...(isSecureCookies(e) ? ["Secure"] : [])];
  return [`${sessionCookieName()}=${token}`, ...flags].join("; ");
}

/** A new sign-in's session cookie: its row for "signed in elsewhere", then the cookie naming it. */
export async function signInCookie(
  user: { id: string; email: string | null },
  method: SignInMethod,
  userAgent: string | null,
): Promise<string | null> {
  return newSessionCookie(user, await startSignInSession(user.id, method, userAgent));
}

/** The session claims of a route-handler request (signed out everywhere or not: see getSessionUser). */
export async function requestSessionClaims(req: NextRequest): Promise<SessionClaims | null> {
  const e = env();
  const value = req.cookies.get(sessionCookieName())?.value;
  if (value && e.NEXTAUTH_SECRET) return sessionClaims(value, e.NEXTAUTH_SECRET);
  // a large token is split over several cookies (name.0, name.1, ...): next-auth joins them
  const token = await getToken({ req, secret: e.NEXTAUTH_SECRET, secureCookie: isSecureCookies(e) });
  return token ? sessionClaimsOf(token) : null;
}

/** The signed-in user behind a route-handler request, or null (deleted or signed-out-everywhere users). */
export async function getSessionUser(req: NextRequest): Promise<SessionUser | null> {
  return loadUser(await requestSessionClaims(req));
}

/** This browser's session claims in a server component. */
export const currentSessionClaims = cache(async (): Promise<SessionClaims | null> => {
  const jar = await cookies();
  const name = sessionCookieName();
  const secret = env().NEXTAUTH_SECRET;
  // a large token is split over several cookies (name.0, name.1, ...), joined in order
  const value =
    jar.get(name)?.value ??
    jar
      .getAll()
      .filter((c) => /^\d+$/.test(c.name.slice(name.length + 1)) && c.name.startsWith(`${name}.`))
      .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)))
      .map((c) => c.value)
      .join("");
  return value && secret ? sessionClaims(value, secret) : null;
});

/** The signed-in user in a server component, or null (once per request: layout and page share it). */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => loadUser(await currentSessionClaims()));

/** The cookie that signs this browser out (the name next-auth uses; split cookies expire on their own). */
export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${isSecureCookies() ? "; Secure" : ""}`;
}

/** The signed-in user of a page, or a redirect to sign-in that comes back to `path`. */
export async function requireSignedInUser(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  return user;
}

/**
 * The browser (hashed cookie) and any session of the request signing in: Share and Earn pays
 * nothing for a sign-up or a visit from the referrer's own browser or session.
 */
async function requestOrigin(): Promise<SignUpOrigin> {
  try {
    const jar = await cookies();
    const session = jar.get(sessionCookieName())?.value;
    const secret = env().NEXTAUTH_SECRET;
    return {
      browserKey: (await knownBrowserOf(jar.get(BROWSER_COOKIE)?.value))?.key ?? null,
      addressKey: knownClientAddress(await headers()),
      sessionUserId: session && secret ? await sessionSubject(session, secret) : null,
    };
  } catch {
    return { browserKey: null };
  }
}

/** The User-Agent of the request signing in (none outside a request). */
async function requestUserAgent(): Promise<string | null> {
  try {
    return (await headers()).get("user-agent");
  } catch {
    return null;
  }
}

/** Best effort: a failure to note the browser never stops a sign-in. */
async function rememberSignInBrowser(userId: string, origin: SignUpOrigin): Promise<void> {
  try {
    await rememberUserBrowser(userId, origin.browserKey);
  } catch (err) {
    console.error("[auth] could not note the browser", err instanceof Error ? err.message : "");
  }
}

/** The referral code kept in a cookie since the visitor arrived with ?ref= (none outside a request). */
async function keptReferralCode(): Promise<string | undefined> {
  try {
    return (await cookies()).get(REFERRAL_COOKIE)?.value;
  } catch {
    return undefined;
  }
}

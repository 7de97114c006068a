// Session cookies: HttpOnly and SameSite=Lax always; Secure with the __Secure- name whenever the
// app is served over https (NEXTAUTH_URL), or when AUTH_SECURE_COOKIES says so behind a proxy.
// tests/e2e/security-headers.spec.ts checks the real Set-Cookie of the http test server.
import { decode } from "next-auth/jwt";
import { getAuthOptions, newSessionCookie } from "@/lib/server/auth";
import { isSecureCookies, resetEnvCache } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function secureFor(vars: Record<string, string | undefined>) {
  process.env = { ...saved, NEXTAUTH_SECRET: "unit-test-secret-unit-test-secret", DATABASE_URL: "postgresql://unit@localhost/none", ...vars };
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  resetEnvCache();
  return isSecureCookies();
}

describe("the session cookie", () => {
  it("is Secure, with the __Secure- name, when the app is served over https", () => {
    expect(secureFor({ NEXTAUTH_URL: "https://saywrite.example", AUTH_SECURE_COOKIES: undefined })).toBe(true);
    // next-auth then names it __Secure-next-auth.session-token and marks it Secure (and HttpOnly, SameSite=Lax).
    expect(getAuthOptions().useSecureCookies).toBe(true);
  });

  it("follows AUTH_SECURE_COOKIES behind a TLS-terminating proxy, and is not Secure on plain http", () => {
    expect(secureFor({ NEXTAUTH_URL: "http://app.internal:3000", AUTH_SECURE_COOKIES: "true" })).toBe(true);
    expect(secureFor({ NEXTAUTH_URL: "http://127.0.0.1:3000", AUTH_SECURE_COOKIES: undefined })).toBe(false);
    expect(getAuthOptions().useSecureCookies).toBe(false);
  });
});

describe("the session a new account is signed in with (POST /api/auth/register)", () => {
  it("is next-auth's own session: the same claims, name, lifetime and flags", async () => {
    secureFor({ NEXTAUTH_URL: "http://127.0.0.1:3000", AUTH_SECURE_COOKIES: undefined });
    const cookie = (await newSessionCookie({ id: "user-1", email: "sam@example.test" }))!;
    const [pair, ...flags] = cookie.split("; ");
    const [name, token] = pair.split("=");
    expect(name).toBe("next-auth.session-token");
    expect(flags).toEqual(["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${getAuthOptions().session!.maxAge}`]);
    const claims = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
    expect(claims).toMatchObject({ sub: "user-1", email: "sam@example.test" });
    expect(Number(claims!.exp) - Number(claims!.iat)).toBe(getAuthOptions().session!.maxAge);
  });

  it("is Secure with the __Secure- name over https", async () => {
    secureFor({ NEXTAUTH_URL: "https://saywrite.example", AUTH_SECURE_COOKIES: undefined });
    const cookie = (await newSessionCookie({ id: "user-1", email: null }))!;
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(cookie.split("; ")).toContain("Secure");
  });
});

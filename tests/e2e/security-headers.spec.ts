import { test, expect, newAccount } from "./fixtures";

// Security headers and cookies as a browser receives them from the production build, and the
// next-auth endpoints the in-process access matrix cannot call (tests/api/matrix/endpoints.ts,
// httpOnly): public, never a 5xx, no cross-site form posts.

const directives = (csp: string) => new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

test("pages send a nonce-based CSP, no framing, nosniff and a strict referrer policy", async ({ request }) => {
  for (const path of ["/", "/signin", "/no-such-page"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    const csp = directives(h["content-security-policy"] ?? "");
    expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(csp.get("object-src"), path).toEqual(["'none'"]);
    expect(csp.get("base-uri"), path).toEqual(["'self'"]);
    expect(csp.get("default-src"), path).toEqual(["'self'"]);
    const scripts = csp.get("script-src") ?? [];
    expect(scripts.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s)), path).toBe(true);
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["x-frame-options"], path).toBe("DENY");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], path).toContain("camera=()");
    expect(h["x-powered-by"], path).toBeUndefined();
  }
  // a signed-in screen sends a signed-out visitor to sign in (a redirect has no content to protect)
  const gated = await request.get("/editor", { maxRedirects: 0 });
  expect(gated.status()).toBe(307);
  expect(gated.headers()["location"]).toContain("/signin?callbackUrl=%2Feditor");
  expect(gated.headers()["x-content-type-options"]).toBe("nosniff");
  // a new nonce on every page load
  const nonceOf = async () => (await request.get("/")).headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
  expect(await nonceOf()).not.toBe(await nonceOf());
});

test("API answers are not cached or sniffed, and say nothing about the server", async ({ request }) => {
  const res = await request.get("/api/documents");
  expect(res.status()).toBe(401);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["cache-control"]).toContain("no-store");
  expect(res.headers()["x-powered-by"]).toBeUndefined();
});

test("the session cookie is HttpOnly, SameSite=Lax and path-wide; Secure is left to HTTPS deployments", async ({ page }) => {
  const account = newAccount();
  const registered = await page.request.post("/api/auth/register", { data: { ...account, lastName: "T" } });
  expect(registered.status()).toBe(201);
  // signing up signs the new account in with the same kind of cookie
  const signedUp = registered.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("next-auth.session-token="));
  expect(signedUp?.value).toMatch(/;\s*HttpOnly/i);
  expect(signedUp?.value).toMatch(/;\s*SameSite=Lax/i);
  expect(signedUp?.value).toMatch(/;\s*Path=\/(;|$)/i);
  expect(signedUp?.value).not.toMatch(/;\s*Secure/i);
  await page.context().clearCookies();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password, json: "true" },
    maxRedirects: 0,
  });
  const setCookies = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  const session = setCookies.find((c) => c.startsWith("next-auth.session-token="));
  expect(session, setCookies.join("\n")).toBeDefined();
  expect(session).toMatch(/;\s*HttpOnly/i);
  expect(session).toMatch(/;\s*SameSite=Lax/i);
  expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  // This server is plain http on 127.0.0.1, so not Secure; over https the cookie is
  // __Secure-next-auth.session-token with Secure (tests/unit/security/secure-cookies.test.ts).
  expect(session).not.toMatch(/;\s*Secure/i);
  const csrf = setCookies.find((c) => c.startsWith("next-auth.csrf-token="));
  if (csrf) expect(csrf).toMatch(/;\s*HttpOnly/i);
});

test("next-auth's endpoints: public without a 5xx, and no cross-site form posts", async ({ request }) => {
  for (const path of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
  }
  expect(await (await request.get("/api/auth/session")).json()).toEqual({}); // nobody's data when signed out

  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  for (const path of ["/api/auth/callback/credentials", "/api/auth/signout"]) {
    const res = await request.post(path, {
      form: { csrfToken, email: "someone@example.test", password: "guess" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(res.status(), path).toBe(403);
    expect((await res.json()) as unknown).toMatchObject({ error: { code: "forbidden" } });
  }
});

test("cross-site and non-JSON mutations of the API are refused", async ({ request }) => {
  const evil = await request.post("/api/auth/register", {
    data: { firstName: "E", email: "evil@example.test", password: "a long enough password" },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  });
  expect(evil.status()).toBe(403);
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
    const res = await request.post("/api/auth/register", { data: "{}", headers: { "content-type": type } });
    expect(res.status(), type).toBe(415);
  }
});

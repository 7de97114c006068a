import { safeCallbackPath } from "@/lib/safe-callback";
import { isProtectedPath } from "@/lib/routes";
import { buildCsp } from "@/lib/security/csp";
import { choosePasswordThen, continueLabel } from "@/lib/account-links";

describe("safeCallbackPath", () => {
  it.each([
    [undefined, "/dashboard"],
    ["/editor/abc?x=1", "/editor/abc?x=1"],
    ["//evil.example/x", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["https://evil.example/editor", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    ["/api/documents", "/dashboard"],
    ["/signin?callbackUrl=/x", "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });

  it("accepts an absolute URL on our own origin", () => {
    expect(safeCallbackPath("http://localhost:3000/games?x=1", "http://localhost:3000")).toBe("/games?x=1");
  });
});

describe("after a sign-in link ended the password: the Password section, then the page asked for", () => {
  it("carries the page to account settings and back out unchanged", () => {
    const url = new URL(choosePasswordThen("/editor/abc?x=1#top"), "http://saywrite.invalid");
    expect(url.pathname).toBe("/settings/account");
    expect(url.hash).toBe("#password-heading");
    expect(safeCallbackPath(url.searchParams.get("callbackUrl"))).toBe("/editor/abc?x=1#top");
  });

  it("names where the way on leads, skipping or after saving", () => {
    expect(continueLabel("/editor/abc", false)).toBe("Skip for now and go to the page you were opening");
    expect(continueLabel("/dashboard", true)).toBe("Go on to your dashboard");
  });
});

describe("isProtectedPath", () => {
  it.each(["/dashboard", "/editor", "/editor/abc", "/templates", "/share", "/legal-dictation"])("%s is gated", (p) => {
    expect(isProtectedPath(p)).toBe(true);
  });
  it.each(["/", "/signin", "/signup", "/api/documents", "/editorial", "/nowhere"])("%s is not gated", (p) => {
    expect(isProtectedPath(p)).toBe(false);
  });
});

describe("buildCsp", () => {
  it("allows only our own origin, with the nonce, and forbids framing", () => {
    const csp = buildCsp({ nonce: "abc", isDev: false });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
  });
  it("lets sign-in forms continue to the OIDC provider", () => {
    expect(buildCsp({ nonce: "n", isDev: false, oidcOrigin: "https://id.example" })).toContain(
      "form-action 'self' https://id.example",
    );
  });
});

describe("safeCallbackPath refuses tricks that browsers turn into another site", () => {
  it.each(["/\t/evil.example", "/\n/evil.example", "/%09/ok", "/\\/evil.example", "/\u0000x"])("%j", (input) => {
    const out = safeCallbackPath(input);
    expect(new URL(out, "http://saywrite.test").origin).toBe("http://saywrite.test");
    if (/[\u0000-\u001f\\]/.test(input)) expect(out).toBe("/dashboard");
  });
});

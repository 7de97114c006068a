import { NextRequest } from "next/server";
import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as login } from "@/app/api/login/route";
import { db } from "@/lib/server/db";
import { verifyPassword } from "@/lib/server/password";
import { authenticateLocalUser } from "@/lib/server/users/authenticate-local-user";
import { callRoute, createUser, json, sessionCookieFor, withEnv } from "../support";

type ErrorBody = { error: { code: string; message: string; issues?: unknown } };

describe("GET /api/auth/user", () => {
  it("answers 401 JSON in the single error shape when signed out", async () => {
    const res = await callRoute(getUser, { url: "/api/auth/user" });
    expect(res.status).toBe(401);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe("unauthorized");
    expect(body.error.message).toMatch(/sign in/i);
  });

  it("returns the signed-in user's public fields only", async () => {
    const { user, cookie } = await createUser({ firstName: "Ada", lastName: "Lovelace" });
    const res = await callRoute(getUser, { url: "/api/auth/user", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
    });
  });

  it("treats a forged or deleted user's token as signed out", async () => {
    const forged = `next-auth.session-token=${"x".repeat(40)}`;
    expect((await callRoute(getUser, { cookie: forged })).status).toBe(401);
    const ghost = await sessionCookieFor("no-such-user-id");
    expect((await callRoute(getUser, { cookie: ghost })).status).toBe(401);
  });
});

describe("POST /api/auth/register", () => {
  const email = () => `new-${Math.random().toString(36).slice(2)}@example.test`;

  it("creates a local account with a memory-hard password hash", async () => {
    const address = email();
    const res = await callRoute(register, {
      method: "POST",
      body: { firstName: "Grace", email: address.toUpperCase(), password: "a long enough password" },
    });
    expect(res.status).toBe(201);
    const body = await json<{ email: string; firstName: string }>(res);
    expect(body).toMatchObject({ email: address, firstName: "Grace" });
    expect(body).not.toHaveProperty("passwordHash");
    const row = await db.user.findUniqueOrThrow({ where: { email: address } });
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("a long enough password", row.passwordHash!)).toBe(true);
    expect(await authenticateLocalUser(address, "a long enough password")).toBe(row.id);
    expect(await authenticateLocalUser(address, "wrong password!!")).toBeNull();
  });

  it("refuses a taken email with 409 and a way forward", async () => {
    const address = email();
    const body = { firstName: "A", email: address, password: "a long enough password" };
    expect((await callRoute(register, { method: "POST", body })).status).toBe(201);
    const again = await callRoute(register, { method: "POST", body });
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.message).toMatch(/already exists.*sign/i);
  });

  it("signs the new account in: its session cookie opens the account, no second password check", async () => {
    const address = email();
    const res = await callRoute(register, { method: "POST", body: { firstName: "Ada", email: address, password: "a long enough password" } });
    expect(res.status).toBe(201);
    const session = res.headers.get("set-cookie")!.split(", ").find((c) => c.startsWith("next-auth.session-token="))!;
    expect(session).toMatch(/; HttpOnly; SameSite=Lax/);
    const me = await callRoute(getUser, { url: "/api/auth/user", cookie: session.split(";")[0] });
    expect(me.status).toBe(200);
    expect(await json<{ email: string }>(me)).toMatchObject({ email: address, firstName: "Ada" });
  });

  it("explains invalid input with 400 and the zod issues", async () => {
    const res = await callRoute(register, {
      method: "POST",
      body: { firstName: "", email: "not-an-email", password: "short" },
    });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe("bad_request");
    const paths = (body.error.issues as Array<{ path: string }>).map((i) => i.path).sort();
    expect(paths).toEqual(["email", "firstName", "password"]);
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const res = await callRoute(register, {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/not valid JSON/);
  });
});

describe("mutations are JSON and same-origin only", () => {
  const body = { firstName: "A", email: "csrf@example.test", password: "a long enough password" };

  it("rejects a cross-site Origin with 403", async () => {
    const res = await callRoute(register, { method: "POST", body, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("rejects Sec-Fetch-Site: cross-site with 403", async () => {
    const res = await callRoute(register, { method: "POST", body, headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });

  it("rejects a form-encoded body with 415", async () => {
    const res = await callRoute(register, {
      method: "POST",
      rawBody: "email=a%40b.c&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("rejects an oversized body with 413", async () => {
    const res = await callRoute(register, {
      method: "POST",
      body: { ...body, firstName: "x".repeat(20_000) },
    });
    expect(res.status).toBe(413);
  });
});

describe("GET /api/login", () => {
  function loginRequest(query = "") {
    return login(new NextRequest(`http://localhost:3000/api/login${query}`));
  }

  it("redirects to the sign-in page, keeping a safe return path", async () => {
    const res = await loginRequest("?callbackUrl=%2Feditor");
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!, "http://localhost:3000");
    expect(to.pathname).toBe("/signin");
    expect(to.searchParams.get("callbackUrl")).toBe("/editor");
    expect(to.searchParams.get("auto")).toBeNull();
  });

  it("never returns to another site", async () => {
    const res = await loginRequest("?callbackUrl=https%3A%2F%2Fevil.example%2F");
    expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("callbackUrl")).toBe("/dashboard");
  });

  it(
    "goes straight to the provider when OIDC is the only way in",
    withEnv(
      {
        AUTH_OIDC_ISSUER: "https://id.example",
        AUTH_OIDC_CLIENT_ID: "client",
        AUTH_OIDC_CLIENT_SECRET: "secret",
        AUTH_LOCAL_ACCOUNTS: "false",
      },
      async () => {
        const res = await loginRequest();
        expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("auto")).toBe("oidc");
        const denied = await callRoute(register, {
          method: "POST",
          body: { firstName: "A", email: "off@example.test", password: "a long enough password" },
        });
        expect(denied.status).toBe(404);
      },
    ),
  );
});

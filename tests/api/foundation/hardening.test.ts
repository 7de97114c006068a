import { NextRequest } from "next/server";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as createDocument } from "@/app/api/documents/route";
import { PUT as updateDocument } from "@/app/api/documents/[id]/route";
import { db } from "@/lib/server/db";
import { linkOidcUser } from "@/lib/server/users/link-oidc-user";
import { resetRateLimits } from "@/lib/server/rate-limit";
import { callRoute, createUser, json, withEnv } from "../support";

type ErrorBody = { error: { code: string; message: string } };

describe("bad input is a 4xx, never a 500", () => {
  it("refuses a NUL character (PostgreSQL cannot store it) with 400", async () => {
    const { cookie } = await createUser();
    const res = await callRoute(createDocument, { method: "POST", cookie, body: { title: "a\u0000b", content: "x" } });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/null character/);
  });

  it("refuses a version outside PostgreSQL's integer range with 400", async () => {
    const { cookie } = await createUser();
    const created = await json<{ id: string }>(
      await callRoute(createDocument, { method: "POST", cookie, body: { title: "T", content: "c" } }),
    );
    const res = await callRoute(updateDocument, {
      method: "PUT",
      cookie,
      params: { id: created.id },
      body: { title: "T", content: "c", type: "document", version: 3_000_000_000 },
    });
    expect(res.status).toBe(400);
  });

  it("stops reading a chunked body past the limit (413), without Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = new NextRequest("http://localhost:3000/api/auth/register", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json" },
      body,
      duplex: "half",
    } as unknown as ConstructorParameters<typeof NextRequest>[1]);
    const res = await register(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024); // stopped early, did not buffer 50 MB
  });
});

describe("sign-up is rate limited per client address", () => {
  beforeEach(() => resetRateLimits());
  it(
    "answers 429 with Retry-After once the budget is used",
    withEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "2" }, async () => {
      const attempt = (n: number) =>
        callRoute(register, {
          method: "POST",
          headers: { "x-forwarded-for": "203.0.113.9" },
          body: { firstName: "R", email: `rate-${n}-${Date.now()}@example.test`, password: "a long enough password" },
        });
      expect((await attempt(1)).status).toBe(201);
      expect((await attempt(2)).status).toBe(201);
      const limited = await attempt(3);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }),
  );
});

describe("OIDC sign-in never takes over a password account", () => {
  it("refuses to join a verified SSO identity to a local account with the same email", async () => {
    const email = `victim-${Date.now()}@example.test`;
    await db.user.create({ data: { email, passwordHash: "scrypt$1$1$1$x$y" } });
    const result = await linkOidcUser({
      provider: "oidc",
      providerAccountId: `sub-${Date.now()}`,
      type: "oauth",
      email,
      emailVerified: true,
    });
    expect(result).toEqual({ error: "email_in_use" });
  });

  it("links a verified identity to an existing account that has no password", async () => {
    const email = `sso-${Date.now()}@example.test`;
    const user = await db.user.create({ data: { email, emailVerifiedAt: new Date() } });
    const result = await linkOidcUser({
      provider: "oidc",
      providerAccountId: `sub2-${Date.now()}`,
      type: "oauth",
      email,
      emailVerified: true,
    });
    expect(result).toEqual({ userId: user.id });
  });
});

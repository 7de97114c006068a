// Helpers for API tests: real users in the real database, real next-auth session cookies,
// and route handlers called directly with a NextRequest (no HTTP server needed).
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/server/db";
import { resetEnvCache } from "@/lib/env";

export const TEST_ORIGIN = "http://localhost:3000";

export type TestUser = { id: string; email: string; firstName: string | null };

/** Creates a user with a random email and a valid session cookie for them. */
export async function createUser(overrides: { firstName?: string; lastName?: string } = {}) {
  const email = `user-${randomUUID()}@example.test`;
  const user = await db.user.create({
    data: { email, firstName: overrides.firstName ?? "Test", lastName: overrides.lastName ?? "User" },
    select: { id: true, email: true, firstName: true },
  });
  return { user, cookie: await sessionCookieFor(user.id, email) };
}

export async function sessionCookieFor(userId: string, email = "someone@example.test"): Promise<string> {
  const token = await encode({ token: { sub: userId, email }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}

type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  url?: string;
  body?: unknown;
  /** Raw body text (sent as-is, e.g. invalid JSON). */
  rawBody?: string;
  cookie?: string;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
};

/** Calls a route handler the way Next would, as a same-origin browser request. */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}): Promise<Response> {
  const { method = "GET", url = "/api/test", body, rawBody, cookie, params = {}, headers = {} } = options;
  const h = new Headers({ host: new URL(TEST_ORIGIN).host, ...headers });
  if (cookie) h.set("cookie", cookie);
  let payload: string | undefined = rawBody;
  if (body !== undefined) {
    payload = JSON.stringify(body);
    if (!h.has("content-type")) h.set("content-type", "application/json");
  }
  if (payload !== undefined) h.set("content-length", String(Buffer.byteLength(payload)));
  if (method !== "GET" && method !== "HEAD" && !h.has("origin")) h.set("origin", TEST_ORIGIN);
  const req = new NextRequest(new URL(url, TEST_ORIGIN), { method, headers: h, body: payload });
  return handler(req, { params: Promise.resolve(params) });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** For tests that change env vars between cases. */
export function withEnv(vars: Record<string, string | undefined>, fn: () => Promise<void>) {
  return async () => {
    const saved: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(vars)) {
      saved[k] = process.env[k];
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
    try {
      await fn();
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvCache();
    }
  };
}

export async function disconnectDb() {
  await db.$disconnect();
}

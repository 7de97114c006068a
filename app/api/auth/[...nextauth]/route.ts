// next-auth: sign-in, callback (/api/auth/callback/oidc), sign-out, session and CSRF endpoints.
// POST bodies are capped and validated before next-auth reads them (it would read any size,
// and answer malformed JSON with a 500).
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/server/auth";
import { checkedAuthRequest } from "@/lib/server/auth-request";
import { ApiError, errorJson } from "@/lib/server/errors";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Ctx) {
  let checked: NextRequest;
  try {
    checked = await checkedAuthRequest(req);
  } catch (err) {
    if (err instanceof ApiError) return errorJson(err);
    throw err;
  }
  return NextAuth(checked as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };

// next-auth: sign-in, callback (/api/auth/callback/oidc), sign-out, session and CSRF endpoints.
import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/server/auth";

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx) {
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };

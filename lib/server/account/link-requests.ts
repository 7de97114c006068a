import "server-only";
// "Email me a link" (sign in, reset the password): the answer, and the time it takes, are the same
// whether or not the email has an account. Only the rate limits run before the answer; looking the
// account up and sending the mail run after it (afterResponse). A server that cannot build links
// (production without NEXTAUTH_URL) says so to everyone alike, with what to do instead.
import type { NextRequest } from "next/server";
import { clientAddress, enforceEmailLinkRateLimit } from "@/lib/server/rate-limit";
import { afterResponse, linkOriginOrRefuse } from "@/lib/server/account/account-mail";

export async function acceptLinkRequest(
  req: NextRequest,
  email: string,
  instead: string,
  send: (origin: string) => Promise<void>,
): Promise<void> {
  const origin = linkOriginOrRefuse(req.nextUrl.origin, instead);
  const mayMail = await enforceEmailLinkRateLimit(email, clientAddress(req.headers));
  if (!mayMail) return;
  afterResponse(() => send(origin));
}

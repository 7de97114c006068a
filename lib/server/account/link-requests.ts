import "server-only";
// "Email me a link" (sign in, reset the password): the answer, and the time it takes, are the same
// whether or not the email has an account. Only the rate limits run before the answer; looking the
// account up and sending the mail run after it (afterResponse).
import type { NextRequest } from "next/server";
import { clientAddress, enforceEmailLinkRateLimit } from "@/lib/server/rate-limit";
import { afterResponse, appOrigin } from "@/lib/server/account/account-mail";

export async function acceptLinkRequest(
  req: NextRequest,
  email: string,
  send: (origin: string | null) => Promise<void>,
): Promise<void> {
  const mayMail = await enforceEmailLinkRateLimit(email, clientAddress(req.headers));
  if (!mayMail) return;
  const origin = appOrigin(req.nextUrl.origin);
  afterResponse(() => send(origin));
}

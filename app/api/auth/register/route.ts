// POST /api/auth/register - create a local account (email + password); 409 when the email is taken
import { signUpSchema } from "@/lib/schemas/auth";
import { ApiError, withPublic } from "@/lib/server/http";
import { isLocalAccountsEnabled } from "@/lib/env";
import { createLocalUser } from "@/lib/server/users/create-local-user";
import { clientAddress, enforceSignUpRateLimit } from "@/lib/server/rate-limit";

export const POST = withPublic(
  async ({ req, body }) => {
    if (!isLocalAccountsEnabled()) throw ApiError.notFound("Local accounts are switched off on this server.");
    await enforceSignUpRateLimit(clientAddress(req.headers));
    const user = await createLocalUser(body);
    return Response.json(user, { status: 201 });
  },
  { body: signUpSchema, maxBodyBytes: 10_000 },
);

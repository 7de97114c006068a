// POST /api/referral/shares - record a share (channel); 201 with the coins it earned and challenges it completed
import { withAuth } from "@/lib/server/http";
import { recordShareSchema } from "@/lib/schemas/referral";
import { recordShare } from "@/lib/server/referrals/reward-ledger";

export const POST = withAuth(
  async ({ body, user }) => Response.json(await recordShare(user.id, body.channel), { status: 201 }),
  { body: recordShareSchema, maxBodyBytes: 1_000 },
);

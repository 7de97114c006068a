// POST /api/referral/shares - record a share (channel), pending until someone else opens the link; 201 with the
// coins it will earn, or 200 with counted: false when the same channel was already shared in the last 10 minutes
import { answerJson, withAuth } from "@/lib/server/http";
import { recordShareSchema } from "@/lib/schemas/referral";
import { recordShare } from "@/lib/server/referral/reward-ledger";
import { browserKeyOfRequest, rememberUserBrowser } from "@/lib/server/referral/browsers";
import { referralApi } from "@/lib/schemas/endpoints/referral";

export const POST = withAuth(
  referralApi.recordShare,
  async ({ req, body, user }) => {
    await rememberUserBrowser(user.id, await browserKeyOfRequest(req));
    const result = await recordShare(user.id, body.channel);
    return answerJson(result, { status: result.counted ? 201 : 200 });
  },
  { body: recordShareSchema, maxBodyBytes: 1_000 },
);

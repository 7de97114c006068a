import "server-only";
import { db } from "@/lib/server/db";
import { ApiError } from "@/lib/server/errors";
import type { ReferralDto } from "@/lib/schemas/referral";
import { generateReferralCode, referralLink } from "@/lib/share/referral";

const MAX_TRIES = 5;

/** The user's referral code, generated and stored the first time (a clash with another code retries). */
export async function getReferral(userId: string, origin: string): Promise<ReferralDto> {
  const code = await ensureReferralCode(userId);
  const friendsJoined = await db.user.count({ where: { referredById: userId } });
  return { code, link: referralLink(origin, code), friendsJoined };
}

async function ensureReferralCode(userId: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { referralCode: true } });
    if (!user) throw ApiError.unauthorized();
    if (user.referralCode) return user.referralCode;
    try {
      // Only set when still empty, so two tabs asking at once keep one code.
      await db.user.updateMany({ where: { id: userId, referralCode: null }, data: { referralCode: generateReferralCode() } });
    } catch (err) {
      if ((err as { code?: string })?.code !== "P2002") throw err; // P2002: the code is taken; try another
    }
  }
  throw new Error("Could not generate a unique referral code.");
}

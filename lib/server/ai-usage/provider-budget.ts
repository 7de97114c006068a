import "server-only";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import type { ProviderBudget } from "@/lib/ai/provider";

// The whole instance's AI provider spending per UTC day (AI_DAILY_TOKEN_BUDGET), kept in the
// database so every app instance counts against one figure. Calls already under way when the
// budget runs out still finish: the overshoot is at most what those calls use.

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function providerTokensSpent(now = new Date()): Promise<number> {
  const row = await db.aiUsageDay.findUnique({ where: { day: utcDay(now) }, select: { tokens: true } });
  return Number(row?.tokens ?? 0);
}

export async function recordProviderTokens(tokens: number, now = new Date()): Promise<void> {
  const day = utcDay(now);
  await db.$executeRaw`
    INSERT INTO ai_usage_days (day, tokens, requests) VALUES (${day}, ${tokens}, 1)
    ON CONFLICT (day) DO UPDATE SET tokens = ai_usage_days.tokens + EXCLUDED.tokens, requests = ai_usage_days.requests + 1`;
}

export const databaseProviderBudget: ProviderBudget = {
  async hasRoom() {
    const budget = env().AI_DAILY_TOKEN_BUDGET;
    return budget > 0 && (await providerTokensSpent()) < budget;
  },
  spend: (tokens) => recordProviderTokens(tokens),
};

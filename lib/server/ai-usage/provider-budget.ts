import "server-only";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import type { BudgetReservation, ProviderBudget } from "@/lib/ai/provider";

// The whole instance's AI provider spending per UTC day (AI_DAILY_TOKEN_BUDGET), kept in the
// database so every app instance counts against one figure. Each call reserves its most expensive
// outcome before it is sent (one statement: the row only grows while it stays within the budget),
// and an answer settles the reservation to what it used. A dropped or failed call keeps its whole
// reservation, so no number of parallel dropped calls can spend past the budget.

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function providerTokensSpent(now = new Date()): Promise<number> {
  const row = await db.aiUsageDay.findUnique({ where: { day: utcDay(now) }, select: { tokens: true } });
  return Number(row?.tokens ?? 0);
}

/** Adds `tokens` to today's spend when the total stays within `budget`; false when it would not. */
export async function reserveProviderTokens(tokens: number, budget: number, now = new Date()): Promise<BudgetReservation | null> {
  const day = utcDay(now);
  if (budget <= 0 || tokens > budget) return null;
  const rows = await db.$queryRaw<{ day: string }[]>`
    INSERT INTO ai_usage_days (day, tokens, requests) VALUES (${day}, ${tokens}, 1)
    ON CONFLICT (day) DO UPDATE SET tokens = ai_usage_days.tokens + EXCLUDED.tokens, requests = ai_usage_days.requests + 1
    WHERE ai_usage_days.tokens + EXCLUDED.tokens <= ${budget}
    RETURNING day`;
  if (rows.length === 0) return null;
  return {
    settle: async (used) => {
      await db.$executeRaw`UPDATE ai_usage_days SET tokens = GREATEST(0, tokens + ${used - tokens}) WHERE day = ${day}`;
    },
  };
}

export const databaseProviderBudget: ProviderBudget = {
  reserve: (tokens) => reserveProviderTokens(tokens, env().AI_DAILY_TOKEN_BUDGET),
};

import "server-only";
import { db } from "@/lib/server/db";
import type { DashboardStats, DashboardTotals } from "@/lib/schemas/dashboard";
import { buildWeek, toMinutes, weekWindowStart } from "@/lib/dashboard/week";
import { computeAchievements } from "@/lib/dashboard/achievements";
import { buildRecentActivity } from "@/lib/dashboard/activity";
import { liveDocuments, notOnDeletedDocument } from "@/lib/server/documents/live-documents";

const RECENT = 5;

/** Words across the user's documents (not the deleted ones), counted in the database (whitespace-separated, as in the editor). */
async function countWordsWritten(userId: string): Promise<number> {
  const rows = await db.$queryRaw<{ words: bigint | number | null }[]>`
    SELECT COALESCE(SUM(array_length(regexp_split_to_array(
             regexp_replace(content, '^\\s+|\\s+$', '', 'g'), '\\s+'), 1)), 0)::bigint AS words
    FROM documents
    WHERE user_id = ${userId} AND deleted_at IS NULL AND content ~ '\\S'`;
  return Number(rows[0]?.words ?? 0);
}

export async function getDashboardStats(userId: string, timeZone: string, now = new Date()): Promise<DashboardStats> {
  const [documents, wordsWritten, voice, games, weekSessions, recentDocs, recentSessions, recentGames] =
    await Promise.all([
      db.document.count({ where: liveDocuments(userId) }),
      countWordsWritten(userId),
      db.voiceSession.aggregate({ where: { userId, ...notOnDeletedDocument }, _count: { _all: true }, _sum: { duration: true, wordCount: true } }),
      db.gameProgress.aggregate({ where: { userId }, _count: { _all: true }, _sum: { score: true, wordsLearned: true } }),
      db.voiceSession.findMany({
        where: { userId, ...notOnDeletedDocument, createdAt: { gte: weekWindowStart(now) } },
        select: { createdAt: true, duration: true, wordCount: true },
      }),
      db.document.findMany({
        where: liveDocuments(userId),
        orderBy: { updatedAt: "desc" },
        take: RECENT,
        select: { id: true, title: true, version: true, updatedAt: true },
      }),
      db.voiceSession.findMany({
        where: { userId, ...notOnDeletedDocument },
        orderBy: { createdAt: "desc" },
        take: RECENT,
        select: { id: true, wordCount: true, duration: true, createdAt: true },
      }),
      db.gameProgress.findMany({
        where: { userId, lastPlayed: { not: null } },
        orderBy: { lastPlayed: "desc" },
        take: RECENT,
        select: { id: true, gameType: true, lastPlayed: true },
      }),
    ]);

  const totals: DashboardTotals = {
    documents,
    wordsWritten,
    dictationSessions: voice._count._all,
    dictationMinutes: toMinutes(voice._sum.duration ?? 0),
    dictatedWords: voice._sum.wordCount ?? 0,
    gamesPlayed: games._count._all,
    gamePoints: games._sum.score ?? 0,
    wordsLearned: games._sum.wordsLearned ?? 0,
  };
  const week = buildWeek(
    now,
    timeZone,
    weekSessions.map((s) => ({ createdAt: s.createdAt, durationSeconds: s.duration, words: s.wordCount })),
  );
  return {
    totals,
    week: week.days,
    weekTotals: week.totals,
    achievements: computeAchievements(totals),
    recentActivity: buildRecentActivity(
      {
        documents: recentDocs,
        sessions: recentSessions.map((s) => ({
          id: s.id,
          words: s.wordCount,
          durationSeconds: s.duration,
          createdAt: s.createdAt,
        })),
        games: recentGames,
      },
      RECENT,
    ),
  };
}

import { z } from "zod";

// GET /api/dashboard/stats: every figure on the dashboard comes from the user's own rows.

export const dashboardStatsQuerySchema = z.object({
  /** The browser's IANA time zone, so "today" and the week's days are the person's own. */
  tz: z.string().max(64).optional(),
});

export type DashboardTotals = {
  documents: number;
  /** Words across all documents (split on whitespace). */
  wordsWritten: number;
  dictationSessions: number;
  /** Sum of voice_sessions.duration / 60, one decimal. */
  dictationMinutes: number;
  dictatedWords: number;
  /** game_progress rows: the different games played. */
  gamesPlayed: number;
  gamePoints: number;
  wordsLearned: number;
};

export type WeekDay = {
  /** YYYY-MM-DD in the person's time zone */
  date: string;
  /** Short weekday name, e.g. "Mon" */
  label: string;
  words: number;
  minutes: number;
  isToday: boolean;
};

export type Achievement = {
  id: string;
  title: string;
  description: string;
  earned: boolean;
  /** 0 to 100; 100 when earned */
  progress: number;
  current: number;
  target: number;
};

export type ActivityItem = {
  id: string;
  kind: "document" | "dictation" | "game";
  text: string;
  /** ISO 8601 */
  at: string;
  href?: string;
};

export type DashboardStats = {
  totals: DashboardTotals;
  week: WeekDay[];
  weekTotals: { words: number; minutes: number; activeDays: number };
  achievements: Achievement[];
  recentActivity: ActivityItem[];
};

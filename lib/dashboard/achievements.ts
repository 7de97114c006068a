import type { Achievement, DashboardTotals } from "@/lib/schemas/dashboard";

// Achievements are thresholds over the person's real totals: earned, or a progress percentage.

type Definition = {
  id: string;
  title: string;
  description: string;
  target: number;
  measure: (t: DashboardTotals) => number;
};

export const ACHIEVEMENTS: readonly Definition[] = [
  { id: "first-document", title: "First Document", description: "Create your first document.", target: 1, measure: (t) => t.documents },
  { id: "wordsmith", title: "Wordsmith", description: "Write 1,000 words across your documents.", target: 1000, measure: (t) => t.wordsWritten },
  { id: "first-dictation", title: "First Dictation", description: "Finish a dictation session.", target: 1, measure: (t) => t.dictationSessions },
  { id: "voice-hour", title: "Hour of Voice", description: "Dictate for 60 minutes in total.", target: 60, measure: (t) => t.dictationMinutes },
  { id: "game-explorer", title: "Game Explorer", description: "Try 3 different learning games.", target: 3, measure: (t) => t.gamesPlayed },
  { id: "word-collector", title: "Word Collector", description: "Learn 50 words in the games.", target: 50, measure: (t) => t.wordsLearned },
];

export function computeAchievements(totals: DashboardTotals): Achievement[] {
  return ACHIEVEMENTS.map(({ id, title, description, target, measure }) => {
    const current = Math.max(0, measure(totals));
    const earned = current >= target;
    // Floor, so "100%" never shows before the threshold is reached.
    const progress = earned ? 100 : Math.min(99, Math.floor((current / target) * 100));
    return { id, title, description, earned, progress, current: Math.min(current, target), target };
  });
}

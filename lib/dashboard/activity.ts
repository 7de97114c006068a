import type { ActivityItem } from "@/lib/schemas/dashboard";
import { plural } from "@/lib/text/plural";

// Recent Activity: the newest few events from the person's own documents, dictation and games.

export type ActivitySources = {
  documents: { id: string; title: string; version: number; updatedAt: Date }[];
  sessions: { id: string; words: number; durationSeconds: number; createdAt: Date }[];
  games: { id: string; gameType: string; lastPlayed: Date | null }[];
};

export function gameName(gameType: string): string {
  return gameType
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

export function buildRecentActivity(src: ActivitySources, limit = 5): ActivityItem[] {
  const items: (ActivityItem & { time: number })[] = [];
  for (const d of src.documents) {
    items.push({
      id: `document-${d.id}`,
      kind: "document",
      text: `${d.version > 1 ? "Saved" : "Created"} “${d.title}”`,
      at: d.updatedAt.toISOString(),
      href: `/editor/${d.id}`,
      time: d.updatedAt.getTime(),
    });
  }
  for (const s of src.sessions) {
    const minutes = Math.round((s.durationSeconds / 60) * 10) / 10;
    items.push({
      id: `dictation-${s.id}`,
      kind: "dictation",
      text: `Dictated ${plural(s.words, "word", "words")} in ${plural(minutes, "minute", "minutes")}`,
      at: s.createdAt.toISOString(),
      time: s.createdAt.getTime(),
    });
  }
  for (const g of src.games) {
    if (!g.lastPlayed) continue;
    items.push({
      id: `game-${g.id}`,
      kind: "game",
      text: `Played ${gameName(g.gameType)}`,
      at: g.lastPlayed.toISOString(),
      href: "/games",
      time: g.lastPlayed.getTime(),
    });
  }
  return items
    .sort((a, b) => b.time - a.time)
    .slice(0, limit)
    .map(({ time: _time, ...item }) => item);
}

import { formatCount } from "@/lib/text/plural";
import { Flame, Gamepad2, Trophy, TrendingUp, type LucideIcon } from "lucide-react";
import { summarizeProgress } from "@/lib/games/progress-summary";
import type { GameProgressDto } from "@/lib/schemas/games";

/** Total Score, Best Streak, Games Played, Highest Level. */
export function SummaryCards({ progress }: { progress: GameProgressDto[] }) {
  const s = summarizeProgress(progress);
  const cards: [string, number, LucideIcon, string][] = [
    ["Total Score", s.totalScore, Trophy, "total-score"],
    ["Best Streak", s.bestStreak, Flame, "best-streak"],
    ["Games Played", s.gamesPlayed, Gamepad2, "games-played"],
    ["Highest Level", s.highestLevel, TrendingUp, "highest-level"],
  ];
  return (
    <dl className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3 lg:grid-cols-4">
      {cards.map(([label, value, Icon, id]) => (
        <div key={id} className="flex flex-col gap-1 rounded-xl border-2 border-border bg-card p-4">
          <dt className="flex flex-wrap items-center gap-2 text-base">
            <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-2xl font-bold" data-testid={`summary-${id}`}>
            {formatCount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { BookOpen, CheckCircle2, Clock, TrendingUp } from "lucide-react";
import { formatTimeSpent, type TrainingSummary } from "@/lib/training/progress";

/** The user's own training figures (the spec's fixed tiles, computed for real). */
export function SummaryTiles({ summary }: { summary: TrainingSummary }) {
  const tiles = [
    { key: "programsStarted", icon: BookOpen, label: "Programs started", value: String(summary.programsStarted) },
    { key: "averageProgress", icon: TrendingUp, label: "Average progress", value: `${summary.averageProgress}%` },
    { key: "modulesCompleted", icon: CheckCircle2, label: "Modules completed", value: String(summary.modulesCompleted) },
    { key: "timeSpent", icon: Clock, label: "Time spent practising", value: formatTimeSpent(summary.timeSpent) },
  ];
  return (
    <ul className="grid list-none grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4 lg:grid-cols-4" aria-label="Your training">
      {tiles.map(({ key, icon: Icon, label, value }) => (
        <li key={key} className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-border bg-card p-4">
          <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="text-2xl font-bold" data-testid={`training-${key}`}>
              {value}
            </p>
            <p className="text-base text-muted-foreground">{label}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

"use client";
import { BookOpen, Clock, FileText, Gamepad2, Mic, Type, type LucideIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";
import { LoadError } from "@/components/common/load-error";
import { formatCount } from "@/lib/text/plural";
import { useDashboardStats } from "@/lib/queries/dashboard";
import type { DashboardTotals } from "@/lib/schemas/dashboard";

type Tile = { key: keyof DashboardTotals; label: string; hint: string; icon: LucideIcon };

// Six tiles, each a real total from the person's own rows (zero when there is nothing yet).
const TILES: readonly Tile[] = [
  { key: "documents", label: "Documents", hint: "documents saved", icon: FileText },
  { key: "wordsWritten", label: "Words Written", hint: "across all documents", icon: Type },
  { key: "dictationMinutes", label: "Minutes Dictated", hint: "speaking into SayWrite", icon: Clock },
  { key: "dictationSessions", label: "Voice Sessions", hint: "dictation sessions", icon: Mic },
  { key: "gamesPlayed", label: "Games Played", hint: "different learning games", icon: Gamepad2 },
  { key: "wordsLearned", label: "Words Learned", hint: "in the learning games", icon: BookOpen },
];

export function StatTiles() {
  const stats = useDashboardStats();
  return (
    <section aria-labelledby="stats-title" aria-busy={stats.isPending}>
      <SectionHeading id="stats-title">Your numbers</SectionHeading>
      {stats.isError ? (
        <LoadError what="your numbers" onRetry={() => void stats.refetch()} />
      ) : (
        // -m-1.5 p-1.5: room inside the list for its tiles' shadows (DRAWN_NEAR_SCREEN clips at the padding)
        <ul
          className={`-m-1.5 grid list-none grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-3 p-1.5 md:grid-cols-3 xl:grid-cols-6 ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_28rem] md:[contain-intrinsic-block-size:auto_16rem] xl:[contain-intrinsic-block-size:auto_7rem]`}
        >
          {TILES.map(({ key, label, hint, icon: Icon }) => (
            <li key={key} className="flex flex-col gap-1 rounded-xl border-2 border-border bg-card p-4 shadow-sm">
              <span className="flex items-center gap-2 text-base font-semibold">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {label}
              </span>
              {stats.data ? (
                <span className="text-3xl font-bold" data-testid={`stat-${key}`}>
                  {formatCount(stats.data.totals[key])}
                </span>
              ) : (
                <>
                  <Skeleton className="h-9 w-16" />
                  <span className="sr-only">Loading</span>
                </>
              )}
              <span className="text-sm text-muted-foreground">{hint}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

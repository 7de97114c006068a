"use client";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { LoadError } from "@/components/common/load-error";
import { formatCount, plural } from "@/lib/text/plural";
import { useDashboardStats } from "@/lib/queries/dashboard";
import { cn } from "@/lib/utils";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";

/** Words and minutes dictated on each of the last seven days, as bars with the figures written out. */
export function WeeklyProgress({ className }: { className?: string }) {
  const stats = useDashboardStats();
  const week = stats.data?.week ?? [];
  const totals = stats.data?.weekTotals;
  const maxWords = Math.max(1, ...week.map((d) => d.words));

  return (
    <section aria-labelledby="weekly-progress-title" aria-busy={stats.isPending} className={cn(`rounded-xl border-2 border-border bg-card p-5 shadow-sm ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_24rem]`, className)}>
      <SectionHeading id="weekly-progress-title">Weekly Progress</SectionHeading>
      {stats.isPending ? (
        <>
          <p className="sr-only">Loading your week...</p>
          <Skeleton className="h-48 w-full" />
        </>
      ) : stats.isError ? (
        <LoadError what="your week" onRetry={() => void stats.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-base" data-testid="week-summary">
            In the last 7 days you dictated <strong>{plural(totals?.words ?? 0, "word", "words")}</strong> in{" "}
            <strong>{plural(totals?.minutes ?? 0, "minute", "minutes")}</strong>, on{" "}
            <strong>{plural(totals?.activeDays ?? 0, "day", "days")}</strong>.
          </p>
          <ul className="flex list-none flex-col gap-2">
            {week.map((day) => (
              <li key={day.date} className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-3">
                <span className={cn("text-base", day.isToday && "font-bold")}>
                  {day.label}
                  {day.isToday && <span className="sr-only"> (today)</span>}
                </span>
                <span className="h-4 rounded-full bg-muted" aria-hidden="true">
                  <span
                    className="block h-4 rounded-full bg-primary"
                    style={{ width: `${day.words === 0 ? 0 : Math.max(4, (day.words / maxWords) * 100)}%` }}
                  />
                </span>
                <span className="text-right text-base tabular-nums">
                  {formatCount(day.words)} words, {formatCount(day.minutes)} min
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

"use client";
import { Award, Lock } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { LoadError } from "@/components/common/load-error";
import { formatCount } from "@/lib/text/plural";
import { useDashboardStats } from "@/lib/queries/dashboard";
import { cn } from "@/lib/utils";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";

/** Achievements earned, or a progress percentage towards each one. */
export function Achievements({ className }: { className?: string }) {
  const stats = useDashboardStats();
  const list = stats.data?.achievements ?? [];

  return (
    <section aria-labelledby="achievements-title" aria-busy={stats.isPending} className={cn(`rounded-xl border-2 border-border bg-card p-3 shadow-sm sm:p-5 ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_24rem]`, className)}>
      <SectionHeading id="achievements-title">Achievements</SectionHeading>
      {stats.isPending ? (
        <>
          <p className="sr-only">Loading your achievements...</p>
          <Skeleton className="h-48 w-full" />
        </>
      ) : stats.isError ? (
        <LoadError what="your achievements" onRetry={() => void stats.refetch()} />
      ) : (
        <ul className="grid list-none gap-3">
          {list.map((a) => (
            <li key={a.id} className={cn("flex items-start gap-2 rounded-lg border-2 p-2 sm:gap-3 sm:p-3", a.earned ? "border-success" : "border-border")}>
              {a.earned ? (
                <Award className="mt-1 size-6 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Lock className="mt-1 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
                  {a.title}
                  {a.earned ? (
                    <span className="rounded-full bg-success px-2 text-sm text-success-foreground">Earned</span>
                  ) : (
                    <span className="text-base font-semibold text-muted-foreground">{a.progress}%</span>
                  )}
                </p>
                <p className="text-base text-muted-foreground">{a.description}</p>
                {!a.earned && (
                  <>
                    <div
                      role="progressbar"
                      aria-label={`${a.title} progress`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={a.progress}
                      aria-valuetext={`${a.progress}%: ${formatCount(a.current)} of ${formatCount(a.target)}`}
                      className="h-3 rounded-full bg-muted"
                    >
                      <div className="h-3 rounded-full bg-primary" style={{ width: `${a.progress}%` }} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {formatCount(a.current)} of {formatCount(a.target)}
                    </p>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

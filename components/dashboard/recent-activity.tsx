"use client";
import { IntentLink } from "@/components/common/intent-link";
import { FileText, Gamepad2, Mic } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionHeading } from "@/components/dashboard/section-heading";
import { LoadError } from "@/components/common/load-error";
import { useNow } from "@/components/common/use-now";
import { useDashboardStats } from "@/lib/queries/dashboard";
import type { ActivityItem } from "@/lib/schemas/dashboard";
import { formatRelativeTime } from "@/lib/text/relative-time";
import { cn } from "@/lib/utils";
import { DRAWN_NEAR_SCREEN } from "@/components/common/near-screen";

const ICONS: Record<ActivityItem["kind"], typeof FileText> = { document: FileText, dictation: Mic, game: Gamepad2 };

export function RecentActivity({ className }: { className?: string }) {
  const stats = useDashboardStats();
  const now = useNow();
  const items = stats.data?.recentActivity ?? [];

  return (
    <section aria-labelledby="recent-activity-title" aria-busy={stats.isPending} className={cn(`rounded-xl border-2 border-border bg-card p-5 shadow-sm ${DRAWN_NEAR_SCREEN} [contain-intrinsic-block-size:auto_24rem]`, className)}>
      <SectionHeading id="recent-activity-title">Recent Activity</SectionHeading>
      {stats.isPending ? (
        <div className="flex flex-col gap-3">
          <p className="sr-only">Loading your activity...</p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : stats.isError ? (
        <LoadError what="your activity" onRetry={() => void stats.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-base text-muted-foreground">
          Nothing yet. When you save a document, dictate or play a game, it will show up here.
        </p>
      ) : (
        <ul className="flex list-none flex-col gap-3">
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            const text = item.href ? (
              <IntentLink href={item.href} className="font-semibold text-primary underline wrap-anywhere hover:no-underline">
                {item.text}
              </IntentLink>
            ) : (
              <span className="font-semibold wrap-anywhere">{item.text}</span>
            );
            return (
              <li key={item.id} className="flex items-start gap-3">
                <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex min-w-0 flex-col">
                  {text}
                  <time dateTime={item.at} className="text-sm text-muted-foreground" suppressHydrationWarning>
                    {formatRelativeTime(item.at, now)}
                  </time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

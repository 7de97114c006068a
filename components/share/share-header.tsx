import { Coins, Globe2, Share2, Trophy, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { RewardStatsDto } from "@/lib/schemas/referral";
import { HOW_SHARES_PAY, pendingText } from "@/lib/share/share-text";

type Props = { stats: RewardStatsDto | undefined; isError: boolean; onRetry: () => void };

/** Header, the four stat cards and the Sharing Challenges card, all from the user's ledger. */
export function ShareHeader({ stats, isError, onRetry }: Props) {
  const figure = (value: (s: RewardStatsDto) => string) => (stats ? value(stats) : "…");
  const cards = [
    { icon: Coins, label: "Coins Earned", value: figure((s) => String(s.coinsEarned)) },
    { icon: Users, label: "Successful Referrals", value: figure((s) => String(s.successfulReferrals)) },
    { icon: Share2, label: "Total Shares", value: figure((s) => String(s.totalShares)) },
    { icon: Globe2, label: "Global Rank", value: figure((s) => (s.globalRank === null ? "Not ranked yet" : `#${s.globalRank}`)) },
  ];
  return (
    <>
      <div>
        <h1 id="page-title" className="flex items-center gap-3 text-3xl font-bold">
          <Share2 className="size-8" aria-hidden="true" />
          Share and Earn
        </h1>
        <p className="text-lg text-muted-foreground">Invite friends, share your story and earn coins for rewards.</p>
      </div>
      {isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-destructive bg-card p-4">
          <p className="text-base font-semibold">We could not load your coins and shares. Please try again.</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      <ul className="grid list-none grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4 lg:grid-cols-4" aria-label="Your sharing figures" aria-busy={!stats && !isError}>
        {cards.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-border bg-card p-4">
            <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="text-2xl font-bold">{value}</p>
              <p className="text-base text-muted-foreground">{label}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="-mt-2 text-base" data-testid="pending-coins">
        {stats ? pendingText(stats.pending) : "…"}
      </p>
      <section aria-labelledby="challenges-title" className="rounded-xl border-2 border-border bg-card p-5">
        <h2 id="challenges-title" className="mb-1 flex items-center gap-2 text-xl font-bold">
          <Trophy className="size-6" aria-hidden="true" />
          Sharing Challenges
        </h2>
        <p className="mb-3 text-base text-muted-foreground">{HOW_SHARES_PAY} Days, weeks and months start at midnight UTC.</p>
        <ul className="grid list-none gap-4 md:grid-cols-3">
          {(stats?.challenges ?? []).map((c) => {
            const percent = Math.round((c.done / c.goal) * 100);
            return (
              <li key={c.period} className="flex flex-col gap-2">
                <p className="text-base font-semibold" id={`challenge-${c.period}`}>
                  {c.title}: {c.done} of {c.goal} shares
                  {c.complete && " (complete)"}
                </p>
                <div role="progressbar" aria-labelledby={`challenge-${c.period}`} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className="h-3 overflow-hidden rounded-full bg-muted">
                  <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-base text-muted-foreground">Reward: {c.reward}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

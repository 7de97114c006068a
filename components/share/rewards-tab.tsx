"use client";
import { useState } from "react";
import { Coins, Gift } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { messageForPerson } from "@/lib/api-client";
import { useRedeemReward } from "@/lib/queries/referral";
import type { RewardStatsDto } from "@/lib/schemas/referral";
import { canRedeem, EARN_WAYS, REWARDS, type Reward } from "@/lib/share/share-data";
import { formatRelativeTime } from "@/lib/text/relative-time";
import { HOW_REFERRALS_PAY, HOW_SHARES_PAY } from "@/lib/share/share-text";
import { toast } from "@/lib/toast";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";

/**
 * Rewards Catalog (core-product §2): Redeem spends coins from the ledger, after a confirmation
 * (the shared ConfirmDialog, whose code loads after the page).
 */
export function RewardsTab({ stats }: { stats: RewardStatsDto | undefined }) {
  const [asking, setAsking] = useState(false);
  // The reward last asked about: its name stays in the dialog while it closes.
  const [asked, setAsked] = useState<Reward | null>(null);
  const redeem = useRedeemReward();
  const once = useSingleFlight();
  const balance = stats?.balance;

  function ask(reward: Reward) {
    setAsked(reward);
    setAsking(true);
  }

  function confirm(reward: Reward) {
    return once(async () => {
      try {
        await redeem.mutateAsync(reward.key);
      } catch (err) {
        setAsking(false);
        toast({ title: "Could not redeem", description: messageForPerson(err, "Please try again."), variant: "destructive" });
        return;
      }
      setAsking(false);
      toast({ title: `${reward.name} redeemed`, description: `${reward.cost} coins were taken from your balance.` });
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="catalog-title" className="flex flex-col gap-3">
        <h2 id="catalog-title" className="flex items-center gap-2 text-2xl font-bold">
          <Gift className="size-6" aria-hidden="true" />
          Rewards Catalog
        </h2>
        <p className="text-base" data-testid="coin-balance" role="status">
          {balance === undefined ? "Loading your coins..." : `You have ${balance} coins.`}
        </p>
        <ul className="grid list-none gap-4 md:grid-cols-2 xl:grid-cols-3">
          {REWARDS.map((r) => {
            const affordable = balance !== undefined && canRedeem(balance, r.cost);
            return (
              <li key={r.key} aria-labelledby={`reward-${r.key}`} className="flex flex-col gap-2 rounded-xl border-2 border-border bg-card p-5" data-testid="reward-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 id={`reward-${r.key}`} className="text-xl font-bold">
                    {r.name}
                  </h3>
                  {r.tag && <Badge variant="secondary">{r.tag}</Badge>}
                </div>
                <p className="text-base">{r.description}</p>
                <p className="flex items-center gap-1 text-base font-semibold">
                  <Coins className="size-5" aria-hidden="true" />
                  {r.cost} coins
                </p>
                <Button className="mt-auto self-start" disabled={!affordable} onClick={() => ask(r)}>
                  {affordable || balance === undefined ? "Redeem" : "Need More Coins"}
                  <span className="sr-only">: {r.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      {stats && stats.redemptions.length > 0 && (
        <section aria-labelledby="redeemed-title" className="rounded-xl border-2 border-border bg-card p-5">
          <h2 id="redeemed-title" className="mb-3 text-2xl font-bold">
            Your Rewards
          </h2>
          <ul className="flex list-none flex-col gap-2" data-testid="redemptions">
            {stats.redemptions.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-border pb-2 text-base last:border-0">
                <span className="font-semibold">{r.name}</span>
                <span>
                  {r.coins} coins, {formatRelativeTime(r.redeemedAt).toLowerCase()}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="earn-title" className="rounded-xl border-2 border-border bg-card p-5">
        <h2 id="earn-title" className="mb-3 text-2xl font-bold">
          How to Earn More Coins
        </h2>
        <ul className="flex list-none flex-col gap-2">
          {EARN_WAYS.map((w) => (
            <li key={w.action} className="flex flex-wrap justify-between gap-2 border-b border-border pb-2 text-base last:border-0">
              <span>{w.action}</span>
              <span className="font-semibold">{w.reward}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-base text-muted-foreground">
          {HOW_SHARES_PAY} {HOW_REFERRALS_PAY}
        </p>
      </section>

      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && !redeem.isPending && setAsking(false)}
        title={asked ? `Redeem ${asked.name}?` : ""}
        description={asked ? `This spends ${asked.cost} of your ${balance} coins. You will have ${(balance ?? 0) - asked.cost} coins left.` : ""}
        keepLabel="Keep my coins"
        confirmLabel={asked ? `Redeem for ${asked.cost} coins` : ""}
        busyLabel="Redeeming..."
        icon={<Coins aria-hidden="true" />}
        tone="default"
        isBusy={redeem.isPending}
        onConfirm={() => (asked ? confirm(asked) : undefined)}
      />
    </div>
  );
}

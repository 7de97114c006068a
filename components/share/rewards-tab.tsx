"use client";
import { Coins, Gift } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { canRedeem, EARN_WAYS, FIXED_STATS, REWARDS } from "@/lib/share/share-data";
import { toast } from "@/lib/toast";

export function RewardsTab() {
  const coins = FIXED_STATS.coinsEarned;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="catalog-title" className="flex flex-col gap-3">
        <h2 id="catalog-title" className="flex items-center gap-2 text-2xl font-bold">
          <Gift className="size-6" aria-hidden="true" />
          Rewards Catalog
        </h2>
        <p className="text-base">You have {coins} coins.</p>
        <ul className="grid list-none gap-4 md:grid-cols-2 xl:grid-cols-3">
          {REWARDS.map((r) => {
            const affordable = canRedeem(coins, r.cost);
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
                <Button
                  className="mt-auto self-start"
                  disabled={!affordable}
                  onClick={() => toast({ title: `${r.name} selected`, description: "Redeeming opens soon: we will keep your coins until then." })}
                >
                  {affordable ? "Redeem" : "Need More Coins"}
                  <span className="sr-only">: {r.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
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
      </section>
    </div>
  );
}

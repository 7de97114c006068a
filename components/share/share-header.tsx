import { Coins, Globe2, Share2, Trophy, Users } from "lucide-react";
import { CHALLENGES, FIXED_STATS } from "@/lib/share/share-data";

/** Header, the four stat cards and the Sharing Challenges card (fixed values, core-product §2). */
export function ShareHeader() {
  const stats = [
    { icon: Coins, label: "Coins Earned", value: String(FIXED_STATS.coinsEarned) },
    { icon: Users, label: "Successful Referrals", value: String(FIXED_STATS.successfulReferrals) },
    { icon: Share2, label: "Total Shares", value: String(FIXED_STATS.totalShares) },
    { icon: Globe2, label: "Global Rank", value: `#${FIXED_STATS.globalRank}` },
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
      <ul className="grid list-none grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Your sharing figures">
        {stats.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex items-center gap-3 rounded-xl border-2 border-border bg-card p-4">
            <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="text-2xl font-bold">{value}</p>
              <p className="text-base text-muted-foreground">{label}</p>
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="challenges-title" className="rounded-xl border-2 border-border bg-card p-5">
        <h2 id="challenges-title" className="mb-3 flex items-center gap-2 text-xl font-bold">
          <Trophy className="size-6" aria-hidden="true" />
          Sharing Challenges
        </h2>
        <ul className="grid list-none gap-4 md:grid-cols-3">
          {CHALLENGES.map((c) => {
            const percent = Math.round((c.done / c.goal) * 100);
            return (
              <li key={c.key} className="flex flex-col gap-2">
                <p className="text-base font-semibold" id={`challenge-${c.key}`}>
                  {c.title}: {c.done} of {c.goal} shares
                </p>
                <div role="progressbar" aria-labelledby={`challenge-${c.key}`} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className="h-3 overflow-hidden rounded-full bg-muted">
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

"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { RewardsTab } from "@/components/share/rewards-tab";
import { ShareHeader } from "@/components/share/share-header";
import { SharingHub } from "@/components/share/sharing-hub";
import { SuccessStories } from "@/components/share/success-stories";
import { useRewardStats } from "@/lib/queries/referral";
import { useReferralHere } from "@/components/share/use-referral-here";

/** Share and Earn (/share, core-product §2): the user's code, and figures summed from their ledger. */
export function SharePage() {
  const referral = useReferralHere();
  const stats = useRewardStats();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <ShareHeader stats={stats.data} isError={stats.isError} onRetry={() => void stats.refetch()} />
      <Tabs defaultValue="hub" className="flex flex-col gap-2">
        <TabsList aria-label="Share and Earn sections" className="self-start">
          <TabsTrigger value="hub">Sharing Hub</TabsTrigger>
          <TabsTrigger value="stories">Success Stories</TabsTrigger>
          <TabsTrigger value="rewards">Rewards</TabsTrigger>
        </TabsList>
        <TabsContent value="hub">
          <SharingHub
            referral={referral.data}
            isLoading={referral.isPending}
            isError={referral.isError}
            onRetry={() => void referral.refetch()}
            leaderboard={stats.data?.leaderboard}
          />
        </TabsContent>
        <TabsContent value="stories">
          <SuccessStories link={referral.data?.link ?? null} community={stats.data?.community} />
        </TabsContent>
        <TabsContent value="rewards">
          <RewardsTab stats={stats.data} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
